import { ACCOUNT_DELETION_GRACE_DAYS, type AccountDeletionResponse } from '@tedi/contracts';
import type { AccountRemoval } from '../../auth/user/account-removal.ts';
import { waitPhrase } from '../../auth/guard/attempt-guard.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { StorageDriver } from '../../platform/storage-driver.ts';
import { deletionCancelledMessage, deletionScheduledMessage } from './mail-message.ts';
import type { AccountDeletionRepository } from './repository.ts';

/** The person asking, or null for a caller who is not signed in. */
export type DeletionActor = Pick<Actor, 'userId' | 'sessionId' | 'email'> | null;

/** A session this young has just proved who is using it, so a password is not asked for again. */
export const FRESH_SESSION_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccountDeletionDependencies {
  readonly repository: AccountDeletionRepository;
  readonly accounts: AccountRemoval;
  readonly storage: StorageDriver;
  readonly mailer: Mailer;
  readonly clock: Clock;
  /** The settings page, where a deletion is cancelled; named in the e-mails. */
  readonly settingsLink: string;
  readonly log: { error(details: object, message: string): void };
}

/** What one run of the deletion job did. */
export interface DeletionRun {
  readonly usersDeleted: number;
  readonly familiesDeleted: number;
}

/**
 * Deleting one's own account: asked for, with a grace period during which it can be cancelled, then carried out
 * by a job. Only the signed-in user's own account is ever concerned.
 */
export class AccountDeletionService {
  readonly #deps: AccountDeletionDependencies;

  constructor(deps: AccountDeletionDependencies) {
    this.#deps = deps;
  }

  #signedIn(actor: DeletionActor): NonNullable<DeletionActor> {
    if (actor === null) throw new AppError('unauthorized', 'Please sign in.');
    return actor;
  }

  async state(actor: DeletionActor): Promise<AccountDeletionResponse> {
    const { userId } = this.#signedIn(actor);
    const [row, plan] = await Promise.all([
      this.#deps.repository.pending(userId),
      this.#deps.repository.removalPlan(userId),
    ]);
    return {
      scheduled: row !== undefined,
      requestedAt: row?.requestedAt.toISOString() ?? null,
      deleteAfter: row?.deleteAfter.toISOString() ?? null,
      removes: plan.scope,
    };
  }

  /**
   * Schedules the deletion after the person has shown it is them (their password, or a sign-in in the last five
   * minutes), tells them by e-mail how to undo it, and signs out their other devices. Asking again while a
   * deletion is pending changes nothing.
   */
  async request(
    actor: DeletionActor,
    password: string | undefined,
    from: string | null = null,
  ): Promise<AccountDeletionResponse> {
    const me = this.#signedIn(actor);
    const now = this.#deps.clock();
    if (password !== undefined && password !== '') {
      const check = await this.#deps.accounts.checkPassword(me.userId, password, from);
      if (check.outcome === 'locked') {
        throw new AppError(
          'rate_limited',
          `Too many wrong passwords. For your safety, please wait ${waitPhrase(check.waitSeconds)} before trying again.`,
          { retryAfterSeconds: check.waitSeconds },
        );
      }
      if (check.outcome === 'wrong') {
        throw new AppError('forbidden', 'That password isn’t right. Please try again.', [
          { field: 'password', message: 'is not your current password' },
        ]);
      }
    } else {
      const startedAt = await this.#deps.accounts.sessionStartedAt(me.sessionId);
      if (!startedAt || now.getTime() - startedAt.getTime() > FRESH_SESSION_MS) {
        throw new AppError('forbidden', 'Please enter your password to confirm it’s you.', [
          { field: 'password', message: 'is needed to delete your account' },
        ]);
      }
    }
    const deleteAfter = new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
    const { row, created } = await this.#deps.repository.schedule(me.userId, now, deleteAfter);
    const state = await this.state(me);
    if (created) {
      await this.#deps.accounts.endOtherSessions(me.userId, me.sessionId, 'account_deletion_requested', now);
      await this.#mail(
        deletionScheduledMessage({
          to: me.email,
          deleteAfter: row.deleteAfter,
          removes: state.removes,
          settingsLink: this.#deps.settingsLink,
        }),
      );
    }
    return state;
  }

  async cancel(actor: DeletionActor): Promise<AccountDeletionResponse> {
    const me = this.#signedIn(actor);
    const cancelled = await this.#deps.repository.cancel(me.userId, this.#deps.clock());
    if (!cancelled) throw new AppError('not_found', 'Your account is not due to be deleted.');
    await this.#mail(deletionCancelledMessage(me.email, this.#deps.settingsLink));
    return this.state(me);
  }

  /** A mail that fails is logged, not reported: the deletion itself has been recorded either way. */
  async #mail(message: Parameters<AccountDeletionDependencies['mailer']['send']>[0]): Promise<void> {
    await this.#deps.mailer.send(message).catch((error: unknown) => {
      this.#deps.log.error({ err: error, kind: message.kind }, 'could not send an account deletion e-mail');
    });
  }

  /**
   * Carries out every deletion whose grace period has ended, one per transaction: the user goes, and when they are
   * their family's last parent, the family with its children, their records and files, and the children's own
   * sign-in accounts with their sessions. File bytes are removed once the records are gone.
   */
  async carryOutDue(): Promise<DeletionRun> {
    const now = this.#deps.clock();
    let usersDeleted = 0;
    let familiesDeleted = 0;
    for (;;) {
      const done = await this.#deps.repository.withNextDue(now, async (tx, row) => {
        const plan = await this.#deps.repository.removalPlan(row.userId, tx);
        const sessionIds: string[] = [];
        let storageKeys: string[] = [];
        if (plan.familyId) {
          for (const childUserId of await this.#deps.repository.childAccountsWithin(tx, plan.familyId)) {
            sessionIds.push(...(await this.#deps.accounts.deleteUserWithin(tx, childUserId, 'family_deleted')));
          }
          storageKeys = await this.#deps.repository.deleteFamilyWithin(tx, plan.familyId);
        }
        sessionIds.push(...(await this.#deps.accounts.deleteUserWithin(tx, row.userId, 'account_deletion')));
        return { storageKeys, sessionIds, familyDeleted: plan.familyId !== null };
      });
      if (!done) return { usersDeleted, familiesDeleted };
      usersDeleted += 1;
      if (done.familyDeleted) familiesDeleted += 1;
      await this.#deps.accounts.sessionsEnded(done.sessionIds);
      for (const key of done.storageKeys) {
        // The records are gone, so these bytes can never be served; a failure is logged for an operator.
        await this.#deps.storage.delete(key).catch((error: unknown) => {
          this.#deps.log.error({ err: error }, 'could not remove the bytes of a deleted family’s file');
        });
      }
    }
  }
}
