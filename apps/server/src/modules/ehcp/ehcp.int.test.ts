import {
  CALENDAR_FEED_API,
  type CalendarFeedResponse,
  type ChildResponse,
  type EhcpContactListResponse,
  type EhcpContactResponse,
  type EhcpResponse,
  type EhcpSectionResponse,
} from '@tedi/contracts';
import { and, eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildrenTestServer, type SignedIn, startChildrenServer } from '../children/testing.ts';

const { childGrants, mailOutbox } = schema;

let server: ChildrenTestServer;
let parent: SignedIn;
let viewer: SignedIn;
let noGrant: SignedIn;
let editor: SignedIn;
let childId: string;
let now = new Date('2026-03-02T10:00:00Z');

async function call<T>(
  who: SignedIn,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await server.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? response.json<T>() : (undefined as T) };
}

const caseUrl = (suffix = '') => `/api/v1/children/${childId}/ehcp${suffix}`;

async function remindersTo(who: SignedIn) {
  return server.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, who.email), eq(mailOutbox.kind, 'ehcp_deadlines_reminder')));
}

async function runJobsAt(moment: Date): Promise<void> {
  now = moment;
  await server.app.jobs.runDue();
}

beforeAll(async () => {
  server = await startChildrenServer({ clock: () => now });
  parent = await server.signIn('parent');
  childId = (await call<ChildResponse>(parent, 'POST', '/api/v1/children', { name: 'Robin Ash' })).body.id;
  const familyId = (await server.familyOf(parent.userId))!;
  viewer = await server.signIn('family_member', familyId);
  noGrant = await server.signIn('family_member', familyId);
  editor = await server.signIn('family_member', familyId);
  await server.database.db.insert(childGrants).values([
    { childId, userId: viewer.userId, familyId, areas: { education: 'view' } },
    { childId, userId: noGrant.userId, familyId, areas: { health: 'view' } },
    { childId, userId: editor.userId, familyId, areas: { education: 'edit' } },
  ]);
});

afterAll(async () => {
  await server.close();
});

describe('an EHCP case', () => {
  test('starts with no case, then a request date gives the 6, 16 and 20 week deadlines with their rules', async () => {
    expect((await call<EhcpResponse>(parent, 'GET', caseUrl())).body).toEqual({ case: null });
    const saved = await call<EhcpResponse>(parent, 'PUT', caseUrl(), {
      localAuthority: 'Leeds City Council',
      caseOfficer: 'Sam Patel',
      dates: { requestDate: '2026-03-02' },
    });
    expect(saved.status).toBe(200);
    const found = saved.body.case!;
    expect(found).toMatchObject({ stage: 'requested', nation: 'england', nationCovered: true });
    expect(found.deadlines.map((deadline) => [deadline.step, deadline.due, deadline.status])).toEqual([
      ['decision-to-assess', '2026-04-13', 'due'],
      ['no-plan-decision', '2026-06-22', 'due'],
      ['final-plan', '2026-07-20', 'due'],
    ]);
    expect(found.deadlines[0]!.rule.source.url).toBe('https://www.legislation.gov.uk/uksi/2014/1530/regulation/5');
  });

  test('refuses a decision before the request, naming both dates, and keeps what was saved', async () => {
    const refused = await call<{ code: string; details: { field: string; message: string }[] }>(
      parent,
      'PUT',
      caseUrl(),
      { dates: { assessmentDecisionDate: '2026-02-20', assessmentDecision: 'assess' } },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      {
        field: 'dates.assessmentDecisionDate',
        message:
          'The date of the decision whether to assess (20 February 2026) is before the date the council received the request (2 March 2026). Please check both dates.',
      },
    ]);
    const impossible = await call<{ details: { field: string; message: string }[] }>(parent, 'PUT', caseUrl(), {
      dates: { requestDate: '2026-02-30' },
    });
    expect(impossible.status).toBe(400);
    expect(impossible.body.details[0]?.message).toMatch(/not a real date/);
    const kept = (await call<EhcpResponse>(parent, 'GET', caseUrl())).body.case!;
    expect(kept.dates.requestDate).toBe('2026-03-02');
    expect(kept.dates.assessmentDecisionDate).toBeNull();
  });

  test('a missed decision shows as overdue with the complaint letter, and a family member with the grant reads it', async () => {
    now = new Date('2026-04-20T10:00:00Z');
    const read = await call<EhcpResponse>(viewer, 'GET', caseUrl());
    expect(read.status).toBe(200);
    const decision = read.body.case!.deadlines.find((deadline) => deadline.step === 'decision-to-assess')!;
    expect(decision.status).toBe('overdue');
    expect(decision.action?.href).toBe(
      `/parent/document-generator?template=ehcp-missed-deadline-complaint&child=${childId}`,
    );
    expect(read.body.case!.nextStep.template).toBe('ehcp-missed-deadline-complaint');
    // Viewing is not changing; no grant is no case.
    expect((await call(viewer, 'PUT', caseUrl(), { caseOfficer: 'Someone' })).status).toBe(403);
    expect((await call(noGrant, 'GET', caseUrl())).status).toBe(403);
    // A family member given the education area to change may keep the case up to date.
    const changed = await call<EhcpResponse>(editor, 'PUT', caseUrl(), { caseOfficer: 'Sam Patel' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.case?.caseOfficer).toBe('Sam Patel');
  });

  test('a nation whose rules are not held says so and shows no deadline', async () => {
    const wales = (await call<EhcpResponse>(parent, 'PUT', caseUrl(), { nation: 'wales' })).body.case!;
    expect(wales.nationCovered).toBe(false);
    expect(wales.deadlines).toEqual([]);
    expect(wales.unavailable[0]?.reason).toBe(
      'Tedi does not cover the rules in Wales yet, so it cannot work out this deadline.',
    );
    await call(parent, 'PUT', caseUrl(), { nation: 'england' });
  });
});

