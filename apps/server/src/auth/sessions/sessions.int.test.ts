import { isAuthSessionMissingError } from '@supabase/auth-js';
import { eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthServer, TEST_PUBLISHABLE_KEY } from '../testing.ts';

let server: AuthTestServer;
/** A second server on its own database, where a used refresh token may never be presented again. */
let strict: AuthTestServer;

const PASSWORD = 'the kettle is always on';

beforeAll(async () => {
  [server, strict] = await Promise.all([
    startAuthServer({ auth: { autoconfirm: true } }),
    startAuthServer({ auth: { autoconfirm: true, refreshTokenReuseIntervalSeconds: 0 } }),
  ]);
});

afterAll(async () => {
  await Promise.all([server.close(), strict.close()]);
});

async function signedIn(on: AuthTestServer, email: string) {
  const client = on.client();
  const { error } = await client.signUp({ email, password: PASSWORD });
  if (error) throw error;
  return client;
}

async function refreshWith(on: AuthTestServer, refreshToken: string) {
  const response = await fetch(`${on.authUrl}/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: TEST_PUBLISHABLE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function getUserWith(on: AuthTestServer, accessToken: string) {
  const response = await fetch(`${on.authUrl}/user`, {
    headers: { apikey: TEST_PUBLISHABLE_KEY, authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('auto-confirmed sign-up', () => {
  it('returns a session at once, and refuses a second sign-up for the address', async () => {
    const client = server.client();
    const { data, error } = await client.signUp({ email: 'auto@example.com', password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.access_token).toMatch(/^ey/);
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    const again = await server.client().signUp({ email: 'auto@example.com', password: PASSWORD });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('user_already_exists');
  });
});

describe('refreshing a session', () => {
  it('rotates the refresh token on every use and keeps the session and user', async () => {
    const client = await signedIn(server, 'refresh@example.com');
    const first = (await client.getSession()).data.session!;
    const { data, error } = await client.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(first.refresh_token);
    expect(data.session?.access_token).not.toBe(first.access_token);
    expect(data.user?.id).toBe(first.user.id);
    const claims = (await client.getClaims()).data?.claims;
    expect(claims?.session_id).toBe(
      JSON.parse(Buffer.from(first.access_token.split('.')[1]!, 'base64url').toString()).session_id,
    );
    expect((await client.getUser()).data.user?.email).toBe('refresh@example.com');

    const [stored] = await server.database.db
      .select()
      .from(schema.refreshTokens)
      .where(eq(schema.refreshTokens.revoked, false))
      .limit(1);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toBe(data.session?.refresh_token);
  });

  it('gives the same successor again when the previous token is presented again (a lost answer)', async () => {
    const client = await signedIn(strict, 'lost-answer@example.com');
    const first = (await client.getSession()).data.session!.refresh_token;
    const one = await refreshWith(strict, first);
    const two = await refreshWith(strict, first);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(two.body.refresh_token).toBe(one.body.refresh_token);
    expect((await refreshWith(strict, one.body.refresh_token as string)).status).toBe(200);
  });

  it('lets concurrent refreshes with one token all succeed, with one successor', async () => {
    const client = await signedIn(server, 'concurrent@example.com');
    const token = (await client.getSession()).data.session!.refresh_token;
    const results = await Promise.all([
      refreshWith(server, token),
      refreshWith(server, token),
      refreshWith(server, token),
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((result) => result.body.refresh_token)).size).toBe(1);
  });

  it('tolerates an older token inside the reuse interval', async () => {
    const client = await signedIn(server, 'interval@example.com');
    const first = (await client.getSession()).data.session!.refresh_token;
    const second = await refreshWith(server, first);
    const third = await refreshWith(server, second.body.refresh_token as string);
    expect(third.status).toBe(200);
    const reused = await refreshWith(server, first);
    expect(reused.status).toBe(200);
    expect((await getUserWith(server, third.body.access_token as string)).status).toBe(200);
  });

  it('ends the whole session when an older token is reused outside the interval, refusing its access token at once', async () => {
    const client = await signedIn(strict, 'reuse@example.com');
    const first = (await client.getSession()).data.session!;
    const second = await refreshWith(strict, first.refresh_token);
    const third = await refreshWith(strict, second.body.refresh_token as string);
    expect(third.status).toBe(200);

    const reused = await refreshWith(strict, first.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });

    const latest = await refreshWith(strict, third.body.refresh_token as string);
    expect(latest.status).toBe(400);
    expect(latest.body.code).toBe('session_not_found');
    const user = await getUserWith(strict, third.body.access_token as string);
    expect(user.status).toBe(403);
    expect(user.body.code).toBe('session_not_found');

    const audit = await strict.database.db
      .select()
      .from(schema.auditLogEntries)
      .where(eq(schema.auditLogEntries.action, 'refresh_token_reused'));
    expect(audit).toHaveLength(1);
  });

  it('answers an unknown or malformed refresh token as the contract says', async () => {
    expect((await refreshWith(server, 'x'.repeat(43))).body).toMatchObject({
      code: 'refresh_token_not_found',
      error: 'invalid_request',
      error_description: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    expect((await refreshWith(server, 'short')).body.code).toBe('validation_failed');
  });
});

describe('signing out', () => {
  async function twoDevices(email: string) {
    const phone = await signedIn(server, email);
    const laptop = server.client();
    await laptop.signInWithPassword({ email, password: PASSWORD });
    const tablet = server.client();
    await tablet.signInWithPassword({ email, password: PASSWORD });
    const tokens = async (client: typeof phone) => (await client.getSession()).data.session!;
    return {
      phone,
      laptop,
      tablet,
      sessions: { phone: await tokens(phone), laptop: await tokens(laptop), tablet: await tokens(tablet) },
    };
  }

  it('local: ends this device only, and its access token is refused at once', async () => {
    const { phone, sessions } = await twoDevices('local@example.com');
    expect((await phone.signOut({ scope: 'local' })).error).toBeNull();
    expect((await phone.getSession()).data.session).toBeNull();
    const refused = await getUserWith(server, sessions.phone.access_token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    expect((await refreshWith(server, sessions.phone.refresh_token)).body.code).toBe('session_not_found');
    expect((await getUserWith(server, sessions.laptop.access_token)).status).toBe(200);
    expect((await getUserWith(server, sessions.tablet.access_token)).status).toBe(200);
  });

  it('others: ends every other device and keeps this one', async () => {
    const { phone, sessions } = await twoDevices('others@example.com');
    expect((await phone.signOut({ scope: 'others' })).error).toBeNull();
    expect((await getUserWith(server, sessions.phone.access_token)).status).toBe(200);
    expect((await getUserWith(server, sessions.laptop.access_token)).status).toBe(403);
    expect((await getUserWith(server, sessions.tablet.access_token)).status).toBe(403);
  });

  it('global: ends every device', async () => {
    const { laptop, sessions } = await twoDevices('global@example.com');
    expect((await laptop.signOut()).error).toBeNull();
    for (const session of Object.values(sessions))
      expect((await getUserWith(server, session.access_token)).status).toBe(403);
    const logout = await server.database.db
      .select()
      .from(schema.auditLogEntries)
      .where(eq(schema.auditLogEntries.action, 'logout'));
    expect(logout.some((entry) => entry.details.scope === 'global' && entry.details.sessions === 3)).toBe(true);
  });

  it('a client whose session was ended elsewhere loses it on getUser', async () => {
    const { phone, laptop } = await twoDevices('elsewhere@example.com');
    await laptop.signOut({ scope: 'others' });
    const { error } = await phone.getUser();
    expect(isAuthSessionMissingError(error)).toBe(true);
    expect((await phone.getSession()).data.session).toBeNull();
  });

  it('refuses an unknown scope and a missing token', async () => {
    const client = await signedIn(server, 'scope@example.com');
    const token = (await client.getSession()).data.session!.access_token;
    const bad = await fetch(`${server.authUrl}/logout?scope=everyone`, {
      method: 'POST',
      headers: { apikey: TEST_PUBLISHABLE_KEY, authorization: `Bearer ${token}` },
    });
    expect(bad.status).toBe(400);
    const none = await fetch(`${server.authUrl}/logout`, { method: 'POST', headers: { apikey: TEST_PUBLISHABLE_KEY } });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
  });
});

describe('access tokens', () => {
  it('refuses a malformed token, a token of another signer, and an expired one', async () => {
    for (const token of ['not-a-jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl']) {
      const answer = await getUserWith(server, token);
      expect(answer.status, token).toBe(403);
      expect(answer.body.code, token).toBe('bad_jwt');
    }
    const client = await signedIn(server, 'expiry@example.com');
    const token = (await client.getSession()).data.session!.access_token;
    const claims = await client.getClaims(token, { allowExpired: false });
    expect(claims.error).toBeNull();
    // A token of this server for a session that is alive, checked against another server's keys.
    expect((await getUserWith(strict, token)).body.code).toBe('bad_jwt');
  });

  it('the actor decorator resolves a live session and refuses an ended one', async () => {
    const client = await signedIn(server, 'actor@example.com');
    const token = (await client.getSession()).data.session!.access_token;
    const request = { headers: { authorization: `Bearer ${token}` } } as Parameters<typeof server.app.resolveActor>[0];
    const resolved = await server.app.resolveActor(request);
    expect(resolved).toMatchObject({ actor: { email: 'actor@example.com', role: 'parent', aal: 'aal1' } });
    await client.signOut();
    const later = { headers: { authorization: `Bearer ${token}` } } as Parameters<typeof server.app.resolveActor>[0];
    expect(await server.app.resolveActor(later)).toEqual({ failure: 'session_not_found' });
  });
});
