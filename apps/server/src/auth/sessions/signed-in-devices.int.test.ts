import { isAuthSessionMissingError } from '@supabase/auth-js';
import { and, eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthServer, TEST_PUBLISHABLE_KEY, TEST_SECRET_KEY } from '../testing.ts';

let server: AuthTestServer;

const PASSWORD = 'pebbles on the windowsill';
const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  server = await startAuthServer({ auth: { autoconfirm: true } });
});

afterAll(async () => {
  await server.close();
});

interface ListedSession {
  id: string;
  created_at: string;
  last_active_at: string;
  user_agent: string | null;
  ip: string | null;
  aal: string;
  current: boolean;
}

function sessionIdOf(accessToken: string): string {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).session_id as string;
}

/** Signs in with the password through the API, as a browser with `userAgent` would; returns its tokens. */
async function signInFrom(email: string, userAgent: string) {
  const response = await fetch(`${server.authUrl}/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: TEST_PUBLISHABLE_KEY, 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

async function listSessions(accessToken: string) {
  const response = await fetch(`${server.authUrl}/user/sessions`, {
    headers: { apikey: TEST_PUBLISHABLE_KEY, authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status, body: await response.json() };
}

async function endSession(accessToken: string, sessionId: string) {
  const response = await fetch(`${server.authUrl}/user/sessions/${sessionId}`, {
    method: 'DELETE',
    headers: { apikey: TEST_PUBLISHABLE_KEY, authorization: `Bearer ${accessToken}` },
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

async function userStatus(accessToken: string): Promise<number> {
  const response = await fetch(`${server.authUrl}/user`, {
    headers: { apikey: TEST_PUBLISHABLE_KEY, authorization: `Bearer ${accessToken}` },
  });
  await response.body?.cancel();
  return response.status;
}

async function newAccount(email: string) {
  const { data, error } = await server.client().signUp({ email, password: PASSWORD });
  if (error) throw error;
  return data.session!;
}

describe('signed-in devices', () => {
  it("lists the user's live sessions, most recently active first, with a coarse address and the current one marked", async () => {
    const laptop = await newAccount('devices.list@example.com');
    const phone = await signInFrom('devices.list@example.com', PHONE_BROWSER);
    const ended = await signInFrom('devices.list@example.com', 'Ended browser');
    await endSession(laptop.access_token, sessionIdOf(ended.access_token));
    await newAccount('devices.someone-else@example.com');

    const { status, body } = await listSessions(laptop.access_token);
    expect(status).toBe(200);
    const sessions = body as ListedSession[];
    expect(sessions.map((session) => session.id)).toEqual([
      sessionIdOf(phone.access_token),
      sessionIdOf(laptop.access_token),
    ]);
    expect(sessions[0]).toEqual({
      id: sessionIdOf(phone.access_token),
      created_at: expect.any(String),
      last_active_at: expect.any(String),
      user_agent: PHONE_BROWSER,
      ip: '127.0.0.x',
      aal: 'aal1',
      current: false,
    });
    expect(sessions[1]?.current).toBe(true);

    // A refresh is activity: the laptop moves to the top.
    const refreshed = server.client();
    await refreshed.setSession({ access_token: laptop.access_token, refresh_token: laptop.refresh_token });
    await refreshed.refreshSession();
    const after = (await listSessions(laptop.access_token)).body as ListedSession[];
    expect(after[0]?.id).toBe(sessionIdOf(laptop.access_token));
  });

  it("signs out another of the user's devices: its access token is refused at once and its refresh token too", async () => {
    const laptop = await newAccount('devices.end@example.com');
    const phone = await signInFrom('devices.end@example.com', PHONE_BROWSER);
    expect(await userStatus(phone.access_token)).toBe(200);

    const ended = await endSession(laptop.access_token, sessionIdOf(phone.access_token));
    expect(ended).toEqual({ status: 204, body: null });
    expect(await userStatus(phone.access_token)).toBe(403);
    const refresh = await server.client().refreshSession({ refresh_token: phone.refresh_token });
    // The client turns `session_not_found` into its missing-session error, and removes the local session.
    expect(isAuthSessionMissingError(refresh.error)).toBe(true);
    expect(await userStatus(laptop.access_token)).toBe(200);
    expect(((await listSessions(laptop.access_token)).body as ListedSession[]).map((session) => session.id)).toEqual([
      sessionIdOf(laptop.access_token),
    ]);

    const [entry] = await server.database.db
      .select()
      .from(schema.auditLogEntries)
      .where(and(eq(schema.auditLogEntries.userId, laptop.user.id), eq(schema.auditLogEntries.action, 'logout')));
    expect(entry?.details).toEqual({
      scope: 'session',
      session_id: sessionIdOf(phone.access_token),
      from_session_id: sessionIdOf(laptop.access_token),
    });
  });

  it("answers 404 session_not_found for another user's session, and leaves that session alone", async () => {
    const mine = await newAccount('devices.mine@example.com');
    const theirs = await newAccount('devices.theirs@example.com');
    const notFound = { status: 404, body: { code: 'session_not_found', message: 'Session not found' } };

    expect(await endSession(mine.access_token, sessionIdOf(theirs.access_token))).toEqual(notFound);
    expect(await endSession(mine.access_token, '00000000-0000-4000-8000-000000000000')).toEqual(notFound);
    expect(await endSession(mine.access_token, 'not-a-session-id')).toEqual(notFound);
    expect(await userStatus(theirs.access_token)).toBe(200);
    const listed = (await listSessions(mine.access_token)).body as ListedSession[];
    expect(listed.map((session) => session.id)).not.toContain(sessionIdOf(theirs.access_token));
  });

  it('an ended session can no longer list or end sessions; a request without a token or with the secret key is refused', async () => {
    const laptop = await newAccount('devices.refused@example.com');
    const phone = await signInFrom('devices.refused@example.com', PHONE_BROWSER);
    await endSession(laptop.access_token, sessionIdOf(phone.access_token));
    expect((await listSessions(phone.access_token)).status).toBe(403);
    expect((await endSession(phone.access_token, sessionIdOf(laptop.access_token))).status).toBe(403);
    expect(await userStatus(laptop.access_token)).toBe(200);

    const anonymous = await fetch(`${server.authUrl}/user/sessions`, { headers: { apikey: TEST_PUBLISHABLE_KEY } });
    expect(anonymous.status).toBe(401);
    const secret = await fetch(`${server.authUrl}/user/sessions`, {
      headers: { apikey: TEST_SECRET_KEY, authorization: `Bearer ${laptop.access_token}` },
    });
    expect(secret.status).toBe(401);
  });
});
