import type { AppointmentResponse, CalendarFeedResponse, ChildResponse } from '@tedi/contracts';
import { eq, schema } from '@tedi/db';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildrenTestServer, type SignedIn, startChildrenServer } from '../children/testing.ts';

const { scheduledJobs } = schema;
// A Monday morning in November (GMT): the appointment is on Tuesday at 10:30.
const now = new Date('2026-11-23T08:00:00Z');

let server: ChildrenTestServer;
let parent: SignedIn;
let childId: string;

async function call<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, who = parent) {
  const response = await server.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  return {
    status: response.statusCode,
    body: response.body,
    json: () => response.json<T>(),
    headers: response.headers,
  };
}

const reminderJob = async (appointmentId: string) => {
  const [job] = await server.database.db
    .select()
    .from(scheduledJobs)
    .where(eq(scheduledJobs.dedupeKey, `appointment-reminder:${appointmentId}`));
  return job;
};

beforeAll(async () => {
  server = await startChildrenServer({ clock: () => now });
  parent = await server.signIn('parent');
  childId = (await call<ChildResponse>('POST', '/api/v1/children', { name: 'Robin' })).json().id;
});

afterAll(async () => {
  await server.close();
});

describe('appointments beyond the hub', () => {
  test('a saved appointment is reminded at nine the day before; moved, it moves; cancelled or removed, it is not', async () => {
    const created = await call<AppointmentResponse>('POST', `/api/v1/children/${childId}/health/appointments`, {
      withWhom: 'Dr Shah, paediatrician',
      location: 'Children’s outpatients',
      startsAt: '2026-11-24T10:30:00Z',
      reason: 'Epilepsy review',
    });
    expect(created.status).toBe(201);
    const id = created.json().id;
    expect((await reminderJob(id))?.runAt.toISOString()).toBe('2026-11-23T09:00:00.000Z');

    await call('PATCH', `/api/v1/children/${childId}/health/appointments/${id}`, { startsAt: '2026-11-26T10:30:00Z' });
    expect((await reminderJob(id))?.runAt.toISOString()).toBe('2026-11-25T09:00:00.000Z');

    await call('PATCH', `/api/v1/children/${childId}/health/appointments/${id}`, { cancelled: true });
    expect((await reminderJob(id))?.cancelledAt?.toISOString()).toBe(now.toISOString());

    // Back on, then removed: the reminder goes with it.
    await call('PATCH', `/api/v1/children/${childId}/health/appointments/${id}`, { cancelled: false });
    expect((await reminderJob(id))?.cancelledAt).toBeNull();
    await call('DELETE', `/api/v1/children/${childId}/health/appointments/${id}`);
    expect((await reminderJob(id))?.cancelledAt).not.toBeNull();
  });

  test('downloads as a calendar file, in UK time, and shows in the parent’s private calendar feed', async () => {
    const created = await call<AppointmentResponse>('POST', `/api/v1/children/${childId}/health/appointments`, {
      withWhom: 'Audiology',
      startsAt: '2026-12-01T14:00:00Z',
      endsAt: '2026-12-01T14:45:00Z',
    });
    const file = await call('GET', `/api/v1/children/${childId}/health/appointments/${created.json().id}/ics`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const event = new ICAL.Component(ICAL.parse(file.body) as unknown[]).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe('Appointment with Audiology');
    expect(String(event.getFirstPropertyValue('dtstart'))).toBe('2026-12-01T14:00:00');

    const feed = await call<CalendarFeedResponse>('POST', '/api/v1/calendar-feed');
    expect(feed.status).toBe(200);
    const feedPath = new URL(feed.json().url!).pathname;
    const read = await server.app.inject({ method: 'GET', url: feedPath });
    expect(read.statusCode).toBe(200);
    const summaries = new ICAL.Component(ICAL.parse(read.body) as unknown[])
      .getAllSubcomponents('vevent')
      .map((vevent) => vevent.getFirstPropertyValue('summary'));
    expect(summaries).toContain('Appointment with Audiology');
  });
});
