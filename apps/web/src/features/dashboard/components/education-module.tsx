import { type ChildSummaryResponse, type EhcpCaseResponse, formatLongDate } from '@tedi/contracts';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { childDisplayName } from '../../../lib/children/child-photo.tsx';
import { useEhcpCases } from '../../ehcp/api/ehcp.ts';
import { isLivePath } from '../model/shortcuts.ts';

export const EHCP_PATH = '/parent/ehcp';

/** The deadline to show first: the earliest overdue one, else the next one coming up; null when none is open. */
export function nextEhcpDeadline(found: EhcpCaseResponse): EhcpCaseResponse['deadlines'][number] | null {
  return (
    found.deadlines.find((deadline) => deadline.status === 'overdue') ??
    found.deadlines.find((deadline) => deadline.status === 'due') ??
    null
  );
}

/**
 * The dashboard's education module: for each child, the EHCP deadline that matters most now (overdue first), with a
 * way into the child's case.
 */
export function EducationModule({
  children,
  onChoose,
  headingClassName = 'text-h2 font-bold',
}: {
  children: readonly ChildSummaryResponse[];
  onChoose: (childId: string) => void;
  headingClassName?: string;
}) {
  const cases = useEhcpCases(children.map((child) => child.id));
  if (children.length === 0 || !isLivePath(EHCP_PATH)) return null;
  return (
    <section aria-labelledby="education-module-heading" className="flex flex-col gap-4">
      <h2 id="education-module-heading" className={headingClassName}>
        EHCP deadlines
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {children.map((child, index) => {
          const name = childDisplayName(child);
          const query = cases[index];
          const found = query?.data?.case ?? null;
          const next = found ? nextEhcpDeadline(found) : null;
          return (
            <li key={child.id} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
              <h3 className="text-h3 font-bold">{name}</h3>
              {query?.isPending ? (
                <p>Loading…</p>
              ) : query?.isError ? (
                <p>We couldn’t load {name}’s EHCP just now.</p>
              ) : found === null ? (
                <p>No EHCP case yet.</p>
              ) : next === null ? (
                <p>No deadline coming up.</p>
              ) : next.status === 'overdue' ? (
                <p>
                  <strong className="text-danger">Overdue:</strong> {next.title}, due {formatLongDate(next.due)}
                </p>
              ) : (
                <p>
                  <strong>Next:</strong> {next.title}, by {formatLongDate(next.due)}
                </p>
              )}
              <p>
                <Link to={EHCP_PATH} onClick={() => onChoose(child.id)} className={BUTTON_CLASSES.link}>
                  {found ? `Open ${name}’s EHCP case` : `Start ${name}’s EHCP case`}
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
