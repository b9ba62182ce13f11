import {
  CONTACTS_IMPORT_LIMITS,
  CONTACTS_IMPORT_MESSAGES,
  type ChildContactResponse,
  type ChildResponse,
  type ContactsImportResponse,
} from '@tedi/contracts';
import { schema } from '@tedi/db';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { type ChildrenTestServer, type SignedIn, startChildrenServer } from './testing.ts';

let server: ChildrenTestServer;
let parent: SignedIn;
let childId: string;

beforeAll(async () => {
  server = await startChildrenServer();
  parent = await server.signIn('parent');
});

afterAll(async () => {
  await server.close();
});

/** Each test starts with a new child who has one contact already: their GP. */
beforeEach(async () => {
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/v1/children',
    headers: parent.headers,
    payload: { name: 'Maya' },
  });
  childId = created.json<ChildResponse>().id;
  await server.app.inject({
    method: 'POST',
    url: `/api/v1/children/${childId}/contacts`,
    headers: parent.headers,
    payload: { role: 'GP', name: 'Dr Amara Nwosu', email: 'reception@riverside.example' },
  });
});

function importCsv(csv: string, dryRun: boolean, extra: object = {}, who = parent) {
  return server.app.inject({
    method: 'POST',
    url: `/api/v1/children/${childId}/contacts/import`,
    headers: who.headers,
    payload: { csv, dryRun, ...extra },
  });
}

async function contactsOf(id = childId): Promise<readonly ChildContactResponse[]> {
  const response = await server.app.inject({ method: 'GET', url: `/api/v1/children/${id}`, headers: parent.headers });
  return response.json<ChildResponse>().contacts;
}

/** A file with a good row, a bad row, one already on the profile and one repeated in the file. */
const MIXED = [
  'Name,Role,Phone,Email,Notes',
  'Grandma Joan,Grandparent,07700 900456,,"Collects Maya on Tuesdays,\nhas a spare key"',
  ',Speech and language therapist,,lee@clinic.example,',
  'Lee Park,Childminder,,abc,',
  'dr amara nwosu,gp,,,',
  'Grandma Joan,Grandparent,,,',
  'Sam Reid,Paediatrician,,s.reid@hospital.example,',
].join('\r\n');

