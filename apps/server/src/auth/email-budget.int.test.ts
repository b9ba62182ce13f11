import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthServer, TEST_PUBLISHABLE_KEY, TEST_SECRET_KEY } from './testing.ts';

const PASSWORD = 'porridge with honey on Sundays';
const PER_KIND = 10;
const PER_RECIPIENT = 3;
const PER_SENDER = 4;

let server: AuthTestServer;
beforeAll(async () => {
  server = await startAuthServer({
    auth: {
      rateLimits: {
        windowSeconds: 300,
        token: 1000,
        verify: 1000,
        signupAndRecover: 1000,
        mfaPerMinute: 1000,
        emailsPerHour: PER_KIND,
      },
      emailBudgets: { perRecipientPerHour: PER_RECIPIENT, perSenderPerHour: PER_SENDER },
    },
  });
});
afterAll(async () => {
  await server.close();
});

let addressNumber = 0;
const freshAddress = () => `198.51.100.${(addressNumber += 1)}`;

const post = (url: string, payload: object, from: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: from,
    headers: { apikey: TEST_PUBLISHABLE_KEY, ...headers },
  });

describe('e-mail budgets', () => {
  it('lets sign-up spam use up only the sign-up budget: a parent’s password reset still goes out', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= PER_KIND; n += 1) {
      const answer = await post(
        '/auth/v1/signup',
        { email: `spam${n}@example.com`, password: PASSWORD },
        freshAddress(),
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, PER_KIND)).toEqual(Array(PER_KIND).fill(200));
    expect(statuses[PER_KIND]).toBe(429);

    const reset = await post('/auth/v1/recover', { email: 'spam0@example.com' }, freshAddress());
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await server.messagesTo('spam0@example.com')).map((message) => message.kind)).toContain('recovery');
  });

  it('limits the e-mails one address receives, whoever asks', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= PER_RECIPIENT; n += 1) {
      statuses.push((await post('/auth/v1/recover', { email: 'flooded@example.com' }, freshAddress())).statusCode);
    }
    expect(statuses).toEqual([...Array(PER_RECIPIENT).fill(200), 429]);
  });

  it('limits the e-mails one address may ask for, to anybody', async () => {
    const from = freshAddress();
    const statuses: number[] = [];
    for (let n = 0; n <= PER_SENDER; n += 1) {
      statuses.push((await post('/auth/v1/recover', { email: `asked${n}@example.com` }, from)).statusCode);
    }
    expect(statuses).toEqual([...Array(PER_SENDER).fill(200), 429]);
    const answer = await post('/auth/v1/recover', { email: 'asked.last@example.com' }, from);
    expect(answer.json()).toMatchObject({ code: 'over_email_send_rate_limit' });
  });

  it('counts family invitations against the inviting account’s budget', async () => {
    const email = 'inviting.parent@example.com';
    const created = await server.app.inject({
      method: 'POST',
      url: '/auth/v1/admin/users',
      headers: { apikey: TEST_SECRET_KEY, authorization: `Bearer ${TEST_SECRET_KEY}` },
      payload: { email, password: PASSWORD, email_confirm: true, app_metadata: { role: 'parent' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const token = (
      await post('/auth/v1/token?grant_type=password', { email, password: PASSWORD }, freshAddress())
    ).json<{
      access_token: string;
    }>().access_token;
    const statuses: number[] = [];
    for (let n = 0; n <= PER_SENDER; n += 1) {
      const answer = await post(
        '/api/v1/family/invitations',
        { email: `invited${n}@example.com`, grants: [] },
        freshAddress(),
        { authorization: `Bearer ${token}` },
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(PER_SENDER).fill(201), 429]);
  });
});
