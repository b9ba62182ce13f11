import { describe, expect, it, vi } from 'vitest';

import {
  API_KEY_ADVICE,
  describeAccountChangeError,
  describeCallbackError,
  describeCodeError,
  describeSignInError,
  describeSignUpError,
  describeWeakPassword,
  SIGN_IN_MISMATCH,
} from './auth-messages.ts';

describe('sign-in errors', () => {
  it('never says which of e-mail and password was wrong', () => {
    expect(
      describeSignInError({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' }),
    ).toEqual({
      message: SIGN_IN_MISMATCH,
    });
  });

  it("a 401 or a legacy-API failure shows 'Authentication failed: ' and the advice about API keys", () => {
    for (const problem of [
      { status: 401, code: 'invalid_api_key', message: 'Invalid API key' },
      { status: 400, message: 'Legacy API keys are disabled' },
    ]) {
      const { message } = describeSignInError(problem);
      expect(message).toBe(API_KEY_ADVICE);
      expect(message.startsWith('Authentication failed: ')).toBe(true);
      expect(message).toMatch(/API key settings/);
      expect(message).toMatch(/publishable key format/);
    }
  });

  it('explains rate limits, lost connections and server trouble calmly', () => {
    expect(describeSignInError({ status: 429, code: 'over_request_rate_limit', message: '' }).message).toMatch(
      /wait a few minutes/,
    );
    const unreachable = { name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' };
    // Online, a failed request is a server or address problem: the person's connection is not blamed.
    expect(describeSignInError(unreachable).message).toBe(
      "We couldn't reach Tedi just now. Please try again in a moment; if it keeps happening, please contact support.",
    );
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(describeSignInError(unreachable).message).toMatch(/You seem to be offline.*internet connection/);
    } finally {
      onLine.mockRestore();
    }
    expect(describeSignInError({ status: 500, message: 'boom' }).message).toMatch(/on our side/);
  });
});

describe('weak passwords', () => {
  it("explains each of the server's reasons in plain words", () => {
    expect(describeWeakPassword(['length'])).toMatch(/at least 8 characters/);
    expect(describeWeakPassword(['pwned'])).toMatch(/most common/);
    expect(describeWeakPassword(['characters'])).toMatch(/mix of characters/);
    expect(describeWeakPassword(['length', 'pwned'])).toMatch(/8 characters.*most common/);
  });

  it('ties the message to the password field', () => {
    expect(describeSignUpError({ status: 422, code: 'weak_password', message: '', reasons: ['pwned'] })).toMatchObject({
      field: 'password',
    });
    expect(
      describeAccountChangeError({ status: 422, code: 'weak_password', message: '', reasons: ['length'] }),
    ).toMatchObject({
      field: 'newPassword',
    });
  });
});

describe('account changes and codes', () => {
  it('points at the current password when it was wrong', () => {
    expect(describeAccountChangeError({ status: 400, code: 'current_password_mismatch', message: '' }).field).toBe(
      'currentPassword',
    );
  });

  it('says a session that ended has ended', () => {
    expect(
      describeAccountChangeError({ name: 'AuthSessionMissingError', status: 400, message: 'Auth session missing!' })
        .message,
    ).toMatch(/session has ended/);
  });

  it('explains a wrong or late code beside the code field', () => {
    expect(describeCodeError({ status: 422, code: 'mfa_verification_failed', message: '' })).toMatchObject({
      field: 'code',
    });
    expect(describeCodeError({ status: 422, code: 'mfa_challenge_expired', message: '' }).message).toMatch(/too long/);
  });
});

describe('describeCallbackError', () => {
  it('explains an expired link, a link from another browser and a cancelled sign-in', () => {
    expect(describeCallbackError({ error: 'access_denied', code: 'otp_expired', description: null })).toMatch(
      /expired or has already been used/,
    );
    expect(describeCallbackError({ error: null, code: 'flow_state_expired', description: null })).toMatch(
      /browser where you asked/,
    );
    expect(describeCallbackError({ error: 'access_denied', code: null, description: 'User cancelled' })).toMatch(
      /cancelled/,
    );
  });

  it("shows the service's own words for anything else", () => {
    expect(describeCallbackError({ error: 'server_error', code: null, description: 'No code detected.' })).toMatch(
      /No code detected\./,
    );
  });
});
