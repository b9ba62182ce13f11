import type { ChildResponse } from '@tedi/contracts';
import { and, eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildrenTestServer, type SignedIn, startChildrenServer } from '../children/testing.ts';
import { atLondonTime, londonDay, londonDayBefore } from './london-time.ts';
import type { AppointmentReminders } from './service.ts';

const { healthAppointments, mailOutbox } = schema;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

let server: ChildrenTestServer;
let reminders: AppointmentReminders;
let now = new Date();

beforeAll(async () => {
  server = await startChildrenServer({ clock: () => now });
  // The health hub reads its appointments for the reminders (it registered its reader as the server started).
  reminders = server.app.services.reminders!;
});

afterAll(async () => {
  await server.close();
});

interface Family {
  readonly parent: SignedIn;
  readonly coParent: SignedIn;
  readonly grandparentWithHealth: SignedIn;
  readonly auntWithProfileOnly: SignedIn;
  readonly childId: string;
}

/** A family of two parents, a grandparent shared the child's health and an aunt shared only the profile. */
async function family(childName: string): Promise<Family> {
  now = new Date();
  const parent = await server.signIn('parent');
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/v1/children',
    headers: parent.headers,
    payload: { name: childName },
  });
  const childId = created.json<ChildResponse>().id;
  const familyId = (await server.familyOf(parent.userId))!;
  const coParent = await server.signIn('parent', familyId);
  const grandparentWithHealth = await server.signIn('family_member', familyId);
  const auntWithProfileOnly = await server.signIn('family_member', familyId);
  await server.database.db.insert(schema.childGrants).values([
    { childId, userId: grandparentWithHealth.userId, familyId, areas: { health: 'view' } },
    { childId, userId: auntWithProfileOnly.userId, familyId, areas: { profile: 'edit' } },
  ]);
  return { parent, coParent, grandparentWithHealth, auntWithProfileOnly, childId };
}

/** 10:30 London time, `days` days from now. */
function appointmentTime(days: number): Date {
  return new Date(atLondonTime(londonDay(new Date(now.getTime() + days * DAY_MS)), 10).getTime() + 30 * MINUTE_MS);
}

async function addAppointment(childId: string, startsAt: Date) {
  const [row] = await server.database.db
    .insert(healthAppointments)
    .values({ childId, withWhom: 'Dr Shah, paediatrician', location: 'Leeds General Infirmary', startsAt })
    .returning();
  return row!;
}

async function remindersTo(who: SignedIn) {
  return server.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, who.email), eq(mailOutbox.kind, 'appointment_reminder')));
}

/** Runs the worker at a moment, as the server does every minute. */
async function runJobsAt(moment: Date): Promise<void> {
  now = moment;
  await server.app.jobs.runDue();
}

const nineTheDayBefore = (startsAt: Date) => atLondonTime(londonDayBefore(startsAt), 9);

