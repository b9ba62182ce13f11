import { describe, expect, it, vi } from 'vitest';

import { classifyApiKey } from './api-key.ts';
import {
  AuthConfigurationError,
  CONFIGURATION_ERROR_MESSAGE,
  fetchClientConfig,
  parseClientConfig,
} from './client-config.ts';

function jwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

const AUTH_URL = 'http://localhost:3000/auth/v1';

describe('classifyApiKey', () => {
  it('tells publishable, secret, service-role, legacy JWT and unknown keys apart', () => {
    expect(classifyApiKey('sb_publishable_abcdefghijklmnopqrstuv')).toBe('publishable');
    expect(classifyApiKey('sb_secret_abcdefghijklmnopqrstuv')).toBe('secret');
    expect(classifyApiKey(jwt({ role: 'service_role', iss: 'supabase' }))).toBe('secret');
    expect(classifyApiKey(jwt({ role: 'anon', iss: 'supabase' }))).toBe('legacy-jwt');
    expect(classifyApiKey('just-some-key')).toBe('unknown');
    expect(classifyApiKey('a.b.c')).toBe('unknown');
  });
});

describe('parseClientConfig (spec sections 5 and 8)', () => {
  it('accepts the server answer with a publishable key, without a warning', () => {
    const warn = vi.fn();
    expect(
      parseClientConfig({ authUrl: `${AUTH_URL}/`, publishableKey: 'sb_publishable_abcdefghijklmnopqrstuv' }, warn),
    ).toEqual({
      authUrl: AUTH_URL,
      publishableKey: 'sb_publishable_abcdefghijklmnopqrstuv',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a secret key', 'sb_secret_abcdefghijklmnopqrstuv'],
    ['a service-role JWT', jwt({ role: 'service_role' })],
  ])('refuses %s with the catalogue message', (_what, key) => {
    const attempt = () => parseClientConfig({ authUrl: AUTH_URL, publishableKey: key }, () => {});
    expect(attempt).toThrow(AuthConfigurationError);
    expect(attempt).toThrow('Application configuration error. Please contact support.');
  });

  it('warns, but carries on, when the key is neither publishable nor a JWT', () => {
    const warn = vi.fn();
    parseClientConfig({ authUrl: AUTH_URL, publishableKey: 'my-key' }, warn);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/neither a publishable key .* nor a JWT/));
  });

  it('does not warn for a legacy JWT key', () => {
    const warn = vi.fn();
    parseClientConfig({ authUrl: AUTH_URL, publishableKey: jwt({ role: 'anon' }) }, warn);
    expect(warn).not.toHaveBeenCalled();
  });

  it('resolves the server’s path against the address the page was opened at, whichever name it used', () => {
    const key = 'sb_publishable_abcdefghijklmnopqrstuv';
    expect(parseClientConfig({ authUrl: '/auth/v1', publishableKey: key }, () => {}, 'http://127.0.0.1:3000')).toEqual({
      authUrl: 'http://127.0.0.1:3000/auth/v1',
      publishableKey: key,
    });
    expect(parseClientConfig({ authUrl: '/auth/v1', publishableKey: key }, () => {}, 'http://localhost:3000')).toEqual({
      authUrl: 'http://localhost:3000/auth/v1',
      publishableKey: key,
    });
  });

  it.each([null, 'text', {}, { authUrl: AUTH_URL }, { authUrl: 'ftp://x', publishableKey: 'sb_publishable_x' }])(
    'refuses a malformed answer: %j',
    (value) => {
      expect(() => parseClientConfig(value, () => {})).toThrow(CONFIGURATION_ERROR_MESSAGE);
    },
  );
});

describe('fetchClientConfig', () => {
  it('reads /api/v1/client-config', async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({ authUrl: AUTH_URL, publishableKey: 'sb_publishable_abcdefghijklmnopqrstuv' }),
    );
    await expect(fetchClientConfig(() => {}, fetchImpl)).resolves.toMatchObject({ authUrl: AUTH_URL });
    expect(fetchImpl).toHaveBeenCalledWith('/api/v1/client-config', expect.anything());
  });

  describe('when the server wrote it into the page', () => {
    function writeIntoPage(content: string) {
      const meta = document.createElement('meta');
      meta.name = 'tedi-client-config';
      meta.content = content;
      document.head.append(meta);
      return meta;
    }

    it('reads it from the page and asks the server for nothing', async () => {
      const meta = writeIntoPage(
        JSON.stringify({ authUrl: '/auth/v1', publishableKey: 'sb_publishable_abcdefghijklmnopqrstuv' }),
      );
      const fetchImpl = vi.fn<typeof fetch>();
      try {
        await expect(fetchClientConfig(() => {}, fetchImpl)).resolves.toEqual({
          authUrl: `${window.location.origin}/auth/v1`,
          publishableKey: 'sb_publishable_abcdefghijklmnopqrstuv',
        });
        expect(fetchImpl).not.toHaveBeenCalled();
      } finally {
        meta.remove();
      }
    });

    it('checks it as it would an answer: a secret key in the page is refused', async () => {
      const meta = writeIntoPage(
        JSON.stringify({ authUrl: '/auth/v1', publishableKey: 'sb_secret_abcdefghijklmnopqrstuv' }),
      );
      try {
        await expect(fetchClientConfig(() => {}, vi.fn<typeof fetch>())).rejects.toBeInstanceOf(AuthConfigurationError);
      } finally {
        meta.remove();
      }
    });

    it('asks the server when what the page holds is not JSON', async () => {
      const meta = writeIntoPage('{not json');
      const fetchImpl = vi.fn(async () =>
        Response.json({ authUrl: AUTH_URL, publishableKey: 'sb_publishable_abcdefghijklmnopqrstuv' }),
      );
      try {
        await expect(fetchClientConfig(() => {}, fetchImpl)).resolves.toMatchObject({ authUrl: AUTH_URL });
        expect(fetchImpl).toHaveBeenCalledWith('/api/v1/client-config', expect.anything());
      } finally {
        meta.remove();
      }
    });
  });

  it('turns a failed load into the configuration error', async () => {
    await expect(
      fetchClientConfig(
        () => {},
        async () => new Response('nope', { status: 503 }),
      ),
    ).rejects.toThrow(CONFIGURATION_ERROR_MESSAGE);
    await expect(
      fetchClientConfig(
        () => {},
        async () => {
          throw new TypeError('Failed to fetch');
        },
      ),
    ).rejects.toBeInstanceOf(AuthConfigurationError);
  });
});
