/** Dates and ages as a parent reads them, worked out from the calendar date alone so no time zone shifts a day. */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function parts(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** 2019-03-12 → "12 March 2019"; anything else is shown as it is. */
export function formatDate(value: string): string {
  const date = parts(value);
  if (!date) return value;
  return `${date.day} ${MONTHS[date.month - 1] ?? ''} ${date.year}`;
}

/** The age on `today`: "7 years old", "1 year old", or months for a baby ("5 months old"). */
export function ageOn(dateOfBirth: string, today: Date = new Date()): string | null {
  const born = parts(dateOfBirth);
  if (!born) return null;
  const now = { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
  let months = (now.year - born.year) * 12 + (now.month - born.month);
  if (now.day < born.day) months -= 1;
  if (months < 0) return null;
  if (months < 24) {
    if (months < 1) return 'under a month old';
    return `${months} ${months === 1 ? 'month' : 'months'} old`;
  }
  const years = Math.floor(months / 12);
  return `${years} years old`;
}

/**
 * A moment as a parent reads it, on the calendar and clock of their own device: 2026-03-12T14:05:00Z →
 * "12 March 2026 at 14:05" (in London in winter); anything else is shown as it is.
 */
export function formatDateTime(value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const two = (part: number) => String(part).padStart(2, '0');
  const day = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  return `${formatDate(day)} at ${two(at.getHours())}:${two(at.getMinutes())}`;
}
