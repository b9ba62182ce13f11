import { DEFAULT_DASHBOARD_SETTINGS, type DashboardSettings } from '@tedi/contracts';
import { createContext, use, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

import { loadFontFaces } from './font-faces.ts';
import { applyReadingSettings } from './reading-settings.ts';
import {
  SETTINGS_STORAGE_KEY,
  readStoredCurrentChild,
  readStoredSettings,
  writeStoredCurrentChild,
  writeStoredSettings,
} from './settings-storage.ts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

export interface DashboardContextValue {
  settings: DashboardSettings;
  updateSettings: (changes: Partial<DashboardSettings>) => void;
  resetSettings: () => void;
  /** The motion rule in force: the reader's setting or the operating system's preference. */
  reduceMotion: boolean;
  /** Whether a parent has taken over a shared screen (spec section 6: the parent-mode flag). */
  parentMode: boolean;
  setParentMode: (parentMode: boolean) => void;
  /** The child the dashboard is showing, or null before one is chosen. */
  currentChildId: string | null;
  setCurrentChildId: (childId: string | null) => void;
}

const DashboardContext = createContext<DashboardContextValue | null>(null);

interface DashboardProviderProps {
  children: ReactNode;
  /** Where settings are kept between visits; the browser's local storage unless a test supplies its own. */
  storage?: Storage;
  /** The element the reading settings are applied to; the document root unless a test supplies its own. */
  root?: HTMLElement;
}

export function DashboardProvider({ children, storage, root }: DashboardProviderProps) {
  const [settings, setSettings] = useState<DashboardSettings>(() => readStoredSettings(storage));
  const [parentMode, setParentMode] = useState(false);
  const [currentChildId, setCurrentChildIdState] = useState<string | null>(() => readStoredCurrentChild(storage));
  // The chosen child is remembered on this device, so the dashboard opens on them next time.
  const setCurrentChildId = useCallback(
    (childId: string | null) => {
      writeStoredCurrentChild(childId, storage);
      setCurrentChildIdState(childId);
    },
    [storage],
  );
  const prefersReducedMotion = usePrefersReducedMotion();
  const reduceMotion = settings.reduceMotion || prefersReducedMotion;

  // Layout effect: the settings are on the page before the first paint, so text never jumps in size.
  useLayoutEffect(() => {
    applyReadingSettings(root ?? document.documentElement, settings, reduceMotion);
  }, [root, settings, reduceMotion]);

  useEffect(() => {
    void loadFontFaces(settings.fontFamily);
  }, [settings.fontFamily]);

  // Another tab changing the settings restyles this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SETTINGS_STORAGE_KEY) setSettings(readStoredSettings(storage));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage]);

  const updateSettings = useCallback(
    (changes: Partial<DashboardSettings>) => {
      setSettings((current) => {
        const next = { ...current, ...changes };
        writeStoredSettings(next, storage);
        return next;
      });
    },
    [storage],
  );

  const resetSettings = useCallback(() => {
    writeStoredSettings(DEFAULT_DASHBOARD_SETTINGS, storage);
    setSettings(DEFAULT_DASHBOARD_SETTINGS);
  }, [storage]);

  const value = useMemo<DashboardContextValue>(
    () => ({
      settings,
      updateSettings,
      resetSettings,
      reduceMotion,
      parentMode,
      setParentMode,
      currentChildId,
      setCurrentChildId,
    }),
    [settings, updateSettings, resetSettings, reduceMotion, parentMode, currentChildId, setCurrentChildId],
  );

  return <DashboardContext value={value}>{children}</DashboardContext>;
}

export function useDashboard(): DashboardContextValue {
  const value = use(DashboardContext);
  if (value === null) throw new Error('useDashboard must be used inside <DashboardProvider>.');
  return value;
}
