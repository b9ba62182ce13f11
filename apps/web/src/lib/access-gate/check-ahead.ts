import {
  checkAccessThroughCache,
  clearCachedCheck,
  sessionStore,
  type GateCalls,
  type GateLog,
  type GateResult,
  type GateUser,
} from './access-gate.ts';

/**
 * The access gate's check started by the parent guard's route loader as soon as the session is known, so its
 * requests go out with the page's own instead of after the guard has rendered; the guard then takes that check
 * rather than starting another. A check nobody took within `AHEAD_CHECK_KEPT_MS` is not used: the guard checks
 * afresh (through the five-minute cache, spec section 3), as it does when it retries. Forgetting the cached answer
 * (after onboarding, a payment or a licence) forgets this one too, so the next parent page asks the server.
 */
export const AHEAD_CHECK_KEPT_MS = 10_000;

interface AheadCheck {
  readonly key: string;
  readonly startedAt: number;
  readonly result: Promise<GateResult>;
  settled: boolean;
  taken: boolean;
}

let ahead: AheadCheck | null = null;

const keyOf = (user: GateUser) => `${user.userId}\n${user.role ?? ''}`;

function usable(check: AheadCheck | null, user: GateUser, now: number): check is AheadCheck {
  return check !== null && check.key === keyOf(user) && now - check.startedAt < AHEAD_CHECK_KEPT_MS;
}

/** Starts the check for this user, unless one for them is already under way. */
export function startAccessCheckAhead(user: GateUser, calls: GateCalls, log: GateLog, now = Date.now()): void {
  if (usable(ahead, user, now) && !ahead.settled) return;
  const check: AheadCheck = {
    key: keyOf(user),
    startedAt: now,
    result: checkAccessThroughCache(user, calls, log),
    settled: false,
    taken: false,
  };
  ahead = check;
  const forget = () => {
    check.settled = true;
    // Taken while under way (the guard may run its effect twice): kept until it answers, then forgotten.
    if (check.taken && ahead === check) ahead = null;
  };
  check.result.then(forget, forget);
}

/**
 * The guard's check: the one started ahead for this user if there is one, else a new one. A check that has
 * answered is given once; one still under way is shared by whoever asks until it answers.
 */
export function takeAccessCheck(user: GateUser, calls: GateCalls, log: GateLog, now = Date.now()): Promise<GateResult> {
  const check = ahead;
  if (!usable(check, user, now)) return checkAccessThroughCache(user, calls, log);
  if (check.settled) ahead = null;
  else check.taken = true;
  return check.result;
}

/** Forgets the gate's answer for this user, cached or started ahead, so the next parent page checks afresh. */
export function forgetAccessCheck(userId: string): void {
  clearCachedCheck(sessionStore(), userId);
  ahead = null;
}
