import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { parseOidcProviders } from './oidc-config.ts';

const google = {
  AUTH_OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
  AUTH_OIDC_GOOGLE_CLIENT_ID: 'google-client',
  AUTH_OIDC_GOOGLE_CLIENT_SECRET: 'google-secret-value',
};

describe('parseOidcProviders', () => {
  it('reads each named provider with the default scopes and response mode', () => {
    const { providers, problems } = parseOidcProviders({
      AUTH_OIDC_PROVIDERS: 'google, apple',
      ...google,
      AUTH_OIDC_APPLE_ISSUER: 'https://appleid.apple.com',
      AUTH_OIDC_APPLE_CLIENT_ID: 'org.example.tedi',
      AUTH_OIDC_APPLE_CLIENT_SECRET: 'eyJhbGciOiJFUzI1NiJ9.signed-by-the-operator',
      AUTH_OIDC_APPLE_SCOPES: 'openid email name',
      AUTH_OIDC_APPLE_RESPONSE_MODE: 'form_post',
    });
    expect(problems).toEqual([]);
    expect(providers.map((provider) => ({ ...provider, issuer: provider.issuer.href }))).toEqual([
      {
        name: 'google',
        issuer: 'https://accounts.google.com/',
        clientId: 'google-client',
        clientSecret: 'google-secret-value',
        scopes: ['openid', 'email', 'profile'],
        responseMode: 'query',
      },
      {
        name: 'apple',
        issuer: 'https://appleid.apple.com/',
        clientId: 'org.example.tedi',
        clientSecret: 'eyJhbGciOiJFUzI1NiJ9.signed-by-the-operator',
        scopes: ['openid', 'email', 'name'],
        responseMode: 'form_post',
      },
    ]);
  });

  it('has no providers when none are named', () => {
    expect(parseOidcProviders({})).toEqual({ providers: [], problems: [] });
  });

  it('lists every problem, never quoting a client secret', () => {
    const { providers, problems } = parseOidcProviders({
      AUTH_OIDC_PROVIDERS: 'google,Bad-Name,email,plain,google',
      ...google,
      AUTH_OIDC_GOOGLE_SCOPES: 'email profile',
      AUTH_OIDC_PLAIN_ISSUER: 'http://accounts.example.com',
      AUTH_OIDC_PLAIN_CLIENT_SECRET: 'plain-secret-value',
      AUTH_OIDC_PLAIN_RESPONSE_MODE: 'fragment',
    });
    expect(providers).toEqual([]);
    expect(problems).toEqual([
      'AUTH_OIDC_GOOGLE_SCOPES must be space-separated scopes including openid (got "email profile")',
      expect.stringContaining('AUTH_OIDC_PROVIDERS names "Bad-Name"'),
      expect.stringContaining('AUTH_OIDC_PROVIDERS names "email"'),
      'AUTH_OIDC_PLAIN_CLIENT_ID must be set because AUTH_OIDC_PROVIDERS names plain',
      'AUTH_OIDC_PLAIN_ISSUER must use https:// (plain http:// only on this machine) (got "http://accounts.example.com")',
      'AUTH_OIDC_PLAIN_RESPONSE_MODE must be query or form_post (got "fragment")',
      'AUTH_OIDC_PROVIDERS names "google" twice',
    ]);
    expect(problems.join('\n')).not.toContain('secret-value');
  });

  it('allows plain http only for a provider on this machine', () => {
    const { problems } = parseOidcProviders({
      AUTH_OIDC_PROVIDERS: 'local',
      AUTH_OIDC_LOCAL_ISSUER: 'http://127.0.0.1:9000',
      AUTH_OIDC_LOCAL_CLIENT_ID: 'id',
      AUTH_OIDC_LOCAL_CLIENT_SECRET: 'secret',
    });
    expect(problems).toEqual([]);
  });
});

describe('loadConfig', () => {
  it('refuses to start with a provider half configured', () => {
    expect(() =>
      loadConfig({ AUTH_OIDC_PROVIDERS: 'google', AUTH_OIDC_GOOGLE_ISSUER: 'https://accounts.google.com' }),
    ).toThrow('AUTH_OIDC_GOOGLE_CLIENT_ID must be set because AUTH_OIDC_PROVIDERS names google');
    expect(loadConfig({ AUTH_OIDC_PROVIDERS: 'google', ...google }).auth.oidcProviders.map((p) => p.name)).toEqual([
      'google',
    ]);
  });
});
