import { createHash } from 'node:crypto';
import { GoTrueAdminApi } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthServer, TEST_PUBLISHABLE_KEY, TEST_SECRET_KEY } from '../testing.ts';

let server: AuthTestServer;
let admin: GoTrueAdminApi;

const PASSWORD = 'porridge with a spoon of jam';
const VERIFIER = 'a-code-verifier-long-enough-for-the-pkce-rules-0123456789';

beforeAll(async () => {
  server = await startAuthServer({ auth: { autoconfirm: true } });
  admin = new GoTrueAdminApi({
    url: server.authUrl,
    headers: { apikey: TEST_SECRET_KEY, Authorization: `Bearer ${TEST_SECRET_KEY}` },
  });
});

afterAll(async () => {
  await server.close();
});

/** Asks for a PKCE recovery link and follows it; returns the authorization code it lands with. */
async function recoveryCode(email: string): Promise<string> {
  const response = await fetch(`${server.authUrl}/recover`, {
    method: 'POST',
    headers: { apikey: TEST_PUBLISHABLE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      code_challenge: createHash('sha256').update(VERIFIER).digest('base64url'),
      code_challenge_method: 's256',
    }),
  });
  expect(response.status).toBe(200);
  const landing = await server.followLink(await server.latestLinkTo(email));
  const code = landing.searchParams.get('code');
  expect(code).toEqual(expect.any(String));
  return code!;
}

function exchange(code: string): Promise<Response> {
  return fetch(`${server.authUrl}/token?grant_type=pkce`, {
    method: 'POST',
    headers: { apikey: TEST_PUBLISHABLE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ auth_code: code, code_verifier: VERIFIER }),
  });
}

describe('the PKCE grant', () => {
  it('refuses a code issued before the account was banned', async () => {
    const email = 'banned-after-link@example.com';
    const { data } = await server.client().signUp({ email, password: PASSWORD });
    const code = await recoveryCode(email);
    expect((await admin.updateUserById(data.user!.id, { ban_duration: '24h' })).error).toBeNull();

    const response = await exchange(code);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'user_banned' });
  });

  it('exchanges a code once, even when several exchanges race', async () => {
    const email = 'raced-code@example.com';
    await server.client().signUp({ email, password: PASSWORD });
    const code = await recoveryCode(email);

    const statuses = (await Promise.all([exchange(code), exchange(code), exchange(code)])).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect((await exchange(code)).status).toBe(404);
  });
});
