import { describe, expect, it } from 'vitest';
import { BANK_HOLIDAYS, bankHolidaysCovering } from './bank-holidays.ts';
import {
  addDays,
  addMonths,
  addWeeks,
  addWorkingDays,
  daysBetween,
  isCalendarDate,
  isoWeekday,
} from './calendar-dates.ts';
import { type DatedRule, ruleOn } from './rule-data.ts';

const englandHolidays = (from: string, until: string) => {
  const holidays = bankHolidaysCovering('england', from, until);
  if (!holidays) throw new Error('no holidays');
  return holidays;
};

describe('calendar dates', () => {
  it('tells real dates from impossible ones', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-4-1')).toBe(false);
  });

  it('counts weeks from the day, landing on the same weekday across a month and a year end', () => {
    expect(addWeeks('2026-12-14', 6)).toBe('2027-01-25');
    expect(isoWeekday(addWeeks('2026-12-14', 20))).toBe(isoWeekday('2026-12-14'));
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('ends a month counted from the 31st on the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 2)).toBe('2026-10-31');
    expect(addMonths('2026-11-30', 12)).toBe('2027-11-30');
  });

  it('skips weekends and bank holidays when counting working days', () => {
    // Friday 18 December 2026, 3 working days: Mon 21, Tue 22, Wed 23.
    expect(addWorkingDays('2026-12-18', 3, englandHolidays('2026-12-01', '2027-01-31'))).toBe('2026-12-23');
    // Wednesday 23 December 2026: Thu 24, then Christmas (Fri), the weekend and the Boxing Day holiday (Mon 28).
    expect(addWorkingDays('2026-12-23', 3, englandHolidays('2026-12-01', '2027-01-31'))).toBe('2026-12-30');
    // Thursday 2 April 2026, Good Friday and Easter Monday skipped.
    expect(addWorkingDays('2026-04-02', 1, englandHolidays('2026-04-01', '2026-04-30'))).toBe('2026-04-07');
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-11-24', '2026-12-09')).toBe(15);
    expect(daysBetween('2026-12-09', '2026-11-24')).toBe(-15);
  });
});

describe('bank holidays as data', () => {
  it('are all weekdays, in order, inside the years they cover', () => {
    for (const list of BANK_HOLIDAYS) {
      expect([...list.dates].sort()).toEqual(list.dates);
      for (const date of list.dates) {
        expect(isoWeekday(date)).toBeLessThanOrEqual(5);
        expect(date >= list.covers.from && date <= list.covers.until).toBe(true);
      }
    }
  });

  it('give no answer for a span no list covers, or a nation without a list', () => {
    expect(bankHolidaysCovering('england', '2028-12-01', '2029-01-31')).toBeNull();
    expect(bankHolidaysCovering('scotland', '2026-01-01', '2026-02-01')).toBeNull();
    expect(bankHolidaysCovering('wales', '2026-01-01', '2026-02-01')?.has('2026-01-01')).toBe(true);
  });
});

describe('dated rules', () => {
  const rates: DatedRule<number>[] = [
    {
      nations: ['england', 'wales'],
      from: '2025-04-07',
      until: '2026-04-05',
      source: { title: 't', url: 'u' },
      value: 1,
    },
    { nations: ['england', 'wales'], from: '2026-04-06', source: { title: 't', url: 'u' }, value: 2 },
  ];

  it('find the rule in force on a date for a nation, and none outside the data', () => {
    expect(ruleOn(rates, 'england', '2026-04-05')?.value).toBe(1);
    expect(ruleOn(rates, 'england', '2026-04-06')?.value).toBe(2);
    expect(ruleOn(rates, 'england', '2025-04-06')).toBeNull();
    expect(ruleOn(rates, 'scotland', '2026-05-01')).toBeNull();
  });
});
