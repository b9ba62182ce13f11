import {
  CHILD_AREAS,
  type ChildPermissions,
  CONTACTS_IMPORT_MESSAGES,
  childConditionCreateSchema,
  childConditionUpdateSchema,
  childContactCreateSchema,
  childContactUpdateSchema,
  childUpdateSchema,
  type ChildContactResponse,
  type ChildResponse,
  type ContactImportRow,
  type ContactsImportRequest,
  type ContactsImportResponse,
} from '@tedi/contracts';
import type { z as zod } from 'zod';

/** A parent's rights: every area of the child's record, to change. */
export const ALL_AREAS_EDIT = Object.fromEntries(
  CHILD_AREAS.map((area) => [area, 'edit']),
) as ChildPermissions['areas'];

/**
 * A small stand-in for the children API (/api/v1/children and the photo upload under /storage/v1), answering as
 * the server does: the contracts' schemas check what is sent, and refusals come back as `{code, message, details}`.
 * Tests put it in place of the global fetch.
 */
export interface FakeChildrenApi {
  fetch: typeof fetch;
  children: ChildResponse[];
  requests: { method: string; path: string; body: unknown }[];
}

export const OLLIE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

export function ollie(overrides: Partial<ChildResponse> = {}): ChildResponse {
  return {
    id: OLLIE_ID,
    name: 'Oliver Taylor',
    preferredName: 'Ollie',
    dateOfBirth: '2019-03-12',
    photo: null,
    archivedAt: null,
    permissions: {
      canEdit: true,
      areas: ALL_AREAS_EDIT,
      canArchive: true,
      canUploadPhoto: true,
      canDownloadFiles: true,
    },
    pronouns: 'he/him',
    communication: {
      speech: 'Single words and phrases.',
      signs: 'A few Makaton signs.',
      aac: 'TD Snap on his iPad.',
      whatHelps: 'Say his name first and wait ten seconds.',
    },
    sensory: { seeks: 'Deep pressure, spinning.', avoids: 'Hand dryers, crowded halls.' },
    likes: 'Trains and water play.',
    dislikes: 'Haircuts.',
    needs: 'A visual timetable.',
    strengths: 'Brilliant at puzzles.',
    school: {
      name: 'Brook Lane Primary School',
      contacts: [{ name: 'Mrs Farah Ahmed', role: 'SENCo', phone: null, email: null }],
    },
    emergencyInformation: 'May not answer to his name when distressed.',
    conditions: [{ id: 'c1', name: 'Autism', diagnosedOn: '2022-05-18', diagnosedBy: 'Dr Hughes', notes: null }],
    contacts: [{ id: 'k1', role: 'GP', name: 'Dr Kwame Osei', phone: '020 7946 0321', email: null, notes: null }],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function refusal(error: zod.ZodError): Response {
  return answer(400, {
    code: 'validation_failed',
    message: 'Some of the details need changing.',
    details: error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
  });
}

const NOT_FOUND = { code: 'not_found', message: 'There is no child with this id that you can see.' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const TEMPLATE_FIELDS = ['name', 'role', 'phone', 'email', 'notes'] as const;

/**
 * The contacts import, for simple files in Tedi's template (commas, no quoted fields): each row checked with the
 * contact schema, problems and repeats worded as the server words them. Answers with the contacts to add too.
 */
function fakeImport(
  existing: readonly ChildContactResponse[],
  { csv, dryRun, defaultRole }: ContactsImportRequest,
): { status: number; body: unknown; add: Omit<ChildContactResponse, 'id'>[] } {
  const refuse = (status: number, message: string) => ({ status, body: { code: 'bad_request', message }, add: [] });
  if (csv.includes('\u0000')) return refuse(415, CONTACTS_IMPORT_MESSAGES.notText);
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headers = (lines[0] ?? '').split(',').map((header) => header.trim().toLowerCase());
  if (!headers.includes('name')) return refuse(400, CONTACTS_IMPORT_MESSAGES.noHeader);
  const same = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
  const rows: ContactImportRow[] = [];
  const add: Omit<ChildContactResponse, 'id'>[] = [];
  lines.forEach((line, index) => {
    if (index === 0 || line.trim() === '') return;
    const row = index + 1;
    const cells = line.split(',');
    const cell = (field: (typeof TEMPLATE_FIELDS)[number]) => cells[headers.indexOf(field)]?.trim() || null;
    const role = cell('role') ?? defaultRole ?? null;
    const contact = { role, name: cell('name'), phone: cell('phone'), email: cell('email'), notes: cell('notes') };
    const base = { row, contact, roleFrom: cell('role') ? ('role' as const) : role ? ('chosen' as const) : null };
    const parsed = childContactCreateSchema.safeParse({ ...contact, role: role ?? '', name: contact.name ?? '' });
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => String(issue.path[0]));
      const problems = fields.map((field) =>
        field === 'name'
          ? `Row ${row} has no name`
          : field === 'role'
            ? `Row ${row} has no role (who this person is to your child)`
            : `Row ${row}: ‘${contact.email ?? ''}’ is not an e-mail address`,
      );
      const needsRole = fields.every((field) => field === 'role');
      rows.push({ ...base, status: 'problem', problems, needsRole, sameAsRow: null });
      return;
    }
    const matches = (other: { name: string | null; role: string | null; email: string | null }) =>
      (same(other.name, contact.name) && same(other.role, role)) || same(other.email, contact.email);
    const earlier = rows.find((candidate) => candidate.status === 'add' && matches(candidate.contact));
    const status = existing.some(matches) ? 'existing' : earlier ? 'repeated' : 'add';
    rows.push({ ...base, status, problems: [], needsRole: false, sameAsRow: earlier?.row ?? null });
    if (status === 'add') add.push({ ...contact, role: role ?? '', name: contact.name ?? '' });
  });
  const count = (status: ContactImportRow['status']) => rows.filter((row) => row.status === status).length;
  const body: Omit<ContactsImportResponse, 'added'> = {
    dryRun,
    columns: headers.map((header) => ({
      header,
      field: TEMPLATE_FIELDS.find((field) => field === header) ?? null,
    })),
    rows,
    counts: { add: count('add'), problem: count('problem'), existing: count('existing'), repeated: count('repeated') },
  };
  return { status: dryRun ? 200 : 201, body, add: dryRun ? [] : add };
}

export function createFakeChildrenApi(children: ChildResponse[] = [ollie()]): FakeChildrenApi {
  let nextId = 1;
  const api: FakeChildrenApi = {
    children,
    requests: [],
    fetch: async (input, init) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost:3000',
      );
      const method = (init?.method ?? 'GET').toUpperCase();
      const raw = init?.body;
      const body: unknown = typeof raw === 'string' && raw !== '' ? JSON.parse(raw) : raw;
      api.requests.push({ method, path: url.pathname, body });

      if (url.pathname.startsWith('/storage/v1/object/')) {
        return new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), { status: 200 });
      }
      const match = /^\/(?:api|storage)\/v1\/children\/([^/]+)(?:\/([a-z]+)(?:\/([^/]+))?)?$/.exec(url.pathname);
      if (!match) return answer(404, { code: 'not_found', message: `No fake for ${method} ${url.pathname}` });
      const [, childId = '', part, partId] = match;
      if (!UUID.test(childId)) {
        return answer(400, { code: 'validation_failed', message: 'childId must be a child id', details: [] });
      }
      const index = api.children.findIndex((candidate) => candidate.id === childId);
      const child = api.children[index];
      if (!child) return answer(404, NOT_FOUND);
      const save = (changed: ChildResponse) => {
        api.children[index] = { ...changed, updatedAt: new Date().toISOString() };
        return answer(200, api.children[index]);
      };

      if (part === undefined && method === 'GET') return answer(200, child);
      if (part === undefined && method === 'PATCH') {
        const parsed = childUpdateSchema.safeParse(body);
        if (!parsed.success) return refusal(parsed.error);
        const changes = parsed.data;
        return save({
          ...child,
          ...(changes as Partial<ChildResponse>),
          communication: { ...child.communication, ...changes.communication },
          sensory: { ...child.sensory, ...changes.sensory },
          school: { ...child.school, ...changes.school },
        });
      }
      if (part === 'archive') return save({ ...child, archivedAt: new Date().toISOString() });
      if (part === 'restore') return save({ ...child, archivedAt: null });
      if (part === 'photo' && method === 'POST') {
        const file = body instanceof FormData ? body.get('photo') : null;
        if (!(file instanceof Blob))
          return answer(400, { code: 'bad_request', message: 'Please choose a photo to upload.' });
        const bytes = new Uint8Array(await file.arrayBuffer());
        if (bytes[0] !== 0x89 || bytes[1] !== 0x50) {
          return answer(415, {
            code: 'unsupported_media_type',
            message: 'This file isn’t a photo we can use. Please choose a JPG, PNG or WebP image.',
          });
        }
        const fileId = `file-${nextId++}`;
        return save({ ...child, photo: { fileId, url: `/storage/v1/object/${fileId}` } });
      }
      if (part === 'photo' && method === 'DELETE') return save({ ...child, photo: null });

      if (part === 'contacts' && partId === 'import' && method === 'POST') {
        const answered = fakeImport(child.contacts, body as ContactsImportRequest);
        const added = answered.add.map((contact) => ({ id: `new-${nextId++}`, ...contact }));
        api.children[index] = { ...child, contacts: [...child.contacts, ...added] };
        const payload = answered.status < 300 ? { ...(answered.body as object), added } : answered.body;
        return answer(answered.status, payload);
      }
      if (part === 'conditions' || part === 'contacts') {
        const isCondition = part === 'conditions';
        const list: readonly { id: string }[] = (isCondition ? child.conditions : child.contacts) ?? [];
        const schema = partId
          ? isCondition
            ? childConditionUpdateSchema
            : childContactUpdateSchema
          : isCondition
            ? childConditionCreateSchema
            : childContactCreateSchema;
        let next: { id: string }[];
        let item: { id: string } | undefined;
        if (method === 'DELETE') {
          next = list.filter((candidate) => candidate.id !== partId);
        } else {
          const parsed = schema.safeParse(body);
          if (!parsed.success) return refusal(parsed.error);
          if (partId) {
            const existing = list.find((candidate) => candidate.id === partId);
            if (!existing) return answer(404, { code: 'not_found', message: 'No such item.' });
            item = { ...existing, ...parsed.data };
            next = list.map((candidate) => (candidate.id === partId ? item! : candidate));
          } else {
            item = { id: `new-${nextId++}`, ...parsed.data };
            next = [...list, item];
          }
        }
        api.children[index] = { ...child, [part]: next };
        return method === 'DELETE' ? new Response(null, { status: 204 }) : answer(method === 'POST' ? 201 : 200, item);
      }
      return answer(404, { code: 'not_found', message: `No fake for ${method} ${url.pathname}` });
    },
  };
  return api;
}
