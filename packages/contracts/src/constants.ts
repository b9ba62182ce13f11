/**
 * The business constants of the product specification (section 9), in one place. Durations are in
 * milliseconds unless the name says otherwise. Change a value here and every part of the product follows.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const SESSION = {
  /** A session ends after this long without activity. */
  inactivityLimitMs: 240 * MINUTE,
  /** The "you are about to be signed out" warning is raised this long before the end. */
  warningBeforeExpiryMs: 15 * MINUTE,
  /** How often activity is checked. */
  activityCheckIntervalMs: 60 * SECOND,
  /** Activity extends the session at most this often. */
  activityExtensionMinIntervalMs: 5 * MINUTE,
} as const;

export const SECURITY_EVENTS = {
  /** Local storage key of the security event log. */
  storageKey: 'security_events',
  /** Entries kept locally; older ones are dropped. */
  maxEntries: 100,
} as const;

/** The kinds of entry in the security event log (spec section 3). */
export const SECURITY_EVENT_TYPES = ['SESSION_TIMEOUT', 'SUSPICIOUS_ACTIVITY', 'LOGIN_ATTEMPT', 'LOGOUT'] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export const DASHBOARD_NAVIGATION = {
  /** Earlier modules remembered for Back. */
  maxHistory: 10,
} as const;

/** Token refresh behaviour; these are the auth client's own values, recorded so the server can honour them. */
export const TOKEN_REFRESH = {
  tickMs: 30 * SECOND,
  thresholdTicks: 3,
  expiryMarginMs: 90 * SECOND,
  backoffBaseMs: 200,
  /** Delay before retry number `attempt` (0-based): 200 ms times 2 to the power of attempt. */
  backoffDelayMs(attempt: number): number {
    return 200 * 2 ** attempt;
  },
} as const;

export const ERROR_SCREEN = {
  /** The error screen clears itself after this long... */
  autoRecoverAfterMs: 5 * SECOND,
  /** ...for this many errors; after that it stays until the user acts. */
  autoRecoverMaxErrors: 3,
} as const;

export const ONBOARDING = {
  /** Onboarding counts as complete from this step on. */
  completeFromStep: 6,
  /** The onboarding check's result is cached per user for this long. */
  checkCacheMs: 5 * MINUTE,
} as const;

export const LOADING_SCREEN = {
  /** After this long the loading screen says the page is taking a while. */
  defaultTimeoutMs: 10 * SECOND,
  /** A tip appears after this long (the spec's tip was about location, which Tedi does not use; see loading-tips.ts). */
  locationTipAfterMs: 3 * SECOND,
  /** The progress bar is an estimate; it never claims more than this percentage. */
  progressCapPercent: 90,
} as const;

export const QUERY = {
  /** Data counts as fresh for this long. */
  staleTimeMs: 5 * MINUTE,
  /** Unused data is kept in memory for this long. */
  gcTimeMs: 10 * MINUTE,
  refetchOnWindowFocus: false,
  refetchOnReconnect: true,
  /** Failed queries are retried up to this many times, never for a 4xx answer. */
  maxRetries: 3,
  /** A failed mutation is retried once, after this delay. */
  mutationRetries: 1,
  mutationRetryDelayMs: 1 * SECOND,
} as const;

/** Child profiles (the schemas in children.ts check against these). */
export const CHILD_LIMITS = {
  nameMax: 100,
  shortTextMax: 100,
  textMax: 4000,
  schoolContactsMax: 20,
  /** Largest photo accepted, in bytes. */
  photoMaxBytes: 10 * 1024 * 1024,
} as const;

/** Photo types accepted, recognised by their first bytes, never by the file name. */
export const CHILD_PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** How long a deleted account can still be brought back. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;

export const LICENCE_CODE_MESSAGES = {
  missing: 'Please enter your licence code',
  shape: 'A licence code has 8 to 24 letters and numbers, for example TEDI-7KQ2-M9XD',
} as const;

/**
 * A licence code as typed (letters and digits, grouped for reading aloud, e.g. TEDI-7KQ2-M9XD; case, spaces and
 * dashes don't matter), made plain for looking up, or what is wrong with it.
 */
export function checkLicenceCode(typed: string): { code: string } | { error: string } {
  const trimmed = typed.trim();
  if (trimmed === '') return { error: LICENCE_CODE_MESSAGES.missing };
  const code = trimmed.toUpperCase().replace(/[\s-]+/g, '');
  return /^[A-Z0-9]{8,24}$/.test(code) ? { code } : { error: LICENCE_CODE_MESSAGES.shape };
}
