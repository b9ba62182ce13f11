import { addDays, addWeeks, type CalendarDate, isCalendarDate } from '../rules/calendar-dates.ts';
import { type DatedRule, type Nation, ruleOn } from '../rules/rule-data.ts';
import type { DerivedPeriodId } from './types.ts';

/**
 * The statutory periods a letter works a date out by, as dated rules (decision 0029): when a template's date is
 * not given by the capability that tracks it (the EHCP case), the letter counts it from the date it is given, so
 * a request for assessment can say by when the council must decide. The EHCP capability keeps the full set of
 * deadlines; these are the few a letter states.
 */
export interface LetterPeriod {
  readonly days?: number;
  readonly weeks?: number;
}

const SEND_REGULATIONS = 'https://www.legislation.gov.uk/uksi/2014/1530/contents';

export const LETTER_PERIODS: Readonly<Record<DerivedPeriodId, readonly DatedRule<LetterPeriod>[]>> = {
  'ehcp-decision-to-assess': [
    {
      nations: ['england'],
      from: '2014-09-01',
      source: {
        title:
          'Special Educational Needs and Disability Regulations 2014, regulations 4 and 5: 6 weeks from the request',
        url: SEND_REGULATIONS,
      },
      value: { weeks: 6 },
    },
  ],
  'ehcp-final-plan': [
    {
      nations: ['england'],
      from: '2014-09-01',
      source: {
        title: 'Special Educational Needs and Disability Regulations 2014, regulation 13: 20 weeks from the request',
        url: SEND_REGULATIONS,
      },
      value: { weeks: 20 },
    },
  ],
  'ehcp-draft-comments': [
    {
      nations: ['england'],
      from: '2014-09-01',
      source: {
        title:
          'Special Educational Needs and Disability Regulations 2014, regulation 13: at least 15 days from the day the draft plan is sent',
        url: SEND_REGULATIONS,
      },
      value: { days: 15 },
    },
  ],
};

/**
 * The date a period ends, counted from `from`, for the rule in force on that day; null when the date is not a
 * date or no rule covers it (then the letter leaves the date for the parent rather than guess).
 * Fifteen days "beginning with" the day a draft is sent ends fourteen days after it.
 */
export function periodEnd(
  period: DerivedPeriodId,
  from: CalendarDate,
  nation: Nation = 'england',
): CalendarDate | null {
  if (!isCalendarDate(from)) return null;
  const rule = ruleOn(LETTER_PERIODS[period], nation, from);
  if (!rule) return null;
  if (rule.value.weeks !== undefined) return addWeeks(from, rule.value.weeks);
  if (rule.value.days !== undefined) return addDays(from, rule.value.days - 1);
  return null;
}
