import type { ChildSummaryResponse } from '@tedi/contracts';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { childDisplayName } from '../../../lib/children/child-photo.tsx';
import { claimLine } from '../../dla/api/claim-line.ts';
import { useDlaClaims } from '../../dla/api/dla.ts';
import { isLivePath } from '../model/shortcuts.ts';

export const DLA_PATH = '/parent/dla';

/**
 * The dashboard's benefits module: for each child, the claim's next date (the form due back, a reconsideration or
 * an appeal to ask for), with a way into the DLA helper for that child. Children whose claim the person may not see
 * are left out.
 */
export function BenefitsModule({
  children,
  onChoose,
  headingClassName = 'text-h2 font-bold',
}: {
  children: readonly ChildSummaryResponse[];
  onChoose: (childId: string) => void;
  headingClassName?: string;
}) {
  const claims = useDlaClaims(children.map((child) => child.id));
  if (children.length === 0 || !isLivePath(DLA_PATH)) return null;
  return (
    <section aria-labelledby="benefits-module-heading" className="flex flex-col gap-4">
      <h2 id="benefits-module-heading" className={headingClassName}>
        DLA claims
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {children.map((child, index) => {
          const name = childDisplayName(child);
          const claim = claims[index];
          return (
            <li key={child.id} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
              <h3 className="text-h3 font-bold">{name}</h3>
              <p>
                {claim?.isPending
                  ? 'Loading…'
                  : claim?.isError || !claim?.data
                    ? `We couldn’t load ${name}’s claim just now.`
                    : claimLine(claim.data)}
              </p>
              <p>
                <Link to={DLA_PATH} onClick={() => onChoose(child.id)} className={BUTTON_CLASSES.link}>
                  Open {name}’s DLA claim
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
