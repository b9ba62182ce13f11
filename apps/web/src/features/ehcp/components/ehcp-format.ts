import { formatLongDate, type EhcpDeadlineStatus } from '@tedi/contracts';

/** How each status is said and shown: words first, colour only as a second cue. */
export const STATUS_LOOK: Readonly<Record<EhcpDeadlineStatus, { readonly label: string; readonly classes: string }>> = {
  overdue: { label: 'Overdue', classes: 'border-danger bg-danger-soft text-danger' },
  due: { label: 'Coming up', classes: 'border-brand bg-brand-soft text-ink' },
  met: { label: 'Done in time', classes: 'border-passport-green bg-passport-green-soft text-ink' },
  'met-late': { label: 'Done late', classes: 'border-passport-amber bg-passport-amber-soft text-ink' },
  closed: { label: 'Time has passed', classes: 'border-line bg-sand text-ink' },
};

export { formatLongDate };

/** "in 3 days", "today", "5 days ago", for a due date seen from today. */
export function relativeDay(due: string, today: string): string {
  const days = Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  if (days > 0) return days >= 14 ? `in ${Math.floor(days / 7)} weeks` : `in ${days} days`;
  return -days >= 14 ? `${Math.floor(-days / 7)} weeks ago` : `${-days} days ago`;
}
