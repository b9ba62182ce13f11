import type { FamilyChildGrant, FamilyInvitationListResponse, FamilyInvitationResponse } from '@tedi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useFamilyChange } from './family-change.ts';

export function getFamilyInvitations(api: SignedInApi): Promise<FamilyInvitationListResponse> {
  return api.request<FamilyInvitationListResponse>('/family/invitations');
}

export function inviteFamilyMember(
  api: SignedInApi,
  input: { email: string; grants: FamilyChildGrant[] },
): Promise<FamilyInvitationResponse> {
  return api.request<FamilyInvitationResponse>('/family/invitations', { method: 'POST', body: input });
}

export function revokeInvitation(api: SignedInApi, invitationId: string): Promise<void> {
  return api.request<void>(`/family/invitations/${encodeURIComponent(invitationId)}/revoke`, { method: 'POST' });
}

export function familyInvitationsQueryOptions(api: SignedInApi) {
  return queryOptions({
    queryKey: queryKeys.family.invitations(api.userId),
    queryFn: () => getFamilyInvitations(api),
    enabled: api.ready,
  });
}

export function useFamilyInvitations() {
  return useQuery(familyInvitationsQueryOptions(useSignedInApi()));
}

export function useInviteFamilyMember() {
  return useFamilyChange(inviteFamilyMember);
}

export function useRevokeInvitation() {
  return useFamilyChange(revokeInvitation);
}
