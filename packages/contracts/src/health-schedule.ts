import {
  DAYS_OF_WEEK,
  DOSE_STATUSES_TAKEN,
  type DayOfWeek,
  type DoseStatus,
  HEALTH_TIME_ZONE,
  type MedicationSchedule,
} from './health-values.ts';

/**
 * When medicines are due, worked out the same way on the server and in the web app. Times of day are wall-clock
 * times in the family's time zone (`HEALTH_TIME_ZONE`), so an 8 o'clock dose stays at 8 o'clock across the clock
 * changes. Plain functions of their inputs and `Intl`; no zod, no clock of their own.
 */

/** What a schedule needs to know about a medicine. */
export interface ScheduledMedication {
  readonly id: string;
  readonly schedule: MedicationSchedule;
  /** First day it is given (YYYY-MM-DD); null when not known. */
  readonly startDate: string | null;
  /** Last day it is given (YYYY-MM-DD), inclusive; null while it goes on. */
  readonly stopDate: string | null;
}

/** One regular dose due on a day, at a moment (ISO 8601, UTC). */
export interface ScheduledDose {
  readonly medicationId: string;
  readonly scheduledFor: string;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of a moment in a time zone, as if it were UTC (milliseconds). */
function wallClockMs(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts['year']),
    Number(parts['month']) - 1,
    Number(parts['day']),
    Number(parts['hour']),
    Number(parts['minute']),
    Number(parts['second']),
  );
}

/** How far the time zone is ahead of UTC at a moment, in milliseconds (an hour in British Summer Time). */
function offsetAt(at: number, timeZone: string): number {
  return wallClockMs(at - (at % 1000), timeZone) - (at - (at % 1000));
}

/** The calendar day (YYYY-MM-DD) a moment falls on in a time zone. */
export function localDateOf(at: Date | string, timeZone: string = HEALTH_TIME_ZONE): string {
  return new Date(wallClockMs(new Date(at).getTime(), timeZone)).toISOString().slice(0, 10);
}

/**
 * The moment a wall-clock time on a day is reached in a time zone. A time the clocks skip (01:30 on the day they go
 * forward) is the moment an hour later on the same clock face (02:30, as the clock reads once it has jumped); a
 * time the clocks pass twice (01:30 on the day they go back) is the first of the two, so a dose is due once.
 */
export function zonedMoment(date: string, time: string, timeZone: string = HEALTH_TIME_ZONE): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Clock changes are months apart, so the offsets half a day either side are the only two this time can have.
  const before = offsetAt(wall - DAY_MS / 2, timeZone);
  const after = offsetAt(wall + DAY_MS / 2, timeZone);
  const fits = [wall - before, wall - after].filter((at) => wallClockMs(at, timeZone) === wall);
  if (fits.length > 0) return new Date(Math.min(...fits));
  return new Date(wall - before);
}

/** The day of the week of a calendar date. */
export function dayOfWeek(date: string): DayOfWeek {
  const sundayFirst = new Date(`${date}T12:00:00Z`).getUTCDay();
  return DAYS_OF_WEEK[(sundayFirst + 6) % 7]!;
}

/** Whether a medicine is given on a day: on or after its start date and on or before its stop date. */
export function isTakenOn(medication: Pick<ScheduledMedication, 'startDate' | 'stopDate'>, date: string): boolean {
  if (medication.startDate !== null && date < medication.startDate) return false;
  if (medication.stopDate !== null && date > medication.stopDate) return false;
  return true;
}

/**
 * The regular doses due on a calendar day in the time zone, earliest first: each regular medicine given that day,
 * on its days of the week, at each of its times. As-needed medicines are never due.
 */
export function dosesDueOn(
  medications: readonly ScheduledMedication[],
  date: string,
  timeZone: string = HEALTH_TIME_ZONE,
): ScheduledDose[] {
  const day = dayOfWeek(date);
  const due: ScheduledDose[] = [];
  for (const medication of medications) {
    const { schedule } = medication;
    if (schedule.kind !== 'regular' || !isTakenOn(medication, date) || !schedule.days.includes(day)) continue;
    for (const time of schedule.times) {
      due.push({ medicationId: medication.id, scheduledFor: zonedMoment(date, time, timeZone).toISOString() });
    }
  }
  return due.sort(
    (a, b) => a.scheduledFor.localeCompare(b.scheduledFor) || a.medicationId.localeCompare(b.medicationId),
  );
}

