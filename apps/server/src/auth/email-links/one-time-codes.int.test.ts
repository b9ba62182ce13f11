import { eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, fragmentOf, startAuthServer, TEST_PUBLISHABLE_KEY } from '../testing.ts';

let server: AuthTestServer;
let closedServer: AuthTestServer;

const PASSWORD = 'lentil soup on a Sunday';
const NEW_PASSWORD = 'kites over the harbour wall';

beforeAll(async () => {
  [server, closedServer] = await Promise.all([startAuthServer(), startAuthServer({ auth: { disableSignup: true } })]);
});

afterAll(async () => {
  await Promise.all([server.close(), closedServer.close()]);
});

/** The six-digit code of the newest message to an address. */
async function latestCodeTo(address: string): Promise<string> {
  const [message] = await server.messagesTo(address);
  const code = /(?:enter: |^)(\d{6})$/m.exec(message?.textBody ?? '')?.[1];
  if (!code) throw new Error(`no code in the latest message to ${address}`);
  return code;
}

async function confirmedAccount(email: string) {
  const client = server.client();
  expect((await client.signUp({ email, password: PASSWORD })).error).toBeNull();
  await server.followLink(await server.latestLinkTo(email));
  await client.signInWithPassword({ email, password: PASSWORD });
  return client;
}

