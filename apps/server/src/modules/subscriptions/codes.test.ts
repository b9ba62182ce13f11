import { licenceCodeSchema } from '@tedi/contracts';
import { describe, expect, test } from 'vitest';
import { CODE_ALPHABET, formatLicenceCode, licenceCodeHint, newLicenceCode, storedLicenceCode } from './codes.ts';

describe('licence codes', () => {
  test('are TEDI and eight characters that cannot be confused, different every time', () => {
    const codes = Array.from({ length: 200 }, newLicenceCode);
    for (const code of codes) {
      expect(code).toMatch(/^TEDI[A-Z2-9]{8}$/);
      for (const character of code.slice(4)) expect(CODE_ALPHABET).toContain(character);
      expect(code.slice(4)).not.toMatch(/[01OIL]/);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  test('are shown grouped, and as a hint with the middle hidden', () => {
    expect(formatLicenceCode('TEDI7KQ2M9XD')).toBe('TEDI-7KQ2-M9XD');
    expect(licenceCodeHint('TEDI7KQ2M9XD')).toBe('TEDI-••••-M9XD');
  });

  test('are found however they are typed, with or without the prefix', () => {
    const typed = (text: string) => storedLicenceCode(licenceCodeSchema.parse(text));
    expect(typed(' tedi-7kq2 m9xd ')).toBe('TEDI7KQ2M9XD');
    expect(typed('7KQ2-M9XD')).toBe('TEDI7KQ2M9XD');
    expect(typed('TEDI7KQ2M9XD')).toBe('TEDI7KQ2M9XD');
  });
});
