import type { ChildResponse, FamilyInvitationResponse, FamilyMemberListResponse } from '@tedi/contracts';
import { desc, eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildrenTestServer, type SignedIn, startChildrenServer } from '../children/testing.ts';

/**
 * Every endpoint of the family capability is tried by everyone in the table-driven suite
 * (`src/unauthorised-access.int.test.ts`). These are what its table cannot say: what a member without a grant sees
 * of the shared children, invitation tokens that are guessed or used by the wrong account, and that nothing
 * changed.
 */
let server: ChildrenTestServer;
let parent: SignedIn;
let child: ChildResponse;
let invitation: FamilyInvitationResponse;
let memberUserId: string;
let memberHeaders: Record<string, string>;
const callers = new Map<string, Record<string, string>>();

const SECRET_WORDS = ['Wrenna', 'grandma.joan@example.com', 'aunt.may@example.com', 'peanuts'];

beforeAll(async () => {
  server = await startChildrenServer();
  parent = await server.signIn('parent');
  child = (
    await server.app.inject({
      method: 'POST',
      url: '/api/v1/children',
      headers: parent.headers,
      payload: { name: 'Wrenna', emergencyInformation: 'Severe allergy to peanuts' },
    })
  ).json<ChildResponse>();
  const familyId = (await server.familyOf(parent.userId))!;
  invitation = (
    await server.app.inject({
      method: 'POST',
      url: '/api/v1/family/invitations',
      headers: parent.headers,
      payload: { email: 'grandma.joan@example.com', grants: [{ childId: child.id, areas: { profile: 'view' } }] },
    })
  ).json<FamilyInvitationResponse>();

  // A member of the family with a grant on the child, whose grants the others try to change or remove.
  const member = await server.signIn('family_member', familyId);
  await server.database.db
    .update(schema.users)
    .set({ email: 'aunt.may@example.com' })
    .where(eq(schema.users.id, member.userId));
  await server.database.db
    .insert(schema.childGrants)
    .values({ childId: child.id, userId: member.userId, familyId, areas: { profile: 'view' } });
  memberUserId = member.userId;
  memberHeaders = member.headers;

  const otherParent = await server.signIn('parent');
  await server.app.inject({
    method: 'POST',
    url: '/api/v1/children',
    headers: otherParent.headers,
    payload: { name: 'Another family’s child' },
  });
  callers.set('a signed-out caller', {});
  callers.set('a caller with a forged token', { authorization: 'Bearer not.a.token' });
  callers.set('a parent of another family', otherParent.headers);
  callers.set(
    'a family member of the family without a grant',
    (await server.signIn('family_member', familyId)).headers,
  );
  callers.set('a family member of the family with a grant', memberHeaders);
  callers.set('a child of the family', (await server.signIn('child', familyId)).headers);
  callers.set('an admin', (await server.signIn('admin')).headers);
});

afterAll(async () => {
  await server.close();
});

interface Endpoint {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly url: () => string;
  readonly payload?: () => object;
}

function attempt(endpoint: Endpoint, caller: string) {
  return server.app.inject({
    method: endpoint.method,
    url: endpoint.url(),
    headers: callers.get(caller)!,
    ...(endpoint.payload ? { payload: endpoint.payload() } : {}),
  });
}

function expectNothingOfTheFamily(body: string): void {
  for (const word of SECRET_WORDS) expect(body).not.toContain(word);
  expect(body).not.toContain(child.id);
  expect(body).not.toContain(invitation.id);
}

const CALLERS = [
  'a signed-out caller',
  'a caller with a forged token',
  'a parent of another family',
  'a family member of the family without a grant',
  'a family member of the family with a grant',
  'a child of the family',
  'an admin',
];

describe('the children shared with a family member', () => {
  test.each(CALLERS.filter((caller) => !caller.includes('with a grant')))(
    'show nothing of the family to %s',
    async (caller) => {
      const response = await attempt({ name: '', method: 'GET', url: () => '/api/v1/family/shared-children' }, caller);
      if (caller.includes('signed-out') || caller.includes('forged')) expect(response.statusCode).toBe(401);
      else if (caller.includes('family member')) expect(response.json()).toMatchObject({ children: [] });
      else expect(response.statusCode).toBe(403);
      expectNothingOfTheFamily(response.body.replace('"familyName":"Our family"', ''));
    },
  );
});

describe('accepting and previewing', () => {
  test('accepting is refused to a signed-out caller and to a forged token', async () => {
    for (const caller of ['a signed-out caller', 'a caller with a forged token']) {
      const response = await attempt(
        {
          name: '',
          method: 'POST',
          url: () => '/api/v1/family/invitations/accept',
          payload: () => ({ token: 'x'.repeat(43) }),
        },
        caller,
      );
      expect(response.statusCode).toBe(401);
    }
  });

  test('a guessed token tells nothing', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v1/family/invitations/preview?token=${'a'.repeat(43)}`,
    });
    expect(response.statusCode).toBe(404);
    expectNothingOfTheFamily(response.body);
  });
});

test('after all those attempts the invitation, the member and their grant are as the parent left them', async () => {
  const invitations = await server.app.inject({
    method: 'GET',
    url: '/api/v1/family/invitations',
    headers: parent.headers,
  });
  expect(invitations.json<{ invitations: { id: string }[] }>().invitations.map((i) => i.id)).toEqual([invitation.id]);
  const members = await server.app.inject({ method: 'GET', url: '/api/v1/family/members', headers: parent.headers });
  const member = members.json<FamilyMemberListResponse>().members.find((m) => m.userId === memberUserId);
  expect(member).toMatchObject({ grants: [{ childId: child.id, areas: { profile: 'view' } }] });
  const sent = await server.database.db
    .select()
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.toAddress, 'intruder@example.com'))
    .orderBy(desc(schema.mailOutbox.createdAt));
  expect(sent).toEqual([]);
  const shared = await server.app.inject({
    method: 'GET',
    url: '/api/v1/family/shared-children',
    headers: memberHeaders,
  });
  expect(shared.json()).toMatchObject({ children: [{ id: child.id, name: 'Wrenna' }] });
});