describe('a preview', () => {
  test('says what would happen to each row and saves nothing', async () => {
    const response = await importCsv(MIXED, true);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const preview = response.json<ContactsImportResponse>();
    expect(preview.dryRun).toBe(true);
    expect(preview.columns.map((column) => column.field)).toEqual(['name', 'role', 'phone', 'email', 'notes']);
    expect(preview.rows.map((row) => [row.row, row.status, row.problems, row.sameAsRow])).toEqual([
      [2, 'add', [], null],
      [3, 'problem', ['Row 3 has no name'], null],
      [4, 'problem', ['Row 4: ‘abc’ is not an e-mail address'], null],
      [5, 'existing', [], null],
      [6, 'repeated', [], 2],
      [7, 'add', [], null],
    ]);
    expect(preview.rows[0]?.contact).toEqual({
      role: 'Grandparent',
      name: 'Grandma Joan',
      phone: '07700 900456',
      email: null,
      notes: 'Collects Maya on Tuesdays,\nhas a spare key',
    });
    expect(preview.counts).toEqual({ add: 2, problem: 2, existing: 1, repeated: 1 });
    expect(preview.added).toEqual([]);
    expect((await contactsOf()).map((contact) => contact.name)).toEqual(['Dr Amara Nwosu']);
  });

  test('offers rows without a role to the parent, and gives them the role chosen', async () => {
    const csv = 'First Name,Last Name,Mobile Phone\nJoan,Smith,07700 900456\nTom,Reid,\n';
    const preview = (await importCsv(csv, true)).json<ContactsImportResponse>();
    expect(preview.rows.map((row) => [row.status, row.needsRole])).toEqual([
      ['problem', true],
      ['problem', true],
    ]);
    const chosen = (await importCsv(csv, true, { defaultRole: ' Family friend ' })).json<ContactsImportResponse>();
    expect(chosen.rows.map((row) => [row.status, row.roleFrom, row.contact.role])).toEqual([
      ['add', 'chosen', 'Family friend'],
      ['add', 'chosen', 'Family friend'],
    ]);
  });

  test('refuses a chosen role that a contact could not have, as adding one contact would', async () => {
    const response = await importCsv('Name\nJoan\n', true, { defaultRole: 'x'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', details: [{ field: 'defaultRole' }] });
  });
});

describe('an import', () => {
  test('adds the valid new rows in the file’s order, leaves every other row out and changes nothing already there', async () => {
    const before = await contactsOf();
    const response = await importCsv(MIXED, false);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<ContactsImportResponse>();
    expect(result.dryRun).toBe(false);
    expect(result.counts).toEqual({ add: 2, problem: 2, existing: 1, repeated: 1 });
    expect(result.added.map((contact) => contact.name)).toEqual(['Grandma Joan', 'Sam Reid']);

    const after = await contactsOf();
    expect(after[0]).toEqual(before[0]);
    expect(after.map((contact) => `${contact.name} (${contact.role})`)).toEqual([
      'Dr Amara Nwosu (GP)',
      'Grandma Joan (Grandparent)',
      'Sam Reid (Paediatrician)',
    ]);
    expect(after.slice(1)).toEqual(result.added);
  });

  test('the same file imported twice adds nothing the second time', async () => {
    await importCsv(MIXED, false);
    const again = (await importCsv(MIXED, false)).json<ContactsImportResponse>();
    expect(again.counts).toEqual({ add: 0, problem: 2, existing: 4, repeated: 0 });
    expect(again.added).toEqual([]);
    expect(await contactsOf()).toHaveLength(3);
  });

  test('two imports of one file at the same moment add each person once', async () => {
    const [first, second] = await Promise.all([importCsv(MIXED, false), importCsv(MIXED, false)]);
    const added = [first, second].map((response) => response.json<ContactsImportResponse>().added.length);
    expect(added.sort()).toEqual([0, 2]);
    expect(await contactsOf()).toHaveLength(3);
  });

  test('reads an Outlook export saved with semicolons, keeping the second number in the notes', async () => {
    const csv = [
      '\uFEFFTitle;First Name;Last Name;Company;Job Title;Business Phone;Mobile Phone;E-mail Address;Notes',
      'Mrs;Farah;Ahmed;Brook Lane Primary School;SENCo;01632 960001;07700 900321;senco@brooklane.example;',
    ].join('\r\n');
    const result = (await importCsv(csv, false)).json<ContactsImportResponse>();
    expect(result.added).toEqual([
      {
        id: expect.any(String),
        name: 'Mrs Farah Ahmed',
        role: 'SENCo',
        phone: '01632 960001',
        email: 'senco@brooklane.example',
        notes: 'Other phone numbers: 07700 900321',
      },
    ]);
  });
});

describe('a file that cannot be imported is refused whole, with words a parent can act on', () => {
  test.each([
    ['a spreadsheet that is not saved as CSV', 'PK\u0003\u0004\u0000\u0000[Content_Types].xml', 415, 'notText'],
    ['an empty file', '', 400, 'empty'],
    ['a file without column names', 'Joan Smith,Grandparent\n', 400, 'noHeader'],
    ['column names with no contacts', 'Name,Role\n', 400, 'noRows'],
    ['too many contacts', `Name,Role\n${'Jo,Aunt\n'.repeat(CONTACTS_IMPORT_LIMITS.maxRows + 1)}`, 413, 'tooManyRows'],
    ['a file too big', `Name,Notes\n${`Jo,${'x'.repeat(2000)}\n`.repeat(140)}`, 413, 'tooLarge'],
  ] as const)('%s', async (_, csv, status, message) => {
    for (const dryRun of [true, false]) {
      const response = await importCsv(csv, dryRun);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ message: string }>().message).toBe(CONTACTS_IMPORT_MESSAGES[message]);
    }
    expect(await contactsOf()).toHaveLength(1);
  });

  test('a request without the file’s text, or for a child that is not there', async () => {
    const missing = await server.app.inject({
      method: 'POST',
      url: `/api/v1/children/${childId}/contacts/import`,
      headers: parent.headers,
      payload: { dryRun: true },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_failed', details: [{ field: 'csv' }] });
    const nobody = await server.app.inject({
      method: 'POST',
      url: '/api/v1/children/00000000-0000-4000-8000-000000000000/contacts/import',
      headers: parent.headers,
      payload: { csv: 'Name,Role\nJo,Aunt\n', dryRun: false },
    });
    expect(nobody.statusCode).toBe(404);
  });
});

describe('who may import', () => {
  test('a family member with an edit grant on the child’s profile may, as they may add a contact', async () => {
    const familyId = (await server.familyOf(parent.userId))!;
    const member = await server.signIn('family_member', familyId);
    await server.database.db
      .insert(schema.childGrants)
      .values({ childId, userId: member.userId, familyId, areas: { profile: 'edit' } });
    const response = await importCsv('Name,Role\nJo Bloggs,Aunt\n', false, {}, member);
    expect(response.statusCode, response.body).toBe(201);
    expect((await contactsOf()).map((contact) => contact.name)).toContain('Jo Bloggs');
  });

  test('a family member who may only view the profile may not', async () => {
    const familyId = (await server.familyOf(parent.userId))!;
    const member = await server.signIn('family_member', familyId);
    await server.database.db
      .insert(schema.childGrants)
      .values({ childId, userId: member.userId, familyId, areas: { profile: 'view' } });
    for (const dryRun of [true, false]) {
      const response = await importCsv('Name,Role\nJo Bloggs,Aunt\n', dryRun, {}, member);
      expect(response.statusCode).toBe(403);
    }
    expect(await contactsOf()).toHaveLength(1);
  });
});
