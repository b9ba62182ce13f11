import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppErrorBoundary } from './app-error-boundary.tsx';
import { createErrorOccurrences, ErrorOccurrencesContext } from './error-occurrences.ts';
import { ErrorScreen } from './error-screen.tsx';

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

/** Renders the error screen as the given error of the visit (1 for the first). */
function renderErrorScreen(error: unknown, onRetry: () => void = () => {}, errorNumber = 1) {
  const occurrences = createErrorOccurrences();
  for (let earlier = 1; earlier < errorNumber; earlier++) occurrences.record(new Error(`earlier error ${earlier}`));
  return render(
    <ErrorOccurrencesContext value={occurrences}>
      <ErrorScreen error={error} onRetry={onRetry} />
    </ErrorOccurrencesContext>,
  );
}

function brokenError(): Error {
  const error = new Error('The health record could not be drawn');
  error.stack = 'Error: The health record could not be drawn\n    at HealthRecord (health-record.tsx:12:5)';
  return error;
}

describe('ErrorScreen', () => {
  it("shows the spec's texts, the error details and both buttons", () => {
    renderErrorScreen(brokenError());

    const alert = screen.getByRole('alert');
    expect(alert).toHaveProperty('textContent', expect.stringContaining('Something went wrong'));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('An error occurred in the application. Attempting to recover...')).toBeTruthy();

    const details = screen.getByText('Error details').closest('details');
    expect(details?.textContent).toContain('The health record could not be drawn');
    expect(details?.querySelector('pre')?.textContent).toContain('at HealthRecord (health-record.tsx:12:5)');

    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('moves focus to the alert so a screen reader hears it at once', () => {
    renderErrorScreen(brokenError());
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('shows a thrown value that is not an Error', () => {
    renderErrorScreen('Storage is full');
    expect(screen.getByText('Storage is full')).toBeTruthy();
  });

  it.each([1, 2, 3])('error number %i tries again by itself after 5 seconds', (errorNumber) => {
    const onRetry = vi.fn();
    renderErrorScreen(brokenError(), onRetry, errorNumber);

    passTime(4999);
    expect(onRetry).not.toHaveBeenCalled();
    passTime(1);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('from the fourth error on, waits for the reader and says so', () => {
    const onRetry = vi.fn();
    renderErrorScreen(brokenError(), onRetry, 4);

    passTime(60_000);
    expect(onRetry).not.toHaveBeenCalled();
    expect(screen.queryByText(/Attempting to recover/)).toBeNull();
    expect(screen.getByText(/Please choose Try Again, or reload the page/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('does not try again after it has gone', () => {
    const onRetry = vi.fn();
    const { unmount } = renderErrorScreen(brokenError(), onRetry);
    unmount();
    passTime(10_000);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('Reload Page reloads the page', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderErrorScreen(brokenError());
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('AppErrorBoundary', () => {
  function AlwaysFails(): never {
    throw new Error('Settings could not be read');
  }

  it('recovers by itself for the first 3 errors, then waits for the reader', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const attempts = vi.fn();
    function CountedFailure() {
      attempts();
      return <AlwaysFails />;
    }

    render(
      <ErrorOccurrencesContext value={createErrorOccurrences()}>
        <AppErrorBoundary>
          <CountedFailure />
        </AppErrorBoundary>
      </ErrorOccurrencesContext>,
    );
    expect(screen.getByText(/Attempting to recover/)).toBeTruthy();
    const attemptCount = () => attempts.mock.calls.length;

    // Errors 1, 2 and 3 each clear after 5 seconds, rendering the app again; each attempt fails anew.
    for (let errorNumber = 1; errorNumber <= 3; errorNumber++) {
      const before = attemptCount();
      passTime(4999);
      expect(attemptCount()).toBe(before);
      passTime(1);
      expect(attemptCount()).toBeGreaterThan(before);
    }

    // The fourth error stays until the reader acts.
    expect(screen.queryByText(/Attempting to recover/)).toBeNull();
    const afterFourthError = attemptCount();
    passTime(30_000);
    expect(attemptCount()).toBe(afterFourthError);

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(attemptCount()).toBeGreaterThan(afterFourthError);
  });

  it('Try Again shows the app again once the problem has passed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function SometimesFails() {
      if (broken) throw new Error('Temporary problem');
      return <p>Your dashboard</p>;
    }
    function Harness() {
      const [occurrences] = useState(createErrorOccurrences);
      return (
        <ErrorOccurrencesContext value={occurrences}>
          <AppErrorBoundary>
            <SometimesFails />
          </AppErrorBoundary>
        </ErrorOccurrencesContext>
      );
    }

    render(<Harness />);
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Your dashboard')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});

describe('error numbering', () => {
  it('gives one error one number however often it is shown, and counts new errors', () => {
    const occurrences = createErrorOccurrences();
    const first = new Error('first');
    expect(occurrences.peek(first)).toBe(1);
    expect(occurrences.record(first)).toBe(1);
    expect(occurrences.record(first)).toBe(1);
    expect(occurrences.peek(first)).toBe(1);
    const second = new Error('second');
    expect(occurrences.peek(second)).toBe(2);
    expect(occurrences.record(second)).toBe(2);
    expect(occurrences.record('third')).toBe(3);
  });
});
