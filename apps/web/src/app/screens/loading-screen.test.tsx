import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { estimateLoadingProgress } from './loading-progress.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { LOADING_TIPS, pickLoadingTip } from './loading-tips.ts';
import { OnboardingCheckScreen } from './onboarding-check-screen.tsx';

const TIP = /^Tip: /;
const TIMEOUT_HEADING = 'Taking longer than expected';
const TIMEOUT_TEXT = 'The page is taking a while to load. Please check your connection.';

/** Moves the fake clock on, letting React apply what the timers did. */
function passTime(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function progressValue(): number {
  return Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
}

describe('LoadingScreen', () => {
  it('shows a spinner with its text in a polite status region', () => {
    render(<LoadingScreen message="Loading your dashboard..." />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Loading your dashboard...');
    expect(status.querySelector('.animate-spin')).not.toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows one of Tedi’s tips after 3 seconds, not before', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    render(<LoadingScreen />);
    passTime(2999);
    expect(screen.queryByText(TIP)).toBeNull();
    passTime(1);
    expect(screen.getByText(TIP).textContent).toBe(LOADING_TIPS.at(-1));
  });

  it('never tips about location, which no part of Tedi uses', () => {
    for (const tip of LOADING_TIPS) expect(tip).not.toMatch(/location/i);
  });

  it('after 10 seconds says it is taking longer than expected and offers a reload', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(<LoadingScreen />);

    passTime(9999);
    expect(screen.queryByText(TIMEOUT_HEADING)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reload Page' })).toBeNull();

    passTime(1);
    expect(screen.getByRole('heading', { level: 1, name: TIMEOUT_HEADING })).toBeTruthy();
    expect(screen.getByText(TIMEOUT_TEXT)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(TIMEOUT_TEXT);
    expect(screen.queryByText('Loading...')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('honours a custom timeout', () => {
    render(<LoadingScreen timeoutMs={4000} />);
    passTime(3999);
    expect(screen.queryByText(TIMEOUT_HEADING)).toBeNull();
    passTime(1);
    expect(screen.getByText(TIMEOUT_HEADING)).toBeTruthy();
    expect(screen.getByText(TIMEOUT_TEXT)).toBeTruthy();
  });

  it('shows an estimated progress bar that rises but never passes 90 percent', () => {
    render(<LoadingScreen showProgress timeoutMs={120_000} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(progressValue()).toBe(0);

    let last = 0;
    for (let second = 1; second <= 100; second++) {
      passTime(1000);
      const value = progressValue();
      expect(value).toBeGreaterThanOrEqual(last);
      expect(value).toBeLessThanOrEqual(90);
      last = value;
    }
    expect(last).toBe(90);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('About 90 percent');
  });
});

describe('pickLoadingTip', () => {
  it('chooses any of the tips, and only those', () => {
    expect(pickLoadingTip(() => 0)).toBe(LOADING_TIPS[0]);
    expect(pickLoadingTip(() => 0.999_999)).toBe(LOADING_TIPS.at(-1));
    expect(pickLoadingTip(() => 1)).toBe(LOADING_TIPS.at(-1));
    const seen = new Set(LOADING_TIPS.map((_, index) => pickLoadingTip(() => index / LOADING_TIPS.length)));
    expect(seen.size).toBe(LOADING_TIPS.length);
  });
});

describe('estimateLoadingProgress', () => {
  it('starts at 0, climbs, and is capped at 90 at any time', () => {
    expect(estimateLoadingProgress(0)).toBe(0);
    expect(estimateLoadingProgress(1000)).toBeGreaterThan(0);
    expect(estimateLoadingProgress(5000)).toBeGreaterThan(estimateLoadingProgress(1000));
    for (const elapsed of [10_000, 60_000, 3_600_000, Number.MAX_SAFE_INTEGER]) {
      expect(estimateLoadingProgress(elapsed)).toBeLessThanOrEqual(90);
    }
    expect(estimateLoadingProgress(3_600_000)).toBe(90);
  });
});

describe('OnboardingCheckScreen', () => {
  it('says it is checking the account setup', () => {
    render(<OnboardingCheckScreen />);
    expect(screen.getByRole('status').textContent).toBe('Checking account setup...');
  });
});
