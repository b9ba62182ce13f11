import type { ChildSummaryResponse } from '@tedi/contracts';

import { claimLine } from '../../dla/api/claim-line.ts';
import { useDlaClaims } from '../../dla/api/dla.ts';
import { isLivePath } from '../model/shortcuts.ts';
import { PerChildModule } from './per-child-module.tsx';

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
    <PerChildModule
      id="benefits-module"
      heading="DLA claims"
      path={DLA_PATH}
      children={children}
      onChoose={onChoose}
      headingClassName={headingClassName}
      cardOf={(_child, index, name) => {
        const claim = claims[index];
        return {
          body: (
            <p>
              {claim?.isPending
                ? 'Loading…'
                : claim?.isError || !claim?.data
                  ? `We couldn’t load ${name}’s claim just now.`
                  : claimLine(claim.data)}
            </p>
          ),
          linkLabel: `Open ${name}’s DLA claim`,
        };
      }}
    />
  );
}
