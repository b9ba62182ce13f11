import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import type { TodayItem } from '../model/today.ts';

/** The "what needs me today" list; a calm line when nothing does. */
export function TodayList({
  items,
  headingId,
  variant = 'cards',
}: {
  items: readonly TodayItem[];
  headingId: string;
  variant?: 'cards' | 'rows' | 'tiles';
}) {
  if (items.length === 0) {
    return <p className="text-lg">Nothing needs you today. Take a breath.</p>;
  }
  const listClass =
    variant === 'tiles'
      ? 'grid gap-4 sm:grid-cols-2'
      : variant === 'rows'
        ? 'flex flex-col divide-y divide-line rounded-lg border border-line bg-surface'
        : 'flex flex-col gap-3';
  return (
    <ul aria-labelledby={headingId} className={listClass}>
      {items.map((item) => (
        <li
          key={item.id}
          className={
            variant === 'rows'
              ? 'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2'
              : `flex flex-col gap-2 rounded-lg border-2 bg-surface p-4 ${item.urgent ? 'border-danger' : 'border-line'} ${variant === 'tiles' ? 'min-h-40 justify-between text-lg' : ''}`
          }
        >
          <div className="flex flex-col gap-1">
            <p className="font-bold">
              {item.urgent ? <span className="sr-only">Urgent: </span> : null}
              {item.title}
            </p>
            {variant === 'rows' ? null : <p className="text-ink-muted">{item.detail}</p>}
          </div>
          {item.action ? (
            <Link
              to={item.action.to}
              className={variant === 'rows' ? BUTTON_CLASSES.link : `${BUTTON_CLASSES.secondary} self-start`}
            >
              {item.action.label}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
