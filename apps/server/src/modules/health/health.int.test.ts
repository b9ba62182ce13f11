import {
  type AppointmentResponse,
  type ChildResponse,
  type DoseLogResponse,
  type FamilyExportResponse,
  type HealthChangesResponse,
  type HealthDocumentResponse,
  type HealthHubResponse,
  type HealthTimelineResponse,
  type MedicationResponse,
  localDateOf,
  zonedMoment,
} from '@tedi/contracts';
import { eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildrenTestServer, photoWithLocation, type SignedIn, startChildrenServer } from '../children/testing.ts';

const HOUR = 60 * 60 * 1000;

let server: ChildrenTestServer;
let parent: SignedIn;
let familyId: string;
let childId: string;
let otherChildId: string;
let editor: SignedIn;
let viewer: SignedIn;

async function call<T = Record<string, unknown>>(
  who: SignedIn,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await server.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json<T>() : (undefined as T), raw: response };
}

const health = (path = '') => `/api/v1/children/${childId}/health${path}`;
const hub = async () => (await call<HealthHubResponse>(parent, 'GET', health())).body;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

async function addMedication(input: Record<string, unknown>): Promise<MedicationResponse> {
  const created = await call<MedicationResponse>(parent, 'POST', health('/medications'), {
    doseAmount: 5,
    doseUnit: 'ml',
    form: 'liquid',
    route: 'oral',
    ...input,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

beforeAll(async () => {
  server = await startChildrenServer();
  parent = await server.signIn('parent');
  const child = await call<ChildResponse>(parent, 'POST', '/api/v1/children', { name: 'Robin' });
  childId = child.body.id;
  otherChildId = (await call<ChildResponse>(parent, 'POST', '/api/v1/children', { name: 'Ash' })).body.id;
  familyId = (await server.familyOf(parent.userId))!;
  const member = async (level: 'view' | 'edit') => {
    const signedIn = await server.signIn('family_member', familyId);
    await server.database.db
      .insert(schema.childGrants)
      .values({ childId, userId: signedIn.userId, familyId, areas: { health: level } });
    return signedIn;
  };
  editor = await member('edit');
  viewer = await member('view');
});

afterAll(async () => {
  await server.close();
});

describe('a regular medicine', () => {
  test('added with a schedule is due today at its times, and a logged dose answers its time', async () => {
    const melatonin = await addMedication({
      name: 'Melatonin',
      doseAmount: 2,
      doseUnit: 'mg',
      form: 'whole',
      schedule: { kind: 'regular', times: ['20:00', '07:30'], days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
      reason: 'Sleep',
    });
    expect(melatonin).toMatchObject({ current: true, schedule: { times: ['07:30', '20:00'] } });

    const today = localDateOf(new Date());
    const morning = zonedMoment(today, '07:30').toISOString();
    const before = await hub();
    expect(before.dueToday.filter((due) => due.medicationId === melatonin.id)).toEqual([
      { medicationId: melatonin.id, scheduledFor: morning, log: null },
      { medicationId: melatonin.id, scheduledFor: zonedMoment(today, '20:00').toISOString(), log: null },
    ]);

    const logged = await call<DoseLogResponse>(parent, 'POST', health(`/medications/${melatonin.id}/doses`), {
      status: 'given',
      scheduledFor: morning,
    });
    expect(logged.status).toBe(201);
    expect(logged.body).toMatchObject({
      status: 'given',
      scheduledFor: morning,
      recordedBy: { userId: parent.userId },
    });
    const after = await hub();
    expect(after.dueToday.find((due) => due.scheduledFor === morning)?.log?.id).toBe(logged.body.id);
    expect(after.recentDoses.map((dose) => dose.id)).toContain(logged.body.id);
  });

  test('takes no dose once stopped more than a day before, nor for a prescriber of another child', async () => {
    const course = await addMedication({
      name: 'Amoxicillin',
      schedule: { kind: 'regular', times: ['08:00'], days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
      startDate: '2020-01-01',
      stopDate: '2020-01-07',
    });
    expect(course.current).toBe(false);
    const refused = await call(parent, 'POST', health(`/medications/${course.id}/doses`), { status: 'given' });
    expect(refused.status).toBe(409);
    expect(refused.body['message']).toBe(
      'Amoxicillin was stopped on 2020-01-07, so a dose can’t be logged for ' +
        `${localDateOf(new Date())}. If your child takes it again, please change its stop date first.`,
    );

    const elsewhere = await call<{ id: string }>(
      parent,
      'POST',
      `/api/v1/children/${otherChildId}/health/professionals`,
      { role: 'GP', name: 'Dr Ash’s GP' },
    );
    const wrongPrescriber = await call(parent, 'POST', health('/medications'), {
      name: 'Sertraline',
      doseAmount: 25,
      doseUnit: 'mg',
      form: 'whole',
      route: 'oral',
      schedule: { kind: 'regular', times: ['08:00'], days: ['mon'] },
      prescriberId: elsewhere.body.id,
    });
    expect(wrongPrescriber.status).toBe(400);
    expect(wrongPrescriber.body['message']).toBe(
      'Please check prescriberId: choose one of this child’s professionals.',
    );
    expect((await hub()).medications.map((medication) => medication.name)).not.toContain('Sertraline');

    const otherChildsMedicine = await call(
      parent,
      'POST',
      `/api/v1/children/${otherChildId}/health/medications/${course.id}/doses`,
      { status: 'given' },
    );
    expect(otherChildsMedicine.status).toBe(404);
  });
});

describe('an as-needed medicine', () => {
  test('warns before a 5th dose in 24 hours, counts no refused dose, and logs it once confirmed', async () => {
    const calpol = await addMedication({ name: 'Calpol', schedule: { kind: 'as_needed', maxPerDay: 4 } });
    const dose = (body: object) =>
      call<DoseLogResponse>(parent, 'POST', health(`/medications/${calpol.id}/doses`), body);
    for (const hours of [20, 15, 10]) {
      expect((await dose({ status: 'given', occurredAt: ago(hours) })).status).toBe(201);
    }
    expect((await dose({ status: 'refused', occurredAt: ago(6) })).status).toBe(201);
    expect((await dose({ status: 'late', occurredAt: ago(5) })).status).toBe(201);

    const warned = await dose({ status: 'given' });
    expect(warned.status).toBe(409);
    const warning = warned.body as unknown as { code: string; message: string; details: Record<string, unknown> };
    expect(warning.code).toBe('dose_over_limit');
    expect(warning.message).toMatch(
      /^This would be the 5th dose of Calpol in 24 hours; the most is 4\. The next dose is allowed from \d\d:\d\d on /,
    );
    expect(warning.details).toEqual({
      takenInLast24Hours: 4,
      maxPerDay: 4,
      nextAllowedAt: expect.any(String),
    });
    const standing = (await hub()).asNeeded.find((item) => item.medicationId === calpol.id);
    expect(standing).toMatchObject({ takenInLast24Hours: 4, maxPerDay: 4 });

    const confirmed = await dose({ status: 'given', confirmOverLimit: true, note: 'GP said to' });
    expect(confirmed.status).toBe(201);
    expect((await hub()).asNeeded.find((item) => item.medicationId === calpol.id)?.takenInLast24Hours).toBe(5);
  });

  test('warns when a dose comes sooner than the least time between doses', async () => {
    const ibuprofen = await addMedication({
      name: 'Ibuprofen',
      schedule: { kind: 'as_needed', maxPerDay: 3, minHoursBetween: 6 },
    });
    const url = health(`/medications/${ibuprofen.id}/doses`);
    expect((await call(parent, 'POST', url, { status: 'given', occurredAt: ago(2) })).status).toBe(201);
    const tooSoon = await call(parent, 'POST', url, { status: 'given' });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body['message']).toMatch(
      /^This would be 2 hours from another dose of Ibuprofen; doses should be at least 6 hours apart\./,
    );
  });
});

describe('who may log', () => {
  test('a family member with the health edit grant logs a dose in two taps, and removes only their own', async () => {
    const vitamin = await addMedication({
      name: 'Vitamin D',
      schedule: { kind: 'regular', times: ['09:00'], days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
    });
    const url = health(`/medications/${vitamin.id}/doses`);
    await server.database.db
      .update(schema.profiles)
      .set({ displayName: 'Grandma Joan' })
      .where(eq(schema.profiles.userId, editor.userId));
    const byMember = await call<DoseLogResponse>(editor, 'POST', url, { status: 'given' });
    expect(byMember.status).toBe(201);
    expect(byMember.body.recordedBy).toEqual({ userId: editor.userId, name: 'Grandma Joan' });
    expect(Date.now() - new Date(byMember.body.occurredAt).getTime()).toBeLessThan(60_000);

    const byParent = await call<DoseLogResponse>(parent, 'POST', url, { status: 'missed', occurredAt: ago(24) });
    const notTheirs = await call(editor, 'DELETE', health(`/doses/${byParent.body.id}`));
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body['message']).toBe('Only the person who logged this dose, or a parent, can remove it.');
    expect((await call(editor, 'DELETE', health(`/doses/${byMember.body.id}`))).status).toBe(204);
    expect((await call(parent, 'DELETE', health(`/doses/${byParent.body.id}`))).status).toBe(204);
    const ids = (await hub()).recentDoses.map((dose) => dose.id);
    expect(ids).not.toContain(byMember.body.id);
    expect(ids).not.toContain(byParent.body.id);
  });

  test('a family member who may only view reads the hub but logs nothing', async () => {
    const medicine = (await hub()).medications[0]!;
    const countBefore = (await hub()).recentDoses.length;
    const refused = await call(viewer, 'POST', health(`/medications/${medicine.id}/doses`), { status: 'given' });
    expect(refused.status).toBe(403);
    const read = await call<HealthHubResponse>(viewer, 'GET', health());
    expect(read.status).toBe(200);
    expect(read.body.permissions).toEqual({ canEdit: false, canManage: false });
    expect((await hub()).recentDoses).toHaveLength(countBefore);
  });
});

describe('implausible values', () => {
  test.each([
    [
      'a weight of 700 kg',
      '/growth',
      { measuredOn: '2024-01-10', weightKg: 700 },
      'The weight must be at most 250 kg: please check it',
    ],
    [
      'a dose of -1',
      '/medications',
      {
        name: 'Invented',
        doseAmount: -1,
        doseUnit: 'ml',
        form: 'liquid',
        route: 'oral',
        schedule: { kind: 'as_needed', maxPerDay: 2 },
      },
      'The dose must be more than 0',
    ],
  ])('are refused with their message and nothing is saved: %s', async (_name, path, payload, message) => {
    const before = await hub();
    const refused = await call<{ code: string; details: { message: string }[] }>(parent, 'POST', health(path), payload);
    expect(refused.status).toBe(400);
    expect(refused.body.details.map((issue) => issue.message)).toContain(message);
    const after = await hub();
    expect(after.growth).toEqual(before.growth);
    expect(after.medications).toEqual(before.medications);
  });

  test('a measurement changed to 700 kg, or left with nothing measured, keeps what it had', async () => {
    const added = await call<{ id: string; weightKg: number }>(parent, 'POST', health('/growth'), {
      measuredOn: '2024-06-01',
      weightKg: 21.5,
    });
    const url = health(`/growth/${added.body.id}`);
    const heavy = await call<{ details: { message: string }[] }>(parent, 'PATCH', url, { weightKg: 700 });
    expect(heavy.status).toBe(400);
    expect(heavy.body.details.map((issue) => issue.message)).toContain(
      'The weight must be at most 250 kg: please check it',
    );
    const emptied = await call<{ message: string }>(parent, 'PATCH', url, { weightKg: null });
    expect(emptied.status).toBe(400);
    expect(emptied.body.message).toBe('Please check heightCm: please keep a height, a weight or a head circumference.');
    const taller = await call<{ heightCm: number; weightKg: number }>(parent, 'PATCH', url, { heightCm: 118 });
    expect(taller.body).toMatchObject({ heightCm: 118, weightKg: 21.5 });
  });

  test('a dose given in the future is refused and nothing is saved', async () => {
    const medicine = (await hub()).medications.find((item) => item.name === 'Melatonin')!;
    const before = (await hub()).recentDoses.length;
    const refused = await call<{ details: { field: string; message: string }[] }>(
      parent,
      'POST',
      health(`/medications/${medicine.id}/doses`),
      { status: 'given', occurredAt: new Date(Date.now() + 3 * HOUR).toISOString() },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.details).toContainEqual({
      field: 'occurredAt',
      message: 'The time of the dose can’t be in the future',
    });
    const negative = await call<{ details: { message: string }[] }>(
      parent,
      'POST',
      health(`/medications/${medicine.id}/doses`),
      { status: 'given', amount: -1 },
    );
    expect(negative.body.details.map((issue) => issue.message)).toContain('The amount must be more than 0');
    expect((await hub()).recentDoses).toHaveLength(before);
  });
});

describe('the timeline', () => {
  test('pages through everything newest first, and filters by kind', async () => {
    for (const [hours, type] of [
      [30, 'Tonic-clonic'],
      [50, 'Absence'],
      [70, 'Focal'],
    ] as const) {
      const added = await call(parent, 'POST', health('/events'), {
        kind: 'seizure',
        occurredAt: ago(hours),
        durationSeconds: 150,
        type,
      });
      expect(added.status).toBe(201);
    }
    await call(parent, 'POST', health('/events'), { kind: 'symptom', occurredAt: ago(40), type: 'Rash' });

    const first = await call<HealthTimelineResponse>(parent, 'GET', health('/timeline?kinds=seizure&limit=2'));
    expect(first.body.entries.map((entry) => entry.title)).toEqual([
      'Seizure: Tonic-clonic, 2 min 30 s',
      'Seizure: Absence, 2 min 30 s',
    ]);
    expect(first.body.nextBefore).toBe(first.body.entries[1]!.at);
    const second = await call<HealthTimelineResponse>(
      parent,
      'GET',
      health(`/timeline?kinds=seizure&limit=2&before=${encodeURIComponent(first.body.nextBefore!)}`),
    );
    expect(second.body).toEqual({
      entries: [expect.objectContaining({ kind: 'seizure', title: 'Seizure: Focal, 2 min 30 s' })],
      nextBefore: null,
    });

    const mixed = await call<HealthTimelineResponse>(parent, 'GET', health('/timeline?kinds=seizure,symptom,dose'));
    const kinds = new Set(mixed.body.entries.map((entry) => entry.kind));
    expect(kinds).toEqual(new Set(['seizure', 'symptom', 'dose']));
    const times = mixed.body.entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());

    const unknown = await call(parent, 'GET', health('/timeline?kinds=gossip'));
    expect(unknown.status).toBe(400);
  });
});

describe('what changed since the last appointment', () => {
  test('lists the new medicine, the missed dose and the seizure since then, and nothing before', async () => {
    const neurologist = await call<{ id: string }>(parent, 'POST', health('/professionals'), {
      role: 'Paediatric neurologist',
      name: 'Dr Mensah',
    });
    const professionalId = neurologist.body.id;
    const older = await call<AppointmentResponse>(parent, 'POST', health('/appointments'), {
      professionalId,
      withWhom: 'Dr Mensah',
      startsAt: ago(24 * 60),
    });
    const last = await call<AppointmentResponse>(parent, 'POST', health('/appointments'), {
      professionalId,
      withWhom: 'Dr Mensah',
      startsAt: ago(24 * 7),
      outcome: 'Keep the dose as it is',
    });
    expect(older.status).toBe(201);
    await call(parent, 'POST', health('/appointments'), {
      professionalId,
      withWhom: 'Dr Mensah',
      startsAt: new Date(Date.now() + 24 * 30 * HOUR).toISOString(),
    });
    await call(parent, 'POST', health('/events'), { kind: 'seizure', occurredAt: ago(24 * 10), type: 'Before' });
    const levetiracetam = await addMedication({
      name: 'Levetiracetam',
      schedule: { kind: 'regular', times: ['08:00', '20:00'], days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
    });
    await call(parent, 'POST', health(`/medications/${levetiracetam.id}/doses`), {
      status: 'refused',
      occurredAt: ago(3),
    });

    const changes = await call<HealthChangesResponse>(
      parent,
      'GET',
      health(`/changes?professionalId=${professionalId}`),
    );
    expect(changes.status).toBe(200);
    expect(changes.body.since?.id).toBe(last.body.id);
    expect(changes.body.from).toBe(last.body.startsAt);
    expect(changes.body.medicationsStarted.map((medication) => medication.name)).toContain('Levetiracetam');
    expect(changes.body.dosesMissedOrRefused).toBeGreaterThanOrEqual(1);
    expect(changes.body.missedOrRefused.map((dose) => dose.medicationId)).toContain(levetiracetam.id);
    expect(changes.body.seizures.map((event) => event.type)).toContain('Tonic-clonic');
    expect(changes.body.seizures.map((event) => event.type)).not.toContain('Before');

    const strange = await call(parent, 'GET', health('/changes?professionalId=00000000-0000-4000-8000-000000000001'));
    expect(strange.status).toBe(404);
  });
});

/** A multipart body with a file and the text fields a browser's form sends with it. */
function documentForm(fileName: string, contentType: string, bytes: Buffer, fields: Record<string, string>) {
  const boundary = `----tedi-health-${Math.random().toString(16).slice(2)}`;
  const parts = [
    ...Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  ];
  return {
    payload: Buffer.concat([Buffer.from(parts.join('')), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function uploadDocument(
  who: SignedIn,
  fileName: string,
  contentType: string,
  bytes: Buffer,
  fields: Record<string, string>,
) {
  const form = documentForm(fileName, contentType, bytes, fields);
  const response = await server.app.inject({
    method: 'POST',
    url: `/storage/v1/children/${childId}/health-documents`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
  return { status: response.statusCode, body: response.json<HealthDocumentResponse & { message?: string }>() };
}

describe('health documents', () => {
  test('a file that is not a PDF or an image is refused by its bytes, whatever its name, and nothing is kept', async () => {
    const keysBefore = server.storage.keys().length;
    const refused = await uploadDocument(
      parent,
      'letter.pdf',
      'application/pdf',
      Buffer.from('just some text, not a PDF'),
      {
        title: 'Clinic letter',
      },
    );
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe(
      'This file isn’t a document we can keep. Please choose a PDF, or a photo or scan as JPG, PNG or WebP.',
    );
    expect(server.storage.keys()).toHaveLength(keysBefore);
    const listed = await call<{ documents: HealthDocumentResponse[] }>(parent, 'GET', health('/documents'));
    expect(listed.body.documents).toEqual([]);
  });

  test('a PDF is kept with its title and tags, found by words and by tag, and downloaded as it was sent', async () => {
    const uploaded = await uploadDocument(parent, 'neuro-letter.pdf', 'application/pdf', PDF, {
      title: 'Neurology clinic letter',
      tags: 'Epilepsy, clinic letter',
      documentDate: '2024-03-04',
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      title: 'Neurology clinic letter',
      tags: ['epilepsy', 'clinic letter'],
      documentDate: '2024-03-04',
      contentType: 'application/pdf',
      byteSize: PDF.byteLength,
    });
    await uploadDocument(parent, 'school.pdf', 'application/pdf', PDF, { title: 'School care plan', tags: 'school' });

    const search = async (query: string) =>
      (
        await call<{ documents: HealthDocumentResponse[] }>(parent, 'GET', health(`/documents?${query}`))
      ).body.documents.map((document) => document.title);
    expect(await search('q=neurology')).toEqual(['Neurology clinic letter']);
    expect(await search('q=EPILEPSY')).toEqual(['Neurology clinic letter']);
    expect(await search('tag=school')).toEqual(['School care plan']);
    expect(await search('q=100%25')).toEqual([]);

    const download = await server.app.inject({ method: 'GET', url: uploaded.body.url, headers: editor.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const renamed = await call<HealthDocumentResponse>(editor, 'PATCH', health(`/documents/${uploaded.body.id}`), {
      tags: ['neurology'],
    });
    expect(renamed.body.tags).toEqual(['neurology']);
  });

  test('a photographed letter is kept without its camera details or GPS position, titled by its file name', async () => {
    const uploaded = await uploadDocument(parent, 'IMG_0042.jpg', 'image/jpeg', await photoWithLocation('jpeg'), {});
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ title: 'IMG_0042', contentType: 'image/jpeg', tags: [] });
    const download = await server.app.inject({ method: 'GET', url: uploaded.body.url, headers: parent.headers });
    expect(download.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect((await call(parent, 'DELETE', health(`/documents/${uploaded.body.id}`))).status).toBe(204);
  });

  test('only a parent uploads or removes a document; removing it removes its bytes', async () => {
    const byMember = await uploadDocument(editor, 'scan.pdf', 'application/pdf', PDF, { title: 'Scan' });
    expect(byMember.status).toBe(403);
    const kept = await uploadDocument(parent, 'scan.pdf', 'application/pdf', PDF, { title: 'Scan' });
    const keys = server.storage.keys().length;
    expect((await call(editor, 'DELETE', health(`/documents/${kept.body.id}`))).status).toBe(403);
    expect((await call(parent, 'DELETE', health(`/documents/${kept.body.id}`))).status).toBe(204);
    expect(server.storage.keys()).toHaveLength(keys - 1);
    const gone = await server.app.inject({ method: 'GET', url: kept.body.url, headers: parent.headers });
    expect(gone.statusCode).toBe(404);
  });
});

describe('the family’s export', () => {
  test('holds each child’s health record and health documents', async () => {
    const exported = await call<FamilyExportResponse>(parent, 'GET', '/api/v1/family/export');
    const record = exported.body.records['health']?.[childId] as { medications: { name: string }[]; events: unknown[] };
    expect(record.medications.map((medication) => medication.name)).toEqual(
      expect.arrayContaining(['Calpol', 'Melatonin', 'Levetiracetam']),
    );
    expect(record.events.length).toBeGreaterThanOrEqual(4);
    expect(exported.body.files.filter((file) => file.kind === 'health_document').map((file) => file.name)).toEqual(
      expect.arrayContaining(['neuro-letter.pdf', 'school.pdf']),
    );

    // The zip keeps documents as they are (not compressed again), under the child's folder.
    const zip = await server.app.inject({
      method: 'GET',
      url: '/api/v1/family/export?format=zip',
      headers: parent.headers,
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(Buffer.from('files/Robin/neuro-letter.pdf'))).toBe(true);
    expect(zip.rawPayload.includes(PDF)).toBe(true);
  });
});
