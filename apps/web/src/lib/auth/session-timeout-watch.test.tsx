import type { GoTrueClient } from '@supabase/auth-js';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SessionTimeoutWatch } from './session-timeout-watch.tsx';

const MINUTE = 60_000;

function passTime(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
let signOut: ReturnType<typeof vi.fn<(options: { scope: string }) => Promise<{ error: null }>>>;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00Z') });
  window.localStorage.clear();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    pathname: '/parent/settings',
    search: '',
    hash: '',
    assign,
  });
  signOut = vi.fn(async (_options: { scope: string }) => ({ error: null }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderWatch() {
  const client = { signOut } as unknown as GoTrueClient;
  const router = createMemoryRouter(
    [
      { path: '/parent/settings', element: <SessionTimeoutWatch client={client} event="SIGNED_IN" userId="user-1" /> },
      { path: '/auth', element: <SessionTimeoutWatch client={client} event="SIGNED_IN" userId="user-1" /> },
    ],
    { initialEntries: ['/parent/settings'] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

function dialog(): HTMLDialogElement {
  return document.querySelector('dialog') as HTMLDialogElement;
}

describe('the inactivity warning and sign-out (spec section 4)', () => {
  it('warns 15 minutes before the end, saying how long is left, updated each minute', () => {
    renderWatch();
    passTime(225 * MINUTE - 1000);
    expect(dialog().open).toBe(false);
    passTime(1000);
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Are you still there?' })).toBeTruthy();
    expect(screen.getByText('You will be signed out in 15 minutes.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay signed in' }));
    passTime(MINUTE);
    expect(screen.getByText('You will be signed out in 14 minutes.')).toBeTruthy();
  });

  it('Stay signed in closes the warning and starts the 4 hours again', () => {
    renderWatch();
    passTime(230 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(dialog().open).toBe(false);
    passTime(224 * MINUTE);
    expect(dialog().open).toBe(false);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('Escape counts as staying signed in', () => {
    renderWatch();
    passTime(226 * MINUTE);
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(dialog().open).toBe(false);
  });

  it('activity (a key, the mouse) keeps the session going', () => {
    renderWatch();
    for (let minute = 0; minute < 480; minute += 10) {
      passTime(10 * MINUTE);
      fireEvent.keyDown(window, { key: 'a' });
    }
    expect(dialog().open).toBe(false);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('at 240 minutes: logs SESSION_TIMEOUT, signs out, and goes to the sign-in page with the reason', async () => {
    const { router } = renderWatch();
    passTime(240 * MINUTE);
    await act(async () => {});
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/auth?reason=inactive&redirect=%2Fparent%2Fsettings',
    );
    const events = JSON.parse(window.localStorage.getItem('security_events') ?? '[]') as { type: string }[];
    expect(events.map((event) => event.type)).toEqual(['SESSION_TIMEOUT']);
  });

  it('Sign out in the warning signs out, logs LOGOUT and goes home', async () => {
    renderWatch();
    passTime(226 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await act(async () => {});
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(assign).toHaveBeenCalledWith('/');
    const events = JSON.parse(window.localStorage.getItem('security_events') ?? '[]') as { type: string }[];
    expect(events.map((event) => event.type)).toEqual(['LOGOUT']);
  });

  it('signing out (unmounting) clears the timers and the warning', () => {
    const { unmount } = renderWatch();
    passTime(226 * MINUTE);
    unmount();
    passTime(60 * MINUTE);
    expect(signOut).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
