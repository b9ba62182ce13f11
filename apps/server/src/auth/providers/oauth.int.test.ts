import { GoTrueClient, type UserIdentity } from '@supabase/auth-js';
import { and, eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  passThroughProvider,
  type ProviderAnswer,
  startTestOpenIdProvider,
  type TestOpenIdProvider,
} from './oidc-testing.ts';
import { sha256 } from '../secrets.ts';
import { type AuthTestServer, fragmentOf, memoryStorage, startAuthServer, TEST_PUBLISHABLE_KEY } from '../testing.ts';

/** The test configuration's public URL: what providers are told to send people back to. */
const SITE = 'http://localhost:3000';
const CALLBACK_URL = `${SITE}/auth/v1/callback`;
const PASSWORD = 'a calm Tuesday at the park';

let google: TestOpenIdProvider;
/** Microsoft, under the name the client's `Provider` type gives it. */
let azure: TestOpenIdProvider;
let server: AuthTestServer;
const logLines: string[] = [];

beforeAll(async () => {
  // One provider puts the e-mail address in its ID token and answers with a redirect; the other keeps it at its
  // userinfo endpoint and posts its answer, as Apple does.
  google = await startTestOpenIdProvider({ name: 'google', redirectUri: CALLBACK_URL });
  azure = await startTestOpenIdProvider({
    name: 'azure',
    redirectUri: CALLBACK_URL,
    claimsIn: 'userinfo',
    responseMode: 'form_post',
  });
  server = await startAuthServer({ auth: { oidcProviders: [google.config, azure.config] }, logLines });
});

afterAll(async () => {
  await server.close();
  await google.close();
  await azure.close();
});

/** A browser: the unmodified client with its storage, and the cookies of every site it visits. */
function browser(flowType: 'implicit' | 'pkce' = 'pkce') {
  const jar = new CookieJar();
  const client = new GoTrueClient({
    url: server.authUrl,
    headers: { apikey: TEST_PUBLISHABLE_KEY },
    storage: memoryStorage(),
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
    flowType,
    fetch: jar.fetch,
  });
  return { jar, client };
}

/** Hands the provider's answer to the running server, as the browser would; returns where the server sends it. */
async function deliver(jar: CookieJar, answer: ProviderAnswer): Promise<URL> {
  const url = new URL(`${answer.url.pathname}${answer.url.search}`, server.origin);
  const response =
    answer.method === 'GET'
      ? await jar.fetch(url)
      : await jar.fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: answer.form!.toString(),
        });
  expect(response.status).toBe(303);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return new URL(response.headers.get('location')!);
}

/** signInWithOAuth, then the provider's pages as `login`, then our callback. */
async function signInThroughProvider(
  b: ReturnType<typeof browser>,
  provider: 'google' | 'azure',
  login: string,
  redirectTo = `${SITE}/welcome`,
): Promise<URL> {
  const { data, error } = await b.client.signInWithOAuth({
    provider,
    options: { redirectTo, skipBrowserRedirect: true },
  });
  expect(error).toBeNull();
  return deliver(b.jar, await passThroughProvider(b.jar, data.url!, { login, callbackUrl: CALLBACK_URL }));
}

async function signedInWithPkce(provider: 'google' | 'azure', login: string) {
  const b = browser('pkce');
  const landing = await signInThroughProvider(b, provider, login);
  const code = landing.searchParams.get('code');
  expect(code).toEqual(expect.any(String));
  const { data, error } = await b.client.exchangeCodeForSession(code!);
  expect(error).toBeNull();
  return { ...b, session: data.session!, user: data.user! };
}

async function signUpConfirmed(email: string): Promise<void> {
  const { error } = await server.client().signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  await server.followLink(await server.latestLinkTo(email));
}

function errorOf(landing: URL) {
  const fragment = fragmentOf(landing);
  return {
    error: fragment.get('error'),
    code: fragment.get('error_code'),
    description: fragment.get('error_description'),
  };
}

describe('settings', () => {
  it('lists each configured provider as enabled, by the name provider= takes', async () => {
    const response = await fetch(`${server.authUrl}/settings`, { headers: { apikey: TEST_PUBLISHABLE_KEY } });
    const settings = (await response.json()) as { external: Record<string, boolean> };
    expect(settings.external).toMatchObject({ google: true, azure: true, email: true, apple: false });
  });
});

