import type {
  ChildResponse,
  FamilyInvitationListResponse,
  FamilyInvitationResponse,
  FamilyMemberListResponse,
  SharedChildrenResponse,
} from '@tedi/contracts';
import { desc, eq, schema, sql } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_PUBLISHABLE_KEY } from '../../auth/testing.ts';
import { type ChildrenTestServer, type SignedIn, startChildrenServer, TEST_PASSWORD } from '../children/testing.ts';

let server: ChildrenTestServer;
let now = new Date('2026-03-02T09:00:00Z');
let parent: SignedIn;
let wrenna: ChildResponse;
let otto: ChildResponse;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startChildrenServer({ clock: () => now });
  parent = await server.signIn('parent');
  const add = async (name: string) =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/api/v1/children',
        headers: parent.headers,
        payload: { name, likes: `${name} likes trains`, emergencyInformation: `${name} is allergic to bees` },
      })
    ).json<ChildResponse>();
  wrenna = await add('Wrenna');
  otto = await add('Otto');
});

afterAll(async () => {
  await server.close();
});

async function latestMailTo(address: string) {
  const [message] = await server.database.db
    .select()
    .from(schema.mailOutbox)
    .where(eq(sql`lower(${schema.mailOutbox.toAddress})`, address.toLowerCase()))
    .orderBy(desc(schema.mailOutbox.createdAt));
  return message;
}

async function tokenMailedTo(address: string): Promise<string> {
  const message = await latestMailTo(address);
  const link = /https?:\/\/\S+\/accept-invitation\?token=\S+/.exec(message?.textBody ?? '')?.[0];
  if (!link) throw new Error(`no invitation link in the latest message to ${address}`);
  return new URL(link).searchParams.get('token')!;
}

function invite(
  email: string,
  grants: object[] = [{ childId: wrenna.id, areas: { profile: 'view', health: 'edit' } }],
) {
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/family/invitations',
    headers: parent.headers,
    payload: { email, grants },
  });
}

function accept(headers: object, token: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/family/invitations/accept',
    headers: headers as Record<string, string>,
    payload: { token },
  });
}

function preview(token: string) {
  return server.app.inject({
    method: 'GET',
    url: `/api/v1/family/invitations/preview?token=${encodeURIComponent(token)}`,
  });
}

/** A person who has just signed up (a parent account without a family), and the invitation sent to them. */
async function newcomerInvited(grants?: object[]): Promise<{ person: SignedIn; token: string; id: string }> {
  const person = await server.signIn('parent');
  const sent = await invite(person.email, grants);
  expect(sent.statusCode, sent.body).toBe(201);
  return { person, token: await tokenMailedTo(person.email), id: sent.json<FamilyInvitationResponse>().id };
}

