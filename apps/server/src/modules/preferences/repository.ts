import { type Database, eq, schema } from '@tedi/db';

const { userPreferences } = schema;

export type PreferencesRow = typeof userPreferences.$inferSelect;
export type PreferencesValues = Pick<PreferencesRow, 'dashboardSettings' | 'dashboardLayout' | 'emailNotifications'>;

/** The only SQL of the preferences capability: one row per user, read and written by that user's id. */
export class PreferencesRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async find(userId: string): Promise<PreferencesRow | undefined> {
    const [row] = await this.#db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
    return row;
  }

  async save(userId: string, values: PreferencesValues): Promise<PreferencesRow> {
    const [row] = await this.#db
      .insert(userPreferences)
      .values({ ...values, userId })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return row!;
  }
}