describe('GET /authorize', () => {
  it('refuses a provider that is not configured', async () => {
    const response = await fetch(`${server.authUrl}/authorize?provider=github`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported provider: provider is not enabled',
    });
  });

  it("sends the browser to the provider with our own state, nonce and PKCE, and the client's scopes on top", async () => {
    const response = await fetch(
      `${server.authUrl}/authorize?provider=google&scopes=${encodeURIComponent('calendar.read')}&prompt=select_account`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get('location')!);
    expect(target.origin).toBe(google.issuer);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: 'tedi-google',
      redirect_uri: CALLBACK_URL,
      response_type: 'code',
      scope: 'openid email profile calendar.read',
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    const state = target.searchParams.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(43);
    expect(target.searchParams.get('nonce')!.length).toBeGreaterThanOrEqual(43);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      new RegExp(`^tedi-oauth-[0-9a-f]{16}=${state}; Path=/auth/v1/callback; Max-Age=600; HttpOnly; SameSite=Lax$`),
    );
    const stored = await server.database.db
      .select()
      .from(schema.flowState)
      .where(eq(schema.flowState.providerType, 'google'));
    expect(stored.some((row) => row.oauthStateHash !== null && row.oauthStateHash !== state)).toBe(true);
  });

  it('answers no HEAD request, at /authorize or at /callback', async () => {
    expect((await fetch(`${server.authUrl}/authorize?provider=google`, { method: 'HEAD' })).status).toBe(404);
    expect((await fetch(`${server.authUrl}/callback?state=x&code=y`, { method: 'HEAD' })).status).toBe(404);
  });

  it('refuses a malformed PKCE challenge before leaving for the provider', async () => {
    const response = await fetch(
      `${server.authUrl}/authorize?provider=google&code_challenge=short&code_challenge_method=s256`,
      {
        redirect: 'manual',
      },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('validation_failed');
  });
});

describe('sign-in through a provider', () => {
  it('PKCE: lands with ?code=, and exchangeCodeForSession gives a session for a new, confirmed parent', async () => {
    google.accounts.set('ada', { email: 'Ada.Lovelace@example.com', email_verified: true, name: 'Ada Lovelace' });
    const { user, session, client } = await signedInWithPkce('google', 'ada');
    expect(session.token_type).toBe('bearer');
    expect(user).toMatchObject({
      // Stored lower-cased, as GoTrue stores every address; the identity keeps the provider's spelling.
      email: 'ada.lovelace@example.com',
      app_metadata: { provider: 'google', providers: ['google'], role: 'parent' },
      user_metadata: { name: 'Ada Lovelace', full_name: 'Ada Lovelace', email_verified: true, sub: 'ada' },
    });
    expect(user.email_confirmed_at).toEqual(expect.any(String));
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({
      provider: 'google',
      id: 'ada',
      user_id: user.id,
      email: 'ada.lovelace@example.com',
      identity_data: { sub: 'ada', iss: google.issuer, email: 'Ada.Lovelace@example.com', email_verified: true },
    });
    expect(user.identities![0]!.identity_id).toEqual(expect.any(String));
    expect(user.identities![0]!.last_sign_in_at).toEqual(expect.any(String));

    const claims = await client.getClaims();
    expect(claims.data?.claims.amr).toEqual([{ method: 'oauth', timestamp: expect.any(Number) }]);

    const [profile] = await server.database.db
      .select()
      .from(schema.profiles)
      .where(eq(schema.profiles.userId, user.id));
    expect(profile).toMatchObject({ role: 'parent', onboardingCompleted: false });
    const audit = await server.database.db
      .select({ action: schema.auditLogEntries.action, details: schema.auditLogEntries.details })
      .from(schema.auditLogEntries)
      .where(eq(schema.auditLogEntries.userId, user.id));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'user_signedup', details: { provider: 'google' } },
        { action: 'login', details: { provider: 'google', flow: 'oauth' } },
      ]),
    );
  });

  it('implicit: lands with the session in the fragment, as the client reads it', async () => {
    google.accounts.set('grace', { email: 'grace@example.com', email_verified: true, name: 'Grace Hopper' });
    const b = browser('implicit');
    const before = Math.floor(Date.now() / 1000);
    const landing = await signInThroughProvider(b, 'google', 'grace');
    expect(landing.origin + landing.pathname).toBe(`${SITE}/welcome`);
    expect(landing.search).toBe('');
    const fragment = fragmentOf(landing);
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    expect(Number(fragment.get('expires_at'))).toBeGreaterThanOrEqual(before + 3600);
    expect(fragment.get('refresh_token')!.length).toBeGreaterThanOrEqual(43);
    expect(fragment.has('provider_token')).toBe(false);
    const { data, error } = await b.client.getUser(fragment.get('access_token')!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe('grace@example.com');
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(['google']);
  });

  it('signs the same person in to the same account the next time, keeping one identity', async () => {
    google.accounts.set('alan', { email: 'alan@example.com', email_verified: true, name: 'Alan' });
    const first = await signedInWithPkce('google', 'alan');
    google.accounts.set('alan', { email: 'alan@example.com', email_verified: true, name: 'Alan Turing' });
    const second = await signedInWithPkce('google', 'alan');
    expect(second.user.id).toBe(first.user.id);
    expect(second.session.refresh_token).not.toBe(first.session.refresh_token);
    expect(second.user.identities).toHaveLength(1);
    expect(second.user.identities![0]!.identity_data).toMatchObject({ name: 'Alan Turing' });
  });

  it('reads the address from the userinfo endpoint and takes a posted answer (form_post)', async () => {
    azure.accounts.set('katherine', { email: 'katherine@example.com', email_verified: true, name: 'Katherine' });
    const { user } = await signedInWithPkce('azure', 'katherine');
    expect(user.email).toBe('katherine@example.com');
    expect(user.identities?.[0]).toMatchObject({ provider: 'azure', identity_data: { email_verified: true } });
  });

  it('creates an account without an e-mail address when the provider has not verified it', async () => {
    google.accounts.set('unverified', { email: 'nobody-checked@example.com', email_verified: false, name: 'Sam' });
    const { user } = await signedInWithPkce('google', 'unverified');
    expect(user.email).toBe('');
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.user_metadata).toMatchObject({ email: 'nobody-checked@example.com', email_verified: false });
    expect(user.identities?.[0]).toMatchObject({ provider: 'google', identity_data: { email_verified: false } });
    expect(user.identities?.[0]).not.toHaveProperty('email');

    // The address stays free for whoever owns it, in an account of their own.
    await signUpConfirmed('nobody-checked@example.com');
    const owner = await server.client().signInWithPassword({ email: 'nobody-checked@example.com', password: PASSWORD });
    expect(owner.data.user?.id).not.toBe(user.id);
    expect(owner.data.user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
  });
});

