import type { PreferencesResponse, PreferencesUpdateInput } from '@tedi/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const PREFERENCES_PATH = '/me/preferences';

export function getPreferences(api: SignedInApi): Promise<PreferencesResponse> {
  return api.request<PreferencesResponse>(PREFERENCES_PATH);
}

export function updatePreferences(api: SignedInApi, changes: PreferencesUpdateInput): Promise<PreferencesResponse> {
  return api.request<PreferencesResponse>(PREFERENCES_PATH, { method: 'PUT', body: changes });
}

export function preferencesQueryOptions(api: SignedInApi) {
  return queryOptions({
    queryKey: queryKeys.me.preferences(api.userId),
    queryFn: () => getPreferences(api),
    enabled: api.ready,
  });
}

/** The signed-in user's preferences, as saved on the server. */
export function usePreferences() {
  return useQuery(preferencesQueryOptions(useSignedInApi()));
}

/** What the preferences will be once a change is saved, so the screen can follow the choice at once. */
export function withChanges(current: PreferencesResponse, changes: PreferencesUpdateInput): PreferencesResponse {
  return {
    dashboardSettings: { ...current.dashboardSettings, ...changes.dashboardSettings },
    dashboardLayout: changes.dashboardLayout ?? current.dashboardLayout,
    notifications: { email: { ...current.notifications.email, ...changes.notifications?.email } },
  };
}

/** Saves a change; the cached preferences follow it at once and go back if the server refuses it. */
export function useUpdatePreferences() {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  const key = preferencesQueryOptions(api).queryKey;
  return useMutation({
    mutationFn: (changes: PreferencesUpdateInput) => updatePreferences(api, changes),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, withChanges(before, changes));
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
