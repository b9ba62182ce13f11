import { useCallback, useEffect, useReducer } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import {
  DASHBOARD_HOME,
  dashboardNavigationReducer,
  type DashboardModule,
  type DashboardNavigationState,
} from './dashboard-navigation.ts';

export interface DashboardNavigation extends DashboardNavigationState {
  /** Opens a module (its address is `?module=`), remembering where the reader was. */
  navigateTo: (module: DashboardModule) => void;
  goHome: () => void;
  /** Returns to the last module in the history, or to the dashboard home when there is none. */
  back: () => void;
  /** Whether Back would change anything. */
  canGoBack: boolean;
}

/** The history lives for the tab's visit, so it survives going to a child's profile and coming back. */
const HISTORY_STORAGE_KEY = 'tedi.dashboard-navigation';

function readHistory(storage: Storage | undefined): DashboardNavigationState {
  try {
    const raw = storage?.getItem(HISTORY_STORAGE_KEY);
    if (!raw) return DASHBOARD_HOME;
    const parsed = JSON.parse(raw) as Partial<DashboardNavigationState>;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return {
      current: text(parsed.current),
      previous: text(parsed.previous),
      history: Array.isArray(parsed.history) ? parsed.history.filter((entry) => typeof entry === 'string') : [],
    };
  } catch {
    return DASHBOARD_HOME;
  }
}

function writeHistory(storage: Storage | undefined, state: DashboardNavigationState): void {
  try {
    storage?.setItem(HISTORY_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // The history still holds for this page.
  }
}

/**
 * The spec's dashboard navigation, kept in step with the address: the open module is `?module=`, so links,
 * reloads and the browser's own Back work, while the dashboard's Back follows its own history of up to 10.
 */
export function useDashboardNavigation(storage: Storage | undefined = globalThis.sessionStorage): DashboardNavigation {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const inAddress = searchParams.get('module') || null;
  const viaBack = (location.state as { dashboardBack?: unknown } | null)?.dashboardBack === true;
  const [state, dispatch] = useReducer(dashboardNavigationReducer, storage, readHistory);

  // The address leads; the history follows it. A move made by the dashboard's Back is marked, so it takes the
  // entry off the history instead of adding one.
  useEffect(() => {
    if (inAddress === state.current) return;
    if (viaBack && dashboardNavigationReducer(state, { type: 'back' }).current === inAddress) {
      dispatch({ type: 'back' });
    } else {
      dispatch(inAddress === null ? { type: 'home' } : { type: 'navigate', module: inAddress });
    }
  }, [inAddress, state, viaBack]);

  useEffect(() => writeHistory(storage, state), [storage, state]);

  const show = useCallback(
    (module: DashboardModule | null, dashboardBack = false) => {
      const search = module === null ? '' : `?${new URLSearchParams({ module }).toString()}`;
      void navigate({ pathname: location.pathname, search }, { state: dashboardBack ? { dashboardBack } : null });
    },
    [navigate, location.pathname],
  );
  const navigateTo = useCallback((module: DashboardModule) => show(module), [show]);
  const goHome = useCallback(() => show(null), [show]);
  const back = useCallback(
    () => show(dashboardNavigationReducer(state, { type: 'back' }).current, true),
    [show, state],
  );

  // Until the history has caught up with the address, the address is what the reader sees.
  const current = inAddress;
  return {
    ...state,
    current,
    navigateTo,
    goHome,
    back,
    canGoBack: current !== null || state.history.length > 0,
  };
}
