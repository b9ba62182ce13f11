import type { ChildAreaGrant } from '@tedi/contracts';
import { and, type Database, eq, inArray, type ProfileRole, schema } from '@tedi/db';
import { familyNameFor, personNameFrom, PLACEHOLDER_FAMILY_NAMES } from './family-name.ts';

const { children, childGrants, childSignIns, families, profiles, users } = schema;

/** What the database knows about a user: their profile's role and family (both may be missing). */
export interface Membership {
  readonly role: ProfileRole | null;
  readonly familyId: string | null;
  /** For a child signed in to their own area: which child of the family they are. */
  readonly ownChildId?: string | null;
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
      .select({ role: profiles.role, familyId: profiles.familyId, ownChildId: childSignIns.childId })
      .from(profiles)
      .leftJoin(childSignIns, eq(childSignIns.userId, profiles.userId))
      .where(eq(profiles.userId, userId))
      .limit(1);
    return row ?? { role: null, familyId: null, ownChildId: null };
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

  /** Every grant a family member has in their family, by child: what the access cache keeps of them. */
  async allGrantsOf(userId: string, familyId: string): Promise<ReadonlyMap<string, ChildAreaGrant>> {
    const rows = await this.#db
      .select({ childId: childGrants.childId, areas: childGrants.areas })
      .from(childGrants)
      .where(and(eq(childGrants.userId, userId), eq(childGrants.familyId, familyId)));
    return new Map(rows.map((row) => [row.childId, row.areas]));
  }

  /** The user's name as they gave it to Tedi or their sign-in provider, or null. */
  async #personNameOf(db: Database, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ displayName: profiles.displayName, metadata: users.userMetadata })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    return personNameFrom(row?.displayName, row?.metadata);
  }

  /**
   * The family a parent belongs to, made (and the parent linked to it) when they have none yet: a family is made
   * with its first child or its first invitation, named after the parent ("The Taylor family", family-name.ts).
   */
  async ensureFamilyOf(userId: string): Promise<string> {
    return this.#db.transaction(async (tx) => {
      const [profile] = await tx
        .select({ familyId: profiles.familyId })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
      if (profile?.familyId) return profile.familyId;
      const name = familyNameFor(await this.#personNameOf(tx, userId));
      const [family] = await tx.insert(families).values({ name }).returning({ id: families.id });
      await tx.update(profiles).set({ familyId: family!.id, updatedAt: new Date() }).where(eq(profiles.userId, userId));
      return family!.id;
    });
  }

  /**
   * Gives a family that still has the name it got before its parent's name was known (nobody ever chose it) a name
   * from this parent's, now that Tedi knows it. A family someone named keeps its name; nothing changes while the
   * name is still unknown.
   */
  async nameUnnamedFamily(familyId: string, userId: string): Promise<void> {
    const person = await this.#personNameOf(this.#db, userId);
    if (person === null) return;
    await this.#db
      .update(families)
      .set({ name: familyNameFor(person), updatedAt: new Date() })
      .where(and(eq(families.id, familyId), inArray(families.name, [...PLACEHOLDER_FAMILY_NAMES])));
  }
}