describe('inviting', () => {
  test('a parent invites by e-mail with grants per child: the e-mail carries the link, only its hash is kept', async () => {
    const sent = await invite('Grandma.Joan@Example.com');
    expect(sent.statusCode, sent.body).toBe(201);
    const invitation = sent.json<FamilyInvitationResponse>();
    expect(invitation).toMatchObject({
      email: 'grandma.joan@example.com',
      status: 'pending',
      grants: [
        {
          childId: wrenna.id,
          childName: 'Wrenna',
          areas: {
            profile: 'view',
            health: 'edit',
            education: 'none',
            tracking: 'none',
            messages: 'none',
            stories: 'none',
          },
        },
      ],
    });
    expect(new Date(invitation.expiresAt).getTime() - now.getTime()).toBe(7 * DAY_MS);
    const message = await latestMailTo('grandma.joan@example.com');
    expect(message?.subject).toContain('invites you to join');
    const token = await tokenMailedTo('grandma.joan@example.com');
    const [row] = await server.database.db
      .select()
      .from(schema.familyInvitations)
      .where(eq(schema.familyInvitations.id, invitation.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  test('inviting the same address again replaces the pending invitation: the old link stops working', async () => {
    await invite('twice@example.com');
    const firstToken = await tokenMailedTo('twice@example.com');
    await invite('twice@example.com', [{ childId: otto.id, areas: { stories: 'view' } }]);
    const secondToken = await tokenMailedTo('twice@example.com');
    expect(secondToken).not.toBe(firstToken);
    expect((await preview(firstToken)).statusCode).toBe(404);
    expect((await preview(secondToken)).statusCode).toBe(200);
    const list = await server.app.inject({ method: 'GET', url: '/api/v1/family/invitations', headers: parent.headers });
    const mine = list.json<FamilyInvitationListResponse>().invitations.filter((i) => i.email === 'twice@example.com');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.grants.map((g) => g.childName)).toEqual(['Otto']);
  });

  test('a child of another family cannot be named in a grant', async () => {
    const other = await server.signIn('parent');
    const theirs = (
      await server.app.inject({
        method: 'POST',
        url: '/api/v1/children',
        headers: other.headers,
        payload: { name: 'Someone else' },
      })
    ).json<ChildResponse>();
    const sent = await invite('sneaky@example.com', [{ childId: theirs.id, areas: { profile: 'view' } }]);
    expect(sent.statusCode).toBe(400);
    expect(await latestMailTo('sneaky@example.com')).toBeUndefined();
  });

  test('the address is checked and a parent cannot invite themselves', async () => {
    expect((await invite('not an address')).statusCode).toBe(400);
    expect((await invite(parent.email)).statusCode).toBe(400);
  });
});

describe('the invitation page’s preview', () => {
  test('shows the family’s name, who invited and the address invited, nothing else', async () => {
    await server.database.db
      .update(schema.profiles)
      .set({ displayName: 'Sam Taylor' })
      .where(eq(schema.profiles.userId, parent.userId));
    await invite('Preview@Example.com');
    const response = await preview(await tokenMailedTo('preview@example.com'));
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['email', 'expiresAt', 'familyName', 'inviterName']);
    // The family was made before the parent's name was known, so it has the plain name.
    expect(body).toMatchObject({ familyName: 'Our family', inviterName: 'Sam Taylor', email: 'preview@example.com' });
    expect(response.body).not.toContain('Wrenna');
    expect(response.body).not.toContain(parent.email);
  });

  test('says plainly when a link is not known', async () => {
    const response = await preview('not-a-real-token-at-all');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', details: { reason: 'unknown' } });
  });
});

describe('accepting', () => {
  test('joins the family as a family member; the next refreshed token carries the new role', async () => {
    const person = await server.signIn('parent');
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { apikey: TEST_PUBLISHABLE_KEY },
      payload: { email: person.email, password: TEST_PASSWORD },
    });
    const session = signedIn.json<{ access_token: string; refresh_token: string }>();
    await invite(person.email);
    const token = await tokenMailedTo(person.email);

    const accepted = await accept({ authorization: `Bearer ${session.access_token}` }, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ familyName: 'Our family' });

    const [profile] = await server.database.db
      .select()
      .from(schema.profiles)
      .where(eq(schema.profiles.userId, person.userId));
    expect(profile).toMatchObject({ role: 'family_member', familyId: await server.familyOf(parent.userId) });

    const refreshed = await server.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      headers: { apikey: TEST_PUBLISHABLE_KEY },
      payload: { refresh_token: session.refresh_token },
    });
    const accessToken = refreshed.json<{ access_token: string }>().access_token;
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
      app_metadata: { role: string };
    };
    expect(claims.app_metadata.role).toBe('family_member');
  });

  test('a link works once', async () => {
    const { person, token } = await newcomerInvited();
    expect((await accept(person.headers, token)).statusCode).toBe(200);
    const again = await accept(person.headers, token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ details: { reason: 'used' } });
    expect((await preview(token)).json()).toMatchObject({ details: { reason: 'used' } });
  });

  test('a link works for seven days, not longer', async () => {
    const { person, token } = await newcomerInvited();
    const sentAt = now;
    now = new Date(sentAt.getTime() + 7 * DAY_MS - 60_000);
    expect((await preview(token)).statusCode).toBe(200);
    now = new Date(sentAt.getTime() + 7 * DAY_MS);
    const late = await accept(person.headers, token);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ details: { reason: 'expired' } });
    expect(late.json<{ message: string }>().message).toContain('expired');
    const list = await server.app.inject({ method: 'GET', url: '/api/v1/family/invitations', headers: parent.headers });
    expect(list.json<FamilyInvitationListResponse>().invitations.find((i) => i.email === person.email)?.status).toBe(
      'expired',
    );
    now = sentAt;
  });

  test('a revoked invitation no longer works and leaves the pending list', async () => {
    const { person, token, id } = await newcomerInvited();
    const revoked = await server.app.inject({
      method: 'POST',
      url: `/api/v1/family/invitations/${id}/revoke`,
      headers: parent.headers,
    });
    expect(revoked.statusCode).toBe(204);
    const refused = await accept(person.headers, token);
    expect(refused.json()).toMatchObject({ details: { reason: 'revoked' } });
    const list = await server.app.inject({ method: 'GET', url: '/api/v1/family/invitations', headers: parent.headers });
    expect(list.json<FamilyInvitationListResponse>().invitations.map((i) => i.id)).not.toContain(id);
    const twice = await server.app.inject({
      method: 'POST',
      url: `/api/v1/family/invitations/${id}/revoke`,
      headers: parent.headers,
    });
    expect(twice.statusCode).toBe(404);
  });

  test('another account is told which address the invitation was for, masked', async () => {
    await invite('jo.taylor@example.com');
    const token = await tokenMailedTo('jo.taylor@example.com');
    const someoneElse = await server.signIn('parent');
    const refused = await accept(someoneElse.headers, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      'This invitation was sent to j***@example.com. Please sign in with that address.',
    );
    expect((await preview(token)).statusCode).toBe(200);
  });

  test('an account that already has its own family is refused', async () => {
    const otherParent = await server.signIn('parent');
    await server.app.inject({
      method: 'POST',
      url: '/api/v1/children',
      headers: otherParent.headers,
      payload: { name: 'Their own child' },
    });
    await invite(otherParent.email);
    const refused = await accept(otherParent.headers, await tokenMailedTo(otherParent.email));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/^This account already has its own family in Tedi/);
  });

  test('a signed-out caller is asked to sign in', async () => {
    const { token } = await newcomerInvited();
    expect((await accept({}, token)).statusCode).toBe(401);
  });
});

