import type { DashboardSettings, PreferencesResponse, PreferencesUpdateInput } from '@tedi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';

import { useSignedInApi } from '../api/use-signed-in-api.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useDashboard } from './dashboard-context.tsx';
import { setSettingsSaveState, type SettingsSaveState } from './settings-save-state.ts';

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
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = preferencesQueryKey(user?.id ?? null);
  return useMutation({
    mutationFn: (changes: PreferencesUpdateInput) =>
      api.request<PreferencesResponse>(PREFERENCES_PATH, { method: 'PUT', body: changes }),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PreferencesResponse>(key);
      if (before) queryClient.setQueryData(key, withChanges(before, changes));
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}

export { useSettingsSaveState, type SettingsSaveState } from './settings-save-state.ts';

/** Waits this long after the last change before saving, so dragging through sizes sends one request. */
const SAVE_DELAY_MS = 400;

const same = (a: DashboardSettings, b: DashboardSettings) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps the reading settings of the signed-in user the same on every device: the saved settings are applied as
 * soon as they arrive, and any change made here is saved back to the account. It renders nothing; whether the
 * settings are saved is published for the settings page (useSettingsSaveState).
 */
export function SyncPreferences() {
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
  // Read when the settings change, not as a reason to save: a refused save is not sent again until the reader
  // changes something.
  const saveIfChanged = useEffectEvent(() => {
    if (applied.current && unsaved) mutate({ dashboardSettings: settings });
  });
  useEffect(() => {
    const timer = window.setTimeout(saveIfChanged, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [settings]);

  const state: SettingsSaveState =
    saved === undefined ? 'loading' : isPending || (unsaved && !isError) ? 'saving' : isError ? 'failed' : 'saved';
  useEffect(() => setSettingsSaveState(state), [state]);
  useEffect(() => () => setSettingsSaveState('loading'), []);
  return null;
}

/** The same, around the pages it serves (for pages outside the protected area that need it). */
export function PreferencesSync({ children }: { children: ReactNode }) {
  return (
    <>
      <SyncPreferences />
      {children}
    </>
  );
}
