import { DEFAULT_DASHBOARD_SETTINGS, FONT_FAMILIES, TEXT_SIZES, type DashboardSettings } from '@tedi/contracts';

export const SETTINGS_STORAGE_KEY = 'tedi.dashboard-settings';

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

/**
 * Reads saved settings field by field: a field that is missing or no longer valid falls back to its default
 * instead of throwing away the reader's other choices. Checked by hand rather than with the zod schema so the
 * validator library stays out of the first page load.
 */
export function parseStoredSettings(raw: string | null): DashboardSettings {
  if (raw === null) return DEFAULT_DASHBOARD_SETTINGS;
  let stored: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_DASHBOARD_SETTINGS;
    stored = parsed as Record<string, unknown>;
  } catch {
    return DEFAULT_DASHBOARD_SETTINGS;
  }
  return {
    fontFamily: oneOf(FONT_FAMILIES, stored['fontFamily'], DEFAULT_DASHBOARD_SETTINGS.fontFamily),
    headingSize: oneOf(TEXT_SIZES, stored['headingSize'], DEFAULT_DASHBOARD_SETTINGS.headingSize),
    contentSize: oneOf(TEXT_SIZES, stored['contentSize'], DEFAULT_DASHBOARD_SETTINGS.contentSize),
    reduceMotion:
      typeof stored['reduceMotion'] === 'boolean' ? stored['reduceMotion'] : DEFAULT_DASHBOARD_SETTINGS.reduceMotion,
  };
}

// Storage can be unavailable (private browsing, blocked by policy); the app then keeps settings for this visit only.
export function readStoredSettings(storage: Storage | undefined = globalThis.localStorage): DashboardSettings {
  try {
    return parseStoredSettings(storage?.getItem(SETTINGS_STORAGE_KEY) ?? null);
  } catch {
    return DEFAULT_DASHBOARD_SETTINGS;
  }
}

export function writeStoredSettings(
  settings: DashboardSettings,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Settings still apply for this visit.
  }
}

export const CURRENT_CHILD_STORAGE_KEY = 'tedi.current-child';

export function readStoredCurrentChild(storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(CURRENT_CHILD_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeStoredCurrentChild(
  childId: string | null,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    if (childId === null) storage?.removeItem(CURRENT_CHILD_STORAGE_KEY);
    else storage?.setItem(CURRENT_CHILD_STORAGE_KEY, childId);
  } catch {
    // The choice still holds for this visit.
  }
}
