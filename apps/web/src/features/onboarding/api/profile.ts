import type { ProfileResponse, ProfileUpdateInput } from '@tedi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function updateProfile(api: SignedInApi, input: ProfileUpdateInput): Promise<ProfileResponse> {
  return api.request<ProfileResponse>('/me/profile', { method: 'PUT', body: input });
}

/** Saves the signed-in user's profile; the answer is kept for whichever screen reads the profile next. */
export function useUpdateProfile() {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => updateProfile(api, input),
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.me.profile(api.userId), profile),
  });
}
