import { useSyncExternalStore } from 'react';

/** Whether the reading settings on screen are saved to the account: shown beside the settings form. */
export type SettingsSaveState = 'loading' | 'saved' | 'saving' | 'failed';

/**
 * Kept outside React's tree so the component that saves (downloaded after the page, see protected-area.tsx) and
 * the settings page that shows the state need not wrap one another.
 */
let current: SettingsSaveState = 'loading';
const listeners = new Set<() => void>();

export function setSettingsSaveState(state: SettingsSaveState): void {
  if (state === current) return;
  current = state;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettingsSaveState(): SettingsSaveState {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 'loading',
  );
}