describe('a family member', () => {
  test('sees only the children granted, and per child only the areas granted', async () => {
    const { person, token } = await newcomerInvited([
      { childId: wrenna.id, areas: { profile: 'view', stories: 'view' } },
    ]);
    await accept(person.headers, token);
    const member = await server.signInAgain(person.email);

    const shared = await server.app.inject({
      method: 'GET',
      url: '/api/v1/family/shared-children',
      headers: member.headers,
    });
    expect(shared.statusCode).toBe(200);
    const body = shared.json<SharedChildrenResponse>();
    expect(body.children.map((c) => c.name)).toEqual(['Wrenna']);
    expect(body.children[0]!.areas).toMatchObject({ profile: 'view', stories: 'view', health: 'none' });
    expect(body.children[0]!.profile?.likes).toBe('Wrenna likes trains');
    expect(shared.body).not.toContain('Otto');

    const read = await server.app.inject({
      method: 'GET',
      url: `/api/v1/children/${wrenna.id}`,
      headers: member.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<ChildResponse>().permissions).toMatchObject({ canEdit: false, canArchive: false });
    const change = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/children/${wrenna.id}`,
      headers: member.headers,
      payload: { likes: 'changed' },
    });
    expect(change.statusCode).toBe(403);
    const notShared = await server.app.inject({
      method: 'GET',
      url: `/api/v1/children/${otto.id}`,
      headers: member.headers,
    });
    expect(notShared.statusCode).toBe(403);
    expect(notShared.body).not.toContain('Otto');
  });

  test('reads each area only as granted: the profile with how the child communicates, health only with health', async () => {
    const child = (
      await server.app.inject({
        method: 'POST',
        url: '/api/v1/children',
        headers: parent.headers,
        payload: { name: 'Ollie', communication: { signs: 'Makaton', aac: 'Talker app on his iPad' } },
      })
    ).json<ChildResponse>();
    const to = (path: string) => `/api/v1/children/${child.id}${path}`;
    await server.app.inject({
      method: 'POST',
      url: to('/conditions'),
      headers: parent.headers,
      payload: { name: 'Autism' },
    });
    await server.app.inject({
      method: 'POST',
      url: to('/contacts'),
      headers: parent.headers,
      payload: { role: 'GP', name: 'Dr Amara Nwosu' },
    });
    const memberWith = async (areas: object) => {
      const { person, token } = await newcomerInvited([{ childId: child.id, areas }]);
      await accept(person.headers, token);
      return server.signInAgain(person.email);
    };
    const sharedWith = async (member: { headers: Record<string, string> }) =>
      (await server.app.inject({ method: 'GET', url: '/api/v1/family/shared-children', headers: member.headers }))
        .json<SharedChildrenResponse>()
        .children.find((shared) => shared.id === child.id)!;

    // The profile and not health: how Ollie communicates and whom to call, never his diagnoses, by any address.
    const editor = await memberWith({ profile: 'edit' });
    const profileOnly = await sharedWith(editor);
    expect(profileOnly.profile?.communication).toMatchObject({ signs: 'Makaton', aac: 'Talker app on his iPad' });
    expect(profileOnly.profile?.contacts.map((contact) => contact.name)).toEqual(['Dr Amara Nwosu']);
    expect(profileOnly.conditions).toBeNull();
    const read = await server.app.inject({ method: 'GET', url: to(''), headers: editor.headers });
    expect(read.json<ChildResponse>().conditions).toBeNull();
    expect(read.body).not.toContain('Autism');
    const added = await server.app.inject({
      method: 'POST',
      url: to('/conditions'),
      headers: editor.headers,
      payload: { name: 'Invented' },
    });
    expect(added.statusCode).toBe(403);

    // Health and not the profile: his conditions, and nothing of the profile.
    const healthOnly = await sharedWith(await memberWith({ health: 'view' }));
    expect(healthOnly.profile).toBeNull();
    expect(healthOnly.conditions?.map((condition) => condition.name)).toEqual(['Autism']);
  });

  test('with a grant that leaves out the profile sees that the child is shared, never the profile', async () => {
    const { person, token } = await newcomerInvited([{ childId: otto.id, areas: { health: 'view' } }]);
    await accept(person.headers, token);
    const member = await server.signInAgain(person.email);
    const shared = (
      await server.app.inject({ method: 'GET', url: '/api/v1/family/shared-children', headers: member.headers })
    ).json<SharedChildrenResponse>();
    expect(shared.children).toHaveLength(1);
    expect(shared.children[0]).toMatchObject({
      name: 'Otto',
      profile: null,
      areas: { health: 'view', profile: 'none' },
    });
    expect(JSON.stringify(shared)).not.toContain('bees');
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/v1/children/${otto.id}`,
      headers: member.headers,
    });
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('bees');
  });

  test('with an edit grant on the profile may change it', async () => {
    const { person, token } = await newcomerInvited([{ childId: otto.id, areas: { profile: 'edit' } }]);
    await accept(person.headers, token);
    const member = await server.signInAgain(person.email);
    const change = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/children/${otto.id}`,
      headers: member.headers,
      payload: { strengths: 'Patient with puzzles' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json<ChildResponse>()).toMatchObject({
      strengths: 'Patient with puzzles',
      permissions: { canEdit: true },
    });
    const archive = await server.app.inject({
      method: 'POST',
      url: `/api/v1/children/${otto.id}/archive`,
      headers: member.headers,
    });
    expect(archive.statusCode).toBe(403);
  });
});

describe('managing members', () => {
  test('the parent sees members with their grants, changes them, and removes a member', async () => {
    const { person, token } = await newcomerInvited([{ childId: wrenna.id, areas: { profile: 'view' } }]);
    await accept(person.headers, token);
    const member = await server.signInAgain(person.email);

    const listed = await server.app.inject({ method: 'GET', url: '/api/v1/family/members', headers: parent.headers });
    const entry = listed.json<FamilyMemberListResponse>().members.find((m) => m.userId === person.userId);
    expect(entry).toMatchObject({ email: person.email, grants: [{ childName: 'Wrenna', areas: { profile: 'view' } }] });

    const changed = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/family/members/${person.userId}/grants`,
      headers: parent.headers,
      payload: { grants: [{ childId: otto.id, areas: { profile: 'view', education: 'edit' } }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const sharedNow = (
      await server.app.inject({ method: 'GET', url: '/api/v1/family/shared-children', headers: member.headers })
    ).json<SharedChildrenResponse>();
    expect(sharedNow.children.map((c) => c.name)).toEqual(['Otto']);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/v1/children/${wrenna.id}`, headers: member.headers }))
        .statusCode,
    ).toBe(403);

    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/v1/family/members/${person.userId}`,
      headers: parent.headers,
    });
    expect(removed.statusCode).toBe(204);
    const afterRemoval = await server.app.inject({
      method: 'GET',
      url: '/api/v1/family/shared-children',
      headers: member.headers,
    });
    expect(afterRemoval.json<SharedChildrenResponse>().children).toEqual([]);
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/v1/children/${otto.id}`,
      headers: member.headers,
    });
    expect(read.statusCode).toBe(404);
    const listedAfter = await server.app.inject({
      method: 'GET',
      url: '/api/v1/family/members',
      headers: parent.headers,
    });
    expect(listedAfter.json<FamilyMemberListResponse>().members.map((m) => m.userId)).not.toContain(person.userId);
  });

  test('grants of someone who is not a member of the family cannot be changed', async () => {
    const stranger = await server.signIn('parent');
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/family/members/${stranger.userId}/grants`,
      headers: parent.headers,
      payload: { grants: [] },
    });
    expect(response.statusCode).toBe(404);
  });
});
