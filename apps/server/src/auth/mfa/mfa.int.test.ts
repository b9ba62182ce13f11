import { type AuthChangeEvent, type GoTrueClient, isAuthSessionMissingError } from '@supabase/auth-js';
import { and, desc, eq, schema } from '@tedi/db';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type AuthTestServer, startAuthServer, TEST_PUBLISHABLE_KEY } from '../testing.ts';

let server: AuthTestServer;
/** How far the server's MFA clock runs ahead of the real one; tests move it forward. */
let clockOffsetMs = 0;
const now = () => Date.now() + clockOffsetMs;

const PASSWORD = 'porridge with honey on Sundays';

beforeAll(async () => {
  server = await startAuthServer({ auth: { autoconfirm: true }, clock: () => new Date(now()) });
});

afterAll(async () => {
  await server.close();
});

/**
 * The code an authenticator app shows for `secret`, one time step after the last code asked for, as a person
 * would type the next code they see (a code is accepted once only).
 */
function nextCode(secret: string): string {
  clockOffsetMs += 30_000;
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now() });
}

async function signedUp(email: string, on: AuthTestServer = server): Promise<GoTrueClient> {
  const client = on.client();
  const { error } = await client.signUp({ email, password: PASSWORD });
  if (error) throw error;
  return client;
}

async function signedIn(email: string): Promise<GoTrueClient> {
  const client = server.client();
  const { error } = await client.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return client;
}

async function enrolTotp(client: GoTrueClient, friendlyName = 'Kitchen phone') {
  const { data, error } = await client.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error) throw error;
  return { factorId: data.id, secret: data.totp.secret };
}

async function verifyWithCode(client: GoTrueClient, factorId: string, code: string) {
  const challenge = await client.mfa.challenge({ factorId });
  if (challenge.error) throw challenge.error;
  return client.mfa.verify({ factorId, challengeId: challenge.data.id, code });
}

/** A user with a verified authenticator app, signed in at aal2 in `client`. */
async function withVerifiedFactor(email: string) {
  const client = await signedUp(email);
  const factor = await enrolTotp(client);
  const verified = await verifyWithCode(client, factor.factorId, nextCode(factor.secret));
  if (verified.error) throw verified.error;
  return { client, ...factor };
}

