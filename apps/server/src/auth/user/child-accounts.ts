import { type Database, eq, schema } from '@tedi/db';
import { audit } from '../audit.ts';
import type { RequestContext } from '../context.ts';
import { presentSession } from '../presenter.ts';
import * as repository from '../repository.ts';
import type { SessionLiveness } from '../sessions/session-liveness.ts';
import type { Sessions } from '../sessions/sessions.ts';

/** How a child's session was started, as its amr entry and the audit log say. */
export type ChildSessionMethod = 'child_pictures' | 'child_pin' | 'parent_hand_over';

/**
 * The accounts of children who sign in to their own area. A child's account has no e-mail and no password (a
 * parent turns it on from the child's profile; the child proves who they are with a picture password or PIN that
 * the child-area capability checks), the `child` role in its app metadata and profile, and sessions from the same
 * session machinery as everyone's: its access tokens carry the role, are refreshed and revoked like any other, and
 * end when the parent chose.
 */
export class ChildAccounts {
  readonly #db: Database;
  readonly #sessions: Sessions;
  readonly #liveness: SessionLiveness;

  constructor(db: Database, sessions: Sessions, liveness: SessionLiveness) {
    this.#db = db;
    this.#sessions = sessions;
    this.#liveness = liveness;
  }

  /** Makes a child's account in the family (inside the caller's transaction); returns its user id. */
  async createWithin(tx: Database, input: { familyId: string; displayName: string }): Promise<string> {
    const [user] = await tx
      .insert(schema.users)
      .values({
        email: null,
        encryptedPassword: null,
        appMetadata: { provider: 'child', providers: ['child'], role: 'child' },
        userMetadata: { display_name: input.displayName },
      })
      .returning({ id: schema.users.id });
    await tx.insert(schema.profiles).values({
      userId: user!.id,
      role: 'child',
      familyId: input.familyId,
      displayName: input.displayName,
      // A child has no onboarding: their parent set everything up.
      onboardingCompleted: true,
    });
    return user!.id;
  }

  /** Starts a session for the child's account that ends after `minutes`; answers in the auth service's shape. */
  async startSession(
    userId: string,
    input: { minutes: number; method: ChildSessionMethod; ctx: RequestContext; now: Date },
  ): Promise<Record<string, unknown>> {
    const { ctx, now } = input;
    const session = await this.#db.transaction(async (tx) => {
      const user = await repository.findUserById(tx, userId);
      if (!user) throw new Error('A child sign-in without its account');
      await audit(tx, ctx, userId, 'login', { provider: 'child', method: input.method });
      const notAfter = new Date(now.getTime() + input.minutes * 60_000);
      return this.#sessions.start(tx, user, input.method, ctx, now, 'child', notAfter);
    });
    return presentSession(session);
  }

  /** When a session ends (its time box), or null for one that has ended or never was. */
  async sessionEndsAt(sessionId: string): Promise<Date | null> {
    const [row] = await this.#db
      .select({ notAfter: schema.sessions.notAfter })
      .from(schema.sessions)
      .where(eq(schema.sessions.id, sessionId));
    return row?.notAfter ?? null;
  }

  /** Ends one of the child's sessions (leaving the child area), at once on every instance. */
  async endSession(userId: string, sessionId: string, ctx: RequestContext): Promise<void> {
    const now = new Date();
    const ended = await this.#db.transaction(async (tx) => {
      const ids = await repository.endSessions(tx, { sessionIds: [sessionId], ofUserId: userId }, 'logout', now);
      await audit(tx, ctx, userId, 'logout', { scope: 'local', reason: 'left_child_area' });
      return ids;
    });
    await this.#liveness.ended(ended);
  }

  /** Ends every session of the child (the sign-in locked or changed). */
  async endAllSessions(userId: string, reason: string): Promise<void> {
    const ended = await this.#db.transaction((tx) => repository.endSessions(tx, { userId }, reason, new Date()));
    await this.#liveness.ended(ended);
  }

  /** Deletes the child's account, its sign-in and its sessions (the parent turned the sign-in off). */
  async delete(userId: string): Promise<void> {
    const ended = await this.#db.transaction(async (tx) => {
      const ids = await repository.sessionIdsOfUser(tx, userId);
      await repository.deleteUser(tx, userId);
      return ids;
    });
    await this.#liveness.ended(ended);
  }
}
