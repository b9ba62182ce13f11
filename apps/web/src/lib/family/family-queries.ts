import type {
  FamilyChildGrant,
  FamilyInvitationAcceptResponse,
  FamilyInvitationListResponse,
  FamilyInvitationPreviewResponse,
  FamilyInvitationResponse,
  FamilyMemberListResponse,
  SharedChildrenResponse,
} from '@tedi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../api-client.ts';
import { useSignedInApi } from '../api/use-signed-in-api.ts';
import { useAuth } from '../auth/auth-context.tsx';

/** Every cached answer about the family's members starts with this key, so one change refreshes them all. */
export const FAMILY_KEY = ['family'] as const;

export const familyQueryKeys = {
  invitations: [...FAMILY_KEY, 'invitations'] as const,
  members: [...FAMILY_KEY, 'members'] as const,
  shared: (userId: string | null) => [...FAMILY_KEY, 'shared-children', userId] as const,
  preview: (token: string) => [...FAMILY_KEY, 'preview', token] as const,
};

/** What an invitation link shows before anyone signs in; asked without a session. */
export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: familyQueryKeys.preview(token ?? ''),
    queryFn: () =>
      apiRequest<FamilyInvitationPreviewResponse>(
        `/family/invitations/preview?token=${encodeURIComponent(token ?? '')}`,
      ),
    enabled: token !== null && token !== '',
  });
}

/**
 * Accepts an invitation as the signed-in person, then refreshes the session so the new role (family member) is in
 * the token the app holds before it opens the family member's pages.
 */
export function useAcceptInvitation() {
  const api = useSignedInApi();
  const { runtime } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const accepted = await api.request<FamilyInvitationAcceptResponse>('/family/invitations/accept', {
        method: 'POST',
        body: { token },
      });
      await runtime?.client.refreshSession();
      return accepted;
    },
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAMILY_KEY }),
  });
}

/** The children shared with the signed-in family member. */
export function useSharedChildren() {
  const api = useSignedInApi();
  const { user } = useAuth();
  return useQuery({
    queryKey: familyQueryKeys.shared(user?.id ?? null),
    queryFn: () => api.request<SharedChildrenResponse>('/family/shared-children'),
    enabled: api.ready,
  });
}

export function useFamilyInvitations() {
  const api = useSignedInApi();
  return useQuery({
    queryKey: familyQueryKeys.invitations,
    queryFn: () => api.request<FamilyInvitationListResponse>('/family/invitations'),
    enabled: api.ready,
  });
}

export function useFamilyMembers() {
  const api = useSignedInApi();
  return useQuery({
    queryKey: familyQueryKeys.members,
    queryFn: () => api.request<FamilyMemberListResponse>('/family/members'),
    enabled: api.ready,
  });
}

function useFamilyMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAMILY_KEY }),
  });
}

export function useInviteFamilyMember() {
  const api = useSignedInApi();
  return useFamilyMutation((input: { email: string; grants: FamilyChildGrant[] }) =>
    api.request<FamilyInvitationResponse>('/family/invitations', { method: 'POST', body: input }),
  );
}

export function useRevokeInvitation() {
  const api = useSignedInApi();
  return useFamilyMutation((invitationId: string) =>
    api.request<void>(`/family/invitations/${encodeURIComponent(invitationId)}/revoke`, { method: 'POST' }),
  );
}

export function useUpdateMemberGrants() {
  const api = useSignedInApi();
  return useFamilyMutation((input: { userId: string; grants: FamilyChildGrant[] }) =>
    api.request<FamilyMemberListResponse>(`/family/members/${encodeURIComponent(input.userId)}/grants`, {
      method: 'PUT',
      body: { grants: input.grants },
    }),
  );
}

export function useRemoveMember() {
  const api = useSignedInApi();
  return useFamilyMutation((userId: string) =>
    api.request<void>(`/family/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  );
}
