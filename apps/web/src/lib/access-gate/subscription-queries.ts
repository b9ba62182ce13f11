import type {
  CheckoutConfirmResponse,
  CheckoutCreateInput,
  LicenceRedeemInput,
  PaymentPageResponse,
  SubscriptionStatusResponse,
} from '@tedi/contracts';
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

/** Starts the payment provider's checkout for a plan and sends the browser there. */
export function useStartCheckout() {
  const api = useSignedInApi();
  return useMutation({
    mutationFn: (input: CheckoutCreateInput) =>
      api.request<PaymentPageResponse>('/subscriptions/checkout', { method: 'POST', body: input }),
    // The provider's page takes over from here; the button stays busy until the browser has left.
    onSuccess: ({ url }) => window.location.assign(url),
    retry: false,
  });
}

/** Opens the payment provider's billing page (card, invoices, cancelling). */
export function useOpenBillingPortal() {
  const api = useSignedInApi();
  return useMutation({
    mutationFn: () => api.request<PaymentPageResponse>('/subscriptions/portal', { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
    retry: false,
  });
}

/** How long the payment page keeps asking about a checkout the provider has not finished. */
export const CHECKOUT_WAIT = { intervalMs: 2000, attempts: 15 } as const;

/**
 * After paying: asks the server about the checkout (which saves the subscription if the webhook is still on its
 * way), again every two seconds while the provider is still finishing it, up to half a minute.
 */
export function useConfirmCheckout(sessionId: string | null) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  const forgetAccessCheck = useForgetAccessCheck();
  const queryKey = ['subscriptions', 'checkout', sessionId] as const;
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const answer = await api.request<CheckoutConfirmResponse>('/subscriptions/checkout/confirm', {
        method: 'POST',
        body: { sessionId },
      });
      if (answer.hasAccess) {
        forgetAccessCheck();
        queryClient.setQueryData(SUBSCRIPTION_STATUS_KEY, answer);
      }
      return answer;
    },
    enabled: api.ready && sessionId !== null,
    refetchInterval: (query) =>
      query.state.data?.checkoutStatus === 'open' && query.state.dataUpdateCount < CHECKOUT_WAIT.attempts
        ? CHECKOUT_WAIT.intervalMs
        : false,
  });
  /** How many answers have come so far: the page stops saying "updates by itself" when the asking stops. */
  const answers = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  return { ...query, answers };
}
