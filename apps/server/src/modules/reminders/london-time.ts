import { DateTime } from 'luxon';
import { CALENDAR_TIME_ZONE } from '../calendar/ics.ts';

/** The calendar day a moment falls on in London, as `yyyy-mm-dd`. */
export function londonDay(moment: Date): string {
  return DateTime.fromJSDate(moment, { zone: CALENDAR_TIME_ZONE }).toISODate()!;
}

/** The London day before the one a moment falls on, as `yyyy-mm-dd`. */
export function londonDayBefore(moment: Date): string {
  return DateTime.fromJSDate(moment, { zone: CALENDAR_TIME_ZONE }).minus({ days: 1 }).toISODate()!;
}

/** A wall-clock time in London on a day (`yyyy-mm-dd`), as a moment: 09:00 is 08:00 UTC in summer. */
export function atLondonTime(day: string, hour: number): Date {
  return DateTime.fromISO(day, { zone: CALENDAR_TIME_ZONE }).set({ hour, minute: 0, second: 0 }).toJSDate();
}

/** "Tuesday 1 July at 9:30am", as a parent reads it. */
export function londonDateAndTime(moment: Date): string {
  const local = DateTime.fromJSDate(moment, { zone: CALENDAR_TIME_ZONE });
  const time = local.toFormat(local.minute === 0 ? 'ha' : 'h:mma').toLowerCase();
  return `${local.toFormat('cccc d LLLL')} at ${time}`;
}
