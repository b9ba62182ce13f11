import type { PaymentPageResponse } from '@tedi/contracts';
import { useMutation } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';

export function openBillingPortal(api: SignedInApi): Promise<PaymentPageResponse> {
  return api.request<PaymentPageResponse>('/subscriptions/portal', { method: 'POST' });
}

/** Opens the payment provider's billing page (card, invoices, cancelling). */
export function useOpenBillingPortal() {
  const api = useSignedInApi();
  return useMutation({
    mutationFn: () => openBillingPortal(api),
    onSuccess: ({ url }) => window.location.assign(url),
    retry: false,
  });
}