describe('reminders and the calendar', () => {
  test('e-mails a week before a deadline and the day after the council misses one, once each, and follows changed dates', async () => {
    // A fresh case: request on 4 May 2026, so the decision is due 15 June; the reminder goes on 8 June.
    now = new Date('2026-05-04T10:00:00Z');
    await call(parent, 'PUT', caseUrl(), {
      dates: { requestDate: '2026-05-04', assessmentDecisionDate: null, assessmentDecision: null },
    });
    await runJobsAt(new Date('2026-06-07T09:00:00Z'));
    expect(await remindersTo(parent)).toHaveLength(0);
    await runJobsAt(new Date('2026-06-08T08:01:00Z')); // 09:01 in London
    const [first] = await remindersTo(parent);
    expect(first?.subject).toBe('Robin Ash’s EHCP: a deadline is coming up');
    expect(first?.textBody).toContain('Decision whether to assess: due 15 June 2026, in a week');
    expect((await remindersTo(viewer)).length).toBe(1);
    expect(await remindersTo(noGrant)).toHaveLength(0);
    // Saving again the same day sends nothing twice.
    await call(parent, 'PUT', caseUrl(), { caseOfficer: 'Sam Patel' });
    await runJobsAt(new Date('2026-06-08T12:00:00Z'));
    expect(await remindersTo(parent)).toHaveLength(1);
    // Not decided by 15 June: overdue the day after.
    await runJobsAt(new Date('2026-06-16T08:01:00Z'));
    const mails = await remindersTo(parent);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Robin Ash’s EHCP: a deadline has been missed');
    expect(mails[1]?.textBody).toContain('was due 15 June 2026 and is now overdue');
    // The decision is recorded: no reminder about it again; the next is a week before the 16 weeks (24 August).
    await call(parent, 'PUT', caseUrl(), {
      dates: { assessmentDecisionDate: '2026-06-17', assessmentDecision: 'assess' },
    });
    const job = await server.app.jobs.find(`ehcp-deadlines:${childId}`);
    expect(job?.runAt.toISOString()).toBe('2026-08-17T08:00:00.000Z');
  });

  test('puts the open deadlines in the person’s calendar feed', async () => {
    const made = await server.app.inject({ method: 'POST', url: CALENDAR_FEED_API.feed, headers: parent.headers });
    const { url } = made.json<CalendarFeedResponse>();
    const feed = await server.app.inject({ method: 'GET', url: new URL(url!).pathname });
    expect(feed.body).toContain('EHCP: Final plan (last day)');
    expect(feed.body).toContain('DTSTART');
    const theirs = await server.app.inject({ method: 'POST', url: CALENDAR_FEED_API.feed, headers: noGrant.headers });
    const other = await server.app.inject({
      method: 'GET',
      url: new URL(theirs.json<CalendarFeedResponse>().url!).pathname,
    });
    expect(other.body).not.toContain('EHCP');
  });
});

