import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { useDashboardNavigation, type DashboardNavigation } from './use-dashboard-navigation.ts';

beforeEach(() => window.sessionStorage.clear());

/** Runs the hook on a dashboard page at `path`, with the router's address readable. */
function renderNavigation(path = '/dashboard/parent') {
  const seen: { navigation: DashboardNavigation | null } = { navigation: null };
  function Probe() {
    seen.navigation = useDashboardNavigation();
    return null;
  }
  const router = createMemoryRouter([{ path: '/dashboard/parent', Component: Probe }], { initialEntries: [path] });
  renderHook(() => null, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <>
        <RouterProvider router={router} />
        {children}
      </>
    ),
  });
  const current = () => {
    if (!seen.navigation) throw new Error('not rendered');
    return seen.navigation;
  };
  return { router, current };
}

describe('useDashboardNavigation', () => {
  it('opens modules through the address and goes back through its own history to the home', () => {
    const { router, current } = renderNavigation();
    expect(current().canGoBack).toBe(false);

    act(() => current().navigateTo('health'));
    act(() => current().navigateTo('coparenting'));
    expect(router.state.location.search).toBe('?module=coparenting');
    expect(current().previous).toBe('health');
    expect(current().history).toEqual(['health']);

    act(() => current().back());
    expect(current().current).toBe('health');
    expect(router.state.location.search).toBe('?module=health');
    act(() => current().back());
    expect(current().current).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(current().canGoBack).toBe(false);
  });

  it('starts on the module named in the address and follows links', async () => {
    const { router, current } = renderNavigation('/dashboard/parent?module=coparenting');
    expect(current().current).toBe('coparenting');
    await act(() => router.navigate('/dashboard/parent?module=children'));
    expect(current().current).toBe('children');
    expect(current().history).toEqual(['coparenting']);
  });

  it('keeps at most 10 earlier modules, for the visit', () => {
    const { current } = renderNavigation();
    for (let step = 1; step <= 12; step += 1) act(() => current().navigateTo(`module-${step}`));
    expect(current().history).toHaveLength(10);
    expect(current().history[0]).toBe('module-2');
    expect(JSON.parse(window.sessionStorage.getItem('tedi.dashboard-navigation') ?? '{}').current).toBe('module-12');
  });
});
