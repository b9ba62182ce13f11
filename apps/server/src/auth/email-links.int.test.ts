import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthServer, TEST_PUBLISHABLE_KEY } from './testing.ts';

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthServer({ auth: { autoconfirm: true } });
});

afterAll(async () => {
  await server.close();
});

describe('an e-mail link', () => {
  it('opens one session however many times it is opened at once', async () => {
    const email = 'two-tabs@example.com';
    await server.client().signUp({ email, password: 'porridge with a spoon of jam' });
    const recover = await fetch(`${server.authUrl}/recover`, {
      method: 'POST',
      headers: { apikey: TEST_PUBLISHABLE_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(recover.status).toBe(200);
    const link = await server.latestLinkTo(email);

    const answers = await Promise.all([0, 1, 2].map(() => fetch(link, { redirect: 'manual' })));
    const landings = answers.map((answer) => answer.headers.get('location') ?? '');
    const signedIn = landings.filter((landing) => landing.includes('access_token='));
    const refused = landings.filter((landing) => landing.includes('error_code=otp_expired'));
    expect(signedIn).toHaveLength(1);
    expect(refused).toHaveLength(2);
  });
});
