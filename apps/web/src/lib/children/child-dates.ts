/** Dates of a child's life, worked out in the family's calendar (dates are plain YYYY-MM-DD, no time zone). */

function parts(date: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** Today as YYYY-MM-DD in the reader's own time zone. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Whole years from the date of birth to `today`, or null when the date is missing or not a date. */
export function ageInYears(dateOfBirth: string | null, today: string): number | null {
  const born = dateOfBirth ? parts(dateOfBirth) : null;
  const now = parts(today);
  if (!born || !now) return null;
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}

/** "7 years old", "18 months old" under two, "3 weeks old" under two months; null when not known. */
export function describeAge(dateOfBirth: string | null, today: string): string | null {
  const born = dateOfBirth ? parts(dateOfBirth) : null;
  const now = parts(today);
  if (!born || !now) return null;
  const years = ageInYears(dateOfBirth, today) ?? 0;
  if (years >= 2) return `${years} years old`;
  const months = (now.year - born.year) * 12 + (now.month - born.month) - (now.day < born.day ? 1 : 0);
  if (months >= 2) return `${months} months old`;
  const days = Math.round(
    (Date.UTC(now.year, now.month - 1, now.day) - Date.UTC(born.year, born.month - 1, born.day)) / 86_400_000,
  );
  const weeks = Math.floor(days / 7);
  if (weeks >= 1) return `${weeks} ${weeks === 1 ? 'week' : 'weeks'} old`;
  return days === 1 ? '1 day old' : `${days} days old`;
}

/**
 * The next birthday on or after `today`: its date, how many days away, and the age the child turns. A birthday
 * on 29 February is kept on 28 February in other years.
 */
export function nextBirthday(
  dateOfBirth: string | null,
  today: string,
): { date: string; inDays: number; turning: number } | null {
  const born = dateOfBirth ? parts(dateOfBirth) : null;
  const now = parts(today);
  if (!born || !now) return null;
  const onYear = (year: number) => {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    const day = born.month === 2 && born.day === 29 && !leap ? 28 : born.day;
    return Date.UTC(year, born.month - 1, day);
  };
  const todayUtc = Date.UTC(now.year, now.month - 1, now.day);
  const year = onYear(now.year) >= todayUtc ? now.year : now.year + 1;
  const when = onYear(year);
  return {
    date: new Date(when).toISOString().slice(0, 10),
    inDays: Math.round((when - todayUtc) / 86_400_000),
    turning: year - born.year,
  };
}

// Made on first use and kept: making a date format is far slower than using one.
let longDateNames: { readonly weekday: Intl.DateTimeFormat; readonly month: Intl.DateTimeFormat } | null = null;

/** A date written for people: "Sunday 6 December 2026". */
export function formatLongDate(date: string): string {
  const day = parts(date);
  if (!day) return date;
  const at = new Date(Date.UTC(day.year, day.month - 1, day.day));
  longDateNames ??= {
    weekday: new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }),
    month: new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }),
  };
  // Put together by hand: browsers disagree on the comma after the weekday.
  return `${longDateNames.weekday.format(at)} ${day.day} ${longDateNames.month.format(at)} ${day.year}`;
}
