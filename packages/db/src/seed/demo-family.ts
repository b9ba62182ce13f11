import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { identities, users } from '../schema/auth.ts';
import { families, profiles, type ProfileRole } from '../schema/families.ts';
import { seedDemoBoards } from './demo-boards.ts';
import { seedDemoChildSignIn } from './demo-child-sign-in.ts';
import { seedDemoAccess } from './demo-access.ts';
import { seedDemoChildren } from './demo-children.ts';
import { seedDemoGeneratorDrafts } from './demo-document-generator.ts';
import { seedDemoDla } from './demo-dla.ts';
import { type MakeDemoPdf, seedDemoDocuments, type StoreDemoFile } from './demo-documents.ts';
import { seedDemoGrants } from './demo-grants.ts';
import { seedDemoHealth } from './demo-health.ts';
import { seedDemoEhcp } from './demo-ehcp.ts';
import { seedDemoPassports } from './demo-health-passports.ts';

export interface DemoLogin {
  readonly name: string;
  readonly role: ProfileRole;
  readonly email: string;
  readonly password: string;
}

export const DEMO_FAMILY_NAME = 'The Taylor family';

/** One shared password for the demo family: local trying-out only, never created in production. */
const DEMO_PASSWORD = 'tedi-demo-family';

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { name: 'Sam Taylor', role: 'parent', email: 'sam.taylor@example.com', password: DEMO_PASSWORD },
  { name: 'Alex Taylor', role: 'parent', email: 'alex.taylor@example.com', password: DEMO_PASSWORD },
  { name: 'Pat Taylor', role: 'family_member', email: 'pat.taylor@example.com', password: DEMO_PASSWORD },
];

export interface SeedDependencies {
  hashPassword(password: string): Promise<string>;
  /** Keeps a file's bytes in the server's storage (the demo documents'); without it no files are seeded. */
  storeFile?: StoreDemoFile;
  /** Makes the demo documents' PDFs; without it (or the storage) no documents are seeded. */
  makePdf?: MakeDemoPdf;
}

/**
 * Creates the demo family once, with its two children; later boots find it and change nothing, except that a
 * family made before children existed gets them, and one made before the access gate gets its onboarding completed
 * and a demo licence, its members are shared the children's profiles, each child gets a health record once, the
 * first child a few documents in the library once (when the server's storage is given), and Ollie his communication
 * board once. Later capabilities add the family's records and documents here.
 */
export async function seedDemoFamily(db: Database, deps: SeedDependencies): Promise<readonly DemoLogin[]> {
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ familyId: profiles.familyId })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(sql`lower(${users.email})`, DEMO_LOGINS[0]!.email))
      .limit(1);
    if (existing.length > 0) {
      const familyId = existing[0]!.familyId;
      if (familyId) {
        await seedDemoChildren(tx, familyId);
        await seedDemoHealth(tx, familyId);
        await seedDemoPassports(tx, familyId, new Date());
        await seedDemoGeneratorDrafts(tx, familyId, new Date());
        await seedDemoEhcp(tx, familyId, new Date());
        await seedDemoDla(tx, familyId, new Date());
        await seedDemoGrants(tx, familyId);
        await seedDemoAccess(tx, familyId);
        if (deps.storeFile && deps.makePdf)
          await seedDemoDocuments(tx, familyId, deps.storeFile, deps.makePdf, new Date());
        await seedDemoBoards(tx, familyId);
        await seedDemoChildSignIn(tx, familyId, (secret) => deps.hashPassword(secret));
      }
      return;
    }

    const [family] = await tx.insert(families).values({ name: DEMO_FAMILY_NAME }).returning({ id: families.id });
    const passwordHash = await deps.hashPassword(DEMO_PASSWORD);
    for (const login of DEMO_LOGINS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: login.email,
          encryptedPassword: passwordHash,
          emailConfirmedAt: new Date(),
          appMetadata: { provider: 'email', providers: ['email'], role: login.role },
          userMetadata: { display_name: login.name },
        })
        .returning({ id: users.id });
      await tx.insert(identities).values({
        providerId: user!.id,
        userId: user!.id,
        provider: 'email',
        email: login.email,
        identityData: { sub: user!.id, email: login.email, email_verified: true, phone_verified: false },
      });
      await tx.insert(profiles).values({
        userId: user!.id,
        familyId: family!.id,
        role: login.role,
        displayName: login.name,
        onboardingCompleted: true,
      });
    }
    await seedDemoChildren(tx, family!.id);
    await seedDemoHealth(tx, family!.id);
    await seedDemoPassports(tx, family!.id, new Date());
    await seedDemoGeneratorDrafts(tx, family!.id, new Date());
    await seedDemoEhcp(tx, family!.id, new Date());
    await seedDemoDla(tx, family!.id, new Date());
    await seedDemoGrants(tx, family!.id);
    await seedDemoAccess(tx, family!.id);
    if (deps.storeFile && deps.makePdf) {
      await seedDemoDocuments(tx, family!.id, deps.storeFile, deps.makePdf, new Date());
    }
    await seedDemoBoards(tx, family!.id);
    await seedDemoChildSignIn(tx, family!.id, (secret) => deps.hashPassword(secret));
  });
  return DEMO_LOGINS;
}
