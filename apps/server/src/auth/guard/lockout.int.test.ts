import { and, eq, schema } from '@tedi/db';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthServer, TEST_PUBLISHABLE_KEY } from '../testing.ts';

const PASSWORD = 'porridge with honey on Sundays';
const LOCKOUT = { accountFailures: 5, addressFailures: 12, firstLockSeconds: 30, maxLockSeconds: 900 };

let server: AuthTestServer;
const now = () => Date.now();

beforeAll(async () => {
  server = await startAuthServer({ auth: { autoconfirm: true, lockout: LOCKOUT } });
});
afterAll(async () => {
  await server.close();
});

let addressNumber = 0;
/** A fresh address, as if the next guesses came from another computer. */
const freshAddress = () => `198.51.100.${(addressNumber += 1)}`;

type Answer = { statusCode: number; json: () => Record<string, unknown> };
const call = (method: 'POST' | 'PUT', url: string, payload: object, from: string, token?: string): Promise<Answer> =>
  server.app.inject({
    method,
    url,
    payload,
    remoteAddress: from,
    headers: { apikey: TEST_PUBLISHABLE_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const signIn = (email: string, password: string, from: string) =>
  call('POST', '/auth/v1/token?grant_type=password', { email, password }, from);

async function signedUp(email: string): Promise<{ token: string; userId: string }> {
  const answer = await call('POST', '/auth/v1/signup', { email, password: PASSWORD }, freshAddress());
  const body = answer.json() as { access_token: string; user: { id: string } };
  if (!body.access_token) throw new Error(JSON.stringify(body));
  return { token: body.access_token, userId: body.user.id };
}

const lockNotices = async (email: string) =>
  (await server.messagesTo(email)).filter((message) => message.kind === 'sign_in_locked');

/** Ends the current lock-out of a key at once, as if its time had passed. */
async function endLock(key: string): Promise<void> {
  await server.database.db
    .update(schema.throttles)
    .set({ lockedUntil: new Date(Date.now() - 1000) })
    .where(eq(schema.throttles.key, key));
}

describe('one budget of wrong passwords per account', () => {
  it('locks the account after five wrong passwords from several addresses, even for the right one', async () => {
    const email = 'guessed.parent@example.com';
    const { userId } = await signedUp(email);
    for (let guess = 0; guess < 5; guess += 1) {
      // Three addresses take turns: what counts is the account.
      const answer = await signIn(email, `wrong guess ${guess}`, `203.0.113.${guess % 3}`);
      expect(answer.statusCode).toBe(400);
    }
    const right = await signIn(email, PASSWORD, freshAddress());
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'over_request_rate_limit', retry_after_seconds: 30 });
    expect(right.json()['message']).toMatch(/wait 30 seconds/);

    // The owner hears of it once, however long the guessing goes on.
    expect(await lockNotices(email)).toHaveLength(1);
    const [notice] = await lockNotices(email);
    expect(notice!.textBody).toContain('wrong passwords');
    expect(notice!.textBody).toContain('/forgot-password');

    // Each lock-out lasts twice as long as the one before.
    await endLock(`account:${userId}`);
    for (let guess = 0; guess < 5; guess += 1) await signIn(email, `more guesses ${guess}`, freshAddress());
    expect((await signIn(email, PASSWORD, freshAddress())).json()).toMatchObject({ retry_after_seconds: 60 });
    expect(await lockNotices(email)).toHaveLength(1);

    // Once the lock has passed, the right password signs in and the count starts again.
    await endLock(`account:${userId}`);
    expect((await signIn(email, PASSWORD, freshAddress())).statusCode).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(schema.throttles)
      .where(eq(schema.throttles.key, `account:${userId}`));
    expect(row).toBeUndefined();
  });

  it('locks an address with no account the same way, so a lock-out says nothing about who has one', async () => {
    for (let guess = 0; guess < 5; guess += 1)
      await signIn('nobody.here@example.com', `guess ${guess}`, freshAddress());
    expect((await signIn('nobody.here@example.com', 'another', freshAddress())).json()).toMatchObject({
      code: 'over_request_rate_limit',
      retry_after_seconds: 30,
    });
  });

  it('locks an address that guesses at many accounts', async () => {
    const from = freshAddress();
    for (let guess = 0; guess < LOCKOUT.addressFailures; guess += 1) {
      expect((await signIn(`someone${guess}@example.com`, 'a guess', from)).statusCode).toBe(400);
    }
    expect((await signIn('someone.else@example.com', 'a guess', from)).statusCode).toBe(429);
    expect((await signIn('someone.else@example.com', 'a guess', freshAddress())).statusCode).toBe(400);
  });

  it('counts wrong passwords for account deletion and a password change against the same budget', async () => {
    const email = 'deleting.parent@example.com';
    const { token } = await signedUp(email);
    for (let guess = 0; guess < 3; guess += 1) {
      const answer = await call('POST', '/api/v1/me/deletion', { password: `guess ${guess}` }, freshAddress(), token);
      expect(answer.statusCode).toBe(403);
    }
    for (let guess = 0; guess < 2; guess += 1) {
      const answer = await call(
        'PUT',
        '/auth/v1/user',
        { password: 'a brand new long password', current_password: `guess ${guess}` },
        freshAddress(),
        token,
      );
      expect(answer.json()).toMatchObject({ code: 'current_password_mismatch' });
    }
    const deletion = await call('POST', '/api/v1/me/deletion', { password: PASSWORD }, freshAddress(), token);
    expect(deletion.statusCode).toBe(429);
    expect(deletion.json()).toMatchObject({ code: 'rate_limited' });
    expect(deletion.json()['message']).toMatch(/wait 30 seconds/);
    expect((await signIn(email, PASSWORD, freshAddress())).statusCode).toBe(429);
  });

  it('counts wrong e-mail codes, and a link from the mailbox lifts the lock', async () => {
    const email = 'code.guesser@example.com';
    const { userId } = await signedUp(email);
    for (let guess = 0; guess < 5; guess += 1) await signIn(email, `wrong ${guess}`, freshAddress());
    expect((await signIn(email, PASSWORD, freshAddress())).statusCode).toBe(429);
    // The owner asks for a recovery link; guessing its code is refused while the account is locked...
    expect((await call('POST', '/auth/v1/recover', { email }, freshAddress())).statusCode).toBe(200);
    const guess = await call('POST', '/auth/v1/verify', { type: 'recovery', email, token: '000000' }, freshAddress());
    expect(guess.statusCode).toBe(429);
    // ...but the link itself works, and signing in with the password works again at once.
    const landing = await server.followLink(await server.latestLinkTo(email));
    expect(new URLSearchParams(landing.hash.slice(1)).get('access_token')).toBeTruthy();
    expect((await signIn(email, PASSWORD, freshAddress())).statusCode).toBe(200);
    const rows = await server.database.db
      .select()
      .from(schema.throttles)
      .where(and(eq(schema.throttles.key, `account:${userId}`)));
    expect(rows).toEqual([]);
  });
});

describe('second factor codes', () => {
  it('voids a challenge after five wrong codes, and locks the account after that', async () => {
    const email = 'totp.guesser@example.com';
    const { token } = await signedUp(email);
    const from = freshAddress();
    const enrolled = await call('POST', '/auth/v1/factors', { factor_type: 'totp' }, from, token);
    const { id: factorId, totp } = enrolled.json() as { id: string; totp: { secret: string } };
    const challenge = (await call('POST', `/auth/v1/factors/${factorId}/challenge`, {}, from, token)).json() as {
      id: string;
    };
    const codes: string[] = [];
    for (let guess = 0; guess < 6; guess += 1) {
      const answer = await call(
        'POST',
        `/auth/v1/factors/${factorId}/verify`,
        { challenge_id: challenge.id, code: '000000' },
        from,
        token,
      );
      codes.push(String(answer.json()['code']));
    }
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('mfa_verification_failed'));
    expect(codes[4]).toBe('mfa_challenge_expired');
    expect(codes[5]).toBe('mfa_factor_not_found');
    // The five wrong codes also spent the account's budget: even the right code, on a new challenge, must wait.
    const fresh = (await call('POST', `/auth/v1/factors/${factorId}/challenge`, {}, from, token)).json() as {
      id: string;
    };
    const right = TOTP.generate({ secret: Secret.fromBase32(totp.secret), timestamp: now() });
    const verified = await call(
      'POST',
      `/auth/v1/factors/${factorId}/verify`,
      { challenge_id: fresh.id, code: right },
      from,
      token,
    );
    expect(verified.statusCode).toBe(429);
  });
});
