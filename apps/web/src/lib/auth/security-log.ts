import { SECURITY_EVENT_TYPES, SECURITY_EVENTS, type SecurityEventType } from '@tedi/contracts';

import { isJwtShaped } from './jwt.ts';

export type SecurityEventDetails = Readonly<Record<string, string | number | boolean | null>>;

/** One entry of the security event log (spec section 3). */
export interface SecurityEvent {
  readonly type: SecurityEventType;
  /** The account concerned, or null when nobody is signed in (a failed sign-in). */
  readonly userId: string | null;
  readonly details: SecurityEventDetails;
  /** ISO 8601. */
  readonly timestamp: string;
}

/** Detail names that could hold a secret; their values are never written, whatever a caller passes. */
const SECRET_NAMES = /pass|token|secret|otp|jwt|key|code|credential|authorization|cookie|session/i;
const MAX_DETAIL_LENGTH = 200;

/** Keeps only plain values under harmless names, so a password, token or code can never reach storage. */
export function sanitiseDetails(details: Readonly<Record<string, unknown>>): SecurityEventDetails {
  const safe: Record<string, string | number | boolean | null> = {};
  for (const [name, value] of Object.entries(details)) {
    if (SECRET_NAMES.test(name)) continue;
    if (typeof value === 'string') {
      if (isJwtShaped(value) || /^(sb_|pkce_)/.test(value)) continue;
      safe[name] = value.slice(0, MAX_DETAIL_LENGTH);
    } else if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
      safe[name] = value;
    }
  }
  return safe;
}

function isSecurityEvent(value: unknown): value is SecurityEvent {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    SECURITY_EVENT_TYPES.some((type) => type === entry['type']) &&
    (typeof entry['userId'] === 'string' || entry['userId'] === null) &&
    typeof entry['details'] === 'object' &&
    entry['details'] !== null &&
    typeof entry['timestamp'] === 'string'
  );
}

export interface SecurityLog {
  record(type: SecurityEventType, userId: string | null, details?: Readonly<Record<string, unknown>>): void;
  /** Oldest first. */
  read(): SecurityEvent[];
}

export interface SecurityLogOptions {
  /** Local storage unless a test gives its own; the log is skipped when storage is unavailable. */
  storage?: () => Storage | undefined;
  now?: () => Date;
}

/**
 * The security event log in local storage under `security_events`: the latest 100 entries, oldest dropped first.
 * A broken or unavailable store never stops the app: the entry is skipped.
 */
export function createSecurityLog({
  storage = () => globalThis.localStorage,
  now = () => new Date(),
}: SecurityLogOptions = {}): SecurityLog {
  const read = (): SecurityEvent[] => {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(SECURITY_EVENTS.storageKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isSecurityEvent) : [];
    } catch {
      return [];
    }
  };
  return {
    read,
    record(type, userId, details = {}) {
      const entry: SecurityEvent = { type, userId, details: sanitiseDetails(details), timestamp: now().toISOString() };
      try {
        const kept = [...read(), entry].slice(-SECURITY_EVENTS.maxEntries);
        storage()?.setItem(SECURITY_EVENTS.storageKey, JSON.stringify(kept));
      } catch {
        // Storage full or blocked: the event is lost, the person carries on.
      }
    },
  };
}

/** The app's log. */
export const securityLog: SecurityLog = createSecurityLog();
