import type { DashboardSettings, PreferencesResponse, PreferencesUpdateInput } from '@tedi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useEffect, useRef, type ReactNode } from 'react';

import { useSignedInApi } from '../api/use-signed-in-api.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useDashboard } from './dashboard-context.tsx';

const PREFERENCES_PATH = '/me/preferences';

export const preferencesQueryKey = (userId: string | null) => ['preferences', userId] as const;

/** The signed-in user's preferences, as saved on the server. */
export function usePreferences() {
  const api = useSignedInApi();
  const { user } = useAuth();
  return useQuery({
    queryKey: preferencesQueryKey(user?.id ?? null),
    queryFn: () => api.request<PreferencesResponse>(PREFERENCES_PATH),
    enabled: api.ready,
  });
}

export function useUpdatePreferences() {
  const api = useSignedInApi();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PreferencesUpdateInput) =>
      api.request<PreferencesResponse>(PREFERENCES_PATH, { method: 'PUT', body: changes }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryKey(user?.id ?? null), saved),
  });
}

/** Whether the reading settings on screen are saved to the account: shown beside the settings form. */
export type SettingsSaveState = 'loading' | 'saved' | 'saving' | 'failed';

const SaveStateContext = createContext<SettingsSaveState>('loading');

export function useSettingsSaveState(): SettingsSaveState {
  return use(SaveStateContext);
}

/** Waits this long after the last change before saving, so dragging through sizes sends one request. */
const SAVE_DELAY_MS = 400;

const same = (a: DashboardSettings, b: DashboardSettings) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps the reading settings of the signed-in user the same on every device: the saved settings are applied as
 * soon as they arrive, and any change made here is saved back to the account.
 */
export function PreferencesSync({ children }: { children: ReactNode }) {
  const { settings, updateSettings } = useDashboard();
  const { data: saved } = usePreferences();
  const { mutate, isPending, isError } = useUpdatePreferences();
  const applied = useRef(false);

  // The account's settings win over what this device last showed, once, when they first arrive.
  useEffect(() => {
    if (!saved || applied.current) return;
    applied.current = true;
    updateSettings(saved.dashboardSettings);
  }, [saved, updateSettings]);

  const unsaved = saved !== undefined && !same(saved.dashboardSettings, settings);
  useEffect(() => {
    if (!applied.current || !unsaved) return;
    const timer = window.setTimeout(() => mutate({ dashboardSettings: settings }), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [settings, unsaved, mutate]);

  const state: SettingsSaveState =
    saved === undefined ? 'loading' : isPending || (unsaved && !isError) ? 'saving' : isError ? 'failed' : 'saved';
  return <SaveStateContext value={state}>{children}</SaveStateContext>;
}
