import { DEMO_LOGINS } from '@tedi/db';
import { describe, expect, it } from 'vitest';
import { checkPasswordStrength } from './password-policy.ts';

describe('checkPasswordStrength', () => {
  it('accepts a passphrase of a few words, or a long random password', async () => {
    for (const password of [
      'a calm Tuesday at the park',
      'porridge with a spoon of jam',
      'owls in the garden',
      'Zq7#pL2m9wX!',
    ]) {
      expect(await checkPasswordStrength(password), password).toBeNull();
    }
  });

  it('refuses fewer than 8 characters, counting characters rather than bytes', async () => {
    expect(await checkPasswordStrength('abc123')).toEqual({
      reasons: ['length'],
      message: 'Password should be at least 8 characters.',
    });
    expect((await checkPasswordStrength('ñandú12'))?.reasons).toEqual(['length']);
    expect((await checkPasswordStrength('🙂🐢🌈🍕🎈🚲📚'))?.reasons).toEqual(['length']);
  });

  it('refuses the most common passwords whatever their case', async () => {
    for (const common of ['password', '12345678', 'iloveyou', 'Password1', 'QWERTYUIOP', 'football']) {
      expect((await checkPasswordStrength(common))?.reasons, common).toEqual(['pwned']);
    }
  });

  it('refuses a long password that is still easy to guess: repeats, runs, a word with a year, the site’s name', async () => {
    for (const weak of [
      'aaaaaaaaaaaa',
      '🙂🙂🙂🙂🙂🙂🙂🙂',
      'Summer2024!',
      'P@ssw0rd2024',
      'qwertyuiop12',
      'abcdefgh1234',
      'tedi12345678',
      ...DEMO_LOGINS.map((login) => login.password),
    ]) {
      expect(await checkPasswordStrength(weak), weak).toEqual({
        reasons: ['pwned'],
        message: 'Password is known to be weak and easy to guess, please choose a different one.',
      });
    }
  });

  it('judges the longest password allowed by its beginning, and refuses one that only repeats', async () => {
    expect((await checkPasswordStrength('ab1!'.repeat(64)))?.reasons).toEqual(['pwned']);
    expect((await checkPasswordStrength('a'.repeat(256)))?.reasons).toEqual(['pwned']);
  });
});
