import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_NAVIGATION,
  ERROR_SCREEN,
  LOADING_SCREEN,
  ONBOARDING,
  QUERY,
  SECURITY_EVENTS,
  SESSION,
  TOKEN_REFRESH,
} from './constants.ts';

describe('business constants of the specification (section 9)', () => {
  it('holds the session rules', () => {
    expect(SESSION.inactivityLimitMs).toBe(240 * 60_000);
    expect(SESSION.warningBeforeExpiryMs).toBe(15 * 60_000);
    expect(SESSION.activityCheckIntervalMs).toBe(60_000);
    expect(SESSION.activityExtensionMinIntervalMs).toBe(5 * 60_000);
  });

  it('holds the limits and timings of the screens', () => {
    expect(SECURITY_EVENTS).toEqual({ storageKey: 'security_events', maxEntries: 100 });
    expect(DASHBOARD_NAVIGATION.maxHistory).toBe(10);
    expect(ERROR_SCREEN).toEqual({ autoRecoverAfterMs: 5000, autoRecoverMaxErrors: 3 });
    expect(LOADING_SCREEN).toEqual({ defaultTimeoutMs: 10_000, locationTipAfterMs: 3000, progressCapPercent: 90 });
    expect(ONBOARDING).toEqual({ completeFromStep: 6, checkCacheMs: 5 * 60_000 });
  });

  it('backs token refresh off from 200 ms, doubling each attempt', () => {
    expect([0, 1, 2, 3].map((attempt) => TOKEN_REFRESH.backoffDelayMs(attempt))).toEqual([200, 400, 800, 1600]);
    expect(TOKEN_REFRESH.tickMs).toBe(30_000);
    expect(TOKEN_REFRESH.thresholdTicks).toBe(3);
    expect(TOKEN_REFRESH.expiryMarginMs).toBe(90_000);
  });

  it('holds the data-fetching defaults', () => {
    expect(QUERY).toEqual({
      staleTimeMs: 300_000,
      gcTimeMs: 600_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
      maxRetries: 3,
      mutationRetries: 1,
      mutationRetryDelayMs: 1000,
    });
  });
});
