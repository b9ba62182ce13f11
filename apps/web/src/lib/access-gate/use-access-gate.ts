import { useCallback, useEffect, useState } from 'react';

import { appLogger } from '../app-logger.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { gateOutcome, type GateOutcome } from './access-gate.ts';
import { takeAccessCheck } from './check-ahead.ts';
import { createGateCalls } from './gate-calls.ts';

/** Where the gate's checks report what went wrong. */
export const gateLog = (message: string, details?: unknown) => appLogger.warn(message, details);

export interface AccessGate {
  /** Where the person may go; null while it checks. */
  readonly outcome: GateOutcome | null;
  /** Checks again (after Tedi could not be reached); it also does so by itself when the connection returns. */
  readonly retry: () => void;
}

/**
 * Runs the onboarding check for the signed-in user (through the five-minute cache), or takes the one the parent
 * guard's route loader started, and says where they may go.
 * Pass `enabled: false` until the person is known to be signed in with the right role.
 */
export function useAccessGate(role: string | null, enabled: boolean): AccessGate {
  const { runtime, user } = useAuth();
  const userId = user?.id ?? null;
  const [answer, setAnswer] = useState<{ userId: string; outcome: GateOutcome } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setAnswer(null);
    setAttempt((current) => current + 1);
  }, []);

  useEffect(() => {
    if (!enabled || !runtime || userId === null) return;
    let current = true;
    void takeAccessCheck({ userId, role }, createGateCalls(runtime.client), gateLog).then((result) => {
      if (current) setAnswer({ userId, outcome: gateOutcome(result) });
    });
    return () => {
      current = false;
    };
  }, [enabled, runtime, userId, role, attempt]);

  const unreachable = answer?.outcome.kind === 'unreachable';
  useEffect(() => {
    if (!unreachable) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unreachable, retry]);

  return { outcome: answer !== null && answer.userId === userId ? answer.outcome : null, retry };
}
