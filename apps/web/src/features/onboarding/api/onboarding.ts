import type { OnboardingResponse, OnboardingStepSave } from '@tedi/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getOnboarding(api: SignedInApi): Promise<OnboardingResponse> {
  return api.request<OnboardingResponse>('/me/onboarding');
}

export function saveOnboardingStep(api: SignedInApi, save: OnboardingStepSave): Promise<OnboardingResponse> {
  return api.request<OnboardingResponse>('/me/onboarding', { method: 'PUT', body: save });
}

export function onboardingQueryOptions(api: SignedInApi) {
  return queryOptions({
    queryKey: queryKeys.me.onboarding(api.userId),
    queryFn: () => getOnboarding(api),
    enabled: api.ready,
  });
}

/** Where the signed-in parent is in onboarding, and what the steps so far recorded. */
export function useOnboarding() {
  return useQuery(onboardingQueryOptions(useSignedInApi()));
}

/**
 * Saves a step as completed, with what it recorded; the answer is the whole progress. The name given in step 1
 * becomes the profile's name, so the profile is read again the next time it is needed (the dashboard's greeting).
 */
export function useSaveOnboardingStep() {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: OnboardingStepSave) => saveOnboardingStep(api, save),
    onSuccess: (progress, save) => {
      queryClient.setQueryData(onboardingQueryOptions(api).queryKey, progress);
      if (save.answers?.aboutYou) void queryClient.invalidateQueries({ queryKey: queryKeys.me.profile(api.userId) });
    },
  });
}
