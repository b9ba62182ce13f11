import { describe, expect, it } from 'vitest';

import {
  DASHBOARD_HOME,
  dashboardNavigationReducer,
  initialDashboardNavigation,
  type DashboardNavigationAction,
  type DashboardNavigationState,
} from './dashboard-navigation.ts';

function run(actions: DashboardNavigationAction[], start: DashboardNavigationState = DASHBOARD_HOME) {
  return actions.reduce(dashboardNavigationReducer, start);
}

const go = (module: string): DashboardNavigationAction => ({ type: 'navigate', module });
const back: DashboardNavigationAction = { type: 'back' };
const home: DashboardNavigationAction = { type: 'home' };

describe('dashboard navigation', () => {
  it('starts on the dashboard home with nothing to go back to', () => {
    expect(initialDashboardNavigation()).toEqual({ current: null, previous: null, history: [] });
    expect(initialDashboardNavigation('health')).toEqual({ current: 'health', previous: null, history: [] });
  });

  it('opening a module from home does not put home in the history', () => {
    expect(run([go('health')])).toEqual({ current: 'health', previous: null, history: [] });
  });

  it('remembers the module it leaves and the one before', () => {
    expect(run([go('health'), go('ehcp'), go('dla')])).toEqual({
      current: 'dla',
      previous: 'ehcp',
      history: ['health', 'ehcp'],
    });
  });

  it('opening the module already open changes nothing', () => {
    const state = run([go('health'), go('ehcp')]);
    expect(dashboardNavigationReducer(state, go('ehcp'))).toBe(state);
  });

  it('keeps at most 10 earlier modules, dropping the oldest', () => {
    const modules = Array.from({ length: 13 }, (_, index) => `module-${index + 1}`);
    const state = run(modules.map(go));
    expect(state.current).toBe('module-13');
    expect(state.previous).toBe('module-12');
    expect(state.history).toEqual([
      'module-3',
      'module-4',
      'module-5',
      'module-6',
      'module-7',
      'module-8',
      'module-9',
      'module-10',
      'module-11',
      'module-12',
    ]);
  });

  it('back returns to the last history entry and removes it', () => {
    expect(run([go('health'), go('ehcp'), go('dla'), back])).toEqual({
      current: 'ehcp',
      previous: 'dla',
      history: ['health'],
    });
  });

  it('back with an empty history goes to the dashboard home', () => {
    expect(run([go('health'), back])).toEqual({ current: null, previous: 'health', history: [] });
    expect(run([go('health'), go('ehcp'), back, back, back])).toEqual({
      current: null,
      previous: 'health',
      history: [],
    });
  });

  it('back on the dashboard home with no history changes nothing', () => {
    expect(dashboardNavigationReducer(DASHBOARD_HOME, back)).toBe(DASHBOARD_HOME);
  });

  it('going home remembers the module left, so back reopens it', () => {
    const atHome = run([go('health'), go('ehcp'), home]);
    expect(atHome).toEqual({ current: null, previous: 'ehcp', history: ['health', 'ehcp'] });
    expect(dashboardNavigationReducer(atHome, back)).toEqual({ current: 'ehcp', previous: null, history: ['health'] });
  });

  it('never changes the state it was given', () => {
    const state = run([go('health'), go('ehcp')]);
    const snapshot = structuredClone(state);
    run([go('dla'), back, back, home], state);
    expect(state).toEqual(snapshot);
  });
});
