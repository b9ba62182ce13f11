import { eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, fragmentOf, startAuthServer, TEST_PUBLISHABLE_KEY } from '../testing.ts';

let server: AuthTestServer;

const PASSWORD = 'rainy days and puddles';
const NEW_PASSWORD = 'sunny mornings with toast';

beforeAll(async () => {
  server = await startAuthServer({ auth: { autoconfirm: true } });
});

afterAll(async () => {
  await server.close();
});

async function signedIn(email: string, flowType: 'implicit' | 'pkce' = 'implicit') {
  const client = server.client({ flowType });
  const { error } = await client.signUp({ email, password: PASSWORD });
  if (error) throw error;
  return client;
}

async function getUserWith(accessToken: string) {
  return fetch(`${server.authUrl}/user`, {
    headers: { apikey: TEST_PUBLISHABLE_KEY, authorization: `Bearer ${accessToken}` },
  });
}

describe('updating the signed-in user', () => {
  it('merges user_metadata and emits the new user', async () => {
    const client = await signedIn('data@example.com');
    await client.updateUser({ data: { display_name: 'Jo', pronouns: 'she/her' } });
    const { data, error } = await client.updateUser({ data: { pronouns: null, child_count: 2 } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ display_name: 'Jo', child_count: 2 });
    expect((await client.getUser()).data.user?.user_metadata).toEqual({ display_name: 'Jo', child_count: 2 });
  });

  it('changes the password only with the current one, signs out the other devices, and the new password works', async () => {
    const client = await signedIn('password@example.com');
    const laptop = server.client();
    await laptop.signInWithPassword({ email: 'password@example.com', password: PASSWORD });
    const laptopToken = (await laptop.getSession()).data.session!.access_token;

    const missing = await client.updateUser({ password: NEW_PASSWORD });
    expect(missing.error?.status).toBe(400);
    expect(missing.error?.code).toBe('current_password_required');
    const wrong = await client.updateUser({ password: NEW_PASSWORD, current_password: 'not my password' });
    expect(wrong.error?.code).toBe('current_password_mismatch');
    const same = await client.updateUser({ password: PASSWORD, current_password: PASSWORD });
    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe('same_password');
    const weak = await client.updateUser({ password: 'iloveyou', current_password: PASSWORD });
    expect(weak.error?.code).toBe('weak_password');

    const changed = await client.updateUser({ password: NEW_PASSWORD, current_password: PASSWORD });
    expect(changed.error).toBeNull();
    expect((await client.getUser()).error).toBeNull();
    expect((await getUserWith(laptopToken)).status).toBe(403);

    const old = await server.client().signInWithPassword({ email: 'password@example.com', password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await server.client().signInWithPassword({ email: 'password@example.com', password: NEW_PASSWORD });
    expect(fresh.error).toBeNull();
    const audit = await server.database.db
      .select()
      .from(schema.auditLogEntries)
      .where(eq(schema.auditLogEntries.action, 'user_updated_password'));
    expect(audit).toHaveLength(1);
  });

  it('changes the e-mail address only after the link sent to the new address is followed', async () => {
    const client = await signedIn('old-address@example.com');
    const taken = await client.updateUser({ email: 'data@example.com', current_password: PASSWORD });
    expect(taken.error?.code).toBe('email_exists');
    const noPassword = await client.updateUser({ email: 'new-address@example.com' });
    expect(noPassword.error?.code).toBe('current_password_required');

    const asked = await client.updateUser({ email: 'new-address@example.com', current_password: PASSWORD });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email: 'old-address@example.com', new_email: 'new-address@example.com' });
    const [message] = await server.messagesTo('new-address@example.com');
    expect(message?.subject).toBe('Please confirm your new e-mail address for Tedi');

    const landing = await server.followLink(await server.latestLinkTo('new-address@example.com'));
    expect(fragmentOf(landing).get('type')).toBe('email_change');
    const { data } = await client.getUser();
    expect(data.user?.email).toBe('new-address@example.com');
    expect(data.user?.new_email).toBeUndefined();
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({
      email: 'new-address@example.com',
      email_verified: true,
    });
    expect(
      (await server.client().signInWithPassword({ email: 'new-address@example.com', password: PASSWORD })).error,
    ).toBeNull();
  });
});

