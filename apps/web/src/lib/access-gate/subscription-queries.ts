import type { LicenceRedeemInput, SubscriptionStatusResponse } from '@tedi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useSignedInApi } from '../api/use-signed-in-api.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { clearCachedCheck, sessionStore } from './access-gate.ts';

/** The family's status after redeeming; `alreadyRedeemed` when a code of the same licence was used before. */
export type LicenceRedeemAnswer = SubscriptionStatusResponse & { readonly alreadyRedeemed?: boolean };

export const SUBSCRIPTION_STATUS_KEY = ['subscriptions', 'me'] as const;

/** Forgets the gate's cached answer for the signed-in user, so the next parent page checks afresh. */
export function useForgetAccessCheck(): () => void {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useCallback(() => {
    if (userId !== null) clearCachedCheck(sessionStore(), userId);
  }, [userId]);
}

/** The family's access: where it comes from, until when, and whether payments can be taken here. */
export function useSubscriptionStatus() {
  const api = useSignedInApi();
  return useQuery({
    queryKey: SUBSCRIPTION_STATUS_KEY,
    queryFn: () => api.request<SubscriptionStatusResponse>('/subscriptions/me'),
    enabled: api.ready,
  });
}

/** Redeems a licence code; the answer is the family's new status. */
export function useRedeemLicence() {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  const forgetAccessCheck = useForgetAccessCheck();
  return useMutation({
    mutationFn: (input: LicenceRedeemInput) =>
      api.request<LicenceRedeemAnswer>('/subscriptions/licences/redeem', { method: 'POST', body: input }),
    onSuccess: (status) => {
      forgetAccessCheck();
      queryClient.setQueryData(SUBSCRIPTION_STATUS_KEY, status);
    },
  });
}
