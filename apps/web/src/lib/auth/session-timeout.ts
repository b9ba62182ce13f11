import { SESSION } from '@tedi/contracts';

/**
 * The session rules of spec section 4, as plain time logic (no timers, no clock of its own):
 * - a session ends after `inactivityLimitMs` (240 minutes) without activity;
 * - a warning is raised `warningBeforeExpiryMs` (15 minutes) before that;
 * - activity (mouse, key, scroll, touch, click) is noted as it happens and checked every
 *   `activityCheckIntervalMs` (60 s); it extends the session (from the moment of the activity) only if the last
 *   extension is more than `activityExtensionMinIntervalMs` (5 minutes) old, so a busy page does not write on
 *   every mouse move;
 * - signing in starts a fresh session.
 */
export interface SessionRules {
  readonly inactivityLimitMs: number;
  readonly warningBeforeExpiryMs: number;
  readonly activityCheckIntervalMs: number;
  readonly activityExtensionMinIntervalMs: number;
}

export interface SessionClock {
  /** When the session ends unless it is extended (ms since the epoch). */
  readonly expiresAt: number;
  /** When the session was last started or extended. */
  readonly lastExtendedAt: number;
  /**
   * When the latest activity since the last check happened, or null. Kept as a time, not a flag: after a laptop
   * wakes from sleep the check runs late, and activity from before the sleep must not count as activity now.
   */
  readonly lastActivityAt: number | null;
}

export type SessionPhase =
  | { readonly kind: 'active'; readonly msLeft: number }
  | { readonly kind: 'warning'; readonly msLeft: number }
  | { readonly kind: 'expired' };

export function startSessionClock(now: number, rules: SessionRules = SESSION): SessionClock {
  return { expiresAt: now + rules.inactivityLimitMs, lastExtendedAt: now, lastActivityAt: null };
}

export function noteActivity(clock: SessionClock, at: number): SessionClock {
  return clock.lastActivityAt !== null && clock.lastActivityAt >= at ? clock : { ...clock, lastActivityAt: at };
}

export function phaseAt(clock: SessionClock, now: number, rules: SessionRules = SESSION): SessionPhase {
  const msLeft = clock.expiresAt - now;
  if (msLeft <= 0) return { kind: 'expired' };
  return msLeft <= rules.warningBeforeExpiryMs ? { kind: 'warning', msLeft } : { kind: 'active', msLeft };
}

/** An explicit "I am here" (Stay signed in): extends at once, whatever the last extension. */
export function extendSessionClock(clock: SessionClock, now: number, rules: SessionRules = SESSION): SessionClock {
  if (phaseAt(clock, now, rules).kind === 'expired') return clock;
  return startSessionClock(now, rules);
}

/**
 * The periodic check: activity since the last check extends the session, from the moment of that activity, if the
 * last extension was more than 5 minutes before it. Activity that came after the session had already run out
 * cannot bring it back.
 */
export function checkActivity(clock: SessionClock, now: number, rules: SessionRules = SESSION): SessionClock {
  const at = clock.lastActivityAt;
  if (at === null) return clock;
  const extensionDue = at - clock.lastExtendedAt > rules.activityExtensionMinIntervalMs;
  const activeInTime = at < clock.expiresAt && at <= now;
  if (extensionDue && activeInTime) return startSessionClock(at, rules);
  return { ...clock, lastActivityAt: null };
}

/** Another tab of the same browser extended the session later than this one: follow it. */
export function adoptExtension(
  clock: SessionClock,
  extendedAt: number | null,
  rules: SessionRules = SESSION,
): SessionClock {
  if (extendedAt === null || extendedAt <= clock.lastExtendedAt) return clock;
  return { ...clock, expiresAt: extendedAt + rules.inactivityLimitMs, lastExtendedAt: extendedAt };
}

/** The `reason` the sign-in page explains after the session ended for inactivity. */
export const INACTIVE_REASON = 'inactive';

let endingForInactivity = false;

/**
 * Set while the inactivity rule is ending a session: the sign-in page waits for the sign-out to finish rather than
 * sending a still-signed-in person straight back to where they were.
 */
export function markEndingForInactivity(ending: boolean): void {
  endingForInactivity = ending;
}

export function isEndingForInactivity(): boolean {
  return endingForInactivity;
}

