import type { ChildSummaryResponse } from '@tedi/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { childDisplayName } from '../../../lib/children/child-photo.tsx';

/** What a per-child module says about one child, and the link into that child's page. */
export interface PerChildCard {
  readonly body: ReactNode;
  readonly linkLabel: string;
}

/**
 * A dashboard module with a card per child (health today, EHCP deadlines, DLA claims): the child's name, what the
 * capability has to say about them, and a link that opens the capability's page on that child.
 */
export function PerChildModule({
  id,
  heading,
  path,
  children,
  onChoose,
  headingClassName,
  cardOf,
}: {
  /** Unique on the page: names the heading the section is labelled by. */
  id: string;
  heading: string;
  path: string;
  children: readonly ChildSummaryResponse[];
  onChoose: (childId: string) => void;
  headingClassName: string;
  cardOf: (child: ChildSummaryResponse, index: number, name: string) => PerChildCard;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className={headingClassName}>
        {heading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {children.map((child, index) => {
          const name = childDisplayName(child);
          const card = cardOf(child, index, name);
          return (
            <li key={child.id} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
              <h3 className="text-h3 font-bold">{name}</h3>
              {card.body}
              <p>
                <Link to={path} onClick={() => onChoose(child.id)} className={BUTTON_CLASSES.link}>
                  {card.linkLabel}
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
