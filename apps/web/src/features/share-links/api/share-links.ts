import type {
  ShareLinkCreateInput,
  ShareLinkCreatedResponse,
  ShareLinkKind,
  ShareLinkListResponse,
  ShareLinkResponse,
} from '@tedi/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A child's share links under /children/:childId/share-links. */
const linksPath = (childId: string) => `/children/${encodeURIComponent(childId)}/share-links`;

function shareLinksQueryOptions(api: SignedInApi, childId: string) {
  return queryOptions({
    queryKey: queryKeys.children.shareLinks(api.userId, childId),
    queryFn: () => api.request<ShareLinkListResponse>(linksPath(childId)),
    enabled: api.ready,
  });
}

/** The links a parent made to share something of this child, with who opened them; of one kind when asked. */
export function useShareLinks(childId: string, kind: ShareLinkKind) {
  const query = useQuery(shareLinksQueryOptions(useSignedInApi(), childId));
  return { ...query, links: query.data?.links.filter((link) => link.kind === kind) };
}

export function useCreateShareLink(childId: string) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareLinkCreateInput) =>
      api.request<ShareLinkCreatedResponse>(linksPath(childId), { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.children.shareLinks(api.userId, childId) }),
  });
}

/** Withdraws a link at once: it opens nothing from then on. */
export function useWithdrawShareLink(childId: string) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      api.request<ShareLinkResponse>(`${linksPath(childId)}/${encodeURIComponent(linkId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.children.shareLinks(api.userId, childId) }),
  });
}