describe('the contact log', () => {
  test('keeps who, when, how and what was promised; a promise past its date is broken and reaches the letters', async () => {
    now = new Date('2026-07-01T10:00:00Z');
    const added = await call<EhcpContactResponse>(parent, 'POST', caseUrl('/contacts'), {
      happenedOn: '2026-06-10',
      who: 'Sam Patel, case officer',
      method: 'phone',
      summary: 'Said the educational psychologist has been asked for advice.',
      promise: 'Call back with the date of the EP visit',
      promisedBy: '2026-06-17',
    });
    expect(added.status).toBe(201);
    expect(added.body.promiseStatus).toBe('broken');
    const bad = await call<{ details: { field: string }[] }>(parent, 'POST', caseUrl('/contacts'), {
      happenedOn: '2026-06-10',
      who: 'Sam',
      method: 'phone',
      promise: 'Call back',
      promisedBy: '2026-06-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0]?.field).toBe('promisedBy');
    const list = await call<EhcpContactListResponse>(viewer, 'GET', caseUrl('/contacts'));
    expect(list.body.contacts).toHaveLength(1);
    const kept = await call<EhcpContactResponse>(parent, 'PATCH', caseUrl(`/contacts/${added.body.id}`), {
      promiseKeptOn: '2026-06-30',
    });
    expect(kept.body.promiseStatus).toBe('kept');
    await call(parent, 'PATCH', caseUrl(`/contacts/${added.body.id}`), { promiseKeptOn: null });

    const facts = await server.app.services.ehcp!.templateFacts({ userId: parent.userId }, childId);
    expect(facts['ehcp.contactLog']).toEqual([
      '10 June 2026; Sam Patel, case officer; Phone call; Said the educational psychologist has been asked for advice.; promised: Call back with the date of the EP visit by 17 June 2026 (not done)',
    ]);
    expect(facts['ehcp.localAuthority']).toBe('Leeds City Council');
    expect(facts['ehcp.decisionToAssessDue']).toBe('2026-06-15');
    expect(facts['ehcp.finalPlanDue']).toBe('2026-09-21');
    expect(await server.app.services.ehcp!.templateFacts({ userId: noGrant.userId }, childId)).toEqual({});
  });
});

describe('the plan’s sections', () => {
  test('keep the family’s wording and the council’s draft, section by section', async () => {
    const saved = await call<EhcpSectionResponse>(parent, 'PUT', caseUrl('/sections/F'), {
      parent: 'Speech and language therapy, 45 minutes a week, one to one, by a qualified therapist.',
      council: 'Access to speech and language therapy as appropriate.',
    });
    expect(saved.status).toBe(200);
    const sections = await call<{ sections: EhcpSectionResponse[] }>(viewer, 'GET', caseUrl('/sections'));
    expect(sections.body.sections.find((section) => section.section === 'F')?.council).toBe(
      'Access to speech and language therapy as appropriate.',
    );
    expect((await call(viewer, 'PUT', caseUrl('/sections/A'), { parent: 'x' })).status).toBe(403);
    const facts = await server.app.services.ehcp!.templateFacts({ userId: parent.userId }, childId);
    expect(facts['ehcp.sectionF']).toMatch(/^Speech and language therapy/);
  });
});