function claimsOf(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

async function auditActions(userId: string): Promise<string[]> {
  const rows = await server.database.db
    .select({ action: schema.auditLogEntries.action })
    .from(schema.auditLogEntries)
    .where(eq(schema.auditLogEntries.userId, userId));
  return rows.map((row) => row.action);
}

async function refreshWith(refreshToken: string) {
  const response = await fetch(`${server.authUrl}/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: TEST_PUBLISHABLE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('enrolling an authenticator app', () => {
  it('answers a raw SVG QR code, the otpauth URI and the secret, and lists the factor as unverified', async () => {
    const client = await signedUp('enrol@example.com');
    const accessToken = (await client.getSession()).data.session!.access_token;
    const response = await fetch(`${server.authUrl}/factors`, {
      method: 'POST',
      headers: {
        apikey: TEST_PUBLISHABLE_KEY,
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ factor_type: 'totp', friendly_name: 'Kitchen phone', issuer: 'Tedi' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      id: string;
      type: string;
      friendly_name: string;
      totp: { qr_code: string; secret: string; uri: string };
    };
    expect(body).toMatchObject({ type: 'totp', friendly_name: 'Kitchen phone' });
    expect(body.totp.qr_code).toMatch(/^<svg /);
    expect(body.totp.qr_code).toMatch(/<\/svg>$/);
    // The client puts the markup into a data: URL as it is, where a '#' would cut it short.
    expect(body.totp.qr_code).not.toContain('#');
    expect(body.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(body.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(body.totp.uri).toMatch(/^otpauth:\/\/totp\/Tedi:enrol%40example\.com\?/);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret: body.totp.secret,
      issuer: 'Tedi',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });

    // Through the client, which turns the markup into an image URL.
    const viaClient = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(viaClient.error).toBeNull();
    expect(viaClient.data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);

    const [stored] = await server.database.db.select().from(schema.mfaFactors).where(eq(schema.mfaFactors.id, body.id));
    expect(stored?.secret).toBeTruthy();
    expect(stored?.secret).not.toContain(body.totp.secret);

    const { data } = await client.getUser();
    expect(data.user?.factors).toHaveLength(2);
    expect(data.user?.factors?.[0]).toMatchObject({
      id: body.id,
      friendly_name: 'Kitchen phone',
      factor_type: 'totp',
      status: 'unverified',
    });
    const listed = await client.mfa.listFactors();
    expect(listed.data?.all).toHaveLength(2);
    expect(listed.data?.totp).toEqual([]);
    expect(await auditActions(data.user!.id)).toContain('mfa_factor_enrolled');
  });

  it('replaces an unverified factor of the same name, refuses the name of a verified one, and stops at ten', async () => {
    const { client } = await withVerifiedFactor('names@example.com');
    const first = await enrolTotp(client, 'Old phone');
    const second = await enrolTotp(client, 'Old phone');
    const ids = ((await client.getUser()).data.user?.factors ?? []).map((factor) => factor.id);
    expect(ids).not.toContain(first.factorId);
    expect(ids).toContain(second.factorId);

    const conflict = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Kitchen phone' });
    expect(conflict.error?.status).toBe(422);
    expect(conflict.error?.code).toBe('mfa_factor_name_conflict');

    for (let index = 3; index <= 10; index += 1) await enrolTotp(client, `Device ${index}`);
    const eleventh = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'One too many' });
    expect(eleventh.error?.status).toBe(422);
    expect(eleventh.error?.code).toBe('too_many_enrolled_mfa_factors');
  });
});

describe('challenging and verifying', () => {
  it('raises the session to aal2 with a code from the secret, emits MFA_CHALLENGE_VERIFIED and marks the factor verified', async () => {
    const client = await signedUp('verify@example.com');
    const events: AuthChangeEvent[] = [];
    client.onAuthStateChange((event) => {
      events.push(event);
    });
    const before = (await client.getSession()).data.session!;
    expect(claimsOf(before.access_token).aal).toBe('aal1');
    const { factorId, secret } = await enrolTotp(client);

    const challenge = await client.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ id: expect.any(String), type: 'totp' });
    expect(challenge.data!.expires_at).toBeGreaterThanOrEqual(Math.floor(now() / 1000) + 299);
    expect(challenge.data!.expires_at).toBeLessThanOrEqual(Math.floor(now() / 1000) + 301);

    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now() });
    const verified = await client.mfa.verify({ factorId, challengeId: challenge.data!.id, code });
    expect(verified.error).toBeNull();
    expect(verified.data?.refresh_token).not.toBe(before.refresh_token);
    const claims = claimsOf(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.session_id).toBe(claimsOf(before.access_token).session_id);
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');

    const level = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const { data } = await client.getUser();
    expect(data.user?.factors?.[0]).toMatchObject({ id: factorId, status: 'verified' });
    expect(await auditActions(data.user!.id)).toEqual(
      expect.arrayContaining(['mfa_factor_enrolled', 'mfa_challenge_created', 'mfa_verified']),
    );

    const [notice] = await server.messagesTo('verify@example.com');
    expect(notice?.kind).toBe('mfa_factor_added');
    expect(notice?.subject).toBe('A new sign-in step was added to your Tedi account');
    expect(notice?.textBody).toContain('An authenticator app (“Kitchen phone”) was added');
    expect(notice?.textBody).toContain('If this wasn’t you');
    expect(notice?.textBody).toContain('/forgot-password');

    // Refreshing the aal2 session keeps aal2.
    const refreshed = await client.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2');
  });

  it('refuses a wrong code with 422 mfa_verification_failed and records the failure', async () => {
    const client = await signedUp('wrong-code@example.com');
    const { factorId, secret } = await enrolTotp(client);
    const right = nextCode(secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await verifyWithCode(client, factorId, wrong);
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('mfa_verification_failed');
    expect(refused.error?.message).toBe('Invalid TOTP code entered');
    const userId = (await client.getUser()).data.user!.id;
    expect(await auditActions(userId)).toContain('mfa_verification_failed');
    expect(claimsOf((await client.getSession()).data.session!.access_token).aal).toBe('aal1');
  });

  it('refuses a challenge older than 300 seconds with 422 mfa_challenge_expired', async () => {
    const client = await signedUp('expired@example.com');
    const { factorId, secret } = await enrolTotp(client);
    const challenge = await client.mfa.challenge({ factorId });
    clockOffsetMs += 301_000;
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now() });
    const refused = await client.mfa.verify({ factorId, challengeId: challenge.data!.id, code });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('mfa_challenge_expired');
    // A fresh challenge works.
    expect((await verifyWithCode(client, factorId, nextCode(secret))).error).toBeNull();
  });

  it('accepts a code once only, even on a new challenge', async () => {
    const client = await signedUp('replay@example.com');
    const { factorId, secret } = await enrolTotp(client);
    const code = nextCode(secret);
    expect((await verifyWithCode(client, factorId, code)).error).toBeNull();
    const replayed = await verifyWithCode(client, factorId, code);
    expect(replayed.error?.status).toBe(422);
    expect(replayed.error?.code).toBe('mfa_verification_failed');
    expect((await verifyWithCode(client, factorId, nextCode(secret))).error).toBeNull();
  });

  it('refuses a challenge made from another address with 422 mfa_ip_address_mismatch', async () => {
    const client = await signedUp('elsewhere@example.com');
    const { factorId, secret } = await enrolTotp(client);
    const [challenge] = await server.database.db
      .insert(schema.mfaChallenges)
      .values({ factorId, ipAddress: '203.0.113.9', createdAt: new Date(now()) })
      .returning();
    const refused = await client.mfa.verify({ factorId, challengeId: challenge!.id, code: nextCode(secret) });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('mfa_ip_address_mismatch');
  });

  it('answers 404 mfa_factor_not_found for a factor of another user', async () => {
    const owner = await signedUp('owner@example.com');
    const { factorId } = await enrolTotp(owner);
    const stranger = await signedUp('stranger@example.com');
    const refused = await stranger.mfa.challenge({ factorId });
    expect(refused.error?.status).toBe(404);
    expect(refused.error?.code).toBe('mfa_factor_not_found');
  });
});

describe('sessions and assurance levels', () => {
  it('keeps the family’s data from a password alone: the product API waits for the code, public reading does not', async () => {
    const { factorId, secret } = await withVerifiedFactor('password-alone@example.com');
    const client = await signedIn('password-alone@example.com');
    const api = async (path: string) => {
      const { data } = await client.getSession();
      return fetch(`${server.origin}${path}`, { headers: { Authorization: `Bearer ${data.session!.access_token}` } });
    };

    for (const path of ['/api/v1/children', '/api/v1/me/preferences', '/api/v1/family/members']) {
      const refused = await api(path);
      expect(refused.status, path).toBe(403);
      expect(await refused.json()).toEqual({
        code: 'forbidden',
        message: 'Please enter the code from your authenticator app first: your account has two-step verification.',
      });
    }
    expect((await api('/api/v1/content?kind=guide')).status).toBe(200);

    const { error } = await client.mfa.challengeAndVerify({ factorId, code: nextCode(secret) });
    expect(error).toBeNull();
    expect((await api('/api/v1/me/preferences')).status).toBe(200);
  });

  it('needs aal2 to enrol another factor once one is verified', async () => {
    const { client } = await withVerifiedFactor('second-factor@example.com');
    const atAal1 = await signedIn('second-factor@example.com');
    const refused = await atAal1.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(refused.error?.status).toBe(403);
    expect(refused.error?.code).toBe('insufficient_aal');
    const allowed = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(allowed.error).toBeNull();
  });

  it('signs in again at aal1 with aal2 as the next level, and lists the verified factor', async () => {
    const { factorId, secret } = await withVerifiedFactor('next-level@example.com');
    const client = await signedIn('next-level@example.com');
    const level = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect(level.data?.currentAuthenticationMethods.map((entry) => (entry as { method: string }).method)).toEqual([
      'password',
    ]);
    const listed = await client.mfa.listFactors();
    expect(listed.data?.totp.map((factor) => factor.id)).toEqual([factorId]);
    const { error } = await client.mfa.challengeAndVerify({ factorId, code: nextCode(secret) });
    expect(error).toBeNull();
    expect((await client.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal2',
      nextLevel: 'aal2',
    });
  });

  it('removes a verified factor only at aal2, sends a notice, and the next sign-in has no next level', async () => {
    const { client, factorId } = await withVerifiedFactor('unenrol@example.com');
    const atAal1 = await signedIn('unenrol@example.com');
    const refused = await atAal1.mfa.unenroll({ factorId });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('insufficient_aal');

    const removed = await client.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    // Nothing is downgraded after the fact: the session that removed it stays at aal2.
    expect(claimsOf((await client.refreshSession()).data.session!.access_token).aal).toBe('aal2');
    const [notice] = await server.messagesTo('unenrol@example.com');
    expect(notice?.kind).toBe('mfa_factor_removed');
    expect(notice?.textBody).toContain('Tedi will no longer ask for a code when you sign in.');
    const userId = (await client.getUser()).data.user!.id;
    expect(await auditActions(userId)).toContain('mfa_factor_unenrolled');

    const later = await signedIn('unenrol@example.com');
    expect((await later.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });
  });

  it('removes an unverified factor from an aal1 session', async () => {
    const client = await signedUp('abandoned@example.com');
    const { factorId } = await enrolTotp(client);
    expect((await client.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await client.getUser()).data.user?.factors ?? []).toEqual([]);
  });

  it('never lets the refresh token from before the verification yield an aal2 session', async () => {
    const client = await signedUp('old-token@example.com');
    const preMfaRefreshToken = (await client.getSession()).data.session!.refresh_token;
    const { factorId, secret } = await enrolTotp(client);
    const verified = await verifyWithCode(client, factorId, nextCode(secret));
    expect(verified.error).toBeNull();

    const refused = await refreshWith(preMfaRefreshToken);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('refresh_token_already_used');
    // The aal2 session itself is unharmed.
    const refreshed = await refreshWith(verified.data!.refresh_token);
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.body.access_token as string).aal).toBe('aal2');
  });

  it('ends the other password-only sessions when a factor is first verified', async () => {
    const elsewhere = await signedUp('other-devices@example.com');
    const here = await signedIn('other-devices@example.com');
    const { factorId, secret } = await enrolTotp(here);
    expect((await verifyWithCode(here, factorId, nextCode(secret))).error).toBeNull();
    const ended = await elsewhere.getUser();
    expect(isAuthSessionMissingError(ended.error)).toBe(true);
    expect((await here.getUser()).error).toBeNull();
  });
});

describe('phone factors', () => {
  it('texts a six-digit code through the outbox, verifies with it, and sends one code a minute at most', async () => {
    const client = await signedUp('phone@example.com');
    const enrolled = await client.mfa.enroll({
      factorType: 'phone',
      friendlyName: 'My mobile',
      phone: '+44 7700 900123',
    });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data).toMatchObject({ type: 'phone', friendly_name: 'My mobile', phone: '+447700900123' });
    const factorId = enrolled.data!.id;

    const challenge = await client.mfa.challenge({ factorId, channel: 'sms' });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'phone' });
    const [sms] = await server.messagesTo('+447700900123');
    expect(sms?.kind).toBe('sms');
    const code = /\b(\d{6})\b/.exec(sms!.textBody)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const tooSoon = await client.mfa.challenge({ factorId });
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe('over_sms_send_rate_limit');

    const verified = await client.mfa.verify({ factorId, challengeId: challenge.data!.id, code: code! });
    expect(verified.error).toBeNull();
    const claims = claimsOf(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[])[0]?.method).toBe('mfa/phone');

    clockOffsetMs += 61_000;
    expect((await client.mfa.challenge({ factorId })).error).toBeNull();
  });

  it('refuses a wrong code', async () => {
    const client = await signedUp('phone-wrong@example.com');
    const enrolled = await client.mfa.enroll({ factorType: 'phone', phone: '+447700900456' });
    const challenge = await client.mfa.challenge({ factorId: enrolled.data!.id });
    const [sms] = await server.messagesTo('+447700900456');
    const code = /\b(\d{6})\b/.exec(sms!.textBody)![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await client.mfa.verify({
      factorId: enrolled.data!.id,
      challengeId: challenge.data!.id,
      code: wrong,
    });
    expect(refused.error?.code).toBe('mfa_verification_failed');
  });
});

describe('the MFA rate limit', () => {
  it('answers 429 over_request_rate_limit past the per-minute budget of challenges and verifications', async () => {
    const limited = await startAuthServer({
      auth: {
        autoconfirm: true,
        rateLimits: {
          windowSeconds: 300,
          token: 1000,
          verify: 1000,
          signupAndRecover: 1000,
          mfaPerMinute: 3,
          emailsPerHour: 1000,
        },
      },
    });
    onTestFinished(() => limited.close());
    const client = await signedUp('limited@example.com', limited);
    const { data } = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const { error } = await client.mfa.challenge({ factorId: data!.id });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const verify = await client.mfa.verify({ factorId: data!.id, challengeId: 'whatever', code: '123456' });
    expect(verify.error?.code).toBe('over_request_rate_limit');
  });
});

describe('where MFA secrets are kept', () => {
  it('seals TOTP secrets with a key kept apart from them', async () => {
    const client = await signedUp('sealed@example.com');
    const { factorId, secret } = await enrolTotp(client);
    const [row] = await server.database.db
      .select({ secret: schema.mfaFactors.secret })
      .from(schema.mfaFactors)
      .where(and(eq(schema.mfaFactors.id, factorId)));
    expect(row?.secret).toMatch(/^database\./);
    expect(row?.secret).not.toContain(secret);
    const [key] = await server.database.db
      .select()
      .from(schema.encryptionKeys)
      .orderBy(desc(schema.encryptionKeys.createdAt));
    expect(key?.id).toBe('database');
  });
});
