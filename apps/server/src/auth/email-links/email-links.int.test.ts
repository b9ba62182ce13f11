import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthServer, TEST_PUBLISHABLE_KEY } from '../testing.ts';

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

describe('a change to the account', () => {
  it('is told to the address the account has, so its owner hears of a change they did not make', async () => {
    const email = 'heard-of-it@example.com';
    const client = server.client();
    await client.signUp({ email, password: 'porridge with a spoon of jam' });
    await client.signInWithPassword({ email, password: 'porridge with a spoon of jam' });

    const password = await client.updateUser({
      password: 'toast with marmalade and tea',
      current_password: 'porridge with a spoon of jam',
    });
    expect(password.error).toBeNull();
    const emailChange = await client.updateUser({
      email: 'somewhere-else@example.com',
      current_password: 'toast with marmalade and tea',
    });
    expect(emailChange.error).toBeNull();

    const mailbox = (await (await fetch(`${server.origin}/api/v1/dev/mailbox?to=${email}`)).json()) as {
      messages: { kind: string; text: string }[];
    };
    const kinds = mailbox.messages.map((message) => message.kind);
    expect(kinds).toContain('password_changed');
    expect(kinds).toContain('email_change_requested');
    const notice = mailbox.messages.find((message) => message.kind === 'email_change_requested');
    expect(notice?.text).toContain('somewhere-else@example.com');
    expect(notice?.text).toContain('/forgot-password');
  });
});