describe('an existing account with the same e-mail address', () => {
  it('gets the provider identity when the provider has verified the address', async () => {
    await signUpConfirmed('mary@example.com');
    google.accounts.set('mary', { email: 'Mary@Example.com', email_verified: true, name: 'Mary' });
    const { user } = await signedInWithPkce('google', 'mary');
    expect(user.email).toBe('mary@example.com');
    expect(user.identities?.map((identity) => identity.provider)).toEqual(['email', 'google']);
    expect(user.app_metadata).toMatchObject({ provider: 'email', providers: ['email', 'google'] });
    const password = await server.client().signInWithPassword({ email: 'mary@example.com', password: PASSWORD });
    expect(password.data.user?.id).toBe(user.id);
  });

  it('is not joined when the provider has not verified the address, and the person is told why', async () => {
    await signUpConfirmed('joan@example.com');
    google.accounts.set('not-joan', { email: 'joan@example.com', email_verified: false, name: 'Not Joan' });
    const landing = await signInThroughProvider(browser('pkce'), 'google', 'not-joan');
    expect(landing.origin + landing.pathname).toBe(`${SITE}/welcome`);
    expect(landing.searchParams.get('code')).toBeNull();
    expect(landing.searchParams.get('error_code')).toBe('email_exists');
    expect(errorOf(landing)).toEqual({
      error: 'invalid_request',
      code: 'email_exists',
      description:
        'An account with this e-mail address already exists, and google has not verified the address. ' +
        'Sign in with your password, then link google from your account settings.',
    });
    const identities = await server.database.db
      .select()
      .from(schema.identities)
      .where(and(eq(schema.identities.provider, 'google'), eq(schema.identities.providerId, 'not-joan')));
    expect(identities).toEqual([]);
  });

  it('that was never confirmed is confirmed by a verified provider, and the unproven password no longer opens it', async () => {
    const { data } = await server.client().signUp({ email: 'pending@example.com', password: PASSWORD });
    google.accounts.set('pending', { email: 'pending@example.com', email_verified: true, name: 'Pat' });
    const { user } = await signedInWithPkce('google', 'pending');
    expect(user.id).toBe(data.user!.id);
    expect(user.email_confirmed_at).toEqual(expect.any(String));
    expect(user.identities?.map((identity) => identity.provider)).toEqual(['google']);
    const password = await server.client().signInWithPassword({ email: 'pending@example.com', password: PASSWORD });
    expect(password.error?.code).toBe('invalid_credentials');
  });
});

