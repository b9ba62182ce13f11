import {
  ONBOARDING,
  PATHS,
  type CheckSubscriptionResponse,
  type OnboardingResponse,
  type ProfileResponse,
  type SubscriptionAccessResponse,
} from '@tedi/contracts';

import { isConnectionFailure } from '../api-client.ts';

/**
 * The access gate of the parent pages (spec section 4, steps 2 and 3), as plain functions: the guard gives them
 * the calls to make, so every rule can be tested with fakes.
 */

/** The calls the onboarding check makes. `getProfile` resolves to null when the user has no profile. */
export interface GateCalls {
  getProfile(): Promise<ProfileResponse | null>;
  getOnboarding(): Promise<OnboardingResponse>;
  /** POST /api/v1/rpc/check_user_subscription_access. */
  checkAccess(): Promise<SubscriptionAccessResponse>;
  /** POST /functions/v1/check-subscription, the fallback. */
  checkSubscription(): Promise<CheckSubscriptionResponse>;
  /** Refreshes the session, so a retried call carries a new access token. */
  refreshSession(): Promise<void>;
}

export type GateLog = (message: string, details?: unknown) => void;

/** What the onboarding check found; the same fields as the cache keeps (spec section 3). */
export interface OnboardingCheck {
  readonly onboardingCompleted: boolean;
  readonly hasActiveSubscription: boolean;
  readonly isFamilyMember: boolean;
}

export type GateResult =
  | ({ readonly kind: 'checked' } & OnboardingCheck)
  /** No profile: the account was not set up, so the gate sends the person to /thank-you. */
  | { readonly kind: 'profile-missing' }
  /** The check itself failed: onboarding and subscription are treated as false (spec section 8). */
  | ({ readonly kind: 'failed' } & OnboardingCheck)
  /** Tedi could not be reached (no connection): nothing is known, so nothing is decided (decision 40). */
  | { readonly kind: 'unreachable' };

export interface GateUser {
  readonly userId: string;
  /** The role in the session's access token, as the guard read it. */
  readonly role: string | null;
}

const ADMIN_ROLES = new Set(['admin', 'super_admin']);

/** A 401-like error: a status of 401, or a message that mentions 401 (spec section 8). */
export function isUnauthorizedError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, message } = error as { status?: unknown; message?: unknown };
  return status === 401 || (typeof message === 'string' && message.includes('401'));
}

/** Complete when the profile says so, else when the saved step is 6 or more; a failed read counts as not complete. */
async function onboardingCompleted(profile: ProfileResponse, calls: GateCalls, log: GateLog): Promise<boolean> {
  if (profile.onboardingCompleted) return true;
  try {
    const progress = await calls.getOnboarding();
    return progress.completed || progress.currentStep >= ONBOARDING.completeFromStep;
  } catch (error) {
    if (isUnauthorizedError(error) || isConnectionFailure(error)) throw error;
    log('The onboarding progress could not be read; onboarding is treated as not completed.', error);
    return false;
  }
}

/** The subscription check: the access rpc, then the check-subscription function, then no subscription. */
async function activeSubscription(calls: GateCalls, log: GateLog): Promise<boolean> {
  let firstError: unknown;
  try {
    return (await calls.checkAccess()).has_access === true;
  } catch (error) {
    if (isConnectionFailure(error)) throw error;
    firstError = error;
    log('The subscription access check failed; asking the check-subscription function instead.', error);
  }
  try {
    return (await calls.checkSubscription()).subscribed === true;
  } catch (error) {
    if (isUnauthorizedError(firstError) || isUnauthorizedError(error)) throw error;
    log('The check-subscription function failed too; treating the account as having no subscription.', error);
    return false;
  }
}

/** A check started ahead of knowing whether its answer is needed: settled at once, so an unused failure is never unhandled. */
function startAhead(check: Promise<boolean>): () => Promise<boolean> {
  const settled = check.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return async () => {
    const outcome = await settled;
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  };
}

async function checkOnce(user: GateUser, calls: GateCalls, log: GateLog): Promise<GateResult> {
  // Unless the token already says admin or family member, the subscription is asked for together with the profile,
  // so a returning parent waits for one round trip instead of two; its answer counts only once the profile shows
  // onboarding complete.
  const grantedByToken = user.role !== null && (user.role === 'family_member' || ADMIN_ROLES.has(user.role));
  const subscription = grantedByToken ? null : startAhead(activeSubscription(calls, log));
  const profile = await calls.getProfile();
  if (profile === null) return { kind: 'profile-missing' };
  const isFamilyMember = profile.role === 'family_member' || user.role === 'family_member';
  const isAdmin = ADMIN_ROLES.has(profile.role) || (user.role !== null && ADMIN_ROLES.has(user.role));
  const completed = await onboardingCompleted(profile, calls, log);
  // Admins and family members are granted access; so is anyone still onboarding (the gate sends them there first).
  // A token saying admin or family member means `granted`, so `subscription` is there whenever it is needed.
  const granted = isAdmin || isFamilyMember || !completed;
  const hasActiveSubscription = granted || subscription === null ? true : await subscription();
  return { kind: 'checked', onboardingCompleted: completed, hasActiveSubscription, isFamilyMember };
}

