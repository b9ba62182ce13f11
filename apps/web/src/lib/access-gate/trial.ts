import { formatLongDate } from './plans.tsx';

const DAY_MS = 24 * 3600 * 1000;

/** Whole days left until `endsAt`, counting a part of a day as a day: 23 on the morning 23 days before. */
export function daysLeft(endsAt: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(endsAt).getTime() - now.getTime()) / DAY_MS));
}

/** "Your free trial: 23 days left (until 17 December 2026)." */
export function trialCountdown(endsAt: string, now: Date = new Date()): string {
  const days = daysLeft(endsAt, now);
  return `Your free trial: ${days === 1 ? '1 day' : `${days} days`} left (until ${formatLongDate(endsAt)}).`;
}
