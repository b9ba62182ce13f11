/**
 * Arithmetic on calendar dates (`YYYY-MM-DD`), as the law counts them: no times, no time zones. Every statutory
 * deadline is computed with these, from the dates a parent enters. Plain functions; no clock of their own.
 */

/** A calendar date, `YYYY-MM-DD`. */
export type CalendarDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar date (`2026-02-30` is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toUtc(date: CalendarDate): Date {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(`${date}T00:00:00Z`);
}

function fromUtc(date: Date): CalendarDate {
  return date.toISOString().slice(0, 10);
}

/** The date a number of days later (earlier when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** The date a number of weeks later: the same weekday. */
export function addWeeks(date: CalendarDate, weeks: number): CalendarDate {
  return addDays(date, weeks * 7);
}

/**
 * The date a number of calendar months later. A month on from 31 January is the last day of February: where the
 * later month has no such day, the period ends on its last day (the usual reading of "a month" in UK law).
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const start = toUtc(date);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay))));
}

/** Negative when `a` is before `b`, zero on the same day, positive after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}

/** Monday is 1 … Sunday is 7 (ISO 8601). */
export function isoWeekday(date: CalendarDate): number {
  const day = toUtc(date).getUTCDay();
  return day === 0 ? 7 : day;
}

/** A weekday that is not a bank holiday. */
export function isWorkingDay(date: CalendarDate, bankHolidays: ReadonlySet<CalendarDate>): boolean {
  return isoWeekday(date) <= 5 && !bankHolidays.has(date);
}

/**
 * The date a number of working days after `date` (the day itself not counted): weekends and the given bank
 * holidays are skipped. The caller makes sure its holidays cover the span (see `bankHolidaysCovering`).
 */
export function addWorkingDays(
  date: CalendarDate,
  workingDays: number,
  bankHolidays: ReadonlySet<CalendarDate>,
): CalendarDate {
  if (workingDays < 0) throw new RangeError('Working days are counted forwards');
  let current = date;
  let counted = 0;
  while (counted < workingDays) {
    current = addDays(current, 1);
    if (isWorkingDay(current, bankHolidays)) counted += 1;
  }
  return current;
}
