import { useCallback } from 'react';

import { useAuth } from '../auth/auth-context.tsx';
import { forgetAccessCheck } from './check-ahead.ts';

/** Forgets the gate's cached answer for the signed-in user, so the next parent page checks afresh. */
export function useForgetAccessCheck(): () => void {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useCallback(() => {
    if (userId !== null) forgetAccessCheck(userId);
  }, [userId]);
}
