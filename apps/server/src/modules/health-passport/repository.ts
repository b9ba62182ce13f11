import { eq, inArray, schema, type Database } from '@tedi/db';
import type { ReadPass, WritePass } from '../../policies/child-access.ts';

const { healthPassports } = schema;

export type PassportRow = typeof healthPassports.$inferSelect;
export type PassportChange = Partial<
  Pick<PassportRow, 'nhsNumber' | 'written' | 'reasonableAdjustments' | 'reviewedAt' | 'reviewDueOn'>
>;

/** The only SQL of the passport: its own written row, one per child, read and written with a health pass. */
export class PassportRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async find(pass: ReadPass<'health'>, childId: string): Promise<PassportRow | null> {
    pass.assertCovers([childId]);
    const [row] = await this.#db.select().from(healthPassports).where(eq(healthPassports.childId, childId));
    return row ?? null;
  }

  /** The date a child's passport is due its check, for the reminder when it falls due (a job of the system). */
  async unsafeReviewDueOn(childId: string): Promise<string | null> {
    const [row] = await this.#db
      .select({ reviewDueOn: healthPassports.reviewDueOn })
      .from(healthPassports)
      .where(eq(healthPassports.childId, childId));
    return row?.reviewDueOn ?? null;
  }

  /** The passports of the children the pass covers, for the family's export. */
  async findAll(pass: ReadPass<'health'>): Promise<PassportRow[]> {
    if (pass.childIds.length === 0) return [];
    return this.#db
      .select()
      .from(healthPassports)
      .where(inArray(healthPassports.childId, [...pass.childIds]));
  }

  /** Writes the change, making the child's passport row on its first change. */
  async save(pass: WritePass<'health'>, childId: string, change: PassportChange, at: Date): Promise<PassportRow> {
    pass.assertCovers([childId]);
    const values = { ...change, updatedByUserId: pass.member.userId, updatedAt: at };
    const [row] = await this.#db
      .insert(healthPassports)
      .values({ childId, ...values })
      .onConflictDoUpdate({ target: healthPassports.childId, set: values })
      .returning();
    return row!;
  }
}
