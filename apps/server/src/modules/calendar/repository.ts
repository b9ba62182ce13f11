import { and, type Database, eq, isNull, schema } from '@tedi/db';

const { calendarFeedTokens } = schema;

export type CalendarFeedRow = typeof calendarFeedTokens.$inferSelect;

/** The only SQL of calendar feeds: one live token hash per person, found by its hash. */
export class CalendarFeedRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async live(userId: string): Promise<CalendarFeedRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(calendarFeedTokens)
      .where(and(eq(calendarFeedTokens.userId, userId), isNull(calendarFeedTokens.revokedAt)));
    return row;
  }

  /** The live feed with this token hash, or nothing (unknown or revoked). */
  async liveByHash(tokenHash: string): Promise<CalendarFeedRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(calendarFeedTokens)
      .where(and(eq(calendarFeedTokens.tokenHash, tokenHash), isNull(calendarFeedTokens.revokedAt)));
    return row;
  }

  /** A new address in place of the old one, in one transaction: never two live feeds, never a moment with none. */
  async replace(userId: string, tokenHash: string, at: Date): Promise<CalendarFeedRow> {
    return this.#db.transaction(async (tx) => {
      await tx
        .update(calendarFeedTokens)
        .set({ revokedAt: at, updatedAt: at })
        .where(and(eq(calendarFeedTokens.userId, userId), isNull(calendarFeedTokens.revokedAt)));
      const [row] = await tx
        .insert(calendarFeedTokens)
        .values({ userId, tokenHash, createdAt: at, updatedAt: at })
        .returning();
      return row!;
    });
  }

  async revoke(userId: string, at: Date): Promise<boolean> {
    const revoked = await this.#db
      .update(calendarFeedTokens)
      .set({ revokedAt: at, updatedAt: at })
      .where(and(eq(calendarFeedTokens.userId, userId), isNull(calendarFeedTokens.revokedAt)))
      .returning({ id: calendarFeedTokens.id });
    return revoked.length > 0;
  }
}
