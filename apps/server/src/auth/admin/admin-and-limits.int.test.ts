import { type GoTrueClient, GoTrueAdminApi } from '@supabase/auth-js';
import { eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { totpCode } from '../mfa/totp.ts';
import { type AuthTestServer, startAuthServer, TEST_PUBLISHABLE_KEY, TEST_SECRET_KEY } from '../testing.ts';

let server: AuthTestServer;
let admin: GoTrueAdminApi;

const PASSWORD = 'biscuits before bedtime';

beforeAll(async () => {
  server = await startAuthServer({ auth: { autoconfirm: true } });
  // The admin client of the same library, as a server-to-server caller uses it.
  admin = new GoTrueAdminApi({
    url: server.authUrl,
    headers: { apikey: TEST_SECRET_KEY, Authorization: `Bearer ${TEST_SECRET_KEY}` },
  });
});

afterAll(async () => {
  await server.close();
});

describe('the admin API', () => {
  it('creates, lists, updates and deletes users with the secret key', async () => {
    const created = await admin.createUser({
      email: 'invited@example.com',
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { display_name: 'Ana' },
      app_metadata: { role: 'family_member' },
    });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({
      email: 'invited@example.com',
      app_metadata: { role: 'family_member', provider: 'email' },
      user_metadata: { display_name: 'Ana' },
    });
    const [profile] = await server.database.db
      .select()
      .from(schema.profiles)
      .where(eq(schema.profiles.userId, created.data.user!.id));
    expect(profile?.role).toBe('family_member');

    const listed = await admin.listUsers({ page: 1, perPage: 10 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((user) => user.email)).toContain('invited@example.com');
    expect((listed.data as { total: number }).total).toBeGreaterThanOrEqual(1);

    const promoted = await admin.updateUserById(created.data.user!.id, { app_metadata: { role: 'admin' } });
    expect(promoted.data.user?.app_metadata).toMatchObject({ role: 'admin', provider: 'email' });
    const bad = await admin.updateUserById(created.data.user!.id, { app_metadata: { role: 'emperor' } });
    expect(bad.error?.status).toBe(400);

    expect((await admin.deleteUser(created.data.user!.id)).error).toBeNull();
    expect((await admin.getUserById(created.data.user!.id)).error?.status).toBe(404);
  });

  it('bans a user: their sessions end at once and they cannot sign in until unbanned', async () => {
    const client = server.client();
    const { data } = await client.signUp({ email: 'banned@example.com', password: PASSWORD });
    const token = data.session!.access_token;
    const banned = await admin.updateUserById(data.user!.id, { ban_duration: '24h' });
    expect(banned.data.user?.banned_until).toEqual(expect.any(String));
    const refused = await fetch(`${server.authUrl}/user`, {
      headers: { apikey: TEST_PUBLISHABLE_KEY, authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(403);
    const signIn = await server.client().signInWithPassword({ email: 'banned@example.com', password: PASSWORD });
    expect(signIn.error?.code).toBe('user_banned');
    await admin.updateUserById(data.user!.id, { ban_duration: 'none' });
    expect(
      (await server.client().signInWithPassword({ email: 'banned@example.com', password: PASSWORD })).error,
    ).toBeNull();
  });

  it('refuses the publishable key and no key on admin endpoints', async () => {
    const publishable = await fetch(`${server.authUrl}/admin/users`, { headers: { apikey: TEST_PUBLISHABLE_KEY } });
    expect(publishable.status).toBe(403);
    expect(await publishable.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    const none = await fetch(`${server.authUrl}/admin/users`);
    expect(none.status).toBe(401);
  });
});

describe('the admin API from an administrator session', () => {
  async function signedInWithRole(email: string, role: string) {
    const created = await admin.createUser({ email, password: PASSWORD, email_confirm: true, app_metadata: { role } });
    if (created.error) throw created.error;
    const client = server.client();
    const { error } = await client.signInWithPassword({ email, password: PASSWORD });
    if (error) throw error;
    return { client, userId: created.data.user.id };
  }

  /** Enrols an authenticator app and proves it, which raises the session to aal2. */
  async function raiseToAal2(client: GoTrueClient) {
    const enrolled = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone' });
    if (enrolled.error) throw enrolled.error;
    const code = totpCode(enrolled.data.totp.secret, Date.now());
    const verified = await client.mfa.challengeAndVerify({ factorId: enrolled.data.id, code });
    if (verified.error) throw verified.error;
  }

  async function listUsersAs(client: GoTrueClient, apikey = TEST_PUBLISHABLE_KEY) {
    const token = (await client.getSession()).data.session!.access_token;
    const response = await fetch(`${server.authUrl}/admin/users`, {
      headers: { apikey, authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** The admin client of the library, as the web app would make it with an administrator's session. */
  async function adminClientOf(client: GoTrueClient) {
    const token = (await client.getSession()).data.session!.access_token;
    return new GoTrueAdminApi({
      url: server.authUrl,
      headers: { apikey: TEST_PUBLISHABLE_KEY, Authorization: `Bearer ${token}` },
    });
  }

  it('admits an admin or a super admin whose session is at aal2, and refuses one at aal1 with insufficient_aal', async () => {
    for (const role of ['admin', 'super_admin']) {
      const { client } = await signedInWithRole(`${role}.session@example.com`, role);
      expect(await listUsersAs(client)).toMatchObject({ status: 403, body: { code: 'insufficient_aal' } });
      await raiseToAal2(client);
      const listed = await listUsersAs(client);
      expect(listed.status).toBe(200);
      expect((listed.body.users as { email: string }[]).map((user) => user.email)).toContain(
        `${role}.session@example.com`,
      );
    }
  });

  it('refuses a parent with not_admin, and an ended or forged session', async () => {
    const { client } = await signedInWithRole('parent.session@example.com', 'parent');
    await raiseToAal2(client);
    expect(await listUsersAs(client)).toEqual({
      status: 403,
      body: { code: 'not_admin', message: 'User not allowed' },
    });

    const forged = await fetch(`${server.authUrl}/admin/users`, {
      headers: { apikey: TEST_PUBLISHABLE_KEY, authorization: 'Bearer not.a.token' },
    });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { code: string }).code).toBe('bad_jwt');

    const { client: former } = await signedInWithRole('signed-out.admin@example.com', 'admin');
    await raiseToAal2(former);
    const token = (await former.getSession()).data.session!.access_token;
    await former.signOut({ scope: 'local' });
    const ended = await fetch(`${server.authUrl}/admin/users`, {
      headers: { apikey: TEST_PUBLISHABLE_KEY, authorization: `Bearer ${token}` },
    });
    expect(ended.status).toBe(403);
    expect(((await ended.json()) as { code: string }).code).toBe('session_not_found');
  });

  it('refuses an admin demoted after signing in, at once', async () => {
    const { client, userId } = await signedInWithRole('demoted.admin@example.com', 'admin');
    await raiseToAal2(client);
    expect((await listUsersAs(client)).status).toBe(200);
    await admin.updateUserById(userId, { app_metadata: { role: 'parent' } });
    expect(await listUsersAs(client)).toMatchObject({ status: 403, body: { code: 'not_admin' } });
  });

  it('lets an admin manage parents but not administrators; a super admin manages both', async () => {
    const { client: adminSession } = await signedInWithRole('manager.admin@example.com', 'admin');
    await raiseToAal2(adminSession);
    const asAdmin = await adminClientOf(adminSession);
    const parent = await asAdmin.createUser({ email: 'managed.parent@example.com', password: PASSWORD });
    expect(parent.error).toBeNull();
    expect((await asAdmin.updateUserById(parent.data.user!.id, { ban_duration: '1h' })).error).toBeNull();
    expect(
      (await asAdmin.updateUserById(parent.data.user!.id, { app_metadata: { role: 'admin' } })).error?.status,
    ).toBe(403);
    const made = await asAdmin.createUser({ email: 'new.super@example.com', app_metadata: { role: 'super_admin' } });
    expect(made.error?.status).toBe(403);

    const { client: superSession, userId: superId } = await signedInWithRole(
      'manager.super@example.com',
      'super_admin',
    );
    expect((await asAdmin.deleteUser(superId)).error?.status).toBe(403);
    await raiseToAal2(superSession);
    const asSuper = await adminClientOf(superSession);
    const promoted = await asSuper.updateUserById(parent.data.user!.id, { app_metadata: { role: 'admin' } });
    expect(promoted.data.user?.app_metadata).toMatchObject({ role: 'admin' });
    expect((await asSuper.deleteUser(parent.data.user!.id)).error).toBeNull();
  });

  it('still refuses the secret key where the publishable key belongs, even beside an admin token', async () => {
    const { client } = await signedInWithRole('key.admin@example.com', 'admin');
    await raiseToAal2(client);
    expect((await listUsersAs(client, TEST_SECRET_KEY)).status).toBe(200);
    const token = (await client.getSession()).data.session!.access_token;
    const user = await fetch(`${server.authUrl}/user`, {
      headers: { apikey: TEST_SECRET_KEY, authorization: `Bearer ${token}` },
    });
    expect(user.status).toBe(401);
  });
});

describe('rate limits', () => {
  it('answers 429 over_request_rate_limit once an address has used its /token budget', async () => {
    const limited = await startAuthServer({
      auth: {
        rateLimits: {
          windowSeconds: 300,
          token: 5,
          verify: 1000,
          signupAndRecover: 1000,
          mfaPerMinute: 1000,
          emailsPerHour: 1000,
        },
      },
    });
    onTestFinished(() => limited.close());
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = await fetch(`${limited.authUrl}/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: TEST_PUBLISHABLE_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever it is' }),
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(last!.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await last!.json()).toMatchObject({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    const viaClient = await limited
      .client()
      .signInWithPassword({ email: 'nobody@example.com', password: 'whatever it is' });
    expect(viaClient.error?.status).toBe(429);
    expect(viaClient.error?.code).toBe('over_request_rate_limit');
    // Other groups keep their own budget.
    expect((await fetch(`${limited.authUrl}/settings`, { headers: { apikey: TEST_PUBLISHABLE_KEY } })).status).toBe(
      200,
    );
  });
});
