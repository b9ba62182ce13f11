import { describe, expect, it } from 'vitest';
import { checkPasswordStrength } from './password-policy.ts';

describe('checkPasswordStrength', () => {
  it('accepts a passphrase of 8 characters or more that is not common', () => {
    expect(checkPasswordStrength('a calm Tuesday at the park')).toBeNull();
    expect(checkPasswordStrength('Zq7#pL2m')).toBeNull();
  });

  it('refuses fewer than 8 characters, counting characters rather than bytes', () => {
    expect(checkPasswordStrength('abc123')).toEqual({
      reasons: ['length'],
      message: 'Password should be at least 8 characters.',
    });
    expect(checkPasswordStrength('ñandú12')?.reasons).toEqual(['length']);
    expect(checkPasswordStrength('🙂🙂🙂🙂🙂🙂🙂🙂')).toBeNull();
  });

  it('refuses the most common passwords whatever their case', () => {
    for (const common of ['password', '12345678', 'iloveyou', 'Password1', 'QWERTYUIOP', 'football']) {
      expect(checkPasswordStrength(common)?.reasons, common).toEqual(['pwned']);
    }
  });
});
