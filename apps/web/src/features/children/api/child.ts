import type { ChildResponse, ChildUpdateInput } from '@tedi/contracts';
import {
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys, type QueryUserId } from '../../../lib/query-keys.ts';

/** A child's path under /children, which its conditions, contacts and photo extend. */
export const childPath = (childId: string) => `/children/${encodeURIComponent(childId)}`;

export function getChild(api: SignedInApi, childId: string): Promise<ChildResponse> {
  return api.request<ChildResponse>(childPath(childId));
}

export function updateChild(api: SignedInApi, childId: string, input: ChildUpdateInput): Promise<ChildResponse> {
  return api.request<ChildResponse>(childPath(childId), { method: 'PATCH', body: input });
}

export function archiveChild(api: SignedInApi, childId: string): Promise<ChildResponse> {
  return api.request<ChildResponse>(`${childPath(childId)}/archive`, { method: 'POST' });
}

export function restoreChild(api: SignedInApi, childId: string): Promise<ChildResponse> {
  return api.request<ChildResponse>(`${childPath(childId)}/restore`, { method: 'POST' });
}

export function childQueryOptions(api: SignedInApi, childId: string) {
  return queryOptions({
    queryKey: queryKeys.children.detail(api.userId, childId),
    queryFn: () => getChild(api, childId),
    enabled: api.ready,
  });
}

/** One child's whole profile; waits while `childId` is null (no child chosen yet). */
export function useChild(childId: string | null) {
  const options = childQueryOptions(useSignedInApi(), childId ?? '');
  return useQuery({ ...options, enabled: options.enabled && childId !== null });
}

/** Several children's whole profiles at once, for views that show every child side by side. */
export function useChildProfiles(childIds: readonly string[]) {
  const api = useSignedInApi();
  return useQueries({ queries: childIds.map((childId) => childQueryOptions(api, childId)) });
}

/** A change that answers with the whole profile: it goes into the cache at once and every list is fetched again. */
export function cacheChangedChild(queryClient: QueryClient, userId: QueryUserId, child: ChildResponse): Promise<void> {
  queryClient.setQueryData(queryKeys.children.detail(userId, child.id), child);
  return queryClient.invalidateQueries({ queryKey: queryKeys.children.lists(userId) });
}

/** A change to something inside a profile (a condition, a contact): the profile is fetched again. */
export function refetchChild(queryClient: QueryClient, userId: QueryUserId, childId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.children.detail(userId, childId) });
}

/** A mutation of something inside one child's profile, which answers with that item alone. */
export function useChildItemChange<Input, Output>(
  childId: string,
  change: (api: SignedInApi, childId: string, input: Input) => Promise<Output>,
) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(api, childId, input),
    onSuccess: () => refetchChild(queryClient, api.userId, childId),
  });
}

/** A mutation of one child that answers with the whole profile. */
export function useChildChange<Input = void>(
  childId: string,
  change: (api: SignedInApi, childId: string, input: Input) => Promise<ChildResponse>,
) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(api, childId, input),
    onSuccess: (child: ChildResponse) => cacheChangedChild(queryClient, api.userId, child),
  });
}

export function useUpdateChild(childId: string) {
  return useChildChange(childId, updateChild);
}

export function useArchiveChild(childId: string) {
  return useChildChange(childId, (api, id) => archiveChild(api, id));
}

export function useRestoreChild(childId: string) {
  return useChildChange(childId, (api, id) => restoreChild(api, id));
}
