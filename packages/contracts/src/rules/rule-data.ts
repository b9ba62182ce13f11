import { type CalendarDate, compareDates } from './calendar-dates.ts';

/**
 * Rules as data: every statutory period, rate and age rule the product computes with is a dated entry naming the
 * nations it holds in, the day it applies from (and until, when it has been replaced) and the source it comes
 * from. Code asks for the rule in force for a nation on a date; where no entry covers that date, there is no
 * answer, and the product says so rather than guess.
 */

/** The UK's four nations: education, benefits and bank holidays differ between them. */
export const NATIONS = ['england', 'wales', 'scotland', 'northern-ireland'] as const;
export type Nation = (typeof NATIONS)[number];

export const NATION_LABELS: Readonly<Record<Nation, string>> = {
  england: 'England',
  wales: 'Wales',
  scotland: 'Scotland',
  'northern-ireland': 'Northern Ireland',
};

/** Where a rule comes from: the law or the official page a person can check it against. */
export interface RuleSource {
  readonly title: string;
  readonly url: string;
}

/** One rule, as it stands in some nations over a span of dates. */
export interface DatedRule<Value> {
  readonly nations: readonly Nation[];
  /** The first day it applies (inclusive). */
  readonly from: CalendarDate;
  /** The last day it applies (inclusive); absent while it is in force. */
  readonly until?: CalendarDate;
  readonly source: RuleSource;
  readonly value: Value;
}

/** The rule in force for a nation on a date, or null when no entry covers it. */
export function ruleOn<Value>(
  rules: readonly DatedRule<Value>[],
  nation: Nation,
  date: CalendarDate,
): DatedRule<Value> | null {
  return (
    rules.find(
      (rule) =>
        rule.nations.includes(nation) &&
        compareDates(rule.from, date) <= 0 &&
        (rule.until === undefined || compareDates(date, rule.until) <= 0),
    ) ?? null
  );
}
