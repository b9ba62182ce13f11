import type { FamilyInvitationAcceptResponse } from '@tedi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

export function acceptInvitation(api: SignedInApi, token: string): Promise<FamilyInvitationAcceptResponse> {
  return api.request<FamilyInvitationAcceptResponse>('/family/invitations/accept', { method: 'POST', body: { token } });
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
      const accepted = await acceptInvitation(api, token);
      await runtime?.client.refreshSession();
      return accepted;
    },
    retry: false,
    onSuccess: (_accepted, token) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.family.all(api.userId) }),
        // The link's preview is stale now that the invitation is used, but not asked again while the page moves on
        // (the server would answer 404); opening the link later asks afresh and says it can't be used.
        queryClient.invalidateQueries({ queryKey: queryKeys.family.invitationPreview(token), refetchType: 'none' }),
      ]),
  });
}
