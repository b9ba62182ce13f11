import { type Database, eq, schema } from '@tedi/db';
import { personNameFrom } from './family-name.ts';

const { profiles, users } = schema;

/**
 * The name a user goes by in Tedi (their profile's, else their sign-in provider's), or null. Records that say who
 * did something keep this name beside the account, so they still read true once the account is gone.
 */
export async function personNameOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ displayName: profiles.displayName, metadata: users.userMetadata })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return personNameFrom(row?.displayName, row?.metadata);
}
