import { describe, expect, it } from 'vitest';

import { callbackForwardTarget } from './callback-forwarding.ts';
import { readAuthCallback, withoutAuthCallback } from './callback-params.ts';

describe('readAuthCallback (spec section 8: error, error_description, error_code)', () => {
  it('reads an error from the query', () => {
    expect(
      readAuthCallback(
        'http://localhost/auth?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({
      error: { error: 'access_denied', code: 'otp_expired', description: 'Email link is invalid or has expired' },
      code: null,
      hasTokens: false,
    });
  });

  it('reads an error from the fragment, which wins over the query', () => {
    const callback = readAuthCallback('http://localhost/auth?error_code=a#error_code=flow_state_expired&sb=');
    expect(callback.error).toEqual({ error: null, code: 'flow_state_expired', description: null });
  });

  it('reads a code and tokens', () => {
    expect(readAuthCallback('http://localhost/auth?confirmed=1&code=abc').code).toBe('abc');
    expect(readAuthCallback('http://localhost/#access_token=x&refresh_token=y').hasTokens).toBe(true);
    expect(readAuthCallback('http://localhost/auth')).toEqual({ error: null, code: null, hasTokens: false });
  });
});

describe('withoutAuthCallback', () => {
  it('removes what the callback added and keeps the page’s own parameters', () => {
    expect(
      withoutAuthCallback(
        'http://localhost/auth?confirmed=1&redirect=%2Fparent%2Fsettings&error=x&error_code=y&code=z#error=x&sb=',
      ),
    ).toBe('http://localhost/auth?confirmed=1&redirect=%2Fparent%2Fsettings');
  });

  it('leaves an ordinary fragment alone', () => {
    expect(withoutAuthCallback('http://localhost/parent/settings#security')).toBe(
      'http://localhost/parent/settings#security',
    );
  });
});

describe('callbackForwardTarget (links that return to the prerendered site root)', () => {
  it('hands a code, tokens or an error on to the sign-in page, with everything the link carried', () => {
    expect(callbackForwardTarget('http://localhost/?code=abc')).toBe('/auth?code=abc');
    expect(callbackForwardTarget('http://localhost/#access_token=x&refresh_token=y')).toBe(
      '/auth#access_token=x&refresh_token=y',
    );
    expect(
      callbackForwardTarget('http://localhost/?error=access_denied&error_code=otp_expired#error_code=otp_expired'),
    ).toBe('/auth?error=access_denied&error_code=otp_expired#error_code=otp_expired');
  });

  it('does nothing on an ordinary visit', () => {
    expect(callbackForwardTarget('http://localhost/')).toBeNull();
    expect(callbackForwardTarget('http://localhost/?utm_source=newsletter#family-heading')).toBeNull();
  });
});
