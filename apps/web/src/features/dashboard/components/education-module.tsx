import { type ChildSummaryResponse, type EhcpCaseResponse, formatLongDate } from '@tedi/contracts';

import { useEhcpCases } from '../../ehcp/api/ehcp.ts';
import { isLivePath } from '../model/shortcuts.ts';
import { PerChildModule } from './per-child-module.tsx';

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
    <PerChildModule
      id="education-module"
      heading="EHCP deadlines"
      path={EHCP_PATH}
      children={children}
      onChoose={onChoose}
      headingClassName={headingClassName}
      cardOf={(_child, index, name) => {
        const query = cases[index];
        const found = query?.data?.case ?? null;
        const next = found ? nextEhcpDeadline(found) : null;
        return {
          body: query?.isPending ? (
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
          ),
          linkLabel: found ? `Open ${name}’s EHCP case` : `Start ${name}’s EHCP case`,
        };
      }}
    />
  );
}
