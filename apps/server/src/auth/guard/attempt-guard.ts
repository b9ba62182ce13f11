import type { Database } from '@tedi/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { AuthConfig } from '../../platform/config.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { claimNotice, countFailure, lockKey, lockedUntil, resetKey } from '../../platform/throttles.ts';
import type { EmailBudget } from '../email-budget.ts';
import { AuthApiError } from '../errors.ts';
import { lockoutNoticeMessage } from '../mail-messages.ts';
import { sha256 } from '../secrets.ts';

/**
 * Whose secret is being tried: an account (by its id, with the address its owner reads), or an e-mail address
 * without an account, which is locked out in exactly the same way so a lock-out says nothing about who has one.
 */
export type AttemptSubject =
  { readonly userId: string; readonly email: string | null } | { readonly unknownEmail: string };

/** One try of a password or a code: whose, and from which address. */
export interface Attempt {
  /** Null when the try names no account at all (a code typed for an address nothing was sent to). */
  readonly subject: AttemptSubject | null;
  readonly ip: string | null;
}

/** Failures on a key quiet for this long are forgotten, with its run of lock-outs. */
export const FORGET_FAILURES_AFTER_MS = 24 * 3_600_000;

/** How long the lock-out after `previousLockouts` earlier ones lasts: doubling each time, up to the cap. */
export function lockSeconds(lockout: AuthConfig['lockout'], previousLockouts: number): number {
  return Math.min(lockout.firstLockSeconds * 2 ** Math.min(previousLockouts, 30), lockout.maxLockSeconds);
}

/** "30 seconds", "2 minutes": how long to wait, as a person would say it. */
export function waitPhrase(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 in GoTrue's shape, saying how long to wait and the way in that stays open. */
export function lockedOut(seconds: number): AuthApiError {
  return new AuthApiError(
    429,
    'over_request_rate_limit',
    `Too many wrong attempts. For your safety, please wait ${waitPhrase(seconds)} before trying again, or sign in with a link by e-mail ("Forgot password").`,
    { retry_after_seconds: seconds },
  );
}

export interface AttemptGuardDependencies {
  readonly db: Database;
  readonly config: { readonly auth: AuthConfig; readonly publicUrl: URL };
  readonly mailer: Mailer;
  readonly emailBudget: EmailBudget;
  readonly log: FastifyBaseLogger;
  readonly clock: Clock;
}

/**
 * The one budget of wrong secrets, shared by every place that checks a password or a code: the password grant, a
 * password change's current password, account deletion, MFA verification and e-mail codes. Failures count per
 * account and per address, in the database (every instance, across restarts). Enough failures on an account lock
 * it softly: every try is refused without being checked for a short time that doubles with each lock-out, up to a
 * cap, and the owner is told once by e-mail. A link by e-mail (recovery, magic link) still signs the owner in and
 * clears the lock, so a stranger can delay a parent's password sign-in but never shut them out.
 */
export class AttemptGuard {
  readonly #deps: AttemptGuardDependencies;

  constructor(deps: AttemptGuardDependencies) {
    this.#deps = deps;
  }

  get #lockout() {
    return this.#deps.config.auth.lockout;
  }

  static accountKey(subject: AttemptSubject): string {
    return 'userId' in subject
      ? `account:${subject.userId}`
      : `account:email:${sha256(subject.unknownEmail.trim().toLowerCase())}`;
  }

  #keys(attempt: Attempt): { account: string | null; address: string | null } {
    return {
      account: attempt.subject ? AttemptGuard.accountKey(attempt.subject) : null,
      address: attempt.ip ? `address:${attempt.ip}` : null,
    };
  }

  /** Seconds the attempt must wait; 0 when it may be checked now. */
  async waitSeconds(attempt: Attempt): Promise<number> {
    const now = this.#deps.clock();
    const { account, address } = this.#keys(attempt);
    const until = await lockedUntil(
      this.#deps.db,
      [account, address].filter((key) => key !== null),
      now,
    );
    return until ? Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)) : 0;
  }

  /** Refuses with 429 (GoTrue's shape) while the account or the address is locked; call before checking a secret. */
  async ensureAllowed(attempt: Attempt): Promise<void> {
    const seconds = await this.waitSeconds(attempt);
    if (seconds > 0) throw lockedOut(seconds);
  }

  /** Counts a wrong password or code against the account and the address, locking either once it has had enough. */
  async failed(attempt: Attempt): Promise<void> {
    const now = this.#deps.clock();
    const { account, address } = this.#keys(attempt);
    if (account) {
      const seconds = await this.#count(account, this.#lockout.accountFailures, now);
      const subject = attempt.subject;
      if (seconds !== null && subject && 'userId' in subject && subject.email) {
        await this.#tellOwner(account, subject.email, seconds, now);
      }
    }
    if (address) await this.#count(address, this.#lockout.addressFailures, now);
  }

  /** The account's owner proved who they are: its failures and lock-outs are forgotten. */
  async succeeded(userId: string): Promise<void> {
    await resetKey(this.#deps.db, AttemptGuard.accountKey({ userId, email: null }));
  }

  /** Counts a failure; the length of the lock-out it started, or null when it started none. */
  async #count(key: string, threshold: number, now: Date): Promise<number | null> {
    const { count, lockouts } = await countFailure(this.#deps.db, key, FORGET_FAILURES_AFTER_MS, now);
    if (count < threshold) return null;
    const seconds = lockSeconds(this.#lockout, lockouts);
    const locked = await lockKey(this.#deps.db, key, threshold, new Date(now.getTime() + seconds * 1000), now);
    if (locked) this.#deps.log.warn({ key: key.split(':')[0], seconds }, 'sign-in attempts locked out');
    return locked ? seconds : null;
  }

  /** Once per run of lock-outs, the owner hears of it; a notice that can't be sent is logged, never fatal. */
  async #tellOwner(key: string, email: string, seconds: number, now: Date): Promise<void> {
    try {
      if (!(await claimNotice(this.#deps.db, key, now))) return;
      if (!(await this.#deps.emailBudget.allows({ kind: 'notice', recipient: email, sender: null }))) return;
      await this.#deps.mailer.send(
        lockoutNoticeMessage({
          to: email,
          at: now,
          lockedForSeconds: seconds,
          resetPasswordLink: new URL('/forgot-password', this.#deps.config.publicUrl).href,
        }),
      );
    } catch (error) {
      this.#deps.log.warn({ err: error }, 'lock-out notice could not be sent');
    }
  }
}
