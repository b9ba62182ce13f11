import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { profiles } from '../schema/families.ts';
import { onboardingProgress } from '../schema/onboarding.ts';
import { licenceBatches, licenceCodes, licenceRedemptions } from '../schema/subscriptions.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const DEMO_SPONSOR_NAME = 'Tedi demo sponsor';
const DEMO_LICENCE_EXPIRES_ON = '2099-12-31';
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * Lets the demo family past the access gate: its parents' and family member's onboarding is complete, and the
 * family has redeemed a code of a demo licence that runs until 2099 (not listed on /sponsors). Each part is made
 * only when missing, so the seed can run on every boot.
 */
export async function seedDemoAccess(tx: Transaction, familyId: string): Promise<void> {
  const members = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.familyId, familyId), inArray(profiles.role, ['parent', 'family_member'])));
  if (members.length > 0) {
    await tx
      .update(profiles)
      .set({ onboardingCompleted: true })
      .where(
        inArray(
          profiles.userId,
          members.map((member) => member.userId),
        ),
      );
    await tx
      .insert(onboardingProgress)
      .values(members.map((member) => ({ userId: member.userId, currentStep: 6 })))
      .onConflictDoNothing({ target: onboardingProgress.userId });
  }

  let [batch] = await tx
    .select({ id: licenceBatches.id })
    .from(licenceBatches)
    .where(eq(licenceBatches.sponsorName, DEMO_SPONSOR_NAME))
    .limit(1);
  if (!batch) {
    [batch] = await tx
      .insert(licenceBatches)
      .values({
        sponsorName: DEMO_SPONSOR_NAME,
        sponsorKind: 'other',
        seats: 10,
        expiresOn: DEMO_LICENCE_EXPIRES_ON,
        publiclyListed: false,
      })
      .returning({ id: licenceBatches.id });
  }
  const [redeemed] = await tx
    .select({ id: licenceRedemptions.id })
    .from(licenceRedemptions)
    .where(and(eq(licenceRedemptions.batchId, batch!.id), eq(licenceRedemptions.familyId, familyId)))
    .limit(1);
  if (redeemed) return;
  let [code] = await tx
    .select({ id: licenceCodes.id })
    .from(licenceCodes)
    .where(eq(licenceCodes.batchId, batch!.id))
    .limit(1);
  if (!code) {
    const random = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    [code] = await tx
      .insert(licenceCodes)
      .values({ batchId: batch!.id, code: `TEDI${random}` })
      .returning({ id: licenceCodes.id });
  }
  await tx.insert(licenceRedemptions).values({ codeId: code!.id, batchId: batch!.id, familyId });
}