/** A duration as people say it: "4 hours", "1 hour", "90 minutes". */
export function durationText(ms: number): string {
  const hours = ms / 3_600_000;
  if (Number.isInteger(hours)) return `${hours} hour${hours === 1 ? '' : 's'}`;
  const minutes = Math.round(ms / 60_000);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Whole minutes left, rounded up, so the warning never says 0 while time remains. */
export function minutesLeft(msLeft: number): number {
  return Math.max(1, Math.ceil(msLeft / 60_000));
}

/** Timers, injected so tests control time. */
export interface Scheduler {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const browserScheduler: Scheduler = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
};

/**
 * When the session was last extended, shared by the tabs of one browser: a tab left open in the background must
 * not sign out the person working in another one (signing out reaches every tab).
 */
export interface SharedExtension {
  read(): number | null;
  write(extendedAt: number): void;
  clear(): void;
}

export const SHARED_EXTENSION_KEY = 'tedi.session-last-extended';

export function storageSharedExtension(
  storage: () => Storage | undefined = () => globalThis.localStorage,
): SharedExtension {
  return {
    read() {
      try {
        const value = Number(storage()?.getItem(SHARED_EXTENSION_KEY));
        return Number.isFinite(value) && value > 0 ? value : null;
      } catch {
        return null;
      }
    },
    write(extendedAt) {
      try {
        storage()?.setItem(SHARED_EXTENSION_KEY, String(extendedAt));
      } catch {
        // Without storage each tab keeps its own time.
      }
    },
    clear() {
      try {
        storage()?.removeItem(SHARED_EXTENSION_KEY);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

export interface SessionTimeoutOptions {
  readonly rules?: SessionRules;
  readonly scheduler?: Scheduler;
  readonly shared?: SharedExtension;
  /** Called with the phase whenever it may have changed, and every minute during the warning. */
  readonly onPhase: (phase: SessionPhase) => void;
  /** Called once when the session has run out. */
  readonly onExpire: () => void;
}

/**
 * Runs the rules with real timers: the warning and the expiry at their exact times, and the activity check every
 * 60 seconds (which also refreshes the warning's countdown).
 */
export class SessionTimeout {
  readonly #rules: SessionRules;
  readonly #scheduler: Scheduler;
  readonly #shared: SharedExtension | null;
  readonly #onPhase: (phase: SessionPhase) => void;
  readonly #onExpire: () => void;
  #clock: SessionClock | null = null;
  #timers: unknown[] = [];
  #interval: unknown = null;
  #expired = false;

  constructor(options: SessionTimeoutOptions) {
    this.#rules = options.rules ?? SESSION;
    this.#scheduler = options.scheduler ?? browserScheduler;
    this.#shared = options.shared ?? null;
    this.#onPhase = options.onPhase;
    this.#onExpire = options.onExpire;
  }

  /** After signing in: a fresh session. */
  restart(): void {
    this.#expired = false;
    this.#setClock(startSessionClock(this.#scheduler.now(), this.#rules), true);
    this.#startChecking();
  }

  /**
   * When the app opens with a session already there: it carries on from the last extension any tab made, and
   * ends at once if that was longer ago than the limit (a laptop closed for an afternoon). Opening the app counts
   * as activity.
   */
  resume(): void {
    this.#expired = false;
    const now = this.#scheduler.now();
    const last = this.#shared?.read() ?? null;
    this.#startChecking();
    if (last === null || last > now) {
      this.#setClock(startSessionClock(now, this.#rules), true);
      return;
    }
    const carriedOn: SessionClock = {
      expiresAt: last + this.#rules.inactivityLimitMs,
      lastExtendedAt: last,
      lastActivityAt: now,
    };
    if (phaseAt(carriedOn, now, this.#rules).kind === 'expired') {
      this.#clock = carriedOn;
      this.#expire();
      return;
    }
    this.#clock = carriedOn;
    this.#check();
  }

  /** Activity happened; it is weighed at the next check. Cheap enough for every mouse move. */
  noteActivity(): void {
    if (this.#clock) this.#clock = noteActivity(this.#clock, this.#scheduler.now());
  }

  /** The person chose to stay signed in. */
  extend(): void {
    if (!this.#clock || this.#expired) return;
    this.#setClock(extendSessionClock(this.#clock, this.#scheduler.now(), this.#rules), true);
  }

  /** Picks up an extension made in another tab and re-arms the timers, without extending anything itself. */
  resync(): void {
    if (!this.#clock || this.#expired) return;
    this.#setClock(adoptExtension(this.#clock, this.#shared?.read() ?? null, this.#rules), false);
  }

  phase(): SessionPhase | null {
    return this.#clock ? phaseAt(this.#clock, this.#scheduler.now(), this.#rules) : null;
  }

  /** Signing out: every timer stops and the warning goes. */
  stop(): void {
    this.#clearTimers();
    if (this.#interval !== null) this.#scheduler.clearInterval(this.#interval);
    this.#interval = null;
    this.#clock = null;
  }

  #startChecking(): void {
    if (this.#interval !== null) this.#scheduler.clearInterval(this.#interval);
    this.#interval = this.#scheduler.setInterval(() => this.#check(), this.#rules.activityCheckIntervalMs);
  }

  #check(): void {
    if (!this.#clock || this.#expired) return;
    const before = this.#clock;
    const adopted = adoptExtension(before, this.#shared?.read() ?? null, this.#rules);
    const checked = checkActivity(adopted, this.#scheduler.now(), this.#rules);
    this.#setClock(checked, checked.lastExtendedAt !== adopted.lastExtendedAt);
  }

  #setClock(clock: SessionClock, extended: boolean): void {
    this.#clock = clock;
    if (extended) this.#shared?.write(clock.lastExtendedAt);
    this.#clearTimers();
    const now = this.#scheduler.now();
    const phase = phaseAt(clock, now, this.#rules);
    if (phase.kind === 'expired') {
      this.#expire();
      return;
    }
    const warningIn = clock.expiresAt - this.#rules.warningBeforeExpiryMs - now;
    if (warningIn > 0) this.#timers.push(this.#scheduler.setTimeout(() => this.#emit(), warningIn));
    this.#timers.push(this.#scheduler.setTimeout(() => this.#onDeadline(), clock.expiresAt - now));
    this.#onPhase(phase);
  }

  #emit(): void {
    const phase = this.phase();
    if (phase) this.#onPhase(phase);
  }

  /** At the deadline another tab may have extended the session: follow it rather than sign everyone out. */
  #onDeadline(): void {
    if (!this.#clock || this.#expired) return;
    const adopted = adoptExtension(this.#clock, this.#shared?.read() ?? null, this.#rules);
    if (adopted !== this.#clock) {
      this.#setClock(adopted, false);
      return;
    }
    this.#expire();
  }

  #expire(): void {
    if (this.#expired) return;
    this.#expired = true;
    this.#clearTimers();
    if (this.#interval !== null) this.#scheduler.clearInterval(this.#interval);
    this.#interval = null;
    this.#onPhase({ kind: 'expired' });
    this.#onExpire();
  }

  #clearTimers(): void {
    for (const timer of this.#timers) this.#scheduler.clearTimeout(timer);
    this.#timers = [];
  }
}
