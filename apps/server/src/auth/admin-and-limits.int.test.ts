import { GoTrueAdminApi } from '@supabase/auth-js';
import { eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type AuthTestServer, startAuthServer, TEST_PUBLISHABLE_KEY, TEST_SECRET_KEY } from './testing.ts';

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
