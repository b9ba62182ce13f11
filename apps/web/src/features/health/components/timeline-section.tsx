import { HEALTH_TIMELINE_KIND_LABELS, HEALTH_TIMELINE_KINDS, type HealthTimelineKind } from '@tedi/contracts';
import { useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { useHealthTimeline } from '../api/health-hub.ts';
import { formatDateTime } from '../health-format.ts';

/** Everything by date, newest first, with a filter by kind and "Load more" for older entries. */
export function TimelineSection({ childId }: { childId: string }) {
  const [kinds, setKinds] = useState<HealthTimelineKind[]>([]);
  const timeline = useHealthTimeline(childId, kinds);
  const entries = timeline.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold">Show only (none ticked shows everything)</legend>
        <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-5">
          {HEALTH_TIMELINE_KINDS.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={kinds.includes(kind)}
                onChange={(event) =>
                  setKinds((current) =>
                    HEALTH_TIMELINE_KINDS.filter((each) =>
                      each === kind ? event.target.checked : current.includes(each),
                    ),
                  )
                }
                className="size-5"
              />
              {HEALTH_TIMELINE_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {timeline.isPending ? (
        <p role="status">Loading the timeline…</p>
      ) : timeline.isError && entries.length === 0 ? (
        <Notice tone="warning" title="We couldn’t load the timeline just now">
          <button type="button" onClick={() => void timeline.refetch()} className={BUTTON_CLASSES.link}>
            Try again
          </button>
        </Notice>
      ) : entries.length === 0 ? (
        <p className="text-ink-muted italic">Nothing on the timeline yet.</p>
      ) : (
        <ol aria-label="Timeline, newest first" className="flex flex-col border-l-4 border-line">
          {entries.map((entry) => (
            <li key={`${entry.kind}-${entry.id}-${entry.at}`} className="flex flex-col gap-0.5 py-2 pl-4">
              <p className="text-ink-muted">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {HEALTH_TIMELINE_KIND_LABELS[entry.kind]}
              </p>
              <p className="font-semibold break-words">{entry.title}</p>
              {entry.detail ? <p className="break-words">{entry.detail}</p> : null}
            </li>
          ))}
        </ol>
      )}
      {timeline.hasNextPage ? (
        <div>
          <button
            type="button"
            disabled={timeline.isFetchingNextPage}
            onClick={() => void timeline.fetchNextPage()}
            className={BUTTON_CLASSES.secondary}
          >
            {timeline.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </div>
      ) : entries.length > 0 ? (
        <p className="text-ink-muted">That is everything.</p>
      ) : null}
    </div>
  );
}