async function post(path: string, body: unknown) {
  return fetch(`${server.authUrl}${path}`, {
    method: 'POST',
    headers: { apikey: TEST_PUBLISHABLE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('sign-in by e-mail link or code (POST /otp)', () => {
  it('sends an existing account a sign-in link whose code signs in through verifyOtp', async () => {
    await confirmedAccount('otp.known@example.com');
    const client = server.client();
    const sent = await client.signInWithOtp({ email: 'OTP.Known@Example.com' });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user: null, session: null });
    const [message] = await server.messagesTo('otp.known@example.com');
    expect(message?.subject).toBe('Your link to sign in to Tedi');

    const wrong = await client.verifyOtp({ email: 'otp.known@example.com', token: '000000', type: 'email' });
    expect(wrong.error?.code).toBe('otp_expired');
    const { data, error } = await client.verifyOtp({
      email: 'otp.known@example.com',
      token: await latestCodeTo('otp.known@example.com'),
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('otp.known@example.com');
    expect((await client.getUser()).data.user?.email).toBe('otp.known@example.com');

    // Another link to the same address within a minute is refused, as GoTrue does.
    const again = await server.client().signInWithOtp({ email: 'otp.known@example.com' });
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
  });

  it('opens an account for a new address with a confirmation link, which signs the person in', async () => {
    const sent = await server.client().signInWithOtp({
      email: 'otp.new@example.com',
      options: { data: { display_name: 'Nell' } },
    });
    expect(sent.error).toBeNull();
    const [message] = await server.messagesTo('otp.new@example.com');
    expect(message?.subject).toBe('Please confirm your e-mail address for Tedi');
    const landing = await server.followLink(await server.latestLinkTo('otp.new@example.com'));
    const accessToken = fragmentOf(landing).get('access_token');
    expect(accessToken).toEqual(expect.any(String));
    const user = await server.client().getUser(accessToken!);
    expect(user.data.user).toMatchObject({ email: 'otp.new@example.com', user_metadata: { display_name: 'Nell' } });
    expect(user.data.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it('takes away the password of an unconfirmed sign-up once the address is proved by a code', async () => {
    expect((await server.client().signUp({ email: 'otp.pending@example.com', password: PASSWORD })).error).toBeNull();
    await server.database.db
      .update(schema.users)
      .set({ confirmationSentAt: new Date(Date.now() - 3_600_000) })
      .where(eq(schema.users.email, 'otp.pending@example.com'));
    expect((await server.client().signInWithOtp({ email: 'otp.pending@example.com' })).error).toBeNull();
    const client = server.client();
    const verified = await client.verifyOtp({
      email: 'otp.pending@example.com',
      token: await latestCodeTo('otp.pending@example.com'),
      type: 'email',
    });
    expect(verified.error).toBeNull();
    const withPassword = await server.client().signInWithPassword({
      email: 'otp.pending@example.com',
      password: PASSWORD,
    });
    expect(withPassword.error?.code).toBe('invalid_credentials');
  });

  it('with the PKCE flow, the link answers with a code the same client exchanges', async () => {
    await confirmedAccount('otp.pkce@example.com');
    const client = server.client({ flowType: 'pkce' });
    expect((await client.signInWithOtp({ email: 'otp.pkce@example.com' })).error).toBeNull();
    const landing = await server.followLink(await server.latestLinkTo('otp.pkce@example.com'));
    const code = landing.searchParams.get('code');
    expect(code).toEqual(expect.any(String));
    const { data, error } = await client.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe('otp.pkce@example.com');
  });

  it('refuses an unknown address without create_user, and any new address when sign-ups are closed', async () => {
    const unknown = await server.client().signInWithOtp({
      email: 'otp.stranger@example.com',
      options: { shouldCreateUser: false },
    });
    expect(unknown.error?.status).toBe(422);
    expect(unknown.error?.code).toBe('otp_disabled');
    expect(unknown.error?.message).toBe('Signups not allowed for otp');
    expect(await server.messagesTo('otp.stranger@example.com')).toHaveLength(0);

    const closed = await closedServer.client().signInWithOtp({ email: 'otp.closed@example.com' });
    expect(closed.error?.status).toBe(422);
    expect(closed.error?.code).toBe('signup_disabled');
    expect(await closedServer.messagesTo('otp.closed@example.com')).toHaveLength(0);
  });

  it('answers phone numbers as GoTrue does with its phone provider off', async () => {
    const phone = await server.client().signInWithOtp({ phone: '+447700900123' });
    expect(phone.error?.status).toBe(400);
    expect(phone.error?.code).toBe('phone_provider_disabled');
    expect(phone.error?.message).toBe('Unsupported phone provider');
    const both = await post('/otp', { email: 'otp.both@example.com', phone: '+447700900123' });
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('e-mail addresses are checked as GoTrue checks them, before anything else', () => {
  it('refuses a malformed address at every endpoint that takes one', async () => {
    const invalid = 'xx:;x@x.x';
    const client = server.client();
    const answers = [
      (await client.signUp({ email: invalid, password: PASSWORD })).error,
      (await client.signInWithOtp({ email: invalid })).error,
      (await client.resetPasswordForEmail(invalid)).error,
      (await client.resend({ type: 'signup', email: invalid })).error,
    ];
    for (const error of answers) {
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('validation_failed');
      expect(error?.message).toBe('Unable to validate email address: invalid format');
    }
    const verify = await client.verifyOtp({ email: invalid, token: '123456', type: 'email' });
    expect(verify.error?.status).toBe(422);
    expect(verify.error?.message).toBe('Invalid email format');
  });

  it('stores addresses lower-cased and finds them whatever their case', async () => {
    const { data } = await server.client().signUp({ email: 'Case.Mixed@Example.COM', password: PASSWORD });
    expect(data.user?.email).toBe('case.mixed@example.com');
    const [row] = await server.database.db
      .select({ email: schema.users.email })
      .from(schema.users)
      .where(eq(schema.users.id, data.user!.id));
    expect(row?.email).toBe('case.mixed@example.com');
  });
});

describe('sending a link again (POST /resend)', () => {
  it('resends a sign-up confirmation, at most once a minute, and says nothing about other addresses', async () => {
    expect((await server.client().signUp({ email: 'resend.me@example.com', password: PASSWORD })).error).toBeNull();
    const tooSoon = await server.client().resend({ type: 'signup', email: 'resend.me@example.com' });
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe('over_email_send_rate_limit');
    await server.database.db
      .update(schema.users)
      .set({ confirmationSentAt: new Date(Date.now() - 3_600_000) })
      .where(eq(schema.users.email, 'resend.me@example.com'));
    const resent = await server.client().resend({ type: 'signup', email: 'resend.me@example.com' });
    expect(resent.error).toBeNull();
    expect(await server.messagesTo('resend.me@example.com')).toHaveLength(2);
    const landing = await server.followLink(await server.latestLinkTo('resend.me@example.com'));
    expect(fragmentOf(landing).get('type')).toBe('signup');

    const stranger = await server.client().resend({ type: 'signup', email: 'resend.stranger@example.com' });
    expect(stranger.error).toBeNull();
    expect(await server.messagesTo('resend.stranger@example.com')).toHaveLength(0);
    // A confirmed address gets nothing more.
    expect((await server.client().resend({ type: 'signup', email: 'resend.me@example.com' })).error).toBeNull();
    expect(await server.messagesTo('resend.me@example.com')).toHaveLength(2);
  });

  it('resends the link to a new address that waits for confirmation', async () => {
    const client = await confirmedAccount('resend.moving@example.com');
    await client.updateUser({ email: 'resend.moved@example.com', current_password: PASSWORD });
    await server.database.db
      .update(schema.users)
      .set({ emailChangeSentAt: new Date(Date.now() - 3_600_000) })
      .where(eq(schema.users.email, 'resend.moving@example.com'));
    const resent = await client.resend({ type: 'email_change', email: 'resend.moving@example.com' });
    expect(resent.error).toBeNull();
    expect(await server.messagesTo('resend.moved@example.com')).toHaveLength(2);
    await server.followLink(await server.latestLinkTo('resend.moved@example.com'));
    expect((await client.getUser()).data.user?.email).toBe('resend.moved@example.com');
  });

  it('answers the types it does not send as GoTrue does', async () => {
    const recovery = await post('/resend', { type: 'recovery', email: 'resend.me@example.com' });
    expect(recovery.status).toBe(400);
    expect(await recovery.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Missing one of these types: signup, email_change, sms, phone_change',
    });
    const sms = await server.client().resend({ type: 'sms', phone: '+447700900123' });
    expect(sms.error?.status).toBe(400);
    expect(sms.error?.code).toBe('phone_provider_disabled');
  });
});

describe('reauthentication before a password change', () => {
  it('mails a code that PUT /user takes as nonce, once', async () => {
    const client = await confirmedAccount('reauth@example.com');
    const noNonce = await client.updateUser({ password: NEW_PASSWORD });
    expect(noNonce.error?.code).toBe('current_password_required');

    expect((await client.reauthenticate()).error).toBeNull();
    const [message] = await server.messagesTo('reauth@example.com');
    expect(message?.subject).toBe('Your Tedi confirmation code');
    const wrong = await client.updateUser({ password: NEW_PASSWORD, nonce: '000000' });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    expect(wrong.error?.message).toBe('Nonce has expired or is invalid');

    const nonce = await latestCodeTo('reauth@example.com');
    const changed = await client.updateUser({ password: NEW_PASSWORD, nonce });
    expect(changed.error).toBeNull();
    const signedIn = await server.client().signInWithPassword({ email: 'reauth@example.com', password: NEW_PASSWORD });
    expect(signedIn.error).toBeNull();
    const reused = await client.updateUser({ password: PASSWORD, nonce });
    expect(reused.error?.code).toBe('reauthentication_not_valid');
    // The current password still works in its place.
    const byPassword = await client.updateUser({ password: PASSWORD, current_password: NEW_PASSWORD });
    expect(byPassword.error).toBeNull();
  });

  it('asks again no sooner than a minute, and needs a signed-in person', async () => {
    const client = await confirmedAccount('reauth.twice@example.com');
    expect((await client.reauthenticate()).error).toBeNull();
    const again = await client.reauthenticate();
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    const anonymous = await fetch(`${server.authUrl}/reauthenticate`, { headers: { apikey: TEST_PUBLISHABLE_KEY } });
    expect(anonymous.status).toBe(401);
  });
});
