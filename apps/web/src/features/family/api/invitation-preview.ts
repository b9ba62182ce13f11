import type { FamilyInvitationPreviewResponse } from '@tedi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What an invitation link shows before anyone signs in; asked without a session. */
export function getInvitationPreview(token: string): Promise<FamilyInvitationPreviewResponse> {
  return apiRequest<FamilyInvitationPreviewResponse>(`/family/invitations/preview?token=${encodeURIComponent(token)}`);
}

export function invitationPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.family.invitationPreview(token),
    queryFn: () => getInvitationPreview(token),
    enabled: token !== '',
  });
}

export function useInvitationPreview(token: string | null) {
  return useQuery(invitationPreviewQueryOptions(token ?? ''));
}
