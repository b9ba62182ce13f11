import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parsePkce, pkceMatches } from './pkce.ts';

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
