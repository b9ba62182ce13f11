import { type Database, eq, schema } from '@tedi/db';

const { onboardingProgress, profiles } = schema;

export type ProfileRow = Pick<
  typeof profiles.$inferSelect,
  'id' | 'userId' | 'role' | 'displayName' | 'onboardingCompleted' | 'accountType'
>;
export type ProgressRow = typeof onboardingProgress.$inferSelect;

const profileColumns = {
  id: profiles.id,
  userId: profiles.userId,
  role: profiles.role,
  displayName: profiles.displayName,
  onboardingCompleted: profiles.onboardingCompleted,
  accountType: profiles.accountType,
};

/** The only SQL of onboarding: the user's own profile row and progress row, by the user's id. */
export class OnboardingRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async profile(userId: string): Promise<ProfileRow | undefined> {
    const [row] = await this.#db.select(profileColumns).from(profiles).where(eq(profiles.userId, userId));
    return row;
  }

  async updateProfile(
    userId: string,
    change: Partial<Pick<ProfileRow, 'displayName' | 'accountType' | 'onboardingCompleted'>>,
  ): Promise<ProfileRow | undefined> {
    const [row] = await this.#db
      .update(profiles)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(profiles.userId, userId))
      .returning(profileColumns);
    return row;
  }

  async progress(userId: string): Promise<ProgressRow | undefined> {
    const [row] = await this.#db.select().from(onboardingProgress).where(eq(onboardingProgress.userId, userId));
    return row;
  }

  async saveProgress(userId: string, currentStep: number, answers: Record<string, unknown>): Promise<ProgressRow> {
    const [row] = await this.#db
      .insert(onboardingProgress)
      .values({ userId, currentStep, answers })
      .onConflictDoUpdate({
        target: onboardingProgress.userId,
        set: { currentStep, answers, updatedAt: new Date() },
      })
      .returning();
    return row!;
  }
}