describe('appointment reminders by e-mail', () => {
  test('the day before at nine, each parent and each member who may see the child’s health is reminded', async () => {
    const people = await family('Maya');
    const startsAt = appointmentTime(3);
    const appointment = await addAppointment(people.childId, startsAt);
    await reminders.scheduleAppointmentReminder(appointment);

    await runJobsAt(new Date(nineTheDayBefore(startsAt).getTime() - MINUTE_MS));
    expect(await remindersTo(people.parent)).toEqual([]);

    await runJobsAt(nineTheDayBefore(startsAt));
    const [mail] = await remindersTo(people.parent);
    expect(mail?.subject).toBe('Reminder: Maya has an appointment tomorrow');
    expect(mail?.textBody).toContain('Maya has an appointment with Dr Shah, paediatrician tomorrow,');
    expect(mail?.textBody).toContain('at 10:30am, at Leeds General Infirmary.');
    expect(mail?.textBody).toContain('/parent/settings');
    expect(await remindersTo(people.coParent)).toHaveLength(1);
    expect(await remindersTo(people.grandparentWithHealth)).toHaveLength(1);
    expect(await remindersTo(people.auntWithProfileOnly)).toEqual([]);

    // The worker running again sends nothing more.
    await runJobsAt(new Date(now.getTime() + 60 * MINUTE_MS));
    expect(await remindersTo(people.parent)).toHaveLength(1);
  });

  test('someone who turned off reminders of deadlines and appointments is not e-mailed', async () => {
    const people = await family('Leo');
    const turnedOff = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/me/preferences',
      headers: people.coParent.headers,
      payload: { notifications: { email: { deadlines: false } } },
    });
    expect(turnedOff.statusCode).toBe(200);
    const startsAt = appointmentTime(2);
    await reminders.scheduleAppointmentReminder(await addAppointment(people.childId, startsAt));
    await runJobsAt(nineTheDayBefore(startsAt));
    expect(await remindersTo(people.parent)).toHaveLength(1);
    expect(await remindersTo(people.coParent)).toEqual([]);
  });

  test('an appointment saved twice is reminded once, and one moved is reminded for its new day only', async () => {
    const people = await family('Ava');
    const first = appointmentTime(3);
    const appointment = await addAppointment(people.childId, first);
    await reminders.scheduleAppointmentReminder(appointment);
    await reminders.scheduleAppointmentReminder(appointment);

    const later = appointmentTime(6);
    await server.database.db
      .update(healthAppointments)
      .set({ startsAt: later })
      .where(eq(healthAppointments.id, appointment.id));
    await reminders.scheduleAppointmentReminder({ ...appointment, startsAt: later });

    await runJobsAt(nineTheDayBefore(first));
    expect(await remindersTo(people.parent)).toEqual([]);
    await runJobsAt(nineTheDayBefore(later));
    const mails = await remindersTo(people.parent);
    expect(mails).toHaveLength(1);
  });

  test('an appointment moved later without a new reminder is read again and reminded on its own day before', async () => {
    const people = await family('Noah');
    const first = appointmentTime(2);
    const appointment = await addAppointment(people.childId, first);
    await reminders.scheduleAppointmentReminder(appointment);
    const later = appointmentTime(5);
    await server.database.db
      .update(healthAppointments)
      .set({ startsAt: later })
      .where(eq(healthAppointments.id, appointment.id));

    await runJobsAt(nineTheDayBefore(first));
    expect(await remindersTo(people.parent)).toEqual([]);
    await runJobsAt(nineTheDayBefore(later));
    expect(await remindersTo(people.parent)).toHaveLength(1);
  });

  test('a cancelled appointment is never reminded, whether its reminder was cancelled or not', async () => {
    const people = await family('Isla');
    const startsAt = appointmentTime(3);
    const withCancel = await addAppointment(people.childId, startsAt);
    const cancelledOnly = await addAppointment(people.childId, startsAt);
    await reminders.scheduleAppointmentReminder(withCancel);
    await reminders.scheduleAppointmentReminder(cancelledOnly);

    await reminders.cancelAppointmentReminder(withCancel.id);
    await server.database.db
      .update(healthAppointments)
      .set({ cancelledAt: now })
      .where(eq(healthAppointments.id, cancelledOnly.id));

    await runJobsAt(nineTheDayBefore(startsAt));
    expect(await remindersTo(people.parent)).toEqual([]);
  });

  test('an appointment made for later today has no "tomorrow" reminder; one made the evening before still gets one', () => {
    const day = londonDay(new Date(Date.now() + 10 * DAY_MS));
    now = atLondonTime(day, 14);
    expect(reminders.reminderTimeOf(atLondonTime(day, 16))).toBeNull();

    const tomorrowMorning = atLondonTime(londonDay(new Date(now.getTime() + DAY_MS)), 8);
    now = atLondonTime(day, 20);
    expect(reminders.reminderTimeOf(tomorrowMorning)).toEqual(now);
    now = atLondonTime(day, 7);
    expect(reminders.reminderTimeOf(tomorrowMorning)).toEqual(atLondonTime(day, 9));
  });
});
