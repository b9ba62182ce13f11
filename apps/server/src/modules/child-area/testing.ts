import { CHILD_AREA_API } from '@tedi/contracts';
import type { App } from '../../platform/app.ts';

/** The picture password tests give a child: dog, star, sun. */
export const TEST_CHILD_PICTURES = ['dog-face', 'star', 'sun'] as const;

/** A parent turns on the child's own sign-in with the test picture password, as the child's profile does. */
export async function turnOnChildSignIn(
  app: App,
  parentHeaders: Record<string, string>,
  childId: string,
): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: CHILD_AREA_API.signIn(childId),
    headers: parentHeaders,
    payload: {
      method: 'pictures',
      pictures: TEST_CHILD_PICTURES,
      sessionMinutes: 60,
      allowances: { sounds: true, theme: true, voice: false },
    },
  });
  if (response.statusCode !== 200) throw new Error(`could not turn on the child's sign-in: ${response.body}`);
}
