import { type Database, and, eq, gt, isNotNull, schema } from '@tedi/db';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationSubscription, Notifications } from '../../platform/notifications.ts';

export const SESSIONS_ENDED_CHANNEL = 'tedi_auth_sessions_ended';

/** Ids per notification: PostgreSQL limits a payload to 8000 bytes. */
const IDS_PER_MESSAGE = 150;

export interface SessionLivenessOptions {
  /** An ended session matters only while an access token issued for it can still be valid. */
  readonly accessTokenTtlSeconds: number;
  /** Sessions remembered as alive; the least recently used are forgotten beyond this. */
  readonly maxAliveCached?: number;
}

/**
 * Knows whether a session may still be used, without a database query per request. An instance asks the database
 * once about a session it has not met yet and then remembers the answer. Every ended session (sign-out,
 * refresh-token reuse, a ban, a password change) is announced to all instances, which refuse it from then on;
 * after a lost connection an instance forgets what it remembered and reads the ended sessions again.
 */
export class SessionLiveness {
  readonly #db: Database;
  readonly #notifications: Notifications;
  readonly #log: FastifyBaseLogger;
  readonly #ttlMs: number;
  readonly #maxAlive: number;
  /** Ended session id -> when it can be forgotten (every token issued for it has expired by then). */
  readonly #ended = new Map<string, number>();
  /** Live session id -> its absolute end in ms (or Infinity); kept in least-recently-used order. */
  readonly #alive = new Map<string, number>();
  #subscription: NotificationSubscription | null = null;

  constructor(db: Database, notifications: Notifications, log: FastifyBaseLogger, options: SessionLivenessOptions) {
    this.#db = db;
    this.#notifications = notifications;
    this.#log = log;
    this.#ttlMs = (options.accessTokenTtlSeconds + 60) * 1000;
    this.#maxAlive = options.maxAliveCached ?? 100_000;
  }

  async start(): Promise<void> {
    let first = true;
    let catchingUp: Promise<void> = Promise.resolve();
    this.#subscription = await this.#notifications.subscribe(
      SESSIONS_ENDED_CHANNEL,
      (payload) => this.#remember(JSON.parse(payload) as string[]),
      () => {
        if (first) {
          first = false;
        } else {
          this.#log.warn('session notifications reconnected: reloading ended sessions');
        }
        catchingUp = this.#reload().catch((error: unknown) =>
          this.#log.error({ err: error }, 'could not reload ended sessions'),
        );
      },
    );
    await catchingUp;
  }

  async close(): Promise<void> {
    await this.#subscription?.close();
    this.#subscription = null;
  }

  /** Forgets what was learnt about live sessions and reads the recently ended ones from the database. */
  async #reload(): Promise<void> {
    this.#alive.clear();
    const since = new Date(Date.now() - this.#ttlMs);
    const rows = await this.#db
      .select({ id: schema.sessions.id, endedAt: schema.sessions.endedAt })
      .from(schema.sessions)
      .where(and(isNotNull(schema.sessions.endedAt), gt(schema.sessions.endedAt, since)));
    for (const row of rows) this.#ended.set(row.id, row.endedAt!.getTime() + this.#ttlMs);
  }

  #remember(sessionIds: readonly string[]): void {
    const forgetAt = Date.now() + this.#ttlMs;
    for (const id of sessionIds) {
      this.#ended.set(id, forgetAt);
      this.#alive.delete(id);
    }
    if (this.#ended.size > 10_000) this.#forgetOld();
  }

  #forgetOld(): void {
    const now = Date.now();
    for (const [id, forgetAt] of this.#ended) if (forgetAt < now) this.#ended.delete(id);
  }

  /** Whether tokens of this session may be used now. */
  async isAlive(sessionId: string): Promise<boolean> {
    if (this.#ended.has(sessionId)) return false;
    const notAfter = this.#alive.get(sessionId);
    if (notAfter !== undefined) {
      // Move to the most recently used end.
      this.#alive.delete(sessionId);
      this.#alive.set(sessionId, notAfter);
      return Date.now() < notAfter;
    }
    const [row] = await this.#db
      .select({ endedAt: schema.sessions.endedAt, notAfter: schema.sessions.notAfter })
      .from(schema.sessions)
      .where(eq(schema.sessions.id, sessionId));
    if (!row || row.endedAt) return false;
    // An announcement may have arrived while the query ran.
    if (this.#ended.has(sessionId)) return false;
    const end = row.notAfter ? row.notAfter.getTime() : Number.POSITIVE_INFINITY;
    this.#alive.set(sessionId, end);
    if (this.#alive.size > this.#maxAlive) {
      const oldest = this.#alive.keys().next().value;
      if (oldest !== undefined) this.#alive.delete(oldest);
    }
    return Date.now() < end;
  }

  /**
   * Call after the transaction that set `ended_at` has committed: refuses the sessions here at once and tells the
   * other instances.
   */
  async ended(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    this.#remember(sessionIds);
    for (let start = 0; start < sessionIds.length; start += IDS_PER_MESSAGE) {
      await this.#notifications.publish(
        SESSIONS_ENDED_CHANNEL,
        JSON.stringify(sessionIds.slice(start, start + IDS_PER_MESSAGE)),
      );
    }
  }
}