describe('linking and unlinking identities', () => {
  it('links a provider identity to the signed-in user, lists both, then unlinks; the last one stays', async () => {
    await signUpConfirmed('rosalind@example.com');
    const b = browser('pkce');
    const signIn = await b.client.signInWithPassword({ email: 'rosalind@example.com', password: PASSWORD });
    expect(signIn.error).toBeNull();
    google.accounts.set('rosalind-g', { email: 'rosalind.franklin@example.org', email_verified: true, name: 'R F' });

    const { data, error } = await b.client.linkIdentity({
      provider: 'google',
      options: { redirectTo: `${SITE}/settings/account` },
    });
    expect(error).toBeNull();
    expect(new URL(data.url!).origin).toBe(google.issuer);
    const landing = await deliver(
      b.jar,
      await passThroughProvider(b.jar, data.url!, { login: 'rosalind-g', callbackUrl: CALLBACK_URL }),
    );
    expect(landing.origin + landing.pathname).toBe(`${SITE}/settings/account`);
    const exchanged = await b.client.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.id).toBe(signIn.data.user!.id);

    const listed = await b.client.getUserIdentities();
    expect(listed.error).toBeNull();
    const identities: UserIdentity[] = listed.data!.identities;
    expect(identities.map((identity) => identity.provider)).toEqual(['email', 'google']);
    expect(identities[1]).toMatchObject({ id: 'rosalind-g', email: 'rosalind.franklin@example.org' });
    // The user's own address is not changed by linking.
    expect(exchanged.data.user?.email).toBe('rosalind@example.com');

    const unlinked = await b.client.unlinkIdentity(identities[1]!);
    expect(unlinked.error).toBeNull();
    expect(unlinked.data).toEqual({});
    const after = await b.client.getUserIdentities();
    expect(after.data!.identities.map((identity) => identity.provider)).toEqual(['email']);
    const refreshed = await b.client.refreshSession();
    expect(refreshed.data.user?.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });

    const last = await b.client.unlinkIdentity(after.data!.identities[0]!);
    expect(last.error?.status).toBe(422);
    expect(last.error?.code).toBe('single_identity_not_deletable');
    expect(last.error?.message).toBe('User must have at least 1 identity after unlinking');
  });

  it('refuses an identity that belongs to another account', async () => {
    google.accounts.set('taken', { email: 'taken@example.com', email_verified: true, name: 'Taken' });
    await signedInWithPkce('google', 'taken');
    await signUpConfirmed('other@example.com');
    const b = browser('implicit');
    await b.client.signInWithPassword({ email: 'other@example.com', password: PASSWORD });
    const { data } = await b.client.linkIdentity({ provider: 'google', options: { redirectTo: `${SITE}/settings` } });
    const landing = await deliver(
      b.jar,
      await passThroughProvider(b.jar, data.url!, { login: 'taken', callbackUrl: CALLBACK_URL }),
    );
    expect(errorOf(landing)).toEqual({
      error: 'invalid_request',
      code: 'identity_already_exists',
      description: 'Identity is already linked to another user',
    });
    expect((await b.client.getUserIdentities()).data!.identities).toHaveLength(1);
  });

  it('needs aal2 when the user has a verified second factor', async () => {
    await signUpConfirmed('two-factors@example.com');
    const b = browser('pkce');
    const { data: signedIn } = await b.client.signInWithPassword({
      email: 'two-factors@example.com',
      password: PASSWORD,
    });
    await server.database.db
      .insert(schema.mfaFactors)
      .values({ userId: signedIn.user!.id, factorType: 'totp', status: 'verified', friendlyName: 'phone app' });
    const { error } = await b.client.linkIdentity({ provider: 'google' });
    expect(error?.status).toBe(401);
    expect(error?.code).toBe('insufficient_aal');
    const identity = signedIn.user!.identities![0]!;
    expect((await b.client.unlinkIdentity(identity)).error?.code).toBe('insufficient_aal');
  });

  it('needs a bearer token to start linking or to unlink', async () => {
    const start = await fetch(`${server.authUrl}/user/identities/authorize?provider=google&skip_http_redirect=true`, {
      headers: { apikey: TEST_PUBLISHABLE_KEY },
    });
    expect(start.status).toBe(401);
    expect(((await start.json()) as { code: string }).code).toBe('no_authorization');
    const unlink = await fetch(`${server.authUrl}/user/identities/${crypto.randomUUID()}`, {
      method: 'DELETE',
      headers: { apikey: TEST_PUBLISHABLE_KEY },
    });
    expect(unlink.status).toBe(401);
    expect(((await unlink.json()) as { code: string }).code).toBe('no_authorization');
  });

  it('unlinking the e-mail identity takes the password with it', async () => {
    await signUpConfirmed('linus@example.com');
    const b = browser('implicit');
    await b.client.signInWithPassword({ email: 'linus@example.com', password: PASSWORD });
    google.accounts.set('linus-g', { email: 'linus@example.com', email_verified: true, name: 'Linus' });
    const { data } = await b.client.linkIdentity({ provider: 'google' });
    const landing = await deliver(
      b.jar,
      await passThroughProvider(b.jar, data.url!, { login: 'linus-g', callbackUrl: CALLBACK_URL }),
    );
    expect(landing.origin + landing.pathname).toBe(`${SITE}/`);
    await b.client.setSession({
      access_token: fragmentOf(landing).get('access_token')!,
      refresh_token: fragmentOf(landing).get('refresh_token')!,
    });
    const identities = (await b.client.getUserIdentities()).data!.identities;
    const emailIdentity = identities.find((identity) => identity.provider === 'email')!;
    const foreign = await b.client.unlinkIdentity({ ...emailIdentity, identity_id: crypto.randomUUID() });
    expect(foreign.error?.code).toBe('identity_not_found');
    expect((await b.client.unlinkIdentity(emailIdentity)).error).toBeNull();
    const password = await server.client().signInWithPassword({ email: 'linus@example.com', password: PASSWORD });
    expect(password.error?.code).toBe('invalid_credentials');
    const viaGoogle = await signedInWithPkce('google', 'linus-g');
    expect(viaGoogle.user.email).toBe('linus@example.com');
  });
});

