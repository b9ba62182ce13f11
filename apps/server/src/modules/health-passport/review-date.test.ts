import { describe, expect, it } from 'vitest';
import { monthsAfter } from './service.ts';

describe('the next passport check', () => {
  it('falls six months on, on the same day of the month', () => {
    expect(monthsAfter('2026-11-24', 6)).toBe('2027-05-24');
  });

  it('falls on the last day of a shorter month, and across a leap day', () => {
    expect(monthsAfter('2026-08-31', 6)).toBe('2027-02-28');
    expect(monthsAfter('2027-08-31', 6)).toBe('2028-02-29');
  });
});
