import { useCallback } from 'react';

import { useAuth } from '../auth/auth-context.tsx';
import { clearCachedCheck, sessionStore } from './access-gate.ts';

/** Forgets the gate's cached answer for the signed-in user, so the next parent page checks afresh. */
export function useForgetAccessCheck(): () => void {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useCallback(() => {
    if (userId !== null) clearCachedCheck(sessionStore(), userId);
  }, [userId]);
}
