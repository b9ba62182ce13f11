import type { ChildResponse } from '@tedi/contracts';

import { formatLongDate, nextBirthday } from '../../../lib/children/child-dates.ts';
import { whatNeedsYouToday, type TodayItem } from './today.ts';

export interface OverviewEntry {
  readonly id: string;
  readonly text: string;
}

/** How long ago, in words: "just now", "3 hours ago", "yesterday", "12 days ago". */
export function timeAgo(at: string, now: Date): string {
  const seconds = Math.round((Date.parse(at) - now.getTime()) / 1000);
  const words = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
  const steps: readonly [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 86_400],
    ['month', 30 * 86_400],
    ['week', 7 * 86_400],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return words.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** One child's column of the overview: what needs doing, what is coming up, and what changed lately. */
export function childOverview(
  child: ChildResponse,
  today: string,
  now: Date,
): { today: TodayItem[]; upcoming: OverviewEntry[]; recent: OverviewEntry[] } {
  const upcoming: OverviewEntry[] = [];
  const birthday = nextBirthday(child.dateOfBirth, today);
  if (birthday) {
    const when = birthday.inDays === 0 ? 'today' : birthday.inDays === 1 ? 'tomorrow' : `in ${birthday.inDays} days`;
    upcoming.push({
      id: 'birthday',
      text: `Turns ${birthday.turning} on ${formatLongDate(birthday.date)} (${when})`,
    });
  }
  const recent: OverviewEntry[] = [];
  if (child.updatedAt !== child.createdAt) {
    recent.push({ id: 'updated', text: `Profile updated ${timeAgo(child.updatedAt, now)}` });
  }
  recent.push({ id: 'added', text: `Added to Tedi on ${formatLongDate(child.createdAt.slice(0, 10))}` });
  return {
    today: whatNeedsYouToday({
      childCount: 1,
      currentChild: child,
      // Account-wide reminders are shown once, above the children, not in every column.
      twoStepVerificationOn: true,
      deletion: null,
      today,
    }),
    upcoming,
    recent,
  };
}
