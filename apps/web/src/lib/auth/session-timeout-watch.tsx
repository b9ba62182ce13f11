import type { AuthChangeEvent, GoTrueClient } from '@supabase/auth-js';
import { SESSION } from '@tedi/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { signInPathFor } from './redirect-target.ts';
import { securityLog } from './security-log.ts';
import { signOutUser } from './auth-actions.ts';
import {
  durationText,
  INACTIVE_REASON,
  markEndingForInactivity,
  minutesLeft,
  SessionTimeout,
  storageSharedExtension,
  type SessionPhase,
} from './session-timeout.ts';

/** What counts as activity (spec section 4). */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;

export interface SessionTimeoutWatchProps {
  readonly client: GoTrueClient;
  readonly event: AuthChangeEvent | null;
  readonly userId: string;
}

/**
 * Runs the inactivity rules while someone is signed in. Sign-in starts a fresh session; opening the app with a
 * session carries on from the last activity. Token refreshes do not count as activity: the auth client refreshes
 * in the background about once an hour whether or not anyone is there, so counting them would mean the 4-hour
 * rule never ends a session left open on a shared computer. They re-arm the timers instead. The warning is a
 * modal dialog 15 minutes before the end; at the end the person is signed out and taken to the sign-in page.
 */
export function SessionTimeoutWatch({ client, event, userId }: SessionTimeoutWatchProps) {
  const [phase, setPhase] = useState<SessionPhase | null>(null);
  const timeoutRef = useRef<SessionTimeout | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stayButtonRef = useRef<HTMLButtonElement>(null);
  const [signingOut, setSigningOut] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    const timeout = new SessionTimeout({
      shared: storageSharedExtension(),
      onPhase: setPhase,
      onExpire: () => {
        securityLog.record('SESSION_TIMEOUT', userId, { inactiveMinutes: SESSION.inactivityLimitMs / 60_000 });
        // The sign-in page first, so that no page behind a guard flashes its own way to it; that page waits
        // while the session ends, then explains why.
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        markEndingForInactivity(true);
        void navigate(signInPathFor(here, { reason: INACTIVE_REASON }), { replace: true });
        void client.signOut({ scope: 'local' }).finally(() => {
          storageSharedExtension().clear();
          markEndingForInactivity(false);
        });
      },
    });
    timeoutRef.current = timeout;
    const onActivity = () => timeout.noteActivity();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      timeout.stop();
      timeoutRef.current = null;
    };
  }, [client, userId, navigate]);

  useEffect(() => {
    const timeout = timeoutRef.current;
    if (!timeout) return;
    switch (event) {
      case 'SIGNED_IN':
      case 'PASSWORD_RECOVERY':
        timeout.restart();
        break;
      case 'USER_UPDATED':
      case 'MFA_CHALLENGE_VERIFIED':
        // Something the person just did.
        if (timeout.phase() === null) timeout.resume();
        else timeout.extend();
        break;
      case 'TOKEN_REFRESHED':
        if (timeout.phase() === null) timeout.resume();
        else timeout.resync();
        break;
      default:
        if (timeout.phase() === null) timeout.resume();
    }
  }, [event]);

  const warning = phase?.kind === 'warning';
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (warning && !dialog.open) {
      dialog.showModal();
      stayButtonRef.current?.focus();
    } else if (!warning && dialog.open) {
      dialog.close();
    }
  }, [warning]);

  const stay = () => timeoutRef.current?.extend();
  const signOut = () => {
    setSigningOut(true);
    timeoutRef.current?.stop();
    void signOutUser(client, userId).finally(() => window.location.assign('/'));
  };
  const minutes = phase?.kind === 'warning' ? minutesLeft(phase.msLeft) : null;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="session-warning-heading"
      aria-describedby="session-warning-text session-warning-time"
      onCancel={(cancelEvent) => {
        // Escape means "I'm here".
        cancelEvent.preventDefault();
        stay();
      }}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-xl border border-line bg-surface p-6 text-ink shadow-xl backdrop:bg-ink/60"
    >
      <div className="flex flex-col gap-4">
        <h2 id="session-warning-heading" className="text-h3 font-bold">
          Are you still there?
        </h2>
        <p id="session-warning-text">
          To keep your family's information safe, Tedi signs you out after {durationText(SESSION.inactivityLimitMs)}{' '}
          without activity.
        </p>
        <p id="session-warning-time" role="status" className="text-lg font-semibold">
          {minutes === null ? '' : `You will be signed out in ${minutes} minute${minutes === 1 ? '' : 's'}.`}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            ref={stayButtonRef}
            type="button"
            onClick={stay}
            disabled={signingOut}
            className="min-h-11 rounded-lg border-2 border-brand bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-strong"
          >
            Stay signed in
          </button>
          <button
            type="button"
            onClick={signOut}
            disabled={signingOut}
            className="min-h-11 rounded-lg border-2 border-brand bg-surface px-5 py-2 font-semibold text-brand hover:bg-brand-soft"
          >
            Sign out
          </button>
        </div>
      </div>
    </dialog>
  );
}
