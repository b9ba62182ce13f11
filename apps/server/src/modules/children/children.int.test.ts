import type { ChildListResponse, FamilyExportResponse } from '@tedi/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildrenTestServer, type SignedIn, startChildrenServer } from './testing.ts';

let server: ChildrenTestServer;
let parent: SignedIn;

beforeAll(async () => {
  server = await startChildrenServer();
  parent = await server.signIn('parent');
});

afterAll(async () => {
  await server.close();
});

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, who = parent) {
  return server.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const FULL_PROFILE = {
  name: 'Jamie Taylor',
  preferredName: 'Jay',
  dateOfBirth: '2018-09-14',
  pronouns: 'he/him',
  communication: { speech: 'Short phrases', aac: 'Proloquo2Go on an iPad', whatHelps: 'Give him time to answer' },
  sensory: { seeks: 'Deep pressure, swinging', avoids: 'Hand dryers' },
  likes: 'Trains',
  dislikes: 'Queues',
  needs: 'A visual timetable',
  strengths: 'Remembers every route',
  school: {
    name: 'Oakfield Primary',
    contacts: [{ name: 'Ms Patel', role: 'SENCo', email: 'senco@oakfield.example' }],
  },
  emergencyInformation: 'Allergic to penicillin',
};

describe('a parent with their children', () => {
  test('a new parent has no children yet and may add one', async () => {
    const response = await call('GET', '/api/v1/children');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({ children: [], canCreate: true });
  });

  test('adds a child with only a name, which makes the family, and reads it back with what they may do', async () => {
    const created = await call('POST', '/api/v1/children', { name: '  Robin  ' });
    expect(created.statusCode, created.body).toBe(201);
    const child = created.json();
    expect(child).toMatchObject({
      name: 'Robin',
      preferredName: null,
      dateOfBirth: null,
      photo: null,
      archivedAt: null,
      communication: {},
      conditions: [],
      contacts: [],
      permissions: { canEdit: true, canArchive: true, canUploadPhoto: true, canDownloadFiles: true },
    });
    expect(child).not.toHaveProperty('familyId');
    expect(await server.familyOf(parent.userId)).not.toBeNull();

    const read = await call('GET', `/api/v1/children/${child.id}`);
    expect(read.json()).toEqual(child);
  });

  test('adds a child with a whole profile; blank fields are stored as empty', async () => {
    const created = await call('POST', '/api/v1/children', { ...FULL_PROFILE, likes: '   ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ...FULL_PROFILE, likes: null });
  });

  test('changes only the fields sent, and nested groups field by field', async () => {
    const { id } = (await call('POST', '/api/v1/children', FULL_PROFILE)).json();
    const changed = await call('PATCH', `/api/v1/children/${id}`, {
      preferredName: '',
      communication: { signs: 'Makaton for more and finished' },
      strengths: 'Kind to younger children',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Jamie Taylor',
      preferredName: null,
      strengths: 'Kind to younger children',
      likes: 'Trains',
      communication: { ...FULL_PROFILE.communication, signs: 'Makaton for more and finished' },
    });
    expect((await call('GET', `/api/v1/children/${id}`)).json().communication.signs).toBe(
      'Makaton for more and finished',
    );
  });

  test('archives a child out of the list, lists them on request, and restores them as they were', async () => {
    const { id } = (await call('POST', '/api/v1/children', { name: 'Archie', likes: 'Lego' })).json();
    const archived = await call('POST', `/api/v1/children/${id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archivedAt).toEqual(expect.any(String));

    const listed = (await call('GET', '/api/v1/children')).json<ChildListResponse>();
    expect(listed.children.map((c) => c.id)).not.toContain(id);
    const withArchived = (await call('GET', '/api/v1/children?includeArchived=true')).json<ChildListResponse>();
    expect(withArchived.children.find((c) => c.id === id)).toMatchObject({ name: 'Archie' });

    const restored = await call('POST', `/api/v1/children/${id}/restore`);
    expect(restored.json()).toMatchObject({ archivedAt: null, likes: 'Lego' });
    expect((await call('GET', '/api/v1/children')).json<ChildListResponse>().children.map((c) => c.id)).toContain(id);
  });

  test('the list shows each child once, oldest first, with a summary only', async () => {
    const listed = (await call('GET', '/api/v1/children')).json<ChildListResponse>();
    expect(listed.children.map((c) => c.name)).toEqual(['Robin', 'Jamie Taylor', 'Jamie Taylor', 'Archie']);
    expect(listed.children[0]).not.toHaveProperty('emergencyInformation');
  });
});

describe('conditions and contacts', () => {
  let childId: string;

  beforeAll(async () => {
    childId = (await call('POST', '/api/v1/children', { name: 'Maya' })).json().id;
  });

  test('adds, changes and removes a condition', async () => {
    const added = await call('POST', `/api/v1/children/${childId}/conditions`, {
      name: 'Autism',
      diagnosedOn: '2021-03-02',
      diagnosedBy: 'Community paediatrician',
    });
    expect(added.statusCode, added.body).toBe(201);
    const condition = added.json();
    expect(condition).toMatchObject({ name: 'Autism', diagnosedOn: '2021-03-02', notes: null });

    const changed = await call('PATCH', `/api/v1/children/${childId}/conditions/${condition.id}`, {
      notes: 'Assessment report in documents',
    });
    expect(changed.json()).toMatchObject({ name: 'Autism', notes: 'Assessment report in documents' });
    expect((await call('GET', `/api/v1/children/${childId}`)).json().conditions).toEqual([changed.json()]);

    const removed = await call('DELETE', `/api/v1/children/${childId}/conditions/${condition.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/api/v1/children/${childId}`)).json().conditions).toEqual([]);
    const again = await call('DELETE', `/api/v1/children/${childId}/conditions/${condition.id}`);
    expect(again.statusCode).toBe(404);
  });

  test('adds, changes and removes a contact', async () => {
    const added = await call('POST', `/api/v1/children/${childId}/contacts`, {
      role: 'GP',
      name: 'Dr Okafor',
      phone: '020 7946 0000',
    });
    expect(added.statusCode, added.body).toBe(201);
    const contact = added.json();
    const changed = await call('PATCH', `/api/v1/children/${childId}/contacts/${contact.id}`, {
      email: 'reception@surgery.example',
    });
    expect(changed.json()).toMatchObject({ role: 'GP', name: 'Dr Okafor', email: 'reception@surgery.example' });
    expect((await call('GET', `/api/v1/children/${childId}`)).json().contacts).toEqual([changed.json()]);
    expect((await call('DELETE', `/api/v1/children/${childId}/contacts/${contact.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/children/${childId}`)).json().contacts).toEqual([]);
  });

  test('a condition of another child cannot be changed through this one', async () => {
    const other = (await call('POST', '/api/v1/children', { name: 'Sibling' })).json().id;
    const condition = (await call('POST', `/api/v1/children/${other}/conditions`, { name: 'Asthma' })).json();
    const response = await call('PATCH', `/api/v1/children/${childId}/conditions/${condition.id}`, { name: 'x' });
    expect(response.statusCode).toBe(404);
    expect((await call('GET', `/api/v1/children/${other}`)).json().conditions[0].name).toBe('Asthma');
  });
});

describe('bad input is refused with a message for each field', () => {
  test('a child without a name', async () => {
    const response = await call('POST', '/api/v1/children', { name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'name', message: 'Please enter your child’s name' }],
    });
  });

  test('a date of birth that is not a date, or is in the future', async () => {
    const notADate = await call('POST', '/api/v1/children', { name: 'A', dateOfBirth: '2019-02-30' });
    expect(notADate.json().details).toEqual([
      { field: 'dateOfBirth', message: 'The date of birth must be a real date, written like 2019-04-23' },
    ]);
    const future = await call('POST', '/api/v1/children', { name: 'A', dateOfBirth: '2999-01-01' });
    expect(future.json().details).toEqual([
      { field: 'dateOfBirth', message: 'The date of birth can’t be in the future' },
    ]);
  });

  test('a field the API does not know, and text that is too long', async () => {
    const unknown = await call('POST', '/api/v1/children', { name: 'A', nickname: 'B' });
    expect(unknown.statusCode).toBe(400);
    const long = await call('POST', '/api/v1/children', { name: 'A', likes: 'x'.repeat(4001) });
    expect(long.json().details).toEqual([{ field: 'likes', message: 'Likes can be at most 4000 characters' }]);
  });

  test('a contact with an e-mail address that is not one, and an id that is not an id', async () => {
    const childId = (await call('POST', '/api/v1/children', { name: 'C' })).json().id;
    const contact = await call('POST', `/api/v1/children/${childId}/contacts`, {
      role: 'Speech therapist',
      name: 'Lee',
      email: 'lee-at-clinic',
    });
    expect(contact.json().details).toEqual([
      { field: 'email', message: 'Please enter an e-mail address like name@example.com' },
    ]);
    const badId = await call('GET', '/api/v1/children/not-an-id');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details).toEqual([{ field: 'childId', message: 'must be a child id' }]);
  });

  test('a child that does not exist is not found', async () => {
    const response = await call('GET', '/api/v1/children/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});

describe('the family export', () => {
  test('holds every child, archived ones too, with conditions and contacts, and no storage internals', async () => {
    const exporter = await server.signIn('parent');
    const first = (await call('POST', '/api/v1/children', { ...FULL_PROFILE }, exporter)).json();
    await call('POST', `/api/v1/children/${first.id}/conditions`, { name: 'ADHD' }, exporter);
    const second = (await call('POST', '/api/v1/children', { name: 'Pip' }, exporter)).json();
    await call('POST', `/api/v1/children/${second.id}/archive`, undefined, exporter);

    const response = await call('GET', '/api/v1/family/export', undefined, exporter);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tedi-family-export-/);
    const exported = response.json<FamilyExportResponse>();
    expect(exported.family).toMatchObject({ name: 'Our family' });
    expect(exported.children.map((c) => c.name)).toEqual(['Jamie Taylor', 'Pip']);
    expect(exported.children[0]?.conditions?.[0]?.name).toBe('ADHD');
    expect(exported.children[0]).not.toHaveProperty('permissions');
    expect(exported.files).toEqual([]);
    expect(response.body).not.toContain('Robin');
  });

  test('a parent without a family yet gets an empty export', async () => {
    const newcomer = await server.signIn('parent');
    const exported = (await call('GET', '/api/v1/family/export', undefined, newcomer)).json();
    expect(exported).toMatchObject({ family: null, children: [], files: [] });
  });
});
