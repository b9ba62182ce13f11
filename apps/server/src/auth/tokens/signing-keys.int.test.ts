import { schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessNotifications } from '../../platform/notifications.ts';
import { rotateSigningKeys, SIGNING_KEYS_CHANGED_CHANNEL } from './signing-keys.ts';
import { type AuthTestServer, startAuthServer, TEST_PUBLISHABLE_KEY } from '../testing.ts';

let server: AuthTestServer;
const notifications = new InProcessNotifications();

beforeAll(async () => {
  server = await startAuthServer({ notifications, auth: { autoconfirm: true } });
});

afterAll(async () => {
  await server.close();
});

const kidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;

async function jwksKids(): Promise<string[]> {
  const { keys } = (await (await fetch(`${server.authUrl}/.well-known/jwks.json`)).json()) as {
    keys: { kid: string }[];
  };
  return keys.map((key) => key.kid).sort();
}

describe('signing key rotation', () => {
  it('signs new tokens with the new key and keeps accepting and publishing the old one until its tokens expire', async () => {
    const client = server.client();
    const { data } = await client.signUp({ email: 'rotation@example.com', password: 'moonlight and cocoa' });
    const oldToken = data.session!.access_token;
    const oldKid = kidOf(oldToken);
    expect(await jwksKids()).toEqual([oldKid]);

    const newKid = await rotateSigningKeys(server.database.db, 3600);
    await notifications.publish(SIGNING_KEYS_CHANGED_CHANNEL, newKid);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(await jwksKids()).toEqual([oldKid, newKid].sort());
    const fresh = await server
      .client()
      .signInWithPassword({ email: 'rotation@example.com', password: 'moonlight and cocoa' });
    expect(kidOf(fresh.data.session!.access_token)).toBe(newKid);
    const stillValid = await fetch(`${server.authUrl}/user`, {
      headers: { apikey: TEST_PUBLISHABLE_KEY, authorization: `Bearer ${oldToken}` },
    });
    expect(stillValid.status).toBe(200);

    // Once the old key's tokens have all expired, the next rotation retires it from the JWKS.
    const later = new Date(Date.now() + 2 * 3600 * 1000);
    const newest = await rotateSigningKeys(server.database.db, 3600, later);
    const rows = await server.database.db
      .select({ kid: schema.signingKeys.kid, status: schema.signingKeys.status })
      .from(schema.signingKeys);
    expect(Object.fromEntries(rows.map((row) => [row.kid, row.status]))).toEqual({
      [oldKid]: 'retired',
      [newKid]: 'previous',
      [newest]: 'current',
    });
  });
});
