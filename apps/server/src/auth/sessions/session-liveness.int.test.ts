import { openDatabase } from '@tedi/db';
import { createTestDatabase, type TestDatabase } from '@tedi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessNotifications } from '../../platform/notifications.ts';
import { type AuthTestServer, startAuthServer, TEST_PUBLISHABLE_KEY } from '../testing.ts';

/**
 * Two instances of the server on one database. On PostgreSQL each has its own connections and they hear of ended
 * sessions through LISTEN/NOTIFY; the embedded database serves one process, so there the two share its messages.
 */
let database: TestDatabase;
let secondConnection: TestDatabase | null = null;
let first: AuthTestServer;
let second: AuthTestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.url) {
    secondConnection = {
      ...(await openDatabase({ kind: 'postgres', url: database.url, maxConnections: 4 })),
      url: database.url,
    };
    first = await startAuthServer({ database, auth: { autoconfirm: true } });
    second = await startAuthServer({ database: secondConnection, auth: { autoconfirm: true } });
  } else {
    const notifications = new InProcessNotifications();
    first = await startAuthServer({ database, notifications, auth: { autoconfirm: true } });
    second = await startAuthServer({ database, notifications, auth: { autoconfirm: true } });
  }
});

afterAll(async () => {
  await first.close();
  await second.close();
  await secondConnection?.close();
  await database.close();
});

async function userStatus(on: AuthTestServer, accessToken: string): Promise<number> {
  const response = await fetch(`${on.authUrl}/user`, {
    headers: { apikey: TEST_PUBLISHABLE_KEY, authorization: `Bearer ${accessToken}` },
  });
  await response.body?.cancel();
  return response.status;
}

/** Milliseconds until `on` refuses the token, polling; fails after `limitMs`. */
async function timeUntilRefused(on: AuthTestServer, accessToken: string, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await userStatus(on, accessToken)) === 403) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the session was still accepted after ${limitMs} ms`);
}

describe(`sessions across two instances (${process.env.DATABASE_URL ? 'PostgreSQL LISTEN/NOTIFY' : 'embedded database'})`, () => {
  it('a session signed out on one instance is refused by the other within a second', async () => {
    const client = first.client();
    const { data } = await client.signUp({ email: 'two-instances@example.com', password: 'owls in the garden' });
    const token = data.session!.access_token;
    // The second instance has met the session and remembers it as alive.
    expect(await userStatus(second, token)).toBe(200);
    expect(await userStatus(second, token)).toBe(200);

    await client.signOut({ scope: 'local' });
    expect(await timeUntilRefused(second, token, 1000)).toBeLessThan(1000);
    expect(await userStatus(first, token)).toBe(403);
  });

  it('sessions ended by a global sign-out on one instance are refused by the other', async () => {
    const client = second.client();
    const { data } = await client.signUp({ email: 'reuse-across@example.com', password: 'owls in the garden' });
    const token = data.session!.access_token;
    expect(await userStatus(first, token)).toBe(200);
    await second.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=global',
      headers: { apikey: TEST_PUBLISHABLE_KEY, authorization: `Bearer ${token}` },
    });
    expect(await timeUntilRefused(first, token, 1000)).toBeLessThan(1000);
  });

  it('a device signed out from another device on one instance is refused by the other within a second', async () => {
    const email = 'device-across@example.com';
    const password = 'owls in the garden';
    const { data } = await first.client().signUp({ email, password });
    const laptop = data.session!.access_token;
    const phone = (await second.client().signInWithPassword({ email, password })).data.session!.access_token;
    expect(await userStatus(second, phone)).toBe(200);

    const sessionId = JSON.parse(Buffer.from(phone.split('.')[1]!, 'base64url').toString()).session_id as string;
    const ended = await fetch(`${first.authUrl}/user/sessions/${sessionId}`, {
      method: 'DELETE',
      headers: { apikey: TEST_PUBLISHABLE_KEY, authorization: `Bearer ${laptop}` },
    });
    expect(ended.status).toBe(204);
    expect(await timeUntilRefused(second, phone, 1000)).toBeLessThan(1000);
    expect(await userStatus(second, laptop)).toBe(200);
  });

  it('both instances sign with the same keys and publish the same JWKS', async () => {
    const keysOf = async (on: AuthTestServer): Promise<unknown> =>
      (await fetch(`${on.authUrl}/.well-known/jwks.json`)).json() as Promise<unknown>;
    expect(await keysOf(first)).toEqual(await keysOf(second));
  });
});
