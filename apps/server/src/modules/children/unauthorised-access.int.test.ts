import type { ChildResponse } from '@tedi/contracts';
import { schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type ChildrenTestServer,
  multipartBody,
  photoWithLocation,
  type SignedIn,
  startChildrenServer,
} from './testing.ts';

/**
 * Every endpoint of the children capability, files included, tried by everyone who is not a parent of the child's
 * family: each is refused with 401, 403 or 404, no answer carries the child's data, and nothing changes. The
 * signed-in user's own endpoints (preferences, account deletion) are tried too: nobody reaches another's.
 */
let server: ChildrenTestServer;
let parent: SignedIn;
let child: ChildResponse;
let conditionId: string;
let contactId: string;
let photoBytes: Buffer;
const callers = new Map<string, Record<string, string>>();

/** Words only the child's profile holds; none may appear in any refused answer. */
const SECRET_WORDS = ['Wrenna', 'peanuts', 'Epilepsy', 'Grandma Joan'];

beforeAll(async () => {
  server = await startChildrenServer();
  parent = await server.signIn('parent');
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/v1/children',
    headers: parent.headers,
    payload: { name: 'Wrenna', emergencyInformation: 'Severe allergy to peanuts' },
  });
  child = created.json<ChildResponse>();
  const familyId = (await server.familyOf(parent.userId))!;
  conditionId = (
    await server.app.inject({
      method: 'POST',
      url: `/api/v1/children/${child.id}/conditions`,
      headers: parent.headers,
      payload: { name: 'Epilepsy' },
    })
  ).json<{ id: string }>().id;
  contactId = (
    await server.app.inject({
      method: 'POST',
      url: `/api/v1/children/${child.id}/contacts`,
      headers: parent.headers,
      payload: { role: 'Grandparent', name: 'Grandma Joan' },
    })
  ).json<{ id: string }>().id;
  photoBytes = await photoWithLocation('png');
  const body = multipartBody('wrenna.png', 'image/png', photoBytes);
  child = (
    await server.app.inject({
      method: 'POST',
      url: `/storage/v1/children/${child.id}/photo`,
      headers: { ...parent.headers, ...body.headers },
      payload: body.payload,
    })
  ).json<ChildResponse>();

  await server.app.inject({
    method: 'PUT',
    url: '/api/v1/me/preferences',
    headers: parent.headers,
    payload: { dashboardLayout: 'enhanced' },
  });
  await server.app.inject({ method: 'POST', url: '/api/v1/me/deletion', headers: parent.headers });

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
  // Members with a grant on the child that leaves out its profile: the grant row exists, the profile stays closed.
  for (const [caller, areas] of [
    ['a family member of the family granted only the child’s health and stories', { health: 'edit', stories: 'view' }],
    ['a family member of the family with a grant of nothing', { profile: 'none' }],
  ] as const) {
    const member = await server.signIn('family_member', familyId);
    await server.database.db
      .insert(schema.childGrants)
      .values({ childId: child.id, userId: member.userId, familyId, areas });
    callers.set(caller, member.headers);
  }
  callers.set('a child of the family', (await server.signIn('child', familyId)).headers);
  callers.set('an admin', (await server.signIn('admin')).headers);
  callers.set('a super admin', (await server.signIn('super_admin')).headers);
});

afterAll(async () => {
  await server.close();
});

/** What each caller gets from an endpoint about one child: refused, never shown the data. */
function expectedForChild(caller: string): number {
  if (caller.includes('signed-out') || caller.includes('forged')) return 401;
  // Inside the family the child's existence is known, so the answer says "not allowed" rather than "not found".
  if (caller.includes('of the family')) return 403;
  return 404;
}

interface Endpoint {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly url: () => string;
  readonly payload?: () => object;
  readonly multipart?: boolean;
}

const CHILD_ENDPOINTS: readonly Endpoint[] = [
  { name: 'read a child', method: 'GET', url: () => `/api/v1/children/${child.id}` },
  {
    name: 'change a child',
    method: 'PATCH',
    url: () => `/api/v1/children/${child.id}`,
    payload: () => ({ name: 'X' }),
  },
  { name: 'archive a child', method: 'POST', url: () => `/api/v1/children/${child.id}/archive` },
  { name: 'restore a child', method: 'POST', url: () => `/api/v1/children/${child.id}/restore` },
  {
    name: 'add a condition',
    method: 'POST',
    url: () => `/api/v1/children/${child.id}/conditions`,
    payload: () => ({ name: 'Invented' }),
  },
  {
    name: 'change a condition',
    method: 'PATCH',
    url: () => `/api/v1/children/${child.id}/conditions/${conditionId}`,
    payload: () => ({ name: 'Changed' }),
  },
  { name: 'remove a condition', method: 'DELETE', url: () => `/api/v1/children/${child.id}/conditions/${conditionId}` },
  {
    name: 'add a contact',
    method: 'POST',
    url: () => `/api/v1/children/${child.id}/contacts`,
    payload: () => ({ role: 'Stranger', name: 'Nobody' }),
  },
  {
    name: 'change a contact',
    method: 'PATCH',
    url: () => `/api/v1/children/${child.id}/contacts/${contactId}`,
    payload: () => ({ name: 'Changed' }),
  },
  { name: 'remove a contact', method: 'DELETE', url: () => `/api/v1/children/${child.id}/contacts/${contactId}` },
  {
    name: 'preview contacts from a file',
    method: 'POST',
    url: () => `/api/v1/children/${child.id}/contacts/import`,
    payload: () => ({ csv: 'Name,Role,Email\nGrandma Joan,Grandparent,\nNobody,Stranger,\n', dryRun: true }),
  },
  {
    name: 'import contacts from a file',
    method: 'POST',
    url: () => `/api/v1/children/${child.id}/contacts/import`,
    payload: () => ({ csv: 'Name,Role\nNobody,Stranger\n', dryRun: false }),
  },
  { name: 'upload a photo', method: 'POST', url: () => `/storage/v1/children/${child.id}/photo`, multipart: true },
  { name: 'remove the photo', method: 'DELETE', url: () => `/api/v1/children/${child.id}/photo` },
  { name: 'download the photo', method: 'GET', url: () => child.photo!.url },
];

