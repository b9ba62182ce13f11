import { and, desc, eq, schema, type Database } from '@tedi/db';
import type { TemplateValues as GeneratorDraftValues } from '@tedi/contracts';
import type { ReadPass, WritePass } from '../../policies/child-access.ts';

const { generatorDrafts, generatorSenders } = schema;

export type DraftRow = typeof generatorDrafts.$inferSelect;
export type SenderRow = typeof generatorSenders.$inferSelect;

/** The only SQL of the document generator: drafts by child (with a documents pass) and the family's sender. */
export class GeneratorRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async drafts(pass: ReadPass<'documents'>, childId: string): Promise<DraftRow[]> {
    pass.assertCovers([childId]);
    return this.#db
      .select()
      .from(generatorDrafts)
      .where(eq(generatorDrafts.childId, childId))
      .orderBy(desc(generatorDrafts.updatedAt));
  }

  async draft(pass: ReadPass<'documents'>, childId: string, templateId: string): Promise<DraftRow | null> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .select()
      .from(generatorDrafts)
      .where(and(eq(generatorDrafts.childId, childId), eq(generatorDrafts.templateId, templateId)));
    return row ?? null;
  }

  async saveDraft(
    pass: WritePass<'documents'>,
    childId: string,
    templateId: string,
    values: GeneratorDraftValues,
    at: Date,
  ): Promise<DraftRow> {
    pass.assertCovers([childId]);
    const change = { values, savedByUserId: pass.member.userId, updatedAt: at };
    const [row] = await this.#db
      .insert(generatorDrafts)
      .values({ childId, templateId, ...change })
      .onConflictDoUpdate({ target: [generatorDrafts.childId, generatorDrafts.templateId], set: change })
      .returning();
    return row!;
  }

  async markProduced(
    pass: WritePass<'documents'>,
    childId: string,
    templateId: string,
    at: Date,
    libraryDocumentId: string | null,
  ): Promise<void> {
    pass.assertCovers([childId]);
    await this.#db
      .update(generatorDrafts)
      .set({ producedAt: at, ...(libraryDocumentId ? { libraryDocumentId } : {}) })
      .where(and(eq(generatorDrafts.childId, childId), eq(generatorDrafts.templateId, templateId)));
  }

  async removeDraft(pass: WritePass<'documents'>, childId: string, templateId: string): Promise<boolean> {
    pass.assertCovers([childId]);
    const removed = await this.#db
      .delete(generatorDrafts)
      .where(and(eq(generatorDrafts.childId, childId), eq(generatorDrafts.templateId, templateId)))
      .returning({ id: generatorDrafts.id });
    return removed.length > 0;
  }

  /** The family's sender details; the caller has checked the asker may write letters for a child of the family. */
  async sender(familyId: string): Promise<SenderRow | null> {
    const [row] = await this.#db.select().from(generatorSenders).where(eq(generatorSenders.familyId, familyId));
    return row ?? null;
  }

  async saveSender(
    familyId: string,
    userId: string,
    sender: { name: string; addressLines: string[]; phone: string | null; email: string | null },
    at: Date,
  ): Promise<SenderRow> {
    const change = { ...sender, updatedByUserId: userId, updatedAt: at };
    const [row] = await this.#db
      .insert(generatorSenders)
      .values({ familyId, ...change })
      .onConflictDoUpdate({ target: generatorSenders.familyId, set: change })
      .returning();
    return row!;
  }
}
