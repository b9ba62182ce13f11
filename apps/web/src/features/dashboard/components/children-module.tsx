import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { describeAge, formatLongDate } from '../../../lib/children/child-dates.ts';
import { ChildPhoto, childDisplayName } from '../../../lib/children/child-photo.tsx';
import { useChildren } from '../../children/api/children.ts';
import { childProfilePath } from '../model/dashboard-paths.ts';
import { AddChildForm } from './add-child-form.tsx';

/** The "Your children" module: every child, the current one marked, adding a child, and archived profiles. */
export function ChildrenModule({
  today,
  currentChildId,
  onChoose,
}: {
  today: string;
  currentChildId: string | null;
  onChoose: (childId: string) => void;
}) {
  const { data, isPending, isError, refetch } = useChildren({ includeArchived: true });
  if (isPending) return <p role="status">Loading your children…</p>;
  if (isError) {
    return (
      <Notice tone="warning" title="We couldn’t load your children just now">
        <button type="button" onClick={() => void refetch()} className={BUTTON_CLASSES.link}>
          Try again
        </button>
      </Notice>
    );
  }
  const active = data.children.filter((child) => child.archivedAt === null);
  const archived = data.children.filter((child) => child.archivedAt !== null);

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="children-heading" className="flex flex-col gap-4">
        <h2 id="children-heading" className="text-h2 font-bold">
          Your children
        </h2>
        {active.length === 0 ? (
          <p>You haven’t added a child yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {active.map((child) => {
              const name = childDisplayName(child);
              const current = child.id === currentChildId;
              return (
                <li
                  key={child.id}
                  className="flex flex-wrap items-center gap-4 rounded-lg border border-line bg-surface p-3"
                >
                  <ChildPhoto child={child} size="medium" />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <Link to={childProfilePath(child.id)} className={`${BUTTON_CLASSES.link} text-lg`}>
                      {name}
                    </Link>
                    <span className="text-ink-muted">
                      {describeAge(child.dateOfBirth, today) ?? 'Date of birth not added yet'}
                    </span>
                  </div>
                  {current ? (
                    <span className="rounded-full bg-brand-soft px-3 py-1 font-semibold text-brand-strong">
                      Shown on your dashboard
                    </span>
                  ) : (
                    <button type="button" onClick={() => onChoose(child.id)} className={BUTTON_CLASSES.secondary}>
                      Show {name} on your dashboard
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {data.canCreate ? <AddChildForm /> : null}

      {archived.length > 0 ? (
        <section aria-labelledby="archived-heading" className="flex flex-col gap-3">
          <h2 id="archived-heading" className="text-h2 font-bold">
            Archived profiles
          </h2>
          <p className="text-ink-muted">Nothing in an archived profile is deleted. Open one to bring it back.</p>
          <ul className="flex flex-col gap-2">
            {archived.map((child) => (
              <li key={child.id} className="flex flex-wrap items-center gap-3">
                <ChildPhoto child={child} size="small" />
                <Link to={childProfilePath(child.id)} className={BUTTON_CLASSES.link}>
                  {childDisplayName(child)}
                </Link>
                <span className="text-ink-muted">
                  archived on {formatLongDate((child.archivedAt ?? '').slice(0, 10))}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
