import { describe, expect, it } from 'vitest';
import {
  asNeededBreach,
  asNeededPosition,
  dayOfWeek,
  dosesDueOn,
  localDateOf,
  type ScheduledMedication,
  zonedMoment,
} from './health-schedule.ts';

const daily = (id: string, times: string[], extra: Partial<ScheduledMedication> = {}): ScheduledMedication => ({
  id,
  schedule: { kind: 'regular', times, days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
  startDate: null,
  stopDate: null,
  ...extra,
});

describe('which regular doses are due on a day (times in Europe/London)', () => {
  it('places a winter dose at the same UTC time and a summer dose an hour earlier in UTC', () => {
    expect(dosesDueOn([daily('m', ['08:00', '20:00'])], '2026-01-15')).toEqual([
      { medicationId: 'm', scheduledFor: '2026-01-15T08:00:00.000Z' },
      { medicationId: 'm', scheduledFor: '2026-01-15T20:00:00.000Z' },
    ]);
    expect(dosesDueOn([daily('m', ['08:00'])], '2026-07-15')).toEqual([
      { medicationId: 'm', scheduledFor: '2026-07-15T07:00:00.000Z' },
    ]);
  });

  it('on the day the clocks go forward, a 01:30 dose is due once, at 02:30 on the changed clock', () => {
    // 29 March 2026: at 01:00 GMT the clocks jump to 02:00 BST, so 01:30 never shows on a clock.
    const due = dosesDueOn([daily('m', ['00:30', '01:30', '08:00'])], '2026-03-29');
    expect(due.map((dose) => dose.scheduledFor)).toEqual([
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T07:00:00.000Z',
    ]);
    expect(localDateOf(due[1]!.scheduledFor)).toBe('2026-03-29');
  });

  it('on the day the clocks go back, a dose in the doubled hour is due once, the first time the clock shows it', () => {
    // 25 October 2026: at 02:00 BST the clocks go back to 01:00 GMT, so 01:30 shows twice.
    const due = dosesDueOn([daily('m', ['01:30', '08:00'])], '2026-10-25');
    expect(due.map((dose) => dose.scheduledFor)).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-25T08:00:00.000Z']);
  });

  it('keeps to the days of the week', () => {
    expect(dayOfWeek('2026-11-23')).toBe('mon');
    expect(dayOfWeek('2026-11-29')).toBe('sun');
    const weekly: ScheduledMedication = {
      id: 'w',
      schedule: { kind: 'regular', times: ['09:00'], days: ['mon', 'thu'] },
      startDate: null,
      stopDate: null,
    };
    expect(dosesDueOn([weekly], '2026-11-23')).toHaveLength(1);
    expect(dosesDueOn([weekly], '2026-11-24')).toHaveLength(0);
    expect(dosesDueOn([weekly], '2026-11-26')).toHaveLength(1);
  });

  it('starts on the start date and ends after the stop date', () => {
    const course = daily('c', ['08:00'], { startDate: '2026-11-10', stopDate: '2026-11-12' });
    expect(dosesDueOn([course], '2026-11-09')).toEqual([]);
    expect(dosesDueOn([course], '2026-11-10')).toHaveLength(1);
    expect(dosesDueOn([course], '2026-11-12')).toHaveLength(1);
    expect(dosesDueOn([course], '2026-11-13')).toEqual([]);
  });

  it('never lists an as-needed medicine, and puts several medicines in time order', () => {
    const calpol: ScheduledMedication = {
      id: 'calpol',
      schedule: { kind: 'as_needed', maxPerDay: 4, minHoursBetween: 4 },
      startDate: null,
      stopDate: null,
    };
    const due = dosesDueOn([daily('b', ['20:00']), calpol, daily('a', ['07:30'])], '2026-02-02');
    expect(due.map((dose) => dose.medicationId)).toEqual(['a', 'b']);
  });

  it('finds the moment of a wall-clock time and the day of a moment', () => {
    expect(zonedMoment('2026-06-01', '00:15').toISOString()).toBe('2026-05-31T23:15:00.000Z');
    expect(localDateOf('2026-05-31T23:15:00.000Z')).toBe('2026-06-01');
    expect(localDateOf('2026-12-31T23:15:00.000Z')).toBe('2026-12-31');
  });
});

describe('an as-needed medicine’s most in 24 hours', () => {
  const calpol = { kind: 'as_needed', maxPerDay: 4, minHoursBetween: 4 } as const;
  const at = (iso: string) => new Date(iso);
  const given = (iso: string) => ({ occurredAt: iso, status: 'given' as const });

  it('counts the doses taken in the last 24 hours and says when the next is allowed', () => {
    const doses = [given('2026-11-23T10:00:00Z'), given('2026-11-24T06:00:00Z'), given('2026-11-24T10:00:00Z')];
    expect(asNeededPosition(calpol, doses, at('2026-11-24T12:00:00Z'))).toEqual({
      takenInLast24Hours: 2,
      maxPerDay: 4,
      nextAllowedAt: '2026-11-24T14:00:00.000Z',
    });
    expect(asNeededPosition(calpol, doses, at('2026-11-24T15:00:00Z')).nextAllowedAt).toBeNull();
  });

  it('refuses a 5th dose in 24 hours and says it would be the 5th; refused and missed doses do not count', () => {
    const doses = [
      given('2026-11-24T00:00:00Z'),
      given('2026-11-24T04:00:00Z'),
      { occurredAt: '2026-11-24T06:00:00Z', status: 'refused' as const },
      given('2026-11-24T08:00:00Z'),
      { occurredAt: '2026-11-24T10:00:00Z', status: 'late' as const },
    ];
    const breach = asNeededBreach(calpol, doses, at('2026-11-24T14:00:00Z'));
    expect(breach).toMatchObject({ kind: 'too_many', doseNumber: 5 });
    expect(breach?.position.nextAllowedAt).toBe('2026-11-25T00:00:00.000Z');
    expect(asNeededBreach(calpol, doses.slice(0, 3), at('2026-11-24T14:00:00Z'))).toBeNull();
  });

  it('refuses a dose sooner than the least time between doses, before or after another', () => {
    const doses = [given('2026-11-24T08:00:00Z')];
    expect(asNeededBreach(calpol, doses, at('2026-11-24T10:00:00Z'))).toMatchObject({
      kind: 'too_soon',
      hoursSinceNearest: 2,
    });
    expect(asNeededBreach(calpol, doses, at('2026-11-24T05:00:00Z'))).toMatchObject({ kind: 'too_soon' });
    expect(asNeededBreach(calpol, doses, at('2026-11-24T12:00:00Z'))).toBeNull();
  });

  it('counts a dose logged late for earlier in the day against the doses that followed it', () => {
    const doses = [
      given('2026-11-24T10:00:00Z'),
      given('2026-11-24T14:00:00Z'),
      given('2026-11-24T18:00:00Z'),
      given('2026-11-24T22:00:00Z'),
    ];
    expect(asNeededBreach(calpol, doses, at('2026-11-24T06:00:00Z'))).toMatchObject({
      kind: 'too_many',
      doseNumber: 5,
    });
  });
});
