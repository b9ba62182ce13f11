import { useCallback, useReducer } from 'react';

import {
  dashboardNavigationReducer,
  initialDashboardNavigation,
  type DashboardModule,
  type DashboardNavigationState,
} from './dashboard-navigation.ts';

export interface DashboardNavigation extends DashboardNavigationState {
  navigateTo: (module: DashboardModule) => void;
  goHome: () => void;
  /** Returns to the last module in the history, or to the dashboard home when there is none. */
  back: () => void;
  /** Whether Back would change anything. */
  canGoBack: boolean;
}

export function useDashboardNavigation(initialModule: DashboardModule | null = null): DashboardNavigation {
  const [state, dispatch] = useReducer(dashboardNavigationReducer, initialModule, initialDashboardNavigation);
  const navigateTo = useCallback((module: DashboardModule) => dispatch({ type: 'navigate', module }), []);
  const goHome = useCallback(() => dispatch({ type: 'home' }), []);
  const back = useCallback(() => dispatch({ type: 'back' }), []);
  return { ...state, navigateTo, goHome, back, canGoBack: state.current !== null || state.history.length > 0 };
}
