import type { CheckoutConfirmResponse, CheckoutCreateInput, PaymentPageResponse } from '@tedi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useForgetAccessCheck } from '../../../lib/access-gate/use-forget-access-check.ts';
import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function startCheckout(api: SignedInApi, input: CheckoutCreateInput): Promise<PaymentPageResponse> {
  return api.request<PaymentPageResponse>('/subscriptions/checkout', { method: 'POST', body: input });
}

/** Asks about a checkout; the server saves the subscription if the provider's webhook is still on its way. */
export function confirmCheckout(api: SignedInApi, sessionId: string | null): Promise<CheckoutConfirmResponse> {
  return api.request<CheckoutConfirmResponse>('/subscriptions/checkout/confirm', {
    method: 'POST',
    body: { sessionId },
  });
}

/** Starts the payment provider's checkout for a plan and sends the browser there. */
export function useStartCheckout() {
  const api = useSignedInApi();
  return useMutation({
    mutationFn: (input: CheckoutCreateInput) => startCheckout(api, input),
    // The provider's page takes over from here; the button stays busy until the browser has left.
    onSuccess: ({ url }) => window.location.assign(url),
    retry: false,
  });
}

/** How long the payment page keeps asking about a checkout the provider has not finished. */
export const CHECKOUT_WAIT = { intervalMs: 2000, attempts: 15 } as const;

/**
 * After paying: asks the server about the checkout, again every two seconds while the provider is still finishing
 * it, up to half a minute. Once it gives access, the family's status is that answer.
 */
export function useConfirmCheckout(sessionId: string | null) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  const forgetAccessCheck = useForgetAccessCheck();
  const queryKey = queryKeys.subscriptions.checkout(api.userId, sessionId);
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const answer = await confirmCheckout(api, sessionId);
      if (answer.hasAccess) {
        forgetAccessCheck();
        queryClient.setQueryData(queryKeys.subscriptions.status(api.userId), answer);
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
