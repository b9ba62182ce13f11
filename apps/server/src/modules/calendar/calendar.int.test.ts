import { CALENDAR_FEED_API, type CalendarFeedResponse, type ChildResponse } from '@tedi/contracts';
import { schema } from '@tedi/db';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildrenTestServer, type SignedIn, startChildrenServer } from '../children/testing.ts';

let server: ChildrenTestServer;
const now = new Date('2026-06-15T12:00:00Z');

beforeAll(async () => {
  // The health hub adds its appointments to every feed as the server starts.
  server = await startChildrenServer({ clock: () => now });
});

afterAll(async () => {
  await server.close();
});

const feedApi = (method: 'GET' | 'POST' | 'DELETE', who: SignedIn) =>
  server.app.inject({ method, url: CALENDAR_FEED_API.feed, headers: who.headers });

const readFeed = (url: string) => server.app.inject({ method: 'GET', url: new URL(url).pathname });

async function addChild(parent: SignedIn, name: string): Promise<string> {
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/v1/children',
    headers: parent.headers,
    payload: { name },
  });
  return created.json<ChildResponse>().id;
}

async function addAppointment(childId: string, withWhom: string, startsAt: string, endsAt?: string) {
  await server.database.db.insert(schema.healthAppointments).values({
    childId,
    withWhom,
    location: 'Leeds General Infirmary, clinic 3',
    startsAt: new Date(startsAt),
    endsAt: endsAt ? new Date(endsAt) : null,
  });
}

/** The events of a feed as a calendar app reads them, with their start as London wall-clock time. */
function parseFeed(body: string) {
  const calendar = ICAL.Component.fromString(body);
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      zone: event.startDate.zone?.tzid,
      localStart: event.startDate.toString(),
      instant: event.startDate.toJSDate().toISOString(),
      status: component.getFirstPropertyValue('status'),
    };
  });
}

describe('a person’s private calendar feed', () => {
  test('a parent makes a feed address, and it holds the appointments of their children at London times', async () => {
    const parent = await server.signIn('parent');
    expect((await feedApi('GET', parent)).json<CalendarFeedResponse>()).toEqual({ active: false, createdAt: null });
    const childId = await addChild(parent, 'Maya');
    await addAppointment(childId, 'Dr Shah, paediatrician', '2026-07-01T08:30:00Z', '2026-07-01T09:00:00Z');
    await addAppointment(childId, 'Speech and language therapy', '2026-12-01T10:00:00Z');

    const made = await feedApi('POST', parent);
    expect(made.statusCode).toBe(200);
    const feed = made.json<CalendarFeedResponse>();
    expect(feed).toMatchObject({ active: true, createdAt: now.toISOString() });
    expect(feed.url).toMatch(/^http.*\/calendar\/v1\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toMatch(/^webcal:\/\//);
    // The address is shown once: afterwards only that there is one.
    expect((await feedApi('GET', parent)).json<CalendarFeedResponse>()).toEqual({
      active: true,
      createdAt: now.toISOString(),
    });

    const response = await readFeed(feed.url!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['cache-control']).toMatch(/private/);
    expect(response.headers['x-robots-tag']).toMatch(/noindex/);
    const events = parseFeed(response.body);
    expect(events.map((event) => event.summary)).toEqual([
      'Appointment with Dr Shah, paediatrician',
      'Appointment with Speech and language therapy',
    ]);
    // 08:30 UTC in July is 09:30 in London (summer time); 10:00 UTC in December is 10:00 there.
    expect(events.map((event) => [event.zone, event.localStart, event.instant])).toEqual([
      ['Europe/London', '2026-07-01T09:30:00', '2026-07-01T08:30:00.000Z'],
      ['Europe/London', '2026-12-01T10:00:00', '2026-12-01T10:00:00.000Z'],
    ]);
    expect(events[0]?.location).toBe('Leeds General Infirmary, clinic 3');
  });

  test('each event keeps its id from one reading of the feed to the next', async () => {
    const parent = await server.signIn('parent');
    const childId = await addChild(parent, 'Leo');
    await addAppointment(childId, 'Physiotherapy', '2026-08-03T13:00:00Z');
    const { url } = (await feedApi('POST', parent)).json<CalendarFeedResponse>();
    const first = parseFeed((await readFeed(url!)).body);
    const second = parseFeed((await readFeed(url!)).body);
    expect(first[0]?.uid).toMatch(/^appointment-[0-9a-f-]{36}@/);
    expect(second.map((event) => event.uid)).toEqual(first.map((event) => event.uid));
  });

  test('a family member sees only the appointments of children whose health they were shared', async () => {
    const parent = await server.signIn('parent');
    const shared = await addChild(parent, 'Ava');
    const notShared = await addChild(parent, 'Noah');
    await addAppointment(shared, 'Ava’s dentist', '2026-09-01T09:00:00Z');
    await addAppointment(notShared, 'Noah’s audiology', '2026-09-02T09:00:00Z');
    const familyId = (await server.familyOf(parent.userId))!;
    const grandparent = await server.signIn('family_member', familyId);
    await server.database.db.insert(schema.childGrants).values([
      { childId: shared, userId: grandparent.userId, familyId, areas: { health: 'view' } },
      { childId: notShared, userId: grandparent.userId, familyId, areas: { profile: 'view' } },
    ]);
    const { url } = (await feedApi('POST', grandparent)).json<CalendarFeedResponse>();
    const events = parseFeed((await readFeed(url!)).body);
    expect(events.map((event) => event.summary)).toEqual(['Appointment with Ava’s dentist']);

    // Another family's parent has a feed of their own, without any of this family's appointments.
    const stranger = await server.signIn('parent');
    const theirs = (await feedApi('POST', stranger)).json<CalendarFeedResponse>();
    expect(parseFeed((await readFeed(theirs.url!)).body)).toEqual([]);
  });

  test('a stopped address, a replaced one and an unknown one all answer 404 and show nothing', async () => {
    const parent = await server.signIn('parent');
    const childId = await addChild(parent, 'Isla');
    await addAppointment(childId, 'Isla’s neurologist', '2026-10-01T09:00:00Z');
    const first = (await feedApi('POST', parent)).json<CalendarFeedResponse>();
    const second = (await feedApi('POST', parent)).json<CalendarFeedResponse>();
    expect(second.url).not.toBe(first.url);
    const replaced = await readFeed(first.url!);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.body).not.toContain('neurologist');
    expect((await readFeed(second.url!)).statusCode).toBe(200);

    expect((await feedApi('DELETE', parent)).json<CalendarFeedResponse>()).toEqual({ active: false, createdAt: null });
    const revoked = await readFeed(second.url!);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).not.toContain('neurologist');
    expect(revoked.headers['x-robots-tag']).toMatch(/noindex/);

    for (const path of ['/calendar/v1/nothing.ics', `/calendar/v1/${'a'.repeat(43)}.ics`]) {
      expect((await server.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
  });

  test('a cancelled appointment stays in the feed as cancelled, so calendar apps remove it', async () => {
    const parent = await server.signIn('parent');
    const childId = await addChild(parent, 'Finn');
    await addAppointment(childId, 'Finn’s orthotics', '2026-11-05T11:00:00Z');
    await server.database.db.update(schema.healthAppointments).set({ cancelledAt: now });
    const { url } = (await feedApi('POST', parent)).json<CalendarFeedResponse>();
    const events = parseFeed((await readFeed(url!)).body);
    expect(events.map((event) => [event.summary, event.status])).toEqual([
      ['Appointment with Finn’s orthotics', 'CANCELLED'],
    ]);
  });
});
