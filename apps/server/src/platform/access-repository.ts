import type { ChildAreaGrant } from '@tedi/contracts';
import { and, type Database, eq, inArray, type ProfileRole, schema } from '@tedi/db';

const { children, childGrants, families, profiles } = schema;

/** The name a family gets when it is made; parents rename it from the family's settings. */
const NEW_FAMILY_NAME = 'My family';

/** What the database knows about a user: their profile's role and family (both may be missing). */
export interface Membership {
  readonly role: ProfileRole | null;
  readonly familyId: string | null;
}

/**
 * The SQL behind the child access check (`policies/child-access.ts`): who someone is in the product, which family
 * each child belongs to, and a family member's grants. Each question is one query, however many children it is
 * asked about. It is the only place a user's product role is read.
 */
export class AccessRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async membershipOf(userId: string): Promise<Membership> {
    const [row] = await this.#db
      .select({ role: profiles.role, familyId: profiles.familyId })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .limit(1);
    return row ?? { role: null, familyId: null };
  }

  async familiesOfChildren(childIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    if (childIds.length === 0) return new Map();
    const rows = await this.#db
      .select({ id: children.id, familyId: children.familyId })
      .from(children)
      .where(inArray(children.id, [...childIds]));
    return new Map(rows.map((row) => [row.id, row.familyId]));
  }

  async grantsOf(
    userId: string,
    familyId: string,
    childIds: readonly string[],
  ): Promise<ReadonlyMap<string, ChildAreaGrant>> {
    if (childIds.length === 0) return new Map();
    const rows = await this.#db
      .select({ childId: childGrants.childId, areas: childGrants.areas })
      .from(childGrants)
      .where(
        and(
          eq(childGrants.userId, userId),
          eq(childGrants.familyId, familyId),
          inArray(childGrants.childId, [...childIds]),
        ),
      );
    return new Map(rows.map((row) => [row.childId, row.areas]));
  }

  /**
   * The family a parent belongs to, made (and the parent linked to it) when they have none yet: a family is made
   * with its first child or its first invitation.
   */
  async ensureFamilyOf(userId: string): Promise<string> {
    return this.#db.transaction(async (tx) => {
      const [profile] = await tx
        .select({ familyId: profiles.familyId })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
      if (profile?.familyId) return profile.familyId;
      const [family] = await tx.insert(families).values({ name: NEW_FAMILY_NAME }).returning({ id: families.id });
      await tx.update(profiles).set({ familyId: family!.id, updatedAt: new Date() }).where(eq(profiles.userId, userId));
      return family!.id;
    });
  }
}
