import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { children } from '../schema/children.ts';
import { profiles } from '../schema/families.ts';
import { childGrants } from '../schema/family.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The demo family's members (a grandparent) see each child's profile, health and documents, read only, and use their
 * communication board, as a parent would typically share them. Grants a member already has are left as they are.
 */
export async function seedDemoGrants(tx: Transaction, familyId: string): Promise<void> {
  const members = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.familyId, familyId), eq(profiles.role, 'family_member')));
  const familyChildren = await tx.select({ id: children.id }).from(children).where(eq(children.familyId, familyId));
  for (const member of members) {
    for (const child of familyChildren) {
      await tx
        .insert(childGrants)
        .values({
          childId: child.id,
          userId: member.userId,
          familyId,
          areas: { profile: 'view', health: 'view', documents: 'view', board: 'view' },
        })
        .onConflictDoNothing();
    }
  }
}
