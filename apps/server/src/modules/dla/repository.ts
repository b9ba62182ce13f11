import { and, asc, type Database, desc, eq, inArray, schema, sql } from '@tedi/db';
import { personNameFrom } from '../../platform/family-name.ts';
import type { ReadPass, WritePass } from '../../policies/child-access.ts';

const { dlaAnswers, dlaClaims, dlaDiaryEntries, dlaEvidence, profiles, users } = schema;

export type ClaimRow = typeof dlaClaims.$inferSelect;
export type AnswerRow = typeof dlaAnswers.$inferSelect;
export type DiaryRow = typeof dlaDiaryEntries.$inferSelect;
export type EvidenceRow = typeof dlaEvidence.$inferSelect;

export type ClaimValues = Partial<
  Omit<typeof dlaClaims.$inferInsert, 'id' | 'childId' | 'revision' | 'createdAt' | 'updatedAt'>
>;
export type DiaryValues = Omit<typeof dlaDiaryEntries.$inferInsert, 'id' | 'childId' | 'createdAt' | 'updatedAt'>;
export type EvidenceValues = Omit<typeof dlaEvidence.$inferInsert, 'id' | 'childId' | 'createdAt' | 'updatedAt'>;

/** The outcome of a save made from a revision: saved, or refused because the row moved on (with the row as it is). */
export type RevisedSave<Row> =
  { readonly saved: true; readonly row: Row } | { readonly saved: false; readonly row: Row };

/**
 * The only SQL of the DLA capability. Every query takes a pass for the `benefits` area and touches only the child it
 * covers; a lookup by an entry's id also names the child, so another child's entry is never found.
 */
