import { describe, expect, it } from 'vitest';

import { ageInYears, describeAge, formatLongDate, nextBirthday } from './child-dates.ts';

describe('child dates', () => {
  it('counts whole years, a birthday counting from its day', () => {
    expect(ageInYears('2019-04-23', '2026-04-22')).toBe(6);
    expect(ageInYears('2019-04-23', '2026-04-23')).toBe(7);
    expect(ageInYears(null, '2026-04-23')).toBeNull();
  });

  it('describes babies in months and weeks', () => {
    expect(describeAge('2019-04-23', '2026-11-22')).toBe('7 years old');
    expect(describeAge('2025-05-30', '2026-11-22')).toBe('17 months old');
    expect(describeAge('2026-11-01', '2026-11-22')).toBe('3 weeks old');
    expect(describeAge('2026-11-21', '2026-11-22')).toBe('1 day old');
  });

  it('finds the next birthday, today included, and the age turned', () => {
    expect(nextBirthday('2019-11-22', '2026-11-22')).toEqual({ date: '2026-11-22', inDays: 0, turning: 7 });
    expect(nextBirthday('2019-11-21', '2026-11-22')).toEqual({ date: '2027-11-21', inDays: 364, turning: 8 });
    expect(nextBirthday('2020-02-29', '2027-01-01')).toEqual({ date: '2027-02-28', inDays: 58, turning: 7 });
  });

  it('writes dates out in full', () => {
    expect(formatLongDate('2026-12-06')).toBe('Sunday 6 December 2026');
  });
});
