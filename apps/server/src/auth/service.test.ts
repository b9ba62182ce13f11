import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AuthApiError } from './errors.ts';
import { mergeMetadata, normaliseEmail, parseBanDuration, parsePkce, pkceMatches } from './service.ts';

describe('parsePkce and pkceMatches', () => {
  const verifier = 'a'.repeat(56);
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  it('is the implicit flow when neither parameter is sent', () => {
    expect(parsePkce(null, null)).toBeNull();
    expect(parsePkce(undefined, '')).toBeNull();
  });

  it('checks an S256 challenge against its verifier (RFC 7636)', () => {
    const parsed = parsePkce(challenge, 'S256')!;
    expect(parsed).toEqual({ codeChallenge: challenge, codeChallengeMethod: 's256' });
    expect(pkceMatches(verifier, parsed)).toBe(true);
    expect(pkceMatches(`${verifier}x`, parsed)).toBe(false);
  });

  it('refuses half a PKCE request, an unknown method and a challenge of the wrong length', () => {
    expect(() => parsePkce(challenge, null)).toThrow('PKCE flow requires code_challenge_method and code_challenge');
    expect(() => parsePkce(challenge, 'md5')).toThrow('code challenge method not supported');
    expect(() => parsePkce('short', 's256')).toThrow('code challenge has to be between 43 and 128 characters');
  });
});

describe('mergeMetadata', () => {
  it('adds and replaces keys and removes those set to null', () => {
    expect(mergeMetadata({ a: 1, b: 2 }, { b: 3, c: 4, a: null })).toEqual({ b: 3, c: 4 });
  });
});

describe('parseBanDuration', () => {
  it('reads Go durations as GoTrue does', () => {
    expect(parseBanDuration('24h')).toBe(86_400_000);
    expect(parseBanDuration('1h30m')).toBe(5_400_000);
    expect(parseBanDuration('90s')).toBe(90_000);
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'forever', '24', '1d', '1h junk'])
      expect(() => parseBanDuration(bad), bad).toThrow(AuthApiError);
  });
});

describe('normaliseEmail', () => {
  it('trims and checks the shape', () => {
    expect(normaliseEmail('  Maya@Example.com ')).toBe('Maya@Example.com');
    expect(() => normaliseEmail('maya')).toThrow('Unable to validate email address: invalid format');
    expect(() => normaliseEmail(null)).toThrow('An email address is required');
  });
});
