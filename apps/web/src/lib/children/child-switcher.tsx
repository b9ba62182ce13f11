import type { ChildSummaryResponse } from '@tedi/contracts';
import { useId } from 'react';

import { ChildPhoto, childDisplayName } from './child-photo.tsx';

/**
 * Chooses the child the dashboard is about. Each child is a toggle button, so the current one is announced as
 * pressed; with a single child there is nothing to choose and nothing is shown.
 */
export function ChildSwitcher({
  children,
  currentChildId,
  onChoose,
  compact = false,
}: {
  children: readonly Pick<ChildSummaryResponse, 'id' | 'name' | 'preferredName' | 'photo'>[];
  currentChildId: string | null;
  onChoose: (childId: string) => void;
  compact?: boolean;
}) {
  const labelId = useId();
  if (children.length < 2) return null;
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <p id={labelId} className="font-semibold">
        Showing
      </p>
      <ul className="flex flex-wrap gap-2">
        {children.map((child) => {
          const current = child.id === currentChildId;
          return (
            <li key={child.id}>
              <button
                type="button"
                aria-pressed={current}
                onClick={() => onChoose(child.id)}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border-2 py-1 pr-4 pl-1 font-semibold ${
                  current ? 'border-brand bg-brand text-white' : 'border-line bg-surface text-ink hover:border-brand'
                }`}
              >
                <ChildPhoto child={child} size={compact ? 'small' : 'small'} />
                {childDisplayName(child)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
