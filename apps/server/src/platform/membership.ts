import { type Database, eq, type ProfileRole, schema } from '@tedi/db';

/** What the database knows about a user: their profile's role and family (both may be missing). */
export interface Membership {
  readonly role: ProfileRole | null;
  readonly familyId: string | null;
}

/** Reads a user's membership; every capability's access check starts from it. */
export async function readMembership(db: Database, userId: string): Promise<Membership> {
  const [row] = await db
    .select({ role: schema.profiles.role, familyId: schema.profiles.familyId })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, userId))
    .limit(1);
  return row ?? { role: null, familyId: null };
}
