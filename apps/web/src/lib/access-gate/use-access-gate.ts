import { useEffect, useState } from 'react';

import { appLogger } from '../app-logger.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { checkAccessThroughCache, gateOutcome, type GateOutcome } from './access-gate.ts';
import { createGateCalls } from './gate-calls.ts';

const log = (message: string, details?: unknown) => appLogger.warn(message, details);

/**
 * Runs the onboarding check for the signed-in user (through the five-minute cache) and says where they may go;
 * null while it checks. Pass `enabled: false` until the person is known to be signed in with the right role.
 */
export function useAccessGate(role: string | null, enabled: boolean): GateOutcome | null {
  const { runtime, user } = useAuth();
  const userId = user?.id ?? null;
  const [answer, setAnswer] = useState<{ userId: string; outcome: GateOutcome } | null>(null);

  useEffect(() => {
    if (!enabled || !runtime || userId === null) return;
    let current = true;
    void checkAccessThroughCache({ userId, role }, createGateCalls(runtime.client), log).then((result) => {
      if (current) setAnswer({ userId, outcome: gateOutcome(result) });
    });
    return () => {
      current = false;
    };
  }, [enabled, runtime, userId, role]);

  return answer !== null && answer.userId === userId ? answer.outcome : null;
}
