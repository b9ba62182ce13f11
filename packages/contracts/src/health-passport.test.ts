import { describe, expect, it } from 'vitest';
import { isValidNhsNumber, passportUpdateSchema } from './health-passport.ts';

describe('NHS numbers', () => {
  it('accepts a number whose check digit adds up, with or without spaces', () => {
    expect(isValidNhsNumber('9434765919')).toBe(true);
    expect(isValidNhsNumber('943 476 5919')).toBe(true);
  });

  it('refuses a slip of one digit, a short number and letters', () => {
    expect(isValidNhsNumber('9434765918')).toBe(false);
    expect(isValidNhsNumber('943476591')).toBe(false);
    expect(isValidNhsNumber('94347659A9')).toBe(false);
  });

  it('refuses a number whose check would be 10, which the NHS never issues', () => {
    // 1,0,0,0,0,0,0,0,1 weighted 10..2 sum to 12; 12 mod 11 is 1, so the check would be 10: no digit fits.
    for (const last of '0123456789') expect(isValidNhsNumber(`100000001${last}`)).toBe(false);
  });

  it('stores the number without spaces and explains a wrong one', () => {
    expect(passportUpdateSchema.parse({ nhsNumber: '943 476 5919' }).nhsNumber).toBe('9434765919');
    const refused = passportUpdateSchema.safeParse({ nhsNumber: '943 476 5918' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/doesn’t add up/);
    expect(passportUpdateSchema.safeParse({ nhsNumber: '12345' }).error?.issues[0]?.message).toBe(
      'An NHS number has 10 digits, like 943 476 5919',
    );
  });

  it('keeps written fields, empties blank ones and refuses unknown ones', () => {
    const parsed = passportUpdateSchema.parse({ whenAnxious: '  Speak slowly  ', pain: '' });
    expect(parsed).toEqual({ whenAnxious: 'Speak slowly', pain: null });
    expect(passportUpdateSchema.safeParse({ favouriteColour: 'blue' }).success).toBe(false);
  });

  it('keeps each reasonable adjustment once', () => {
    expect(passportUpdateSchema.parse({ reasonableAdjustments: ['A quiet space', 'A quiet space'] })).toEqual({
      reasonableAdjustments: ['A quiet space'],
    });
  });
});
