import { describe, expect, it } from 'vitest';

import { greeting } from './greeting.ts';

/** A moment on the device's own clock, whatever its time zone. */
const at = (hour: number, minute = 0) => new Date(2026, 10, 24, hour, minute);

describe('greeting', () => {
  it('greets by the time of day on the device, by name', () => {
    expect(greeting(at(5), 'Sam')).toBe('Good morning, Sam');
    expect(greeting(at(11, 59), 'Sam')).toBe('Good morning, Sam');
    expect(greeting(at(12), 'Sam')).toBe('Good afternoon, Sam');
    expect(greeting(at(17, 59), 'Sam')).toBe('Good afternoon, Sam');
    expect(greeting(at(18), 'Sam')).toBe('Good evening, Sam');
    expect(greeting(at(23, 59), 'Sam')).toBe('Good evening, Sam');
  });

  it('greets by the first name of a full name', () => {
    expect(greeting(at(9), '  Sam Taylor ')).toBe('Good morning, Sam');
    expect(greeting(at(15), 'Anna van der Berg')).toBe('Good afternoon, Anna');
  });

  it('says hello in the small hours', () => {
    expect(greeting(at(0), 'Sam')).toBe('Hello, Sam');
    expect(greeting(at(4, 59), 'Sam')).toBe('Hello, Sam');
  });

  it('greets without a name when none was given', () => {
    expect(greeting(at(9), null)).toBe('Good morning');
    expect(greeting(at(9), undefined)).toBe('Good morning');
    expect(greeting(at(9), '   ')).toBe('Good morning');
    expect(greeting(at(2), null)).toBe('Hello');
  });
});
