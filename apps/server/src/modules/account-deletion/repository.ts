import type { AccountDeletionScope } from '@tedi/contracts';
import { and, asc, count, type Database, eq, isNull, lte, ne, schema } from '@tedi/db';

const { accountDeletions, files, families, profiles } = schema;

export type AccountDeletionRow = typeof accountDeletions.$inferSelect;

/**
 * What goes with an account: the family whose last parent it is (`familyId`), or nothing beyond the account, which
 * for an invited family member is their place in the family (their grants go with the account).
 */
export interface RemovalPlan {
  readonly familyId: string | null;
  readonly scope: AccountDeletionScope;
}

/** The only SQL of account deletion. */
export class AccountDeletionRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  get db(): Database {
    return this.#db;
  }

  async pending(userId: string): Promise<AccountDeletionRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(accountDeletions)
      .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.cancelledAt)));
    return row;
  }

  /** The pending deletion, made when there is none; a second request leaves the first one's dates as they were. */
  async schedule(
    userId: string,
    requestedAt: Date,
    deleteAfter: Date,
  ): Promise<{ row: AccountDeletionRow; created: boolean }> {
    const [inserted] = await this.#db
      .insert(accountDeletions)
      .values({ userId, requestedAt, deleteAfter })
      .onConflictDoNothing({ target: accountDeletions.userId, where: isNull(accountDeletions.cancelledAt) })
      .returning();
    if (inserted) return { row: inserted, created: true };
    return { row: (await this.pending(userId))!, created: false };
  }

  async cancel(userId: string, at: Date): Promise<AccountDeletionRow | undefined> {
    const [row] = await this.#db
      .update(accountDeletions)
      .set({ cancelledAt: at })
      .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.cancelledAt)))
      .returning();
    return row;
  }

  /**
   * What would go with the user: their family when they are a parent of it and no other parent remains; their place
   * in it when they are an invited member; otherwise only the account.
   */
  async removalPlan(userId: string, db: Database = this.#db): Promise<RemovalPlan> {
    const [profile] = await db
      .select({ role: profiles.role, familyId: profiles.familyId })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    if (profile?.familyId && profile.role === 'family_member') return { familyId: null, scope: 'membership' };
    if (!profile?.familyId || profile.role !== 'parent') return { familyId: null, scope: 'account' };
    const [others] = await db
      .select({ parents: count() })
      .from(profiles)
      .where(and(eq(profiles.familyId, profile.familyId), eq(profiles.role, 'parent'), ne(profiles.userId, userId)));
    return (others?.parents ?? 0) === 0
      ? { familyId: profile.familyId, scope: 'family' }
      : { familyId: null, scope: 'account' };
  }

  /**
   * Claims one due deletion in a transaction and runs `carryOut` inside it. `SKIP LOCKED` lets several instances
   * run the job at once: each takes a different row, and none waits for another. Undefined when none is due.
   */
  async withNextDue<T>(
    now: Date,
    carryOut: (tx: Database, row: AccountDeletionRow) => Promise<T>,
  ): Promise<T | undefined> {
    return this.#db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(accountDeletions)
        .where(and(isNull(accountDeletions.cancelledAt), lte(accountDeletions.deleteAfter, now)))
        .orderBy(asc(accountDeletions.deleteAfter))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ? carryOut(tx, row) : undefined;
    });
  }

  /**
   * The accounts the family's children sign in to their own area with: they belong to the family alone, so they go
   * with it (nothing of a child, not even their name, outlives their family's deletion).
   */
  async childAccountsWithin(tx: Database, familyId: string): Promise<string[]> {
    const rows = await tx
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.familyId, familyId), eq(profiles.role, 'child')));
    return rows.map((row) => row.userId);
  }

  /**
   * Deletes a family and, through the database's cascades, its children, everything recorded about them and its
   * files' records. Returns the storage keys of those files, so their bytes can be removed once this commits.
   */
  async deleteFamilyWithin(tx: Database, familyId: string): Promise<string[]> {
    const keys = await tx.select({ storageKey: files.storageKey }).from(files).where(eq(files.familyId, familyId));
    await tx.delete(families).where(eq(families.id, familyId));
    return keys.map((row) => row.storageKey);
  }
}
