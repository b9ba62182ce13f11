import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useDashboardNavigation } from './use-dashboard-navigation.ts';

describe('useDashboardNavigation', () => {
  it('moves between modules and back to the dashboard home', () => {
    const { result } = renderHook(() => useDashboardNavigation());
    expect(result.current.canGoBack).toBe(false);

    act(() => result.current.navigateTo('health'));
    act(() => result.current.navigateTo('coparenting'));
    expect(result.current.current).toBe('coparenting');
    expect(result.current.previous).toBe('health');
    expect(result.current.canGoBack).toBe(true);

    act(() => result.current.back());
    expect(result.current.current).toBe('health');
    act(() => result.current.back());
    expect(result.current.current).toBeNull();
    expect(result.current.canGoBack).toBe(false);
  });

  it('can start on a module named in the address', () => {
    const { result } = renderHook(() => useDashboardNavigation('coparenting'));
    expect(result.current.current).toBe('coparenting');
    act(() => result.current.back());
    expect(result.current.current).toBeNull();
  });
});
