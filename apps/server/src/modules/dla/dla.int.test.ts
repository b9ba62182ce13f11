import type {
  ChildResponse,
  DlaAnswerResponse,
  DlaClaimResponse,
  DlaDiaryEntryResponse,
  DlaEvidenceResponse,
  DlaOverviewResponse,
} from '@tedi/contracts';
import { eq, schema } from '@tedi/db';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildrenTestServer, type SignedIn, startChildrenServer } from '../children/testing.ts';
import { atLondonTime } from '../reminders/london-time.ts';

const { mailOutbox } = schema;

let server: ChildrenTestServer;
let now = new Date('2026-11-24T12:00:00Z');
let parent: SignedIn;
let secondDevice: SignedIn;
let coParent: SignedIn;
let grandparentEditing: SignedIn;
let auntReading: SignedIn;
let uncleWithHealthOnly: SignedIn;
let stranger: SignedIn;
let childId: string;

async function call<T = Record<string, unknown>>(
  who: SignedIn,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await server.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  return {
    status: response.statusCode,
    body:
      response.body && response.headers['content-type']?.toString().includes('json')
        ? response.json<T>()
        : (undefined as T),
    raw: response,
  };
}

const dla = (path = '') => `/api/v1/children/${childId}/dla${path}`;
const overview = async (who: SignedIn = parent) => (await call<DlaOverviewResponse>(who, 'GET', dla())).body;

