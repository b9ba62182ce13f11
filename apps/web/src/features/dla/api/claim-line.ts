import type { DlaOverviewResponse } from '@tedi/contracts';

import { formatDate } from '../../../lib/dates.ts';

/** What the dashboard says about a child's claim: the next date to act on, or where the claim stands. */
export function claimLine(overview: DlaOverviewResponse): string {
  if (overview.eligibility.scheme.ok && overview.eligibility.scheme.value.kind === 'child-disability-payment') {
    return 'Lives in Scotland: Child Disability Payment instead of DLA.';
  }
  const next = overview.deadlines.find((deadline) => !deadline.done && deadline.daysLeft >= 0);
  if (next) {
    const when = next.daysLeft === 0 ? 'today' : next.daysLeft === 1 ? 'tomorrow' : `in ${next.daysLeft} days`;
    return `${next.title} by ${formatDate(next.due)} (${when}).`;
  }
  if (overview.claim.decisionDate) return `Decision dated ${formatDate(overview.claim.decisionDate)}.`;
  if (overview.claim.formReturnedOn) return `Form sent back on ${formatDate(overview.claim.formReturnedOn)}.`;
  const answered = Object.values(overview.answers).filter((answer) => answer.text.trim() !== '').length;
  return answered > 0 ? `${answered} answers written; no claim date yet.` : 'No claim started.';
}