async function attempt(endpoint: Endpoint, caller: string) {
  const headers = callers.get(caller)!;
  if (endpoint.multipart) {
    const body = multipartBody('mine.png', 'image/png', photoBytes);
    return server.app.inject({
      method: endpoint.method,
      url: endpoint.url(),
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }
  return server.app.inject({
    method: endpoint.method,
    url: endpoint.url(),
    headers,
    ...(endpoint.payload ? { payload: endpoint.payload() } : {}),
  });
}

function expectNoChildData(body: string): void {
  for (const word of SECRET_WORDS) expect(body).not.toContain(word);
  expect(body).not.toContain('PNG');
}

const CALLERS = [
  'a signed-out caller',
  'a caller with a forged token',
  'a parent of another family',
  'a family member of the family without a grant',
  'a family member of the family granted only the child’s health and stories',
  'a family member of the family with a grant of nothing',
  'a child of the family',
  'an admin',
  'a super admin',
];

describe.each(CHILD_ENDPOINTS)('$name', (endpoint) => {
  test.each(CALLERS)('is refused to %s', async (caller) => {
    const response = await attempt(endpoint, caller);
    expect(response.statusCode, response.body).toBe(expectedForChild(caller));
    expect(response.json<{ code: string }>().code).toBe(
      { 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' }[expectedForChild(caller)],
    );
    expectNoChildData(response.body);
  });
});

/** Family-wide endpoints: who is not a parent is refused; another family's parent sees only their own family. */
const FAMILY_ENDPOINTS: readonly Endpoint[] = [
  { name: 'list the children', method: 'GET', url: () => '/api/v1/children?includeArchived=true' },
  { name: 'add a child', method: 'POST', url: () => '/api/v1/children', payload: () => ({ name: 'Intruder' }) },
  { name: 'export the family’s data', method: 'GET', url: () => '/api/v1/family/export' },
  { name: 'export the family’s data with its files', method: 'GET', url: () => '/api/v1/family/export?format=zip' },
];

describe.each(FAMILY_ENDPOINTS)('$name', (endpoint) => {
  test.each(CALLERS)('never shows the family’s children to %s', async (caller) => {
    const response = await attempt(endpoint, caller);
    const expected =
      caller.includes('signed-out') || caller.includes('forged') ? 401 : caller.includes('parent') ? 'own' : 403;
    if (expected === 'own') expect(response.statusCode).toBeLessThan(300);
    else expect(response.statusCode, response.body).toBe(expected);
    expectNoChildData(response.body);
    expect(response.body).not.toContain(child.id);
  });
});

/**
 * The signed-in user's own settings: nobody reaches another user's, signed-out callers are refused, and every
 * signed-in caller only ever sees (or cancels) their own.
 */
const OWN_ACCOUNT_ENDPOINTS: readonly Endpoint[] = [
  { name: 'read the preferences', method: 'GET', url: () => '/api/v1/me/preferences' },
  {
    name: 'change the preferences',
    method: 'PUT',
    url: () => '/api/v1/me/preferences',
    payload: () => ({ dashboardLayout: 'cursor' }),
  },
  { name: 'read the account’s deletion', method: 'GET', url: () => '/api/v1/me/deletion' },
  { name: 'cancel the account’s deletion', method: 'DELETE', url: () => '/api/v1/me/deletion' },
];

describe.each(OWN_ACCOUNT_ENDPOINTS)('$name', (endpoint) => {
  test.each(CALLERS)('never reaches the parent’s own account for %s', async (caller) => {
    const response = await attempt(endpoint, caller);
    if (caller.includes('signed-out') || caller.includes('forged')) {
      expect(response.statusCode, response.body).toBe(401);
      return;
    }
    if (endpoint.method === 'DELETE') expect(response.statusCode, response.body).toBe(404);
    else expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('enhanced');
    expect(response.body).not.toContain('"scheduled":true');
  });
});

test('asking for an account’s deletion is refused to a signed-out caller', async () => {
  for (const caller of ['a signed-out caller', 'a caller with a forged token']) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/me/deletion',
      headers: callers.get(caller)!,
      payload: { password: 'a long walk by the river' },
    });
    expect(response.statusCode).toBe(401);
  }
});

test('after all those attempts the parent’s preferences and deletion are as they left them', async () => {
  const preferences = await server.app.inject({
    method: 'GET',
    url: '/api/v1/me/preferences',
    headers: parent.headers,
  });
  expect(preferences.json()).toMatchObject({ dashboardLayout: 'enhanced' });
  const deletion = await server.app.inject({ method: 'GET', url: '/api/v1/me/deletion', headers: parent.headers });
  expect(deletion.json()).toMatchObject({ scheduled: true });
});

test('after all those attempts the child is exactly as the parent left them', async () => {
  const now = await server.app.inject({ method: 'GET', url: `/api/v1/children/${child.id}`, headers: parent.headers });
  expect(now.json<ChildResponse>()).toEqual(child);
  const listed = await server.app.inject({ method: 'GET', url: '/api/v1/children', headers: parent.headers });
  expect(listed.json<{ children: { name: string }[] }>().children.map((c) => c.name)).toEqual(['Wrenna']);
});
