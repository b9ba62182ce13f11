import type { ChildSummaryResponse } from '@tedi/contracts';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { describeAge } from '../../../lib/children/child-dates.ts';
import { ChildPhoto, childDisplayName } from '../../../lib/children/child-photo.tsx';
import { childProfilePath } from '../model/dashboard-paths.ts';

/** A child at a glance: photo, name, age and the way to their profile and teacher summary. */
export function ChildCard({
  child,
  today,
  headingLevel = 3,
}: {
  child: ChildSummaryResponse;
  today: string;
  headingLevel?: 2 | 3;
}) {
  const name = childDisplayName(child);
  const age = describeAge(child.dateOfBirth, today);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-lg border border-line bg-surface p-4">
      <ChildPhoto child={child} size="large" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Heading className="text-h3 font-bold">{name}</Heading>
        {child.preferredName && child.preferredName !== child.name ? (
          <p className="text-ink-muted">{child.name}</p>
        ) : null}
        <p>{age ?? 'Date of birth not added yet'}</p>
        <div className="flex flex-wrap gap-x-4">
          <Link to={childProfilePath(child.id)} className={BUTTON_CLASSES.link}>
            Open {name}’s profile
          </Link>
          <Link to={`${childProfilePath(child.id)}?view=summary`} className={BUTTON_CLASSES.link}>
            Summary for a new teacher
          </Link>
        </div>
      </div>
    </div>
  );
}
