import type { BoardUsageState, BoardUsageWord } from '@tedi/contracts';
import { and, asc, desc, eq, gte, lt, schema, sql, type Database } from '@tedi/db';
import type { ManagePass, ReadPass } from '../../policies/child-access.ts';

const { boardUsageSettings, boardWordUses } = schema;

/** One day's count of one word, as the family's export holds it. */
export interface DayCount {
  readonly day: string;
  readonly word: string;
  readonly count: number;
}

/**
 * The only SQL of the board's usage log: a child's setting, and counts per word per day. Reads take a board pass;
 * turning the log on or off and clearing it take a manage pass; the child adds to their own log with the pass of
 * their own area, which never reads it back.
 */
export class BoardUsageRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** The child's setting; off when a parent never chose. */
  async state(pass: ReadPass<'board'>, childId: string): Promise<BoardUsageState> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .select({ state: boardUsageSettings.state })
      .from(boardUsageSettings)
      .where(eq(boardUsageSettings.childId, childId));
    return row?.state ?? 'off';
  }

  async setState(pass: ManagePass<'board'>, childId: string, state: BoardUsageState): Promise<void> {
    pass.assertCovers([childId]);
    const now = new Date();
    await this.#db
      .insert(boardUsageSettings)
      .values({ childId, state, updatedByUserId: pass.member.userId })
      .onConflictDoUpdate({
        target: boardUsageSettings.childId,
        set: { state, updatedByUserId: pass.member.userId, updatedAt: now },
      });
  }

  /**
   * Adds the child's words to the day's counts, only while the log is on (checked in the same statement, so a
   * parent pausing it at that moment is obeyed), and forgets the child's counts from before `forgetBefore`.
   * Whether anything was counted.
   */
  async record(
    pass: ReadPass<'board'>,
    childId: string,
    day: string,
    counts: ReadonlyMap<string, number>,
    forgetBefore: string,
  ): Promise<boolean> {
    pass.assertCovers([childId]);
    if (counts.size === 0) return false;
    return this.#db.transaction(async (tx) => {
      const [setting] = await tx
        .select({ state: boardUsageSettings.state })
        .from(boardUsageSettings)
        .where(eq(boardUsageSettings.childId, childId))
        .for('share');
      if (setting?.state !== 'on') return false;
      await tx
        .insert(boardWordUses)
        .values([...counts].map(([word, count]) => ({ childId, day, word, count })))
        .onConflictDoUpdate({
          target: [boardWordUses.childId, boardWordUses.day, boardWordUses.word],
          set: { count: sql`${boardWordUses.count} + excluded.count` },
        });
      await tx
        .delete(boardWordUses)
        .where(and(eq(boardWordUses.childId, childId), lt(boardWordUses.day, forgetBefore)));
      return true;
    });
  }

  /** The most used words from `since` on, most used first (then in alphabetical order), and the total. */
  async top(
    pass: ReadPass<'board'>,
    childId: string,
    since: string,
    limit: number,
  ): Promise<{ words: BoardUsageWord[]; total: number }> {
    pass.assertCovers([childId]);
    const inPeriod = and(eq(boardWordUses.childId, childId), gte(boardWordUses.day, since));
    const times = sql<number>`sum(${boardWordUses.count})::int`;
    const words = await this.#db
      .select({ word: boardWordUses.word, count: times })
      .from(boardWordUses)
      .where(inPeriod)
      .groupBy(boardWordUses.word)
      .orderBy(desc(times), asc(boardWordUses.word))
      .limit(limit);
    const [total] = await this.#db
      .select({ total: sql<number>`coalesce(sum(${boardWordUses.count}), 0)::int` })
      .from(boardWordUses)
      .where(inPeriod);
    return { words, total: total?.total ?? 0 };
  }

  /** Every day's counts, oldest first, for the family's export. */
  async days(pass: ReadPass<'board'>, childId: string): Promise<DayCount[]> {
    pass.assertCovers([childId]);
    return this.#db
      .select({ day: boardWordUses.day, word: boardWordUses.word, count: boardWordUses.count })
      .from(boardWordUses)
      .where(eq(boardWordUses.childId, childId))
      .orderBy(asc(boardWordUses.day), asc(boardWordUses.word));
  }

  /** Whether a parent ever chose a setting for this child (the export leaves out children who never did). */
  async hasSetting(pass: ReadPass<'board'>, childId: string): Promise<boolean> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .select({ childId: boardUsageSettings.childId })
      .from(boardUsageSettings)
      .where(eq(boardUsageSettings.childId, childId));
    return row !== undefined;
  }

  async clear(pass: ManagePass<'board'>, childId: string): Promise<void> {
    pass.assertCovers([childId]);
    await this.#db.delete(boardWordUses).where(eq(boardWordUses.childId, childId));
  }

  /** For the daily clean-up, which acts for nobody: forgets every child's counts from before `day`. */
  async unsafeForgetBefore(day: string): Promise<number> {
    const gone = await this.#db
      .delete(boardWordUses)
      .where(lt(boardWordUses.day, day))
      .returning({ id: boardWordUses.id });
    return gone.length;
  }
}
