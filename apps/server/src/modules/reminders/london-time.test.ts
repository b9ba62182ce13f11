import { describe, expect, it } from 'vitest';
import { atLondonTime, londonDateAndTime, londonDay, londonDayBefore } from './london-time.ts';

describe('London time for reminders', () => {
  it('puts nine o’clock at the right moment on each side of the clocks going forward', () => {
    // British Summer Time began at 01:00 UTC on 29 March 2026.
    expect(atLondonTime('2026-03-28', 9).toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(atLondonTime('2026-03-29', 9).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    // and ended at 01:00 UTC on 25 October 2026.
    expect(atLondonTime('2026-10-25', 9).toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });

  it('takes the day of an appointment as London sees it, not as UTC does', () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London: the reminder goes on 1 July.
    const justAfterMidnight = new Date('2026-07-01T23:30:00Z');
    expect(londonDay(justAfterMidnight)).toBe('2026-07-02');
    expect(londonDayBefore(justAfterMidnight)).toBe('2026-07-01');
    // The day before the clocks go back is still the calendar day before.
    expect(londonDayBefore(new Date('2026-10-26T10:00:00Z'))).toBe('2026-10-25');
  });

  it('writes the time as a parent reads it', () => {
    expect(londonDateAndTime(new Date('2026-07-01T08:30:00Z'))).toBe('Wednesday 1 July at 9:30am');
    expect(londonDateAndTime(new Date('2026-12-01T14:00:00Z'))).toBe('Tuesday 1 December at 2pm');
  });
});
