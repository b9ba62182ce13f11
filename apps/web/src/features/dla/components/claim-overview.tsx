import {
  DLA_COMPONENT_LABELS,
  type DlaDeadline,
  type DlaOverviewResponse,
  formatPence,
  type RuleSource,
} from '@tedi/contracts';

import { Notice } from '../../../components/ui/notice.tsx';
import { formatDate } from '../../../lib/dates.ts';

function Source({ source }: { source: RuleSource }) {
  return (
    <p className="text-ink-muted">
      Source:{' '}
      <a href={source.url} className="text-brand underline underline-offset-4" target="_blank" rel="noreferrer">
        {source.title}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}

function daysText(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days > 1) return `in ${days} days`;
  return days === -1 ? 'yesterday' : `${-days} days ago`;
}

function DeadlineItem({ deadline }: { deadline: DlaDeadline }) {
  const passed = !deadline.done && deadline.daysLeft < 0;
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-4">
      <h3 className="text-h3 font-bold">
        {deadline.title}: {formatDate(deadline.due)}
      </h3>
      <p className={passed ? 'font-semibold text-danger' : 'font-semibold'}>
        {deadline.done
          ? 'Done.'
          : passed
            ? `This date passed ${daysText(deadline.daysLeft)}.`
            : `Due ${daysText(deadline.daysLeft)}.`}
      </p>
      <p>{deadline.explanation}</p>
      <Source source={deadline.source} />
    </li>
  );
}

/**
 * What the rules say for this child today: the scheme where they live, when each component's age rule is met, the
 * 3- and 6-month tests, the weekly rates with their source, and the dates the claim has to meet.
 */
export function ClaimOverview({ overview }: { overview: DlaOverviewResponse }) {
  const { eligibility, deadlines, deadlineNotes } = overview;
  const name = overview.childName;
  if (!eligibility.scheme.ok || eligibility.scheme.value.kind === 'child-disability-payment') {
    const message = eligibility.scheme.ok
      ? eligibility.scheme.value.kind === 'child-disability-payment'
        ? eligibility.scheme.value.explanation
        : ''
      : eligibility.scheme.message;
    return (
      <section aria-labelledby="dla-rules-heading" className="flex flex-col gap-3">
        <h2 id="dla-rules-heading" className="text-h2 font-bold">
          Where {name} lives
        </h2>
        <Notice tone="warning" title="DLA does not apply here">
          {message}
        </Notice>
        {eligibility.scheme.ok ? <Source source={eligibility.scheme.source} /> : null}
      </section>
    );
  }
  const { ages, qualifying, rates } = eligibility;
  return (
    <section aria-labelledby="dla-rules-heading" className="flex flex-col gap-4">
      <h2 id="dla-rules-heading" className="text-h2 font-bold">
        {name}’s dates
      </h2>

      {deadlines.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {deadlines.map((deadline) => (
            <DeadlineItem key={deadline.key} deadline={deadline} />
          ))}
        </ul>
      ) : (
        <p>
          Phone the DLA helpline ({eligibility.scheme.value.helpline}) to ask for a claim form. Put the date you phoned
          below: the claim starts from that day if the form is back within six weeks, and we’ll work out the date for
          you.
        </p>
      )}
      {deadlineNotes.map((note) => (
        <Notice key={note} tone="warning">
          {note}
        </Notice>
      ))}

      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4">
          <h3 className="text-h3 font-bold">Age rules</h3>
          {ages === null ? (
            <p>Add {name}’s date of birth to their profile to see when each part of DLA can start.</p>
          ) : !ages.ok ? (
            <p>{ages.message}</p>
          ) : ages.value.over16 ? (
            <p>{name} is 16 or over, so a new claim is for Personal Independence Payment (PIP), not DLA for a child.</p>
          ) : (
            <>
              <ul className="flex flex-col gap-1">
                {ages.value.components.map((component) => (
                  <li key={component.component}>
                    <strong>{DLA_COMPONENT_LABELS[component.component]}:</strong>{' '}
                    {component.status === 'old-enough'
                      ? `${name} is old enough (from ${formatDate(component.from)}).`
                      : `from ${formatDate(component.from)}.`}
                  </li>
                ))}
                <li>
                  <strong>DLA for a child</strong> can be claimed until {formatDate(ages.value.childClaimUntil)}, {name}
                  ’s 16th birthday.
                </li>
              </ul>
              <Source source={ages.source} />
            </>
          )}
        </div>

        <div className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4">
          <h3 className="text-h3 font-bold">How long the needs have lasted</h3>
          <p>
            The extra help must have been needed for 3 months and be expected to last at least 6 more (this does not
            apply to a child who is terminally ill).
          </p>
          {qualifying === null ? (
            <p>Add below when the extra needs began, and we’ll tell you when the 3 months are up.</p>
          ) : !qualifying.ok ? (
            <p>{qualifying.message}</p>
          ) : (
            <>
              <p>
                {qualifying.value.pastPeriodMet
                  ? `The 3 months were up on ${formatDate(qualifying.value.pastPeriodMetFrom)}.`
                  : `The 3 months will be up on ${formatDate(qualifying.value.pastPeriodMetFrom)}. You can still phone now.`}{' '}
                The needs should be expected to last until at least{' '}
                {formatDate(qualifying.value.mustBeExpectedToLastUntil)}.
              </p>
              <Source source={qualifying.source} />
            </>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4">
        <h3 className="text-h3 font-bold">Weekly rates</h3>
        {rates.ok ? (
          <>
            <table className="w-full max-w-xl border-collapse text-left">
              <caption className="sr-only">DLA weekly rates from {formatDate(rates.value.from)}</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-1 pr-4">
                    Part
                  </th>
                  <th scope="col" className="py-1">
                    A week
                  </th>
                </tr>
              </thead>
              <tbody>
                {[
                  ['Care, lowest rate', rates.value.care.lowest],
                  ['Care, middle rate', rates.value.care.middle],
                  ['Care, highest rate', rates.value.care.highest],
                  ['Mobility, lower rate', rates.value.mobility.lower],
                  ['Mobility, higher rate', rates.value.mobility.higher],
                ].map(([label, pence]) => (
                  <tr key={label} className="border-b border-line">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {label}
                    </th>
                    <td className="py-1">{formatPence(pence as number)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              Rates from {formatDate(rates.value.from)}. DLA is not means-tested: what the family earns or saves does
              not matter.
            </p>
            <Source source={rates.source} />
          </>
        ) : (
          <p>{rates.message}</p>
        )}
      </div>
    </section>
  );
}
