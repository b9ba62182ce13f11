import type { FamilyChildGrant, FamilyMemberListResponse } from '@tedi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useFamilyChange } from './family-change.ts';

const memberPath = (userId: string) => `/family/members/${encodeURIComponent(userId)}`;

export function getFamilyMembers(api: SignedInApi): Promise<FamilyMemberListResponse> {
  return api.request<FamilyMemberListResponse>('/family/members');
}

export function updateMemberGrants(
  api: SignedInApi,
  input: { userId: string; grants: FamilyChildGrant[] },
): Promise<FamilyMemberListResponse> {
  return api.request<FamilyMemberListResponse>(`${memberPath(input.userId)}/grants`, {
    method: 'PUT',
    body: { grants: input.grants },
  });
}

export function removeMember(api: SignedInApi, userId: string): Promise<void> {
  return api.request<void>(memberPath(userId), { method: 'DELETE' });
}

export function familyMembersQueryOptions(api: SignedInApi) {
  return queryOptions({
    queryKey: queryKeys.family.members(api.userId),
    queryFn: () => getFamilyMembers(api),
    enabled: api.ready,
  });
}

export function useFamilyMembers() {
  return useQuery(familyMembersQueryOptions(useSignedInApi()));
}

export function useUpdateMemberGrants() {
  return useFamilyChange(updateMemberGrants);
}

export function useRemoveMember() {
  return useFamilyChange(removeMember);
}