describe('the callback refuses', () => {
  async function answerFor(login: string): Promise<{ b: ReturnType<typeof browser>; answer: ProviderAnswer }> {
    google.accounts.set(login, { email: `${login}@example.com`, email_verified: true, name: login });
    const b = browser('pkce');
    const { data } = await b.client.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${SITE}/welcome`, skipBrowserRedirect: true },
    });
    return { b, answer: await passThroughProvider(b.jar, data.url!, { login, callbackUrl: CALLBACK_URL }) };
  }

  it('a tampered state, sending the person to the site with bad_oauth_state', async () => {
    const { b, answer } = await answerFor('tampered');
    const url = new URL(answer.url);
    url.searchParams.set('state', `${url.searchParams.get('state')!.slice(0, -2)}xx`);
    const landing = await deliver(b.jar, { method: 'GET', url });
    expect(landing.origin + landing.pathname).toBe(`${SITE}/`);
    expect(errorOf(landing)).toEqual({
      error: 'invalid_request',
      code: 'bad_oauth_state',
      description: 'OAuth callback with invalid state',
    });
  });

  it('an answer delivered to another browser (no cookie), and the same answer a second time', async () => {
    const { b, answer } = await answerFor('elsewhere');
    const stranger = await deliver(new CookieJar(), answer);
    expect(errorOf(stranger)).toMatchObject({
      code: 'bad_oauth_state',
      description: 'The sign-in was started in another browser. Please start again here.',
    });
    expect(stranger.searchParams.get('error_code')).toBe('bad_oauth_state');
    const again = await deliver(b.jar, answer);
    expect(errorOf(again)).toMatchObject({ code: 'bad_oauth_state', description: 'OAuth callback with invalid state' });
  });

  it('an answer that comes back after the state has expired', async () => {
    const { b, answer } = await answerFor('slow');
    await server.database.db
      .update(schema.flowState)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(schema.flowState.oauthStateHash, sha256(answer.url.searchParams.get('state')!)));
    const landing = await deliver(b.jar, answer);
    expect(errorOf(landing)).toMatchObject({
      code: 'bad_oauth_state',
      description: 'The sign-in took too long. Please start again.',
    });
  });

  it('an ID token whose nonce is not the one sent', async () => {
    const { b, answer } = await answerFor('wrong-nonce');
    await server.database.db
      .update(schema.flowState)
      .set({ oauthNonce: 'a-nonce-this-sign-in-never-sent' })
      .where(eq(schema.flowState.oauthStateHash, sha256(answer.url.searchParams.get('state')!)));
    const landing = await deliver(b.jar, answer);
    expect(errorOf(landing)).toEqual({
      error: 'invalid_request',
      code: 'bad_oauth_callback',
      description: 'Could not verify the sign-in with google. Please try again.',
    });
    expect(logLines.join('\n')).toContain('a provider sign-in could not be verified');
  });

  it('the provider’s own refusal (the person pressed Cancel), passed on as the provider named it', async () => {
    const b = browser('implicit');
    const { data } = await b.client.signInWithOAuth({ provider: 'google', options: { skipBrowserRedirect: true } });
    const answer = await passThroughProvider(b.jar, data.url!, {
      login: 'ada',
      callbackUrl: CALLBACK_URL,
      cancel: true,
    });
    const landing = await deliver(b.jar, answer);
    expect(errorOf(landing)).toEqual({
      error: 'access_denied',
      code: 'bad_oauth_callback',
      description: 'End-User aborted interaction',
    });
  });
});

describe('redirect_to', () => {
  it('to a foreign origin is replaced by the site URL', async () => {
    google.accounts.set('wanderer', { email: 'wanderer@example.com', email_verified: true, name: 'W' });
    const landing = await signInThroughProvider(
      browser('implicit'),
      'google',
      'wanderer',
      'https://evil.example/steal',
    );
    expect(landing.origin + landing.pathname).toBe(`${SITE}/`);
    expect(fragmentOf(landing).get('access_token')).toMatch(/^ey/);
  });
});

describe('logs', () => {
  it('never hold the provider’s code, our code, the tokens or the client secret', async () => {
    google.accounts.set('quiet', { email: 'quiet-oauth@example.com', email_verified: true, name: 'Q' });
    const b = browser('pkce');
    const { data } = await b.client.signInWithOAuth({ provider: 'google', options: { skipBrowserRedirect: true } });
    const answer = await passThroughProvider(b.jar, data.url!, { login: 'quiet', callbackUrl: CALLBACK_URL });
    const landing = await deliver(b.jar, answer);
    const exchanged = await b.client.exchangeCodeForSession(landing.searchParams.get('code')!);
    const logged = logLines.join('\n');
    expect(logged).toContain('/auth/v1/callback?');
    for (const secret of [
      answer.url.searchParams.get('code')!,
      answer.url.searchParams.get('state')!,
      landing.searchParams.get('code')!,
      exchanged.data.session!.access_token,
      exchanged.data.session!.refresh_token,
      google.config.clientSecret,
      azure.config.clientSecret,
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('limits and an unreachable provider', () => {
  it('answers 429 once an address has used its budget, and 503 when the provider cannot be reached', async () => {
    const limited = await startAuthServer({
      auth: {
        oidcProviders: [
          google.config,
          { ...google.config, name: 'apple', issuer: new URL('http://127.0.0.1:9/unreachable') },
        ],
        rateLimits: {
          windowSeconds: 300,
          token: 3,
          verify: 100,
          signupAndRecover: 100,
          mfaPerMinute: 100,
          emailsPerHour: 100,
        },
      },
    });
    try {
      const authorize = (provider: string) =>
        fetch(`${limited.authUrl}/authorize?provider=${provider}`, { redirect: 'manual' });
      const unreachable = await authorize('apple');
      expect(unreachable.status).toBe(503);
      expect(await unreachable.json()).toEqual({
        code: 'unexpected_failure',
        message: 'Could not reach apple. Please try again shortly.',
      });
      expect((await authorize('google')).status).toBe(302);
      expect((await authorize('google')).status).toBe(302);
      const over = await authorize('google');
      expect(over.status).toBe(429);
      expect(((await over.json()) as { code: string }).code).toBe('over_request_rate_limit');
    } finally {
      await limited.close();
    }
  });
});