/** A dose as the as-needed rules see it: when, and whether the child had it. */
export interface LoggedDose {
  readonly occurredAt: Date | string;
  readonly status: DoseStatus;
}

/** Where an as-needed medicine stands at a moment. */
export interface AsNeededPosition {
  /** Doses taken in the 24 hours up to the moment. */
  readonly takenInLast24Hours: number;
  readonly maxPerDay: number;
  /** When the next dose is allowed; null when it is allowed at the moment. */
  readonly nextAllowedAt: string | null;
}

function takenTimes(doses: readonly LoggedDose[]): number[] {
  return doses
    .filter((dose) => DOSE_STATUSES_TAKEN.includes(dose.status))
    .map((dose) => new Date(dose.occurredAt).getTime())
    .sort((a, b) => a - b);
}

/**
 * An as-needed medicine's standing at a moment, from its logged doses: how many were taken in the 24 hours up to
 * then (refused and missed doses do not count) and when the next is allowed by its most per 24 hours and its least
 * time between doses.
 */
export function asNeededPosition(
  schedule: Extract<MedicationSchedule, { kind: 'as_needed' }>,
  doses: readonly LoggedDose[],
  at: Date,
): AsNeededPosition {
  const now = at.getTime();
  const recent = takenTimes(doses).filter((time) => time > now - DAY_MS && time <= now);
  let next = now;
  if (recent.length >= schedule.maxPerDay) {
    // The dose that must leave the 24-hour window before one more fits.
    next = Math.max(next, recent[recent.length - schedule.maxPerDay]! + DAY_MS);
  }
  const last = recent.at(-1);
  if (last !== undefined && schedule.minHoursBetween !== null) {
    next = Math.max(next, last + schedule.minHoursBetween * HOUR_MS);
  }
  return {
    takenInLast24Hours: recent.length,
    maxPerDay: schedule.maxPerDay,
    nextAllowedAt: next > now ? new Date(next).toISOString() : null,
  };
}

/** Why one more dose at a moment would break an as-needed medicine's rules; null when it would not. */
export type AsNeededBreach =
  | { readonly kind: 'too_many'; readonly doseNumber: number; readonly position: AsNeededPosition }
  | { readonly kind: 'too_soon'; readonly hoursSinceNearest: number; readonly position: AsNeededPosition };

/**
 * Whether one more dose taken at `at` would go over the most per 24 hours in any 24 hours that include it (a dose
 * logged afterwards for earlier in the day counts against the doses that followed it too), or come sooner than the
 * least time between doses before or after another dose.
 */
export function asNeededBreach(
  schedule: Extract<MedicationSchedule, { kind: 'as_needed' }>,
  doses: readonly LoggedDose[],
  at: Date,
): AsNeededBreach | null {
  const time = at.getTime();
  const times = takenTimes(doses);
  const position = asNeededPosition(schedule, doses, at);
  // The busiest 24 hours containing the new dose start at the new dose or at a dose in the day before it.
  const starts = [time, ...times.filter((other) => other > time - DAY_MS && other <= time)];
  const busiest = Math.max(
    ...starts.map((start) => times.filter((other) => other >= start && other < start + DAY_MS).length),
  );
  if (busiest + 1 > schedule.maxPerDay) return { kind: 'too_many', doseNumber: busiest + 1, position };
  if (schedule.minHoursBetween !== null) {
    const nearest = Math.min(...times.map((other) => Math.abs(other - time)));
    if (nearest < schedule.minHoursBetween * HOUR_MS) {
      return { kind: 'too_soon', hoursSinceNearest: nearest / HOUR_MS, position };
    }
  }
  return null;
}

/** 1st, 2nd, 3rd, 4th… for "the 5th dose". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}