describe('password recovery', () => {
  it('always answers {} and mails only known addresses', async () => {
    await signedIn('known@example.com');
    const response = await fetch(`${server.authUrl}/recover`, {
      method: 'POST',
      headers: { apikey: TEST_PUBLISHABLE_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'stranger@example.com' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await server.messagesTo('stranger@example.com')).toHaveLength(0);
    const known = await server.client().resetPasswordForEmail('known@example.com');
    expect(known).toEqual({ data: {}, error: null });
    expect(await server.messagesTo('known@example.com')).toHaveLength(1);
    // A second request within a minute sends nothing more, and says so to nobody.
    expect((await server.client().resetPasswordForEmail('known@example.com')).error).toBeNull();
    expect(await server.messagesTo('known@example.com')).toHaveLength(1);
  });

  it('recover, follow the link to /reset-password with a session, set a new password without the old one', async () => {
    await signedIn('forgetful@example.com');
    await server.client().resetPasswordForEmail('forgetful@example.com');
    const [message] = await server.messagesTo('forgetful@example.com');
    expect(message?.subject).toBe('Reset your Tedi password');
    const landing = await server.followLink(await server.latestLinkTo('forgetful@example.com'));
    expect(landing.pathname).toBe('/reset-password');
    const fragment = fragmentOf(landing);
    expect(fragment.get('type')).toBe('recovery');

    const client = server.client();
    const { error } = await client.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(error).toBeNull();
    const updated = await client.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();
    expect(
      (await server.client().signInWithPassword({ email: 'forgetful@example.com', password: NEW_PASSWORD })).error,
    ).toBeNull();
  });

  it('verifies a recovery code typed with the address, and voids the codes after repeated wrong guesses', async () => {
    await signedIn('code@example.com');
    await server.client().resetPasswordForEmail('code@example.com');
    const [message] = await server.messagesTo('code@example.com');
    const code = /enter: (\d{6})/.exec(message!.textBody)![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await server.client().verifyOtp({ email: 'code@example.com', token: wrongCode, type: 'recovery' });
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.code).toBe('otp_expired');
    const right = await server.client().verifyOtp({ email: 'code@example.com', token: code, type: 'recovery' });
    expect(right.error).toBeNull();
    expect(right.data.session?.access_token).toMatch(/^ey/);

    await server.database.db
      .update(schema.users)
      .set({ recoverySentAt: null })
      .where(eq(schema.users.email, 'code@example.com'));
    await server.client().resetPasswordForEmail('code@example.com');
    const [second] = await server.messagesTo('code@example.com');
    const secondCode = /enter: (\d{6})/.exec(second!.textBody)![1]!;
    const other = secondCode === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await server.client().verifyOtp({ email: 'code@example.com', token: other, type: 'recovery' });
    }
    const tooLate = await server.client().verifyOtp({ email: 'code@example.com', token: secondCode, type: 'recovery' });
    expect(tooLate.error?.code).toBe('otp_expired');
  });
});

describe('PKCE flows', () => {
  it('sign-up: the link lands with ?code=, and exchangeCodeForSession gives the session', async () => {
    const pkceServer = await startAuthServer();
    try {
      const client = pkceServer.client({ flowType: 'pkce' });
      const signUp = await client.signUp({ email: 'pkce@example.com', password: PASSWORD });
      expect(signUp.error).toBeNull();
      const link = await pkceServer.latestLinkTo('pkce@example.com');
      expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
      const landing = await pkceServer.followLink(link);
      expect(landing.pathname).toBe('/');
      expect(landing.hash).toBe('');
      const code = landing.searchParams.get('code')!;
      const { data, error } = await client.exchangeCodeForSession(code);
      expect(error).toBeNull();
      expect(data.session?.user.email).toBe('pkce@example.com');
      expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
      const again = await client.exchangeCodeForSession(code);
      expect(again.error).not.toBeNull();
    } finally {
      await pkceServer.close();
    }
  });

  it('recovery: the code is exchanged for a recovery session that may set a new password', async () => {
    await signedIn('pkce-recovery@example.com');
    const client = server.client({ flowType: 'pkce' });
    await client.resetPasswordForEmail('pkce-recovery@example.com', {
      redirectTo: 'http://localhost:3000/reset-password',
    });
    const landing = await server.followLink(await server.latestLinkTo('pkce-recovery@example.com'));
    expect(landing.pathname).toBe('/reset-password');
    const { data, error } = await client.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('pkce-recovery@example.com');
    expect((await client.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
  });

  it('refuses an expired flow state, a wrong verifier, and an unknown code', async () => {
    await signedIn('pkce-expired@example.com');
    const client = server.client({ flowType: 'pkce' });
    await client.resetPasswordForEmail('pkce-expired@example.com');
    const code = (await server.followLink(await server.latestLinkTo('pkce-expired@example.com'))).searchParams.get(
      'code',
    )!;

    const exchange = async (authCode: string, verifier: string) => {
      const response = await fetch(`${server.authUrl}/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: TEST_PUBLISHABLE_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ auth_code: authCode, code_verifier: verifier }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect(await exchange(code, 'a'.repeat(64))).toMatchObject({ status: 400, body: { code: 'bad_code_verifier' } });
    expect(await exchange('00000000-0000-4000-8000-000000000000', 'a'.repeat(64))).toMatchObject({
      status: 404,
      body: { code: 'flow_state_not_found' },
    });
    expect(await exchange('', '')).toMatchObject({ status: 400, body: { code: 'validation_failed' } });

    await server.database.db
      .update(schema.flowState)
      .set({ authCodeIssuedAt: new Date(Date.now() - 301_000) })
      .where(
        eq(
          schema.flowState.userId,
          (
            await server.database.db
              .select()
              .from(schema.users)
              .where(eq(schema.users.email, 'pkce-expired@example.com'))
          )[0]!.id,
        ),
      );
    const expired = await client.exchangeCodeForSession(code);
    expect(expired.error?.status).toBe(422);
    expect(expired.error?.code).toBe('flow_state_expired');
  });
});
