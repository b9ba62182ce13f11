import { describe, expect, it } from 'vitest';
import {
  identityDataOf,
  mergeProfileClaims,
  profileFromClaims,
  readCookie,
  requestedScopes,
  stateCookieName,
} from './provider-profile.ts';

const base = { sub: 'person-1', iss: 'https://accounts.example.com' };

describe('profileFromClaims', () => {
  it('takes sub, iss, e-mail, verification, name and picture', () => {
    expect(
      profileFromClaims({
        ...base,
        email: ' Ada@Example.com ',
        email_verified: true,
        name: 'Ada Lovelace',
        picture: 'https://pictures.example.com/ada.png',
      }),
    ).toEqual({
      subject: 'person-1',
      issuer: 'https://accounts.example.com',
      email: 'Ada@Example.com',
      emailVerified: true,
      name: 'Ada Lovelace',
      picture: 'https://pictures.example.com/ada.png',
    });
  });

  it('counts only an explicit true (or Apple\'s "true") as verified', () => {
    expect(profileFromClaims({ ...base, email: 'a@example.com', email_verified: 'true' }).emailVerified).toBe(true);
    expect(profileFromClaims({ ...base, email: 'a@example.com', email_verified: 'false' }).emailVerified).toBe(false);
    expect(profileFromClaims({ ...base, email: 'a@example.com' }).emailVerified).toBe(false);
    expect(profileFromClaims({ ...base, email: 'a@example.com', email_verified: 1 }).emailVerified).toBe(false);
  });

  it('ignores an address that is not one, and then nothing is verified', () => {
    const profile = profileFromClaims({ ...base, email: 'not an address', email_verified: true });
    expect(profile.email).toBeNull();
    expect(profile.emailVerified).toBe(false);
  });

  it('builds the name from given and family names, or from the user Apple posts once', () => {
    expect(profileFromClaims({ ...base, given_name: 'Grace', family_name: 'Hopper' }).name).toBe('Grace Hopper');
    const posted = JSON.stringify({ name: { firstName: 'Mary', lastName: 'Jackson' }, email: 'x@example.com' });
    expect(profileFromClaims(base, posted).name).toBe('Mary Jackson');
    expect(profileFromClaims(base, '{not json').name).toBeNull();
    expect(profileFromClaims({ ...base, name: 'From the token' }, posted).name).toBe('From the token');
  });

  it('refuses claims without a subject or an issuer', () => {
    expect(() => profileFromClaims({ iss: base.iss })).toThrow();
    expect(() => profileFromClaims({ sub: base.sub })).toThrow();
  });
});

describe('mergeProfileClaims', () => {
  it('fills what the ID token lacks from userinfo, never overriding the ID token', () => {
    expect(
      mergeProfileClaims(
        { ...base, name: 'Token name' },
        { sub: 'someone-else', email: 'u@example.com', email_verified: true, name: 'Userinfo name' },
      ),
    ).toEqual({ ...base, name: 'Token name', email: 'u@example.com', email_verified: true });
  });
});

describe('identityDataOf', () => {
  it('is shaped as GoTrue fills identity_data, without empty fields', () => {
    expect(identityDataOf(profileFromClaims({ ...base, email: 'a@example.com', email_verified: true }))).toEqual({
      iss: base.iss,
      sub: base.sub,
      provider_id: base.sub,
      email: 'a@example.com',
      email_verified: true,
      phone_verified: false,
    });
  });
});

describe('requestedScopes', () => {
  it('adds the client’s scopes to the configured ones, each once', () => {
    expect(requestedScopes(['openid', 'email', 'profile'], undefined)).toBe('openid email profile');
    expect(requestedScopes(['openid', 'email'], 'email  calendar.read,contacts')).toBe(
      'openid email calendar.read contacts',
    );
  });

  it('refuses characters a scope cannot hold, and long lists', () => {
    expect(() => requestedScopes(['openid'], 'a"b')).toThrow('scopes must be a space-separated list of OAuth scopes');
    expect(() => requestedScopes(['openid'], Array.from({ length: 21 }, (_, i) => `s${i}`).join(' '))).toThrow();
  });
});

describe('state cookie', () => {
  it('is named after the state, and read back from a Cookie header', () => {
    const name = stateCookieName('state-value');
    expect(name).toMatch(/^tedi-oauth-[0-9a-f]{16}$/);
    expect(stateCookieName('another-state')).not.toBe(name);
    expect(readCookie(`a=1; ${name}=state-value; b=2`, name)).toBe('state-value');
    expect(readCookie('a=1', name)).toBeUndefined();
    expect(readCookie(undefined, name)).toBeUndefined();
  });
});
