import type { DashboardSettings } from '@tedi/contracts';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';

import { usePreferences, useUpdatePreferences } from '../../features/accounts/api/preferences.ts';
import { useDashboard } from './dashboard-context.tsx';
import { setSettingsSaveState, type SettingsSaveState } from './settings-save-state.ts';

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
