import { DASHBOARD_NAVIGATION } from '@tedi/contracts';

/** A module of the dashboard, as named in `?module=` (for example 'coparenting'). */
export type DashboardModule = string;

/** The spec's dashboard navigation: where the reader is, where they were, and up to 10 earlier modules. */
export interface DashboardNavigationState {
  /** The open module, or null on the dashboard home. */
  readonly current: DashboardModule | null;
  /** The module open before the last move, or null. */
  readonly previous: DashboardModule | null;
  /** Earlier modules, oldest first; Back returns to the last one. */
  readonly history: readonly DashboardModule[];
}

export type DashboardNavigationAction =
  | { readonly type: 'navigate'; readonly module: DashboardModule }
  | { readonly type: 'home' }
  | { readonly type: 'back' };

export const DASHBOARD_HOME: DashboardNavigationState = { current: null, previous: null, history: [] };

export function initialDashboardNavigation(module: DashboardModule | null = null): DashboardNavigationState {
  return module === null ? DASHBOARD_HOME : { current: module, previous: null, history: [] };
}

/** Leaves the current module, remembering it; the home page is not a module, so it is never remembered. */
function leave(state: DashboardNavigationState, destination: DashboardModule | null): DashboardNavigationState {
  const history =
    state.current === null ? state.history : [...state.history, state.current].slice(-DASHBOARD_NAVIGATION.maxHistory);
  return { current: destination, previous: state.current, history };
}

export function dashboardNavigationReducer(
  state: DashboardNavigationState,
  action: DashboardNavigationAction,
): DashboardNavigationState {
  switch (action.type) {
    case 'navigate':
      return action.module === state.current ? state : leave(state, action.module);
    case 'home':
      return state.current === null ? state : leave(state, null);
    case 'back': {
      const destination = state.history.at(-1);
      if (destination === undefined) {
        // Nothing earlier to return to: Back goes to the dashboard home.
        return state.current === null ? state : { current: null, previous: state.current, history: [] };
      }
      return { current: destination, previous: state.current, history: state.history.slice(0, -1) };
    }
  }
}
