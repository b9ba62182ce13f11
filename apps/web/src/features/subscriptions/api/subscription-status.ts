import type { SubscriptionStatusResponse } from '@tedi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getSubscriptionStatus(api: SignedInApi): Promise<SubscriptionStatusResponse> {
  return api.request<SubscriptionStatusResponse>('/subscriptions/me');
}

export function subscriptionStatusQueryOptions(api: SignedInApi) {
  return queryOptions({
    queryKey: queryKeys.subscriptions.status(api.userId),
    queryFn: () => getSubscriptionStatus(api),
    enabled: api.ready,
  });
}

/** The family's access: where it comes from, until when, and whether payments can be taken here. */
export function useSubscriptionStatus() {
  return useQuery(subscriptionStatusQueryOptions(useSignedInApi()));
}
