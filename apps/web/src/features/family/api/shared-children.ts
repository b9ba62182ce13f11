import type { SharedChildrenResponse } from '@tedi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getSharedChildren(api: SignedInApi): Promise<SharedChildrenResponse> {
  return api.request<SharedChildrenResponse>('/family/shared-children');
}

export function sharedChildrenQueryOptions(api: SignedInApi) {
  return queryOptions({
    queryKey: queryKeys.family.sharedChildren(api.userId),
    queryFn: () => getSharedChildren(api),
    enabled: api.ready,
  });
}

/** The children shared with the signed-in family member. */
export function useSharedChildren() {
  return useQuery(sharedChildrenQueryOptions(useSignedInApi()));
}
