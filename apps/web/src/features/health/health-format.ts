import {
  DAYS_OF_WEEK,
  HEALTH_TIME_ZONE,
  MEDICATION_FORM_LABELS,
  MEDICATION_ROUTE_LABELS,
  type DayOfWeek,
  type MedicationResponse,
  type MedicationSchedule,
} from '@tedi/contracts';

/** Times are shown in UK time, as schedules are kept, whatever the device's own zone. */
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: HEALTH_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: HEALTH_TIME_ZONE,
});
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** A calendar date YYYY-MM-DD, e.g. "23 April 2024". */
export function formatDate(date: string | null): string | null {
  if (!date) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed);
}

/** "5 ml, liquid, by mouth". */
export function describeDose(medication: Pick<MedicationResponse, 'doseAmount' | 'doseUnit'>): string {
  const unit = medication.doseUnit;
  const plural = medication.doseAmount !== 1 && /^[a-z]{4,}$/.test(unit) ? `${unit}s` : unit;
  return `${medication.doseAmount} ${plural}`;
}

export function describeHow(medication: Pick<MedicationResponse, 'form' | 'route'>): string {
  return `${MEDICATION_FORM_LABELS[medication.form]}, ${MEDICATION_ROUTE_LABELS[medication.route].toLowerCase()}`;
}

export const DAY_LABELS: Readonly<Record<DayOfWeek, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** "08:00 and 20:00, every day", "08:00, Mondays and Thursdays", "When needed, at most 4 in 24 hours". */
export function describeSchedule(schedule: MedicationSchedule): string {
  if (schedule.kind === 'as_needed') {
    const gap = schedule.minHoursBetween ? `, at least ${schedule.minHoursBetween} hours apart` : '';
    return `When needed, at most ${schedule.maxPerDay} in 24 hours${gap}`;
  }
  const times = listOf([...schedule.times]);
  const days =
    schedule.days.length === DAYS_OF_WEEK.length
      ? 'every day'
      : listOf(DAYS_OF_WEEK.filter((day) => schedule.days.includes(day)).map((day) => `${DAY_LABELS[day]}s`));
  return `${times}, ${days}`;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A length in seconds as people say it: "2 min 30 s", "45 s", "1 h 5 min". */
export function describeDuration(seconds: number | null): string | null {
  if (seconds === null) return null;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [hours ? `${hours} h` : '', minutes ? `${minutes} min` : '', rest || seconds === 0 ? `${rest} s` : ''];
  return parts.filter(Boolean).join(' ');
}

/** Age in years (with one decimal) at a date, for the growth chart's axis. */
export function ageInYearsAt(dateOfBirth: string, date: string): number {
  const born = Date.parse(`${dateOfBirth}T00:00:00Z`);
  const at = Date.parse(`${date}T00:00:00Z`);
  return (at - born) / (365.25 * 24 * 60 * 60 * 1000);
}
