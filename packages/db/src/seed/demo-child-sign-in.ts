import {
  DEFAULT_CHILD_ALLOWANCES,
  DEFAULT_CHILD_CHOICES,
  pictureSecret,
  SIGN_IN_PICTURES,
  type SignInPicture,
} from '@tedi/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/auth.ts';
import { childSignIns } from '../schema/child-area.ts';
import { children } from '../schema/children.ts';
import { profiles } from '../schema/families.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const OLLIE_PICTURES: readonly SignInPicture[] = ['dog-face', 'star', 'sun'];

/** Ollie's own sign-in, printed with the demo logins: he taps his picture, then these three pictures in order. */
export const DEMO_CHILD_SIGN_IN = {
  name: 'Ollie',
  words: OLLIE_PICTURES.map((name) => SIGN_IN_PICTURES.find((picture) => picture.name === name)!.word),
} as const;

/**
 * Ollie can sign in to his own area with a picture password, as a parent would have set up from his profile: his
 * account with the child role and no e-mail, and his pictures. A sign-in he already has is left as it is.
 */
export async function seedDemoChildSignIn(
  tx: Transaction,
  familyId: string,
  hashPassword: (secret: string) => Promise<string>,
): Promise<void> {
  const [ollie] = await tx
    .select({ id: children.id, preferredName: children.preferredName })
    .from(children)
    .where(eq(children.familyId, familyId))
    .then((rows) => rows.filter((row) => row.preferredName === DEMO_CHILD_SIGN_IN.name));
  if (!ollie) return;
  const [existing] = await tx.select().from(childSignIns).where(eq(childSignIns.childId, ollie.id));
  if (existing) return;
  const [user] = await tx
    .insert(users)
    .values({
      email: null,
      encryptedPassword: null,
      appMetadata: { provider: 'child', providers: ['child'], role: 'child' },
      userMetadata: { display_name: DEMO_CHILD_SIGN_IN.name },
    })
    .returning({ id: users.id });
  await tx.insert(profiles).values({
    userId: user!.id,
    familyId,
    role: 'child',
    displayName: DEMO_CHILD_SIGN_IN.name,
    onboardingCompleted: true,
  });
  await tx.insert(childSignIns).values({
    childId: ollie.id,
    userId: user!.id,
    method: 'pictures',
    secretHash: await hashPassword(pictureSecret(OLLIE_PICTURES)),
    sessionMinutes: 60,
    allowances: DEFAULT_CHILD_ALLOWANCES,
    choices: DEFAULT_CHILD_CHOICES,
  });
}
