import type { ProfileResponse, ProfileUpdateInput } from '@tedi/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getProfile(api: SignedInApi): Promise<ProfileResponse> {
  return api.request<ProfileResponse>('/me/profile');
}

export function updateProfile(api: SignedInApi, input: ProfileUpdateInput): Promise<ProfileResponse> {
  return api.request<ProfileResponse>('/me/profile', { method: 'PUT', body: input });
}

export function profileQueryOptions(api: SignedInApi) {
  return queryOptions({
    queryKey: queryKeys.me.profile(api.userId),
    queryFn: () => getProfile(api),
    enabled: api.ready,
  });
}

/** The signed-in user's profile: the name they gave Tedi, their role and whether onboarding is done. */
export function useProfile() {
  return useQuery(profileQueryOptions(useSignedInApi()));
}

/** Saves the signed-in user's profile; the answer is kept for whichever screen reads the profile next. */
export function useUpdateProfile() {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => updateProfile(api, input),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions(api).queryKey, profile),
  });
}
