import { GoTrueAdminApi } from '@supabase/auth-js';
import { schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, fragmentOf, startAuthServer, TEST_PUBLISHABLE_KEY, TEST_SECRET_KEY } from '../testing.ts';

let server: AuthTestServer;
let admin: GoTrueAdminApi;

const PASSWORD = 'porridge with honey and pears';

beforeAll(async () => {
  server = await startAuthServer();
  // The admin client of the same library, as a server-to-server caller uses it.
  admin = new GoTrueAdminApi({
    url: server.authUrl,
    headers: { apikey: TEST_SECRET_KEY, Authorization: `Bearer ${TEST_SECRET_KEY}` },
  });
});

afterAll(async () => {
  await server.close();
});

async function confirmedAccount(email: string) {
  const created = await admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(created.error).toBeNull();
  const client = server.client();
  expect((await client.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  return { client, user: created.data.user! };
}

/** The link of a generated link, pointed at the running server. */
function onServer(actionLink: string): string {
  const url = new URL(actionLink);
  return `${server.origin}${url.pathname}${url.search}`;
}

describe('inviting someone (POST /invite)', () => {
  it('opens an account and mails an invitation that signs the person in, who then chooses a password', async () => {
    const { data, error } = await admin.inviteUserByEmail('Invited.Gran@example.com', {
      data: { display_name: 'Gran' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: 'invited.gran@example.com', user_metadata: { display_name: 'Gran' } });
    expect(data.user?.invited_at).toEqual(expect.any(String));
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const [message] = await server.messagesTo('invited.gran@example.com');
    expect(message?.subject).toBe('You have been invited to Tedi');

    const landing = await server.followLink(await server.latestLinkTo('invited.gran@example.com'));
    expect(fragmentOf(landing).get('type')).toBe('invite');
    const client = server.client();
    const session = await client.setSession({
      access_token: fragmentOf(landing).get('access_token')!,
      refresh_token: fragmentOf(landing).get('refresh_token')!,
    });
    expect(session.error).toBeNull();
    expect((await client.updateUser({ password: PASSWORD })).error).toBeNull();
    const signedIn = await server
      .client()
      .signInWithPassword({ email: 'invited.gran@example.com', password: PASSWORD });
    expect(signedIn.error).toBeNull();
  });

  it('refuses a confirmed address, a malformed one, and the publishable key', async () => {
    await confirmedAccount('invite.taken@example.com');
    const taken = await admin.inviteUserByEmail('invite.taken@example.com');
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe('email_exists');
    const malformed = await admin.inviteUserByEmail('xx:;x@x.x');
    expect(malformed.error?.status).toBe(400);
    expect(malformed.error?.message).toBe('Unable to validate email address: invalid format');
    const publishable = new GoTrueAdminApi({ url: server.authUrl, headers: { apikey: TEST_PUBLISHABLE_KEY } });
    const refused = await publishable.inviteUserByEmail('invite.nobody@example.com');
    expect(refused.error?.status).toBe(403);
    expect(refused.error?.code).toBe('not_admin');
    expect(await server.messagesTo('invite.nobody@example.com')).toHaveLength(0);
  });
});

describe('generating e-mail links (POST /admin/generate_link)', () => {
  it('answers GoTrue’s shape, sends nothing, and the link, the code and the hashed token each work', async () => {
    const { data, error } = await admin.generateLink({
      type: 'signup',
      email: 'generated.signup@example.com',
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: 'generated.signup@example.com' });
    expect(data.properties).toEqual({
      action_link: expect.stringContaining('/auth/v1/verify?token='),
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.any(String),
      redirect_to: expect.any(String),
      verification_type: 'signup',
    });
    expect(await server.messagesTo('generated.signup@example.com')).toHaveLength(0);
    const landing = await server.followLink(onServer(data.properties!.action_link));
    expect(fragmentOf(landing).get('type')).toBe('signup');
    expect(
      (await server.client().signInWithPassword({ email: 'generated.signup@example.com', password: PASSWORD })).error,
    ).toBeNull();

    await confirmedAccount('generated.magic@example.com');
    const magic = await admin.generateLink({ type: 'magiclink', email: 'generated.magic@example.com' });
    expect(magic.data.properties?.verification_type).toBe('magiclink');
    const byCode = await server.client().verifyOtp({
      email: 'generated.magic@example.com',
      token: magic.data.properties!.email_otp,
      type: 'magiclink',
    });
    expect(byCode.error).toBeNull();

    const recovery = await admin.generateLink({ type: 'recovery', email: 'generated.magic@example.com' });
    const byHash = await server.client().verifyOtp({
      token_hash: recovery.data.properties!.hashed_token,
      type: 'recovery',
    });
    expect(byHash.error).toBeNull();
    expect(byHash.data.user?.email).toBe('generated.magic@example.com');
  });

  it('makes invitations and sign-ups for new addresses, magic links included', async () => {
    const invite = await admin.generateLink({ type: 'invite', email: 'generated.invite@example.com' });
    expect(invite.error).toBeNull();
    expect(invite.data.user?.invited_at).toEqual(expect.any(String));
    expect(invite.data.properties?.verification_type).toBe('invite');
    const newcomer = await admin.generateLink({ type: 'magiclink', email: 'generated.newcomer@example.com' });
    expect(newcomer.error).toBeNull();
    // GoTrue's answer: a magic link for an address without an account is a sign-up.
    expect(newcomer.data.properties?.verification_type).toBe('signup');
    expect(newcomer.data.user?.email).toBe('generated.newcomer@example.com');
  });

  it('moves an account to a new address with email_change_new', async () => {
    const { client } = await confirmedAccount('generated.before@example.com');
    const change = await admin.generateLink({
      type: 'email_change_new',
      email: 'generated.before@example.com',
      newEmail: 'generated.after@example.com',
    });
    expect(change.error).toBeNull();
    expect(change.data.user).toMatchObject({ new_email: 'generated.after@example.com' });
    await server.followLink(onServer(change.data.properties!.action_link));
    expect((await client.getUser()).data.user?.email).toBe('generated.after@example.com');
  });

  it('answers what it cannot do with GoTrue’s errors', async () => {
    const unknown = await admin.generateLink({ type: 'recovery', email: 'generated.nobody@example.com' });
    expect(unknown.error?.status).toBe(404);
    expect(unknown.error?.code).toBe('user_not_found');
    await confirmedAccount('generated.current@example.com');
    const current = await admin.generateLink({
      type: 'email_change_current',
      email: 'generated.current@example.com',
      newEmail: 'generated.elsewhere@example.com',
    });
    expect(current.error?.status).toBe(400);
    expect(current.error?.message).toBe('Enable secure email change to generate link for current email');
    const taken = await admin.generateLink({
      type: 'signup',
      email: 'generated.current@example.com',
      password: PASSWORD,
    });
    expect(taken.error?.code).toBe('email_exists');
    const badType = await fetch(`${server.authUrl}/admin/generate_link`, {
      method: 'POST',
      headers: { apikey: TEST_SECRET_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'sms', email: 'generated.current@example.com' }),
    });
    expect(badType.status).toBe(400);
    expect(await badType.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Invalid email action link type requested: sms',
    });
  });
});

describe('listing users, their factors, and signing a person out', () => {
  it('pages as GoTrue does, empty values meaning page 1 of 50', async () => {
    for (const name of ['list.one', 'list.two', 'list.three']) await confirmedAccount(`${name}@example.com`);
    const total = await server.database.db.$count(schema.users);
    const all = await admin.listUsers();
    expect(all.error).toBeNull();
    expect(all.data).toMatchObject({ aud: 'authenticated', total, lastPage: 1 });
    expect(all.data.users).toHaveLength(total);

    const page = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(2);
    expect(page.data).toMatchObject({ total, nextPage: 2, lastPage: Math.ceil(total / 2) });

    const raw = await fetch(`${server.authUrl}/admin/users?page=&per_page=`, { headers: { apikey: TEST_SECRET_KEY } });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('x-total-count')).toBe(String(total));
    const bad = await fetch(`${server.authUrl}/admin/users?page=first`, { headers: { apikey: TEST_SECRET_KEY } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('lists a person’s factors', async () => {
    const { client, user } = await confirmedAccount('factors.listed@example.com');
    const enrolled = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Kitchen phone' });
    expect(enrolled.error).toBeNull();
    const { data, error } = await admin.mfa.listFactors({ userId: user.id });
    expect(error).toBeNull();
    expect(data?.factors).toEqual([
      expect.objectContaining({ id: enrolled.data?.id, friendly_name: 'Kitchen phone', factor_type: 'totp' }),
    ]);
    const nobody = await admin.mfa.listFactors({ userId: '00000000-0000-4000-8000-000000000000' });
    expect(nobody.error?.status).toBe(404);
  });

  it('signs a person out with the secret key and their access token, answering 204', async () => {
    const { client } = await confirmedAccount('signed.out@example.com');
    const accessToken = (await client.getSession()).data.session!.access_token;
    const { error } = await admin.signOut(accessToken, 'global');
    expect(error).toBeNull();
    const after = await fetch(`${server.authUrl}/user`, {
      headers: { apikey: TEST_PUBLISHABLE_KEY, authorization: `Bearer ${accessToken}` },
    });
    expect(after.status).toBe(403);
    // The token's session has ended, so the same call again finds nothing to end.
    const response = await fetch(`${server.authUrl}/logout`, {
      method: 'POST',
      headers: { apikey: TEST_SECRET_KEY, authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(403);
  });
});
