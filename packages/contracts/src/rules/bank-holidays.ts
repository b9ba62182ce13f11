import { type CalendarDate, compareDates } from './calendar-dates.ts';
import type { Nation, RuleSource } from './rule-data.ts';

/**
 * Bank holidays, which rules that count working days skip. Each list covers whole years for the nations it names;
 * a span outside every list has no answer (see `bankHolidaysCovering`), so a working-day deadline is never worked
 * out from holidays we do not know. Scotland and Northern Ireland have their own lists: add them here when a rule
 * for those nations counts working days.
 */
export interface BankHolidayList {
  readonly nations: readonly Nation[];
  /** The first and last day the list is complete for. */
  readonly covers: { readonly from: CalendarDate; readonly until: CalendarDate };
  readonly source: RuleSource;
  readonly dates: readonly CalendarDate[];
}

const GOV_UK_BANK_HOLIDAYS: RuleSource = {
  title: 'UK bank holidays (GOV.UK)',
  url: 'https://www.gov.uk/bank-holidays',
};

export const BANK_HOLIDAYS: readonly BankHolidayList[] = [
  {
    nations: ['england', 'wales'],
    covers: { from: '2024-01-01', until: '2028-12-31' },
    source: GOV_UK_BANK_HOLIDAYS,
    // One line a year, as GOV.UK lists them.
    // prettier-ignore
    dates: [
      // 2024
      '2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27', '2024-08-26', '2024-12-25', '2024-12-26',
      // 2025
      '2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26',
      // 2026: Boxing Day falls on a Saturday, so the holiday is Monday 28 December.
      '2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28',
      // 2027: Christmas Day and Boxing Day fall at the weekend, so the holidays are 27 and 28 December.
      '2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28',
      // 2028: New Year's Day falls on a Saturday, so the holiday is Monday 3 January.
      '2028-01-03', '2028-04-14', '2028-04-17', '2028-05-01', '2028-05-29', '2028-08-28', '2028-12-25', '2028-12-26',
    ],
  },
];

/**
 * The bank holidays of a nation between two dates (inclusive), or null when no list covers the whole span: a
 * working-day rule then has no answer rather than a wrong one.
 */
export function bankHolidaysCovering(
  nation: Nation,
  from: CalendarDate,
  until: CalendarDate,
  lists: readonly BankHolidayList[] = BANK_HOLIDAYS,
): ReadonlySet<CalendarDate> | null {
  const list = lists.find(
    (candidate) =>
      candidate.nations.includes(nation) &&
      compareDates(candidate.covers.from, from) <= 0 &&
      compareDates(until, candidate.covers.until) <= 0,
  );
  return list ? new Set(list.dates) : null;
}
