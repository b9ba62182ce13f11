import { and, asc, type Database, eq, schema } from '@tedi/db';
import type { ReadPass, WritePass } from '../../policies/child-access.ts';

const { ehcpCases, ehcpContacts } = schema;

export type EhcpCaseRow = typeof ehcpCases.$inferSelect;
export type EhcpCaseValues = Pick<
  EhcpCaseRow,
  'stage' | 'nation' | 'localAuthority' | 'caseOfficer' | 'caseOfficerContact' | 'proposedSchool' | 'dates'
>;
export type EhcpContactRow = typeof ehcpContacts.$inferSelect;
export type EhcpContactValues = Pick<
  EhcpContactRow,
  'happenedOn' | 'who' | 'method' | 'summary' | 'promise' | 'promisedBy' | 'promiseKeptOn'
>;

/** The only SQL of the EHCP capability: a child's case and contact log, read and written with an education pass. */
export class EhcpRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async findCase(pass: ReadPass<'education'>, childId: string): Promise<EhcpCaseRow | null> {
    pass.assertCovers([childId]);
    const [row] = await this.#db.select().from(ehcpCases).where(eq(ehcpCases.childId, childId));
    return row ?? null;
  }

  /** A child's case for its reminders, which the system sends (the reminder asks the access check who is told). */
  async unsafeFindCase(childId: string): Promise<EhcpCaseRow | null> {
    const [row] = await this.#db.select().from(ehcpCases).where(eq(ehcpCases.childId, childId));
    return row ?? null;
  }

  async findCases(pass: ReadPass<'education'>): Promise<EhcpCaseRow[]> {
    const found: EhcpCaseRow[] = [];
    for (const childId of pass.childIds) {
      const row = await this.findCase(pass, childId);
      if (row) found.push(row);
    }
    return found;
  }

  async saveCase(
    pass: WritePass<'education'>,
    childId: string,
    values: EhcpCaseValues,
    at: Date,
  ): Promise<EhcpCaseRow> {
    pass.assertCovers([childId]);
    const set = { ...values, updatedByUserId: pass.member.userId, updatedAt: at };
    const [row] = await this.#db
      .insert(ehcpCases)
      .values({ childId, ...set })
      .onConflictDoUpdate({ target: ehcpCases.childId, set })
      .returning();
    return row!;
  }

  async saveSections(
    pass: WritePass<'education'>,
    childId: string,
    sections: EhcpCaseRow['sections'],
    at: Date,
  ): Promise<EhcpCaseRow | null> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .update(ehcpCases)
      .set({ sections, updatedByUserId: pass.member.userId, updatedAt: at })
      .where(eq(ehcpCases.childId, childId))
      .returning();
    return row ?? null;
  }

  async contacts(pass: ReadPass<'education'>, childId: string): Promise<EhcpContactRow[]> {
    pass.assertCovers([childId]);
    return this.#db
      .select()
      .from(ehcpContacts)
      .where(eq(ehcpContacts.childId, childId))
      .orderBy(asc(ehcpContacts.happenedOn), asc(ehcpContacts.createdAt));
  }

  async countContacts(pass: ReadPass<'education'>, childId: string): Promise<number> {
    return (await this.contacts(pass, childId)).length;
  }

  async insertContact(
    pass: WritePass<'education'>,
    childId: string,
    values: EhcpContactValues,
  ): Promise<EhcpContactRow> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .insert(ehcpContacts)
      .values({ childId, ...values, createdByUserId: pass.member.userId })
      .returning();
    return row!;
  }

  async updateContact(
    pass: WritePass<'education'>,
    childId: string,
    id: string,
    values: Partial<EhcpContactValues>,
    at: Date,
  ): Promise<EhcpContactRow | null> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .update(ehcpContacts)
      .set({ ...values, updatedAt: at })
      .where(and(eq(ehcpContacts.id, id), eq(ehcpContacts.childId, childId)))
      .returning();
    return row ?? null;
  }

  async deleteContact(pass: WritePass<'education'>, childId: string, id: string): Promise<boolean> {
    pass.assertCovers([childId]);
    const deleted = await this.#db
      .delete(ehcpContacts)
      .where(and(eq(ehcpContacts.id, id), eq(ehcpContacts.childId, childId)))
      .returning({ id: ehcpContacts.id });
    return deleted.length > 0;
  }
}
