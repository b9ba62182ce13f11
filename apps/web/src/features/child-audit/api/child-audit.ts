import type { ChildAuditPageResponse } from '@tedi/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';

import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Who has read or changed a child's records, newest first, a page at a time: for the family's parents. */
export function useChildAudit(childId: string, enabled: boolean) {
  const api = useSignedInApi();
  return useInfiniteQuery({
    queryKey: queryKeys.children.audit(api.userId, childId),
    queryFn: ({ pageParam }) =>
      api.request<ChildAuditPageResponse>(
        `/children/${encodeURIComponent(childId)}/audit${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    enabled: api.ready && enabled,
  });
}
