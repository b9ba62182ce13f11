import type { ChildCreateInput, ChildListResponse, ChildResponse } from '@tedi/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { cacheChangedChild } from './child.ts';

export function getChildren(api: SignedInApi, includeArchived: boolean): Promise<ChildListResponse> {
  return api.request<ChildListResponse>(`/children${includeArchived ? '?includeArchived=true' : ''}`);
}

export function createChild(api: SignedInApi, input: ChildCreateInput): Promise<ChildResponse> {
  return api.request<ChildResponse>('/children', { method: 'POST', body: input });
}

export function childrenQueryOptions(
  api: SignedInApi,
  { includeArchived = false }: { includeArchived?: boolean } = {},
) {
  return queryOptions({
    queryKey: queryKeys.children.list(api.userId, { includeArchived }),
    queryFn: () => getChildren(api, includeArchived),
    enabled: api.ready,
  });
}

/** The family's children; archived ones only when asked for. */
export function useChildren(params: { includeArchived?: boolean } = {}) {
  return useQuery(childrenQueryOptions(useSignedInApi(), params));
}

export function useCreateChild() {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChildCreateInput) => createChild(api, input),
    onSuccess: (child) => cacheChangedChild(queryClient, api.userId, child),
  });
}
