import { CHILD_AREA_LABELS } from '@tedi/contracts';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { useChildAudit } from '../../child-audit/api/child-audit.ts';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * For the family's parents: who else has read or changed the child's records (a grandparent opening the health
 * hub, a co-parent changing a medicine), newest first. A parent's own reading is never listed to them.
 */
export function RecordReaders({ childId, childName }: { childId: string; childName: string }) {
  const audit = useChildAudit(childId, true);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="flex flex-col gap-3">
      <p>
        Everyone else who reads or changes {childName}’s records is listed here, so you always know who has looked.
        Links you shared list their own openings with the passport.
      </p>
      {audit.isPending ? <p role="status">Loading…</p> : null}
      {audit.isError ? <p role="alert">We couldn’t load this list just now. Please try again later.</p> : null}
      {audit.isSuccess && entries.length === 0 ? <p>Nobody else has looked yet.</p> : null}
      {entries.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-line p-3">
              <span className="font-semibold">{entry.actorName}</span> {entry.description}
              <span className="text-ink-muted">
                {' '}
                ({CHILD_AREA_LABELS[entry.area].toLowerCase()}) · {WHEN.format(new Date(entry.lastAt))}
                {entry.times > 1 ? ` · ${entry.times} times since ${WHEN.format(new Date(entry.firstAt))}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {audit.hasNextPage ? (
        <div>
          <button
            type="button"
            className={BUTTON_CLASSES.secondary}
            disabled={audit.isFetchingNextPage}
            onClick={() => void audit.fetchNextPage()}
          >
            {audit.isFetchingNextPage ? 'Loading…' : 'Show earlier'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
