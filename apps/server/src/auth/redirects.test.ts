import { describe, expect, it } from 'vitest';
import { allowedRedirect } from './redirects.ts';

const SITE = new URL('https://tedi.example.org');
const FALLBACK = 'https://tedi.example.org/';
const ALLOWED = ['https://app.tedi.example.org'];

describe('allowedRedirect', () => {
  it('keeps URLs on the site and on allowed origins', () => {
    expect(allowedRedirect('https://tedi.example.org/reset-password', SITE, ALLOWED, FALLBACK)).toBe(
      'https://tedi.example.org/reset-password',
    );
    expect(allowedRedirect('/welcome?step=2', SITE, ALLOWED, FALLBACK)).toBe('https://tedi.example.org/welcome?step=2');
    expect(allowedRedirect('https://app.tedi.example.org/auth/callback', SITE, ALLOWED, FALLBACK)).toBe(
      'https://app.tedi.example.org/auth/callback',
    );
  });

  it('drops a fragment, which the answer is written into', () => {
    expect(allowedRedirect('https://tedi.example.org/#/old', SITE, ALLOWED, FALLBACK)).toBe(
      'https://tedi.example.org/',
    );
  });

  it('falls back for other sites, look-alikes, other schemes and nonsense', () => {
    for (const foreign of [
      'https://evil.example.net/',
      'https://tedi.example.org.evil.net/',
      'http://tedi.example.org/',
      'https://tedi.example.org:8443/',
      '//evil.example.net/path',
      'javascript:alert(1)',
      'https://user:pass@tedi.example.org/',
      'http://[::1',
    ]) {
      expect(allowedRedirect(foreign, SITE, ALLOWED, FALLBACK), foreign).toBe(FALLBACK);
    }
    expect(allowedRedirect(undefined, SITE, ALLOWED, FALLBACK)).toBe(FALLBACK);
    expect(allowedRedirect('', SITE, ALLOWED, FALLBACK)).toBe(FALLBACK);
  });
});