beforeAll(async () => {
  server = await startChildrenServer({ clock: () => now });
  parent = await server.signIn('parent');
  secondDevice = await server.signInAgain(parent.email);
  const created = await call<ChildResponse>(parent, 'POST', '/api/v1/children', {
    name: 'Robin Hart',
    preferredName: 'Robin',
    dateOfBirth: '2022-02-14',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  childId = created.body.id;
  const familyId = (await server.familyOf(parent.userId))!;
  coParent = await server.signIn('parent', familyId);
  grandparentEditing = await server.signIn('family_member', familyId);
  auntReading = await server.signIn('family_member', familyId);
  uncleWithHealthOnly = await server.signIn('family_member', familyId);
  await server.database.db.insert(schema.childGrants).values([
    { childId, userId: grandparentEditing.userId, familyId, areas: { benefits: 'edit' } },
    { childId, userId: auntReading.userId, familyId, areas: { benefits: 'view' } },
    { childId, userId: uncleWithHealthOnly.userId, familyId, areas: { health: 'edit' } },
  ]);
  stranger = await server.signIn('parent');
});

afterAll(async () => {
  await server.close();
});

describe('eligibility and dates', () => {
  test('a child of 4 is old enough for care and higher mobility; lower mobility starts at 5; 2026/27 rates', async () => {
    const view = await overview();
    expect(view.childName).toBe('Robin');
    expect(view.claim.revision).toBe(0);
    expect(view.eligibility.scheme).toMatchObject({ ok: true, value: { kind: 'dla' } });
    const ages = view.eligibility.ages;
    expect(ages?.ok).toBe(true);
    if (ages?.ok) {
      const by = Object.fromEntries(ages.value.components.map((component) => [component.component, component]));
      expect(by['care']).toMatchObject({ status: 'old-enough', from: '2022-05-14' });
      expect(by['higherMobility']).toMatchObject({ status: 'old-enough', from: '2025-02-14' });
      expect(by['lowerMobility']).toMatchObject({ status: 'too-young', from: '2027-02-14' });
    }
    expect(view.eligibility.rates).toMatchObject({
      ok: true,
      value: { from: '2026-04-06', care: { highest: 11460 } },
    });
  });

  test('the call date gives the form’s due date six weeks on, and the claim’s dates must be possible', async () => {
    const future = await call(parent, 'PUT', dla('/claim'), { revision: 0, callDate: '2026-12-01' });
    expect(future.status).toBe(400);
    expect(JSON.stringify(future.body)).toContain('can’t be in the future');

    const saved = await call<DlaClaimResponse>(parent, 'PUT', dla('/claim'), {
      revision: 0,
      callDate: '2026-11-13',
      needsBeganOn: '2024-03-01',
      claimReference: 'AB 12 34 56 C',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.revision).toBe(1);
    const view = await overview();
    const form = view.deadlines.find((deadline) => deadline.key === 'form-return');
    expect(form).toMatchObject({ due: '2026-12-25', done: false, daysLeft: 31 });
    expect(form?.explanation).toContain('weekend or bank holiday');
    expect(view.eligibility.qualifying).toMatchObject({ ok: true, value: { pastPeriodMet: true } });

    const backwards = await call(parent, 'PUT', dla('/claim'), { revision: 1, formReturnedOn: '2026-11-01' });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('before you phoned');
  });

  test('a save from an old revision of the claim is refused with the claim as it is', async () => {
    const stale = await call<{ code: string; details: { current: DlaClaimResponse } }>(
      secondDevice,
      'PUT',
      dla('/claim'),
      { revision: 0, claimReference: 'Typed elsewhere' },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.details.current.claimReference).toBe('AB 12 34 56 C');
  });

  test('the form’s reminder goes a week before to those who may see the claim, and not once it is back', async () => {
    // Scheduled for 09:00 London time on 18 December.
    now = new Date(atLondonTime('2026-12-18', 9).getTime() + 60_000);
    await server.app.jobs.runDue();
    const sent = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'dla_deadline_reminder'));
    const to = sent.map((mail) => mail.toAddress).sort();
    expect(to).toEqual([parent.email, coParent.email, grandparentEditing.email, auntReading.email].sort());
    expect(sent[0]!.textBody).toContain('25 December 2026');
    expect(to).not.toContain(uncleWithHealthOnly.email);
    now = new Date('2026-11-24T12:00:00Z');
  });

  test('a decision sets the reconsideration date and its reminder; the appeal follows the notice', async () => {
    const current = (await overview()).claim;
    const decided = await call<DlaClaimResponse>(parent, 'PUT', dla('/claim'), {
      revision: current.revision,
      formReturnedOn: '2026-11-20',
      decisionDate: '2026-11-23',
      careAward: 'lowest',
      mobilityAward: 'none',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const view = await overview();
    expect(view.deadlines.find((deadline) => deadline.key === 'form-return')?.done).toBe(true);
    expect(view.deadlines.find((deadline) => deadline.key === 'reconsideration')).toMatchObject({
      due: '2026-12-23',
      done: false,
    });
    const jobs = await server.database.db
      .select()
      .from(schema.scheduledJobs)
      .where(eq(schema.scheduledJobs.kind, 'dla-deadline'));
    const keys = jobs.filter((job) => job.doneAt === null && job.cancelledAt === null).map((job) => job.dedupeKey);
    expect(keys).toContain(`dla-deadline:${childId}:reconsideration`);
    expect(keys).not.toContain(`dla-deadline:${childId}:form-return`);
  });

  test('the deadlines are in the family’s calendar feed, for those who may see the claim', async () => {
    const events = await server.app.services.calendar!.eventsFor({ userId: parent.userId });
    const dlaEvents = events.filter((event) => event.id.startsWith('dla-'));
    expect(dlaEvents.map((event) => event.title)).toContain('DLA: Ask for a mandatory reconsideration');
    const uncle = await server.app.services.calendar!.eventsFor({ userId: uncleWithHealthOnly.userId });
    expect(uncle.filter((event) => event.id.startsWith('dla-'))).toEqual([]);
    const file = server.app.services.calendar!.fileOf('Tedi', dlaEvents);
    expect(file).toContain('DTSTART;VALUE=DATE:20261223');
  });

  test('a family in Scotland is told about Child Disability Payment and shown no DLA dates', async () => {
    const current = (await overview()).claim;
    await call(parent, 'PUT', dla('/claim'), { revision: current.revision, nation: 'scotland' });
    const view = await overview();
    expect(view.eligibility.scheme).toMatchObject({ ok: true, value: { kind: 'child-disability-payment' } });
    expect(view.eligibility.rates.ok).toBe(false);
    expect(view.deadlines).toEqual([]);
    expect(view.deadlineNotes.join(' ')).toContain('Child Disability Payment');
    await call(parent, 'PUT', dla('/claim'), { revision: view.claim.revision, nation: 'england' });
  });
});

describe('answers saved as the parent types', () => {
  const answer = (key: string) => dla(`/answers/${key}`);

  test('saves, resumes on another device, and never overwrites a newer answer silently', async () => {
    const first = await call<DlaAnswerResponse>(parent, 'PUT', answer('nights'), {
      text: 'Wakes three times most nights.',
      baseRevision: 0,
    });
    expect(first.status).toBe(200);
    expect(first.body.revision).toBe(1);

    // The same save again (a retry after a lost answer) is the same answer, not a conflict.
    const retried = await call<DlaAnswerResponse>(parent, 'PUT', answer('nights'), {
      text: 'Wakes three times most nights.',
      baseRevision: 0,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.revision).toBe(1);

    // The other device still had the empty question open.
    const clash = await call<{ code: string; message: string; details: { current: DlaAnswerResponse } }>(
      secondDevice,
      'PUT',
      answer('nights'),
      { text: 'Sleeps badly.', baseRevision: 0 },
    );
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('conflict');
    expect(clash.body.details.current.text).toBe('Wakes three times most nights.');

    const resumed = await overview(secondDevice);
    expect(resumed.answers['nights']).toMatchObject({ text: 'Wakes three times most nights.', revision: 1 });
    const next = await call<DlaAnswerResponse>(secondDevice, 'PUT', answer('nights'), {
      text: 'Wakes three times most nights, for 40 minutes each time.',
      baseRevision: 1,
    });
    expect(next.body.revision).toBe(2);
  });

  test('refuses a question the form does not have, and an answer too long, in words', async () => {
    const unknown = await call<{ message: string }>(parent, 'PUT', answer('favouriteColour'), {
      text: 'Blue',
      baseRevision: 0,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('no such question');
    const long = await call<{ message: string }>(parent, 'PUT', answer('eating'), {
      text: 'x'.repeat(20_001),
      baseRevision: 0,
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('20000');
  });

  test('family members: with the benefits grant to change, to read, or not at all', async () => {
    const byGrandparent = await call(grandparentEditing, 'PUT', answer('eating'), {
      text: 'Eats five foods.',
      baseRevision: 0,
    });
    expect(byGrandparent.status).toBe(200);
    expect((await overview(auntReading)).answers['eating']?.updatedByName).not.toBeUndefined();
    expect((await call(auntReading, 'PUT', answer('eating'), { text: 'No', baseRevision: 1 })).status).toBe(403);
    expect((await call(uncleWithHealthOnly, 'GET', dla())).status).toBe(403);
    expect((await call(stranger, 'GET', dla())).status).toBe(404);
  });

  test('offers the conditions and professionals from the health hub for unanswered questions only', async () => {
    await call(parent, 'POST', `/api/v1/children/${childId}/conditions`, {
      name: 'Autism',
      diagnosedOn: '2024-03-12',
      diagnosedBy: 'Dr Shah',
    });
    await call(parent, 'POST', `/api/v1/children/${childId}/health/professionals`, {
      role: 'Paediatrician',
      name: 'Dr Shah',
      organisation: 'Leeds General Infirmary',
    });
    const view = await overview();
    expect(view.suggestions['conditions']).toContain('Autism, diagnosed 12 March 2024 by Dr Shah');
    expect(view.suggestions['professionals']).toContain('Paediatrician: Dr Shah, Leeds General Infirmary');
    // Never saved unasked.
    expect(view.answers['conditions']).toBeUndefined();
    await call(parent, 'PUT', answer('conditions'), { text: view.suggestions['conditions']!, baseRevision: 0 });
    expect((await overview()).suggestions['conditions']).toBeUndefined();
    // Someone who may not read the child's health is offered nothing from it.
    expect((await overview(auntReading)).suggestions['professionals']).toBeUndefined();
  });
});

describe('care diary and evidence', () => {
  test('entries by day and night add up week by week', async () => {
    const add = (body: object) => call<DlaDiaryEntryResponse>(parent, 'POST', dla('/diary'), body);
    expect(
      (await add({ date: '2026-11-16', period: 'night', help: 'Settling after waking', minutes: 30, times: 3 })).status,
    ).toBe(201);
    await add({ date: '2026-11-17', period: 'night', help: 'Changed bed after an accident', minutes: 20 });
    await add({ date: '2026-11-17', period: 'day', help: 'Help dressing', minutes: 25, times: 2 });
    await add({ date: '2026-11-23', period: 'day', help: 'Meltdown at the shops', minutes: 45 });
    const future = await add({ date: '2026-11-30', period: 'day', help: 'Not yet' });
    expect(future.status).toBe(400);
    const empty = await add({ date: '2026-11-20', period: 'day', help: '  ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Please say what help was needed');

    const view = await overview();
    expect(view.diaryWeeks[0]).toMatchObject({ weekStarting: '2026-11-23', dayTimes: 1, dayMinutes: 45 });
    expect(view.diaryWeeks[1]).toMatchObject({
      weekStarting: '2026-11-16',
      nightTimes: 4,
      nightMinutes: 110,
      nightsWithHelp: 2,
      dayMinutes: 50,
    });
  });

  test('evidence links only to this child’s health documents', async () => {
    const bad = await call(parent, 'POST', dla('/evidence'), {
      kind: 'diagnosis-letter',
      title: 'Diagnosis letter',
      status: 'have',
      healthDocumentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(bad.status).toBe(400);
    const added = await call<DlaEvidenceResponse>(parent, 'POST', dla('/evidence'), {
      kind: 'school-report',
      title: 'Report from Mrs Lee',
      status: 'asked',
    });
    expect(added.status).toBe(201);
    const changed = await call<DlaEvidenceResponse>(parent, 'PATCH', dla(`/evidence/${added.body.id}`), {
      status: 'have',
    });
    expect(changed.body.status).toBe('have');
  });
});

describe('the answers on paper and as template facts', () => {
  test('the PDF has the child’s name and each answer under its question', async () => {
    const response = await server.app.inject({ method: 'GET', url: dla('/answers.pdf'), headers: parent.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload), { verbosity: 0 });
    let text = '';
    for (let page = 1; page <= pdf.numPages; page += 1) {
      const content = await (await pdf.getPage(page)).getTextContent();
      text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    }
    expect(text).toContain('Robin');
    expect(text).toContain('Help at night');
    expect(text).toContain('for 40 minutes each time');
    expect(text).toContain('Not answered yet');
  });

  test('templateFacts gives the dla facts to those who may read the claim, and nothing to others', async () => {
    const service = server.app.services.dla!;
    const facts = await service.templateFacts({ userId: parent.userId }, childId);
    expect(facts['dla.callDate']).toBe('2026-11-13');
    expect(facts['dla.formReturnDue']).toBe('2026-12-25');
    expect(facts['dla.claimReference']).toBe('AB 12 34 56 C');
    expect(facts['dla.decision']).toBe('Care, lowest rate; No mobility component');
    expect(facts['dla.reconsiderationDue']).toBe('2026-12-23');
    expect(facts['dla.answers']).toContainEqual(expect.stringContaining('Help at night: Wakes three times'));
    expect(facts['dla.careDiary']).toContainEqual(expect.stringContaining('16 November 2026, night: Settling'));
    expect(facts['dla.evidence']).toEqual(['Report from Mrs Lee (school or nursery report; have a copy)']);
    expect(await service.templateFacts({ userId: uncleWithHealthOnly.userId }, childId)).toEqual({});
    expect(await service.templateFacts({ userId: stranger.userId }, childId)).toEqual({});
  });

  test('the family’s export keeps the whole claim: dates, answers, diary and evidence', async () => {
    const exported = await call<{
      records: Record<
        string,
        Record<string, { claim: DlaClaimResponse; answers: unknown[]; diary: unknown[]; evidence: unknown[] }>
      >;
    }>(parent, 'GET', '/api/v1/family/export');
    expect(exported.status).toBe(200);
    const record = exported.body.records['dla']?.[childId];
    expect(record?.claim.callDate).toBe('2026-11-13');
    expect(record?.answers.length).toBeGreaterThanOrEqual(3);
    expect(record?.diary).toHaveLength(4);
    expect(record?.evidence).toHaveLength(1);
  });
});
