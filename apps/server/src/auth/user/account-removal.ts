import { type Database, eq, schema } from '@tedi/db';
import { verifyPassword } from '../passwords/passwords.ts';
import * as repository from '../repository.ts';
import type { SessionLiveness } from '../sessions/session-liveness.ts';
import type { AttemptGuard } from '../guard/attempt-guard.ts';

/** What checking a password before something drastic found; a locked account's password is not checked at all. */
export type PasswordCheck =
  | { readonly outcome: 'matches' }
  | { readonly outcome: 'wrong' }
  | { readonly outcome: 'locked'; readonly waitSeconds: number };

/**
 * What other capabilities may ask of auth about a whole account: checking the person is who they say before
 * something drastic, ending their other sessions, and removing the account inside a caller's transaction (so the
 * account and the data that goes with it disappear together).
 */
export class AccountRemoval {
  readonly #db: Database;
  readonly #liveness: SessionLiveness;
  readonly #guard: AttemptGuard;

  constructor(db: Database, liveness: SessionLiveness, guard: AttemptGuard) {
    this.#db = db;
    this.#liveness = liveness;
    this.#guard = guard;
  }

  /**
   * Checks the password against the same budget of wrong guesses as signing in (per account and per address).
   * Wrong too for an account without a password (signed up through a provider): it must re-sign in instead.
   */
  async checkPassword(userId: string, password: string, ip: string | null): Promise<PasswordCheck> {
    const user = await repository.findUserById(this.#db, userId);
    const attempt = { subject: { userId, email: user?.email ?? null }, ip };
    const waitSeconds = await this.#guard.waitSeconds(attempt);
    if (waitSeconds > 0) return { outcome: 'locked', waitSeconds };
    if (user?.encryptedPassword && (await verifyPassword(user.encryptedPassword, password))) {
      await this.#guard.succeeded(userId);
      return { outcome: 'matches' };
    }
    await this.#guard.failed(attempt);
    return { outcome: 'wrong' };
  }

  async sessionStartedAt(sessionId: string): Promise<Date | undefined> {
    const [row] = await this.#db
      .select({ createdAt: schema.sessions.createdAt })
      .from(schema.sessions)
      .where(eq(schema.sessions.id, sessionId));
    return row?.createdAt;
  }

  /** Signs the user out everywhere but the session asking, as "sign out other devices" does. */
  async endOtherSessions(userId: string, keepSessionId: string, reason: string, at: Date): Promise<void> {
    const ended = await this.#db.transaction(async (tx) => {
      const ids = await repository.endSessions(tx, { userId, exceptSessionId: keepSessionId }, reason, at);
      await repository.insertAuditEntry(tx, {
        userId,
        action: 'logout',
        ip: null,
        userAgent: null,
        details: { scope: 'others', reason, sessions: ids.length },
      });
      return ids;
    });
    await this.#liveness.ended(ended);
  }

  /**
   * Deletes the user inside the caller's transaction; returns their session ids, to hand to `sessionsEnded` once
   * that transaction has committed.
   */
  async deleteUserWithin(tx: Database, userId: string, reason: string): Promise<string[]> {
    const ids = await repository.sessionIdsOfUser(tx, userId);
    await repository.deleteUser(tx, userId);
    await repository.insertAuditEntry(tx, {
      userId,
      action: 'user_deleted',
      ip: null,
      userAgent: null,
      details: { reason },
    });
    return ids;
  }

  /** Tells every instance the sessions are gone, so their tokens are refused at once. */
  async sessionsEnded(sessionIds: readonly string[]): Promise<void> {
    await this.#liveness.ended(sessionIds);
  }
}