const UNREACHABLE: GateResult = { kind: 'unreachable' };

const FAILED: GateResult = {
  kind: 'failed',
  onboardingCompleted: false,
  hasActiveSubscription: false,
  isFamilyMember: false,
};

/**
 * Runs the onboarding check. A 401-like error refreshes the session and runs it once more; any other error (or a
 * second failure) treats onboarding and subscription as false, except a lost connection: a parent with no signal
 * is not sent to onboarding or to the plans for it, but told Tedi cannot be reached.
 */
export async function runOnboardingCheck(user: GateUser, calls: GateCalls, log: GateLog): Promise<GateResult> {
  try {
    return await checkOnce(user, calls, log);
  } catch (error) {
    if (isConnectionFailure(error)) return UNREACHABLE;
    if (!isUnauthorizedError(error)) {
      log('The onboarding check failed; onboarding and subscription are treated as false.', error);
      return FAILED;
    }
    log('The onboarding check was refused as unauthorised; refreshing the session and trying once more.', error);
  }
  try {
    await calls.refreshSession();
    return await checkOnce(user, calls, log);
  } catch (error) {
    if (isConnectionFailure(error)) return UNREACHABLE;
    log('The onboarding check failed again after refreshing the session.', error);
    return FAILED;
  }
}

export type GateOutcome =
  { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string } | { readonly kind: 'unreachable' };

/** Where the gate sends the person: /thank-you, /onboarding, /subscription, or on to the page. */
export function gateOutcome(result: GateResult): GateOutcome {
  if (result.kind === 'unreachable') return { kind: 'unreachable' };
  if (result.kind === 'profile-missing') return { kind: 'redirect', to: PATHS.thankYou };
  if (!result.onboardingCompleted) return { kind: 'redirect', to: PATHS.onboarding };
  if (!result.hasActiveSubscription) return { kind: 'redirect', to: PATHS.subscription };
  return { kind: 'allow' };
}

/** Where the cached check lives in session storage, one entry per user. */
export const cacheKeyFor = (userId: string) => `tedi-onboarding-check:${userId}`;

interface CachedCheck extends OnboardingCheck {
  readonly timestamp: number;
}

function isCachedCheck(value: unknown): value is CachedCheck {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry['onboardingCompleted'] === 'boolean' &&
    typeof entry['hasActiveSubscription'] === 'boolean' &&
    typeof entry['isFamilyMember'] === 'boolean' &&
    typeof entry['timestamp'] === 'number'
  );
}

/**
 * The cached check of this user, if it is younger than five minutes. An entry that says family member is dropped
 * and not used, so a family member's access is always checked afresh.
 */
export function readCachedCheck(storage: Storage | null, userId: string, now: number): OnboardingCheck | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(cacheKeyFor(userId));
    if (raw === null) return null;
    const entry: unknown = JSON.parse(raw);
    if (!isCachedCheck(entry) || entry.isFamilyMember) {
      storage.removeItem(cacheKeyFor(userId));
      return null;
    }
    const age = now - entry.timestamp;
    if (age < 0 || age >= ONBOARDING.checkCacheMs) return null;
    return {
      onboardingCompleted: entry.onboardingCompleted,
      hasActiveSubscription: entry.hasActiveSubscription,
      isFamilyMember: entry.isFamilyMember,
    };
  } catch {
    return null;
  }
}

export function writeCachedCheck(storage: Storage | null, userId: string, check: OnboardingCheck, now: number): void {
  if (!storage) return;
  const entry: CachedCheck = {
    onboardingCompleted: check.onboardingCompleted,
    hasActiveSubscription: check.hasActiveSubscription,
    isFamilyMember: check.isFamilyMember,
    timestamp: now,
  };
  try {
    storage.setItem(cacheKeyFor(userId), JSON.stringify(entry));
  } catch {
    // Storage full or blocked: the check simply runs again next time.
  }
}

/** Forgets the cached check (after onboarding finishes or a licence is redeemed), so the gate asks again. */
export function clearCachedCheck(storage: Storage | null, userId: string): void {
  try {
    storage?.removeItem(cacheKeyFor(userId));
  } catch {
    // Nothing to forget.
  }
}

/** The browser's session storage, or null where it is blocked. */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The check through the cache: a fresh cached result is used as it is; otherwise the check runs, and a result it
 * could work out (not a missing profile, not a failure) is kept for five minutes.
 */
export async function checkAccessThroughCache(
  user: GateUser,
  calls: GateCalls,
  log: GateLog,
  { storage = sessionStore(), now = Date.now }: { storage?: Storage | null; now?: () => number } = {},
): Promise<GateResult> {
  const cached = readCachedCheck(storage, user.userId, now());
  if (cached) return { kind: 'checked', ...cached };
  const result = await runOnboardingCheck(user, calls, log);
  if (result.kind === 'checked' && !result.isFamilyMember) writeCachedCheck(storage, user.userId, result, now());
  return result;
}
