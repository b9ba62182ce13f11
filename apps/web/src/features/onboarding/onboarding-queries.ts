import type { OnboardingResponse, OnboardingStepSave, ProfileResponse, ProfileUpdateInput } from '@tedi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi } from '../../lib/api/use-signed-in-api.ts';

export const ONBOARDING_KEY = ['me', 'onboarding'] as const;
export const PROFILE_KEY = ['me', 'profile'] as const;

/** Where the signed-in parent is in onboarding, and what the steps so far recorded. */
export function useOnboarding() {
  const api = useSignedInApi();
  return useQuery({
    queryKey: ONBOARDING_KEY,
    queryFn: () => api.request<OnboardingResponse>('/me/onboarding'),
    enabled: api.ready,
  });
}

/** Saves a step as completed, with what it recorded; the answer is the whole progress. */
export function useSaveOnboardingStep() {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: OnboardingStepSave) =>
      api.request<OnboardingResponse>('/me/onboarding', { method: 'PUT', body: save }),
    onSuccess: (progress) => queryClient.setQueryData(ONBOARDING_KEY, progress),
  });
}

export function useUpdateProfile() {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      api.request<ProfileResponse>('/me/profile', { method: 'PUT', body: input }),
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_KEY, profile),
  });
}
