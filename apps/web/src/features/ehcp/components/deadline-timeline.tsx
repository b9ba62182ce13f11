import type { EhcpCaseResponse } from '@tedi/contracts';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { formatLongDate, relativeDay, STATUS_LOOK } from './ehcp-format.ts';

const WHO: Readonly<Record<string, string>> = {
  council: 'The council',
  school: 'The school or council',
  parent: 'You',
  'mediation-adviser': 'The mediation adviser',
};

/**
 * The deadlines of a case, soonest first: each with its date, whether it is coming up, overdue or done, who must act,
 * the rule it comes from (with a link to the law), and what the family can do about it.
 */
export function DeadlineTimeline({ found }: { found: EhcpCaseResponse }) {
  return (
    <section aria-labelledby="ehcp-deadlines-heading" className="flex flex-col gap-4">
      <h2 id="ehcp-deadlines-heading" className="text-h2 font-bold">
        Deadlines
      </h2>
      {found.deadlines.length === 0 && found.unavailable.length === 0 ? (
        <p>No deadlines yet. Enter the date the council received your request, and Tedi will work them out.</p>
      ) : null}
      {found.deadlines.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {found.deadlines.map((deadline) => {
            const look = STATUS_LOOK[deadline.status];
            return (
              <li
                key={deadline.step}
                className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
                data-step={deadline.step}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-h3 font-bold">{deadline.title}</h3>
                  <span className={`rounded-full border-2 px-3 py-0.5 font-semibold ${look.classes}`}>
                    {look.label}
                  </span>
                </div>
                <p className="text-lg">
                  <strong>Last day: {formatLongDate(deadline.due)}</strong>{' '}
                  {deadline.status === 'due' || deadline.status === 'overdue'
                    ? `(${relativeDay(deadline.due, found.today)})`
                    : null}
                </p>
                <p>
                  {WHO[deadline.actor]} must act.
                  {deadline.doneOn ? ` Done on ${formatLongDate(deadline.doneOn)}.` : ''}
                </p>
                {deadline.note ? <p className="font-semibold">{deadline.note}</p> : null}
                {deadline.action ? (
                  <p>
                    {deadline.action.text}{' '}
                    {deadline.action.href ? (
                      <Link to={deadline.action.href} className={BUTTON_CLASSES.link}>
                        Write the letter
                      </Link>
                    ) : null}
                  </p>
                ) : null}
                <details>
                  <summary className="min-h-11 cursor-pointer content-center font-semibold">
                    The rule: {deadline.rule.reference}
                  </summary>
                  <div className="flex flex-col gap-2 pt-2">
                    <p>{deadline.rule.summary}</p>
                    {deadline.rule.nextWorkingDay ? <p>{deadline.rule.nextWorkingDay}</p> : null}
                    {deadline.rule.closedSeasons ? <p>{deadline.rule.closedSeasons}</p> : null}
                    {deadline.rule.exceptions ? <p>{deadline.rule.exceptions}</p> : null}
                    <p>
                      <a href={deadline.rule.source.url} className={BUTTON_CLASSES.link} rel="noreferrer">
                        Read {deadline.rule.source.title}
                      </a>
                    </p>
                  </div>
                </details>
              </li>
            );
          })}
        </ol>
      ) : null}
      {found.unavailable.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-xl border-2 border-line bg-sand p-4">
          <h3 className="text-h3 font-bold">Deadlines Tedi can’t work out</h3>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {found.unavailable.map((item) => (
              <li key={item.step}>
                <strong>{item.title}:</strong> {item.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
