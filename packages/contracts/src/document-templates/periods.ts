import { isCalendarDate, type CalendarDate } from '../rules/calendar-dates.ts';
import { type EhcpDates, ehcpTimeline } from '../rules/ehcp-deadlines.ts';
import { type EhcpStep, ehcpRulesFor } from '../rules/ehcp.ts';
import type { Nation } from '../rules/rule-data.ts';
import type { DerivedPeriodId } from './types.ts';

/**
 * When a template's date is not given by the EHCP case, a letter works it out from the date it is given, by the
 * EHCP's own rules and deadline engine (decision 0029): a request for assessment can say by when the council must
 * decide even before the family has started a case.
 */
const DERIVED: Readonly<Record<DerivedPeriodId, { readonly from: keyof EhcpDates; readonly step: EhcpStep }>> = {
  'ehcp-decision-to-assess': { from: 'requestDate', step: 'decision-to-assess' },
  'ehcp-final-plan': { from: 'requestDate', step: 'final-plan' },
  'ehcp-draft-comments': { from: 'draftPlanDate', step: 'draft-comments' },
};

/**
 * The date a period ends, counted from `from`, by the rule in force on that day; null when the date is not a date
 * or no rule covers it (then the letter leaves the date for the parent rather than guess).
 */
export function periodEnd(
  period: DerivedPeriodId,
  from: CalendarDate,
  nation: Nation = 'england',
): CalendarDate | null {
  if (!isCalendarDate(from)) return null;
  const { from: field, step } = DERIVED[period];
  const timeline = ehcpTimeline({ nation, dates: { [field]: from }, today: from });
  if (!timeline.ok) return null;
  return timeline.deadlines.find((deadline) => deadline.step === step)?.due ?? null;
}

/** The provision a worked-out date rests on, as a person would look it up ("SEND Regulations 2014, regulation 5(1)"). */
export function periodReference(period: DerivedPeriodId, nation: Nation = 'england'): string | null {
  const rules = ehcpRulesFor(DERIVED[period].step).filter((rule) => rule.nations.includes(nation));
  return rules.at(-1)?.value.reference ?? null;
}
