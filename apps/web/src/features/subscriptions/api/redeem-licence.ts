import type { LicenceRedeemInput, SubscriptionStatusResponse } from '@tedi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useForgetAccessCheck } from '../../../lib/access-gate/use-forget-access-check.ts';
import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The family's status after redeeming; `alreadyRedeemed` when a code of the same licence was used before. */
export type LicenceRedeemAnswer = SubscriptionStatusResponse & { readonly alreadyRedeemed?: boolean };

export function redeemLicence(api: SignedInApi, input: LicenceRedeemInput): Promise<LicenceRedeemAnswer> {
  return api.request<LicenceRedeemAnswer>('/subscriptions/licences/redeem', { method: 'POST', body: input });
}

/** Redeems a licence code; the answer is the family's new status. */
export function useRedeemLicence() {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  const forgetAccessCheck = useForgetAccessCheck();
  return useMutation({
    mutationFn: (input: LicenceRedeemInput) => redeemLicence(api, input),
    onSuccess: (status) => {
      forgetAccessCheck();
      queryClient.setQueryData(queryKeys.subscriptions.status(api.userId), status);
    },
  });
}