export class DlaRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async nameOf(userId: string): Promise<string | null> {
    const [row] = await this.#db
      .select({ displayName: profiles.displayName, metadata: users.userMetadata })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    return personNameFrom(row?.displayName, row?.metadata);
  }

  // The claim

  async claimOf(pass: ReadPass<'benefits'>, childId: string): Promise<ClaimRow | null> {
    pass.assertCovers([childId]);
    const [row] = await this.#db.select().from(dlaClaims).where(eq(dlaClaims.childId, childId));
    return row ?? null;
  }

  /** The claims of the children a pass covers (the calendar feed, the dashboard). */
  async claimsOf(pass: ReadPass<'benefits'>): Promise<ClaimRow[]> {
    if (pass.childIds.length === 0) return [];
    return this.#db
      .select()
      .from(dlaClaims)
      .where(inArray(dlaClaims.childId, [...pass.childIds]));
  }

  /** A claim by its child alone, for a reminder when it falls due (a job of the system, with no one asking). */
  async unsafeClaimForReminder(childId: string): Promise<ClaimRow | null> {
    const [row] = await this.#db.select().from(dlaClaims).where(eq(dlaClaims.childId, childId));
    return row ?? null;
  }

  /**
   * Saves the claim's changes when it is still at `revision` (0: not made yet), moving it to the next. A save from
   * an older revision changes nothing and answers the claim as it is.
   */
  async saveClaim(
    pass: WritePass<'benefits'>,
    childId: string,
    revision: number,
    values: ClaimValues,
  ): Promise<RevisedSave<ClaimRow>> {
    pass.assertCovers([childId]);
    if (revision === 0) {
      const [inserted] = await this.#db
        .insert(dlaClaims)
        .values({ ...values, childId, revision: 1 })
        .onConflictDoNothing({ target: dlaClaims.childId })
        .returning();
      if (inserted) return { saved: true, row: inserted };
    } else {
      const [updated] = await this.#db
        .update(dlaClaims)
        .set({ ...values, revision: sql`${dlaClaims.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(dlaClaims.childId, childId), eq(dlaClaims.revision, revision)))
        .returning();
      if (updated) return { saved: true, row: updated };
    }
    const current = await this.claimOf(pass, childId);
    if (!current) {
      // A revision for a claim that does not exist: the claim was never made (or went with a reset); start it.
      return this.saveClaim(pass, childId, 0, values);
    }
    return { saved: false, row: current };
  }

  // Answers

  async answersOf(pass: ReadPass<'benefits'>, childId: string): Promise<AnswerRow[]> {
    pass.assertCovers([childId]);
    return this.#db
      .select()
      .from(dlaAnswers)
      .where(eq(dlaAnswers.childId, childId))
      .orderBy(asc(dlaAnswers.questionKey));
  }

  async answerOf(pass: ReadPass<'benefits'>, childId: string, questionKey: string): Promise<AnswerRow | null> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .select()
      .from(dlaAnswers)
      .where(and(eq(dlaAnswers.childId, childId), eq(dlaAnswers.questionKey, questionKey)));
    return row ?? null;
  }

  /**
   * Saves one answer if it is still at `baseRevision` (0: never answered), as one statement: two devices saving
   * from the same revision cannot both win.
   */
  async saveAnswer(
    pass: WritePass<'benefits'>,
    childId: string,
    questionKey: string,
    baseRevision: number,
    values: { text: string; updatedByUserId: string; updatedByName: string | null },
  ): Promise<RevisedSave<AnswerRow>> {
    pass.assertCovers([childId]);
    if (baseRevision === 0) {
      const [inserted] = await this.#db
        .insert(dlaAnswers)
        .values({ childId, questionKey, revision: 1, ...values })
        .onConflictDoNothing({ target: [dlaAnswers.childId, dlaAnswers.questionKey] })
        .returning();
      if (inserted) return { saved: true, row: inserted };
    } else {
      const [updated] = await this.#db
        .update(dlaAnswers)
        .set({ ...values, revision: sql`${dlaAnswers.revision} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(dlaAnswers.childId, childId),
            eq(dlaAnswers.questionKey, questionKey),
            eq(dlaAnswers.revision, baseRevision),
          ),
        )
        .returning();
      if (updated) return { saved: true, row: updated };
    }
    const current = await this.answerOf(pass, childId, questionKey);
    if (!current) return this.saveAnswer(pass, childId, questionKey, 0, values);
    return { saved: false, row: current };
  }

  // Diary

  async diaryOf(pass: ReadPass<'benefits'>, childId: string, limit: number): Promise<DiaryRow[]> {
    pass.assertCovers([childId]);
    return this.#db
      .select()
      .from(dlaDiaryEntries)
      .where(eq(dlaDiaryEntries.childId, childId))
      .orderBy(desc(dlaDiaryEntries.date), asc(dlaDiaryEntries.period), asc(dlaDiaryEntries.createdAt))
      .limit(limit);
  }

  async countDiary(pass: ReadPass<'benefits'>, childId: string): Promise<number> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .select({ count: sql<number>`count(*)::int` })
      .from(dlaDiaryEntries)
      .where(eq(dlaDiaryEntries.childId, childId));
    return row?.count ?? 0;
  }

  async insertDiary(pass: WritePass<'benefits'>, childId: string, values: DiaryValues): Promise<DiaryRow> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .insert(dlaDiaryEntries)
      .values({ ...values, childId })
      .returning();
    return row!;
  }

  async updateDiary(
    pass: WritePass<'benefits'>,
    childId: string,
    id: string,
    values: Partial<DiaryValues>,
  ): Promise<DiaryRow | null> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .update(dlaDiaryEntries)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(dlaDiaryEntries.childId, childId), eq(dlaDiaryEntries.id, id)))
      .returning();
    return row ?? null;
  }

  async deleteDiary(pass: WritePass<'benefits'>, childId: string, id: string): Promise<boolean> {
    pass.assertCovers([childId]);
    const rows = await this.#db
      .delete(dlaDiaryEntries)
      .where(and(eq(dlaDiaryEntries.childId, childId), eq(dlaDiaryEntries.id, id)))
      .returning({ id: dlaDiaryEntries.id });
    return rows.length > 0;
  }

  // Evidence

  async evidenceOf(pass: ReadPass<'benefits'>, childId: string): Promise<EvidenceRow[]> {
    pass.assertCovers([childId]);
    return this.#db
      .select()
      .from(dlaEvidence)
      .where(eq(dlaEvidence.childId, childId))
      .orderBy(asc(dlaEvidence.createdAt));
  }

  async countEvidence(pass: ReadPass<'benefits'>, childId: string): Promise<number> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .select({ count: sql<number>`count(*)::int` })
      .from(dlaEvidence)
      .where(eq(dlaEvidence.childId, childId));
    return row?.count ?? 0;
  }

  async insertEvidence(pass: WritePass<'benefits'>, childId: string, values: EvidenceValues): Promise<EvidenceRow> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .insert(dlaEvidence)
      .values({ ...values, childId })
      .returning();
    return row!;
  }

  async updateEvidence(
    pass: WritePass<'benefits'>,
    childId: string,
    id: string,
    values: Partial<EvidenceValues>,
  ): Promise<EvidenceRow | null> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .update(dlaEvidence)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(dlaEvidence.childId, childId), eq(dlaEvidence.id, id)))
      .returning();
    return row ?? null;
  }

  async deleteEvidence(pass: WritePass<'benefits'>, childId: string, id: string): Promise<boolean> {
    pass.assertCovers([childId]);
    const rows = await this.#db
      .delete(dlaEvidence)
      .where(and(eq(dlaEvidence.childId, childId), eq(dlaEvidence.id, id)))
      .returning({ id: dlaEvidence.id });
    return rows.length > 0;
  }
}
