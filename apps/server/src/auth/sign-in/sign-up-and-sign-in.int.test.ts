import { AuthApiError, AuthWeakPasswordError } from '@supabase/auth-js';
import { eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, fragmentOf, startAuthServer, TEST_PUBLISHABLE_KEY, TEST_SECRET_KEY } from '../testing.ts';

let server: AuthTestServer;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startAuthServer({ logLines });
});

afterAll(async () => {
  await server.close();
});

const PASSWORD = 'a calm Tuesday at the park';

async function signUpAndConfirm(email: string): Promise<void> {
  const { error } = await server.client().signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  await server.followLink(await server.latestLinkTo(email));
}

describe('sign-up with e-mail confirmation', () => {
  it('creates an unconfirmed parent, mails a confirmation link that lands on the site root signed in, then allows sign-in', async () => {
    const client = server.client();
    const { data, error } = await client.signUp({
      email: 'Maya.Okafor@example.com',
      password: PASSWORD,
      options: { data: { display_name: 'Maya' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      // Stored lower-cased, as GoTrue stores every address.
      email: 'maya.okafor@example.com',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'], role: 'parent' },
      user_metadata: { display_name: 'Maya' },
      is_anonymous: false,
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: data.user?.id, id: data.user?.id });

    const [profile] = await server.database.db
      .select()
      .from(schema.profiles)
      .where(eq(schema.profiles.userId, data.user!.id));
    expect(profile).toMatchObject({ role: 'parent', onboardingCompleted: false });

    const blocked = await client.signInWithPassword({ email: 'maya.okafor@example.com', password: PASSWORD });
    expect(blocked.error).toBeInstanceOf(AuthApiError);
    expect(blocked.error?.code).toBe('email_not_confirmed');

    const messages = await server.messagesTo('maya.okafor@example.com');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe('Please confirm your e-mail address for Tedi');
    expect(messages[0]!.kind).toBe('confirmation');
    expect(messages[0]!.htmlBody).toContain('<a href="http://localhost:3000/auth/v1/verify?token=');
    expect(messages[0]!.textBody).toMatch(/enter: \d{6}/);

    const landing = await server.followLink(await server.latestLinkTo('maya.okafor@example.com'));
    expect(landing.origin + landing.pathname).toBe('http://localhost:3000/');
    const fragment = fragmentOf(landing);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('access_token')).toMatch(/^ey/);
    expect(fragment.get('refresh_token')?.length).toBeGreaterThanOrEqual(43);

    const signedIn = await client.signInWithPassword({ email: 'maya.okafor@example.com', password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.token_type).toBe('bearer');
    expect(signedIn.data.session?.expires_in).toBe(3600);
    expect(signedIn.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(signedIn.data.user?.identities?.[0]?.identity_data).toMatchObject({ email_verified: true });
    expect(signedIn.data.weakPassword).toBeUndefined();
  });

  it('refuses a confirmation link used twice', async () => {
    await server.client().signUp({ email: 'twice@example.com', password: PASSWORD });
    const link = await server.latestLinkTo('twice@example.com');
    await server.followLink(link);
    const again = await server.followLink(link);
    expect(again.hash).toContain('error_code=otp_expired');
    expect(fragmentOf(again).get('error')).toBe('access_denied');
    expect(fragmentOf(again).get('error_description')).toBe('Email link is invalid or has expired');
    expect(again.searchParams.get('error_code')).toBeNull();
  });

  it('answers an address that already has an account exactly like a new one, and sends nothing', async () => {
    await signUpAndConfirm('taken@example.com');
    const before = await server.messagesTo('taken@example.com');
    const repeat = await server.client().signUp({ email: 'taken@example.com', password: 'another long passphrase' });
    const fresh = await server.client().signUp({ email: 'fresh@example.com', password: 'another long passphrase' });
    expect(repeat.error).toBeNull();
    expect(repeat.data.session).toBeNull();
    expect(Object.keys(repeat.data.user!).sort()).toEqual(Object.keys(fresh.data.user!).sort());
    expect(repeat.data.user?.identities).toHaveLength(1);
    expect(repeat.data.user?.email_confirmed_at).toBeUndefined();
    const [real] = await server.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'taken@example.com'));
    expect(repeat.data.user?.id).not.toBe(real?.id);
    expect(await server.messagesTo('taken@example.com')).toHaveLength(before.length);
  });

  it('refuses a weak password with the reasons', async () => {
    const client = server.client();
    const short = await client.signUp({ email: 'short@example.com', password: 'abc123' });
    expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(short.error?.status).toBe(422);
    expect(short.error?.code).toBe('weak_password');
    expect((short.error as AuthWeakPasswordError).reasons).toEqual(['length']);
    const common = await client.signUp({ email: 'common@example.com', password: 'Password1' });
    expect((common.error as AuthWeakPasswordError).reasons).toEqual(['pwned']);
    expect(common.error?.message).toBe(
      'Password is known to be weak and easy to guess, please choose a different one.',
    );
    // Long enough, and none of them on the list of common passwords, but easy to guess all the same.
    for (const [index, guessable] of ['aaaaaaaaaaaa', 'Summer2024!', 'tedi-demo-family'].entries()) {
      const refused = await client.signUp({ email: `guessable-${index}@example.com`, password: guessable });
      expect(refused.error?.code, guessable).toBe('weak_password');
      expect((refused.error as AuthWeakPasswordError).reasons, guessable).toEqual(['pwned']);
    }
  });

  it('refuses a malformed address', async () => {
    const { error } = await server.client().signUp({ email: 'not-an-address', password: PASSWORD });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
  });

  it('ignores a redirect_to on another site and sends the person to the site root', async () => {
    await server.client().signUp({
      email: 'redirect@example.com',
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example.net/steal' },
    });
    const link = await server.latestLinkTo('redirect@example.com');
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:3000/');
    const landing = await server.followLink(
      link.replace('redirect_to=', 'redirect_to=https%3A%2F%2Fevil.example.net%2F&x='),
    );
    expect(landing.origin).toBe('http://localhost:3000');
    expect(fragmentOf(landing).get('access_token')).toMatch(/^ey/);
  });

  it('keeps an allowed redirect_to on the site', async () => {
    await server.client().signUp({
      email: 'welcome@example.com',
      password: PASSWORD,
      options: { emailRedirectTo: 'http://localhost:3000/welcome' },
    });
    const landing = await server.followLink(await server.latestLinkTo('welcome@example.com'));
    expect(landing.pathname).toBe('/welcome');
  });
});

describe('sign-in with a password', () => {
  it('gives the same answer for a wrong password and an unknown address', async () => {
    await signUpAndConfirm('sam@example.com');
    const client = server.client();
    const wrong = await client.signInWithPassword({ email: 'sam@example.com', password: 'not the password at all' });
    const unknown = await client.signInWithPassword({
      email: 'nobody@example.com',
      password: 'not the password at all',
    });
    for (const { error, data } of [wrong, unknown]) {
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
      expect(data.session).toBeNull();
    }
    const failures = await server.database.db
      .select()
      .from(schema.auditLogEntries)
      .where(eq(schema.auditLogEntries.action, 'login_failed'));
    expect(failures.map((entry) => entry.details.reason).sort()).toEqual(['unknown_email', 'wrong_password']);
    expect(JSON.stringify(failures)).not.toContain('not the password at all');
  });

  it('signs in, and getUser and getClaims (verified locally against the JWKS) agree', async () => {
    await signUpAndConfirm('claims@example.com');
    const client = server.client();
    const { data } = await client.signInWithPassword({ email: 'claims@example.com', password: PASSWORD });
    const session = data.session!;

    const user = await client.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.id).toBe(data.user?.id);

    const claims = await client.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.header).toMatchObject({ alg: 'ES256', kid: expect.any(String), typ: 'JWT' });
    expect(claims.data?.claims).toEqual({
      iss: 'http://localhost:3000/auth/v1',
      sub: data.user!.id,
      aud: 'authenticated',
      exp: session.expires_at,
      iat: session.expires_at! - 3600,
      email: 'claims@example.com',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'], role: 'parent' },
      user_metadata: {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.any(String),
      is_anonymous: false,
    });

    const jwks = await fetch(`${server.authUrl}/.well-known/jwks.json`);
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await jwks.json()) as { keys: { kid: string; kty: string; crv: string; d?: string }[] };
    expect(keys.map((key) => key.kid)).toContain(claims.data?.header.kid);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256' });
      expect(key.d).toBeUndefined();
    }
  });

  it('refuses a tampered token in getClaims and getUser', async () => {
    await signUpAndConfirm('tamper@example.com');
    const client = server.client();
    const { data } = await client.signInWithPassword({ email: 'tamper@example.com', password: PASSWORD });
    const [header, payload, signature] = data.session!.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, app_metadata: { role: 'super_admin' } })).toString('base64url')}.${signature}`;
    const local = await client.getClaims(forged);
    expect(local.error?.message).toBe('Invalid JWT signature');
    const remote = await client.getUser(forged);
    expect(remote.error?.status).toBe(403);
    expect(remote.error?.code).toBe('bad_jwt');
  });
});

describe('keys and headers', () => {
  it('requires the apikey header and refuses the secret key where the publishable one belongs', async () => {
    const missing = await fetch(`${server.authUrl}/settings`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 'no_api_key', message: 'No API key found in request' });

    const wrong = await fetch(`${server.authUrl}/settings`, {
      headers: { apikey: 'sb_publishable_somebody_elses_key_0000' },
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { code: string }).code).toBe('invalid_api_key');

    const secret = await fetch(`${server.authUrl}/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: TEST_SECRET_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sam@example.com', password: PASSWORD }),
    });
    expect(secret.status).toBe(401);
    expect(((await secret.json()) as { code: string }).code).toBe('secret_api_key_not_allowed');
  });

  it('echoes the API version, answers settings, and lets the site origin call from a browser', async () => {
    const settings = await fetch(`${server.authUrl}/settings`, { headers: { apikey: TEST_PUBLISHABLE_KEY } });
    expect(settings.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await settings.json()).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: false,
      external: { email: true },
    });

    const preflight = await fetch(`${server.authUrl}/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'Accept, Authorization, Content-Type, X-Client-Info, X-Supabase-Api-Version, apikey',
    );
    const foreign = await fetch(`${server.authUrl}/settings`, {
      headers: { origin: 'https://evil.example.net', apikey: TEST_PUBLISHABLE_KEY },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await fetch(`${server.authUrl}/settings`, {
      headers: { origin: 'http://localhost:3000', apikey: TEST_PUBLISHABLE_KEY },
    });
    expect(allowed.headers.get('access-control-expose-headers')).toBe('X-Supabase-Api-Version');
  });

  it('hands the web app its publishable key and the auth service path on its own origin', async () => {
    const response = await fetch(`${server.origin}/api/v1/client-config`);
    expect(await response.json()).toEqual({
      authUrl: '/auth/v1',
      publishableKey: TEST_PUBLISHABLE_KEY,
    });
  });
});

describe('the developer mailbox', () => {
  it('lists messages with their links as JSON and as a page without inline script or style', async () => {
    await server.client().signUp({ email: 'mailbox@example.com', password: PASSWORD });
    const json = (await (await fetch(`${server.origin}/api/v1/dev/mailbox?to=mailbox@example.com`)).json()) as {
      messages: { to: string; kind: string; links: string[] }[];
    };
    expect(json.messages).toHaveLength(1);
    expect(json.messages[0]).toMatchObject({ to: 'mailbox@example.com', kind: 'confirmation' });
    expect(json.messages[0]!.links[0]).toMatch(/^http:\/\/localhost:3000\/auth\/v1\/verify\?token=/);

    const page = await fetch(`${server.origin}/dev/mailbox?to=mailbox@example.com`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('Please confirm your e-mail address for Tedi');
    expect(html).toContain('<a href="http://localhost:3000/auth/v1/verify?token=');
    expect(html).not.toMatch(/<script|<style|style=/);
  });
});

describe('logs', () => {
  it('never hold a password, a token, a code or a key', async () => {
    const client = server.client();
    await client.signUp({ email: 'quiet@example.com', password: 'a secret nobody should log' });
    const link = await server.latestLinkTo('quiet@example.com');
    const fragment = fragmentOf(await server.followLink(link));
    const { data } = await client.signInWithPassword({
      email: 'quiet@example.com',
      password: 'a secret nobody should log',
    });
    await client.refreshSession();
    await client.signInWithPassword({ email: 'quiet@example.com', password: 'a wrong secret, also private' });
    const logged = logLines.join('\n');
    expect(logged).toContain('/auth/v1/token?grant_type=password');
    for (const secret of [
      'a secret nobody should log',
      'a wrong secret, also private',
      new URL(link).searchParams.get('token')!,
      fragment.get('access_token')!,
      fragment.get('refresh_token')!,
      data.session!.access_token,
      data.session!.refresh_token,
      TEST_PUBLISHABLE_KEY,
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});
