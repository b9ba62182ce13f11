import { render, screen, waitFor } from '@testing-library/react';
import type { GoTrueClient } from '@supabase/auth-js';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setLogSink } from '../app-logger.ts';
import { renderWithAuth, stopAuthClients } from '../../testing/render-with-auth.tsx';
import { createFakeAuthServer, FAKE_AUTH_URL, storeSession, type FakeAccount } from '../../testing/fake-auth-server.ts';
import { AuthProvider, useAuth, type LoadAuthRuntime } from './auth-context.tsx';
import { createAuthRuntime } from './auth-runtime.ts';
import { parseClientConfig } from './client-config.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'x', role: 'parent' };

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
const clients: GoTrueClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) await client.stopAutoRefresh();
  vi.restoreAllMocks();
});

function Probe() {
  const auth = useAuth();
  return (
    <p>
      {auth.loading ? 'loading' : `ready: ${auth.session ? auth.session.user.email : 'signed out'} (${auth.event})`}
    </p>
  );
}

function Idle() {
  return <p>public page</p>;
}

describe('AuthProvider and useAuth', () => {
  it('does not load the auth client until a page asks for it', () => {
    const loadRuntime = vi.fn<LoadAuthRuntime>();
    render(
      <AuthProvider loadRuntime={loadRuntime}>
        <Idle />
      </AuthProvider>,
    );
    expect(loadRuntime).not.toHaveBeenCalled();
  });

  it('gives the session and the INITIAL_SESSION event once the client has read storage', async () => {
    storeSession(PARENT);
    const server = createFakeAuthServer([PARENT]);
    const loadRuntime: LoadAuthRuntime = async () => {
      const runtime = await createAuthRuntime(
        { authUrl: FAKE_AUTH_URL, publishableKey: 'sb_publishable_abcdefghijklmnopqrst' },
        { fetch: server.fetch },
      );
      clients.push(runtime.client);
      return runtime;
    };
    render(
      <MemoryRouter>
        <AuthProvider loadRuntime={loadRuntime}>
          <Probe />
        </AuthProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('ready: sam@example.com (INITIAL_SESSION)')).toBeTruthy();
  });

  describe('when the access token has run out', () => {
    function storeSessionThatRanOut() {
      storeSession(PARENT);
      const stored = JSON.parse(window.localStorage.getItem('tedi-auth')!) as { expires_at: number };
      stored.expires_at = Math.floor(Date.now() / 1000) - 60;
      window.localStorage.setItem('tedi-auth', JSON.stringify(stored));
    }

    afterEach(stopAuthClients);
    const renderWith = (fetch: typeof globalThis.fetch) =>
      renderWithAuth([{ path: '/', element: <Probe /> }], '/', { fetch });

    it('keeps the person signed in on the device when there is no connection to renew it', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      storeSessionThatRanOut();
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const noConnection = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
      renderWith(noConnection);
      expect(await screen.findByText('ready: sam@example.com (INITIAL_SESSION)')).toBeTruthy();
      expect(window.localStorage.getItem('tedi-auth')).not.toBeNull();
    });

    it('renews it when the service can be reached', async () => {
      storeSessionThatRanOut();
      const server = createFakeAuthServer([PARENT]);
      renderWith(server.fetch);
      expect(await screen.findByText(/^ready: sam@example.com/)).toBeTruthy();
      expect(server.requests.map((request) => request.path)).toContain('/token?grant_type=refresh_token');
      const renewed = JSON.parse(window.localStorage.getItem('tedi-auth')!) as { expires_at: number };
      expect(renewed.expires_at).toBeGreaterThan(Date.now() / 1000);
    });

    it('signs the person out when the service refuses to renew it', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      storeSessionThatRanOut();
      // The account is gone from the service: its refresh token is refused.
      const server = createFakeAuthServer([]);
      renderWith(server.fetch);
      expect(await screen.findByText('ready: signed out (INITIAL_SESSION)')).toBeTruthy();
      expect(window.localStorage.getItem('tedi-auth')).toBeNull();
    });
  });

  it('shows the calm configuration error page, with the catalogue words, when the configuration cannot be used', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadRuntime: LoadAuthRuntime = async () => {
      parseClientConfig({ authUrl: FAKE_AUTH_URL, publishableKey: 'sb_secret_abcdefghijklmnopqrstuv' }, () => {});
      throw new Error('unreachable');
    };
    render(
      <AuthProvider loadRuntime={loadRuntime}>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('Application configuration error. Please contact support.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Signing in isn't available/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('warns through the app log, not as an error, about a key in an unexpected format', async () => {
    const warnings: string[] = [];
    const restore = setLogSink((level, message) => {
      if (level === 'warn') warnings.push(message);
    });
    const { appLogger } = await import('../app-logger.ts');
    parseClientConfig({ authUrl: FAKE_AUTH_URL, publishableKey: 'an-odd-key' }, (message) => appLogger.warn(message));
    restore();
    await waitFor(() => expect(warnings).toHaveLength(1));
    expect(warnings[0]).toMatch(/neither a publishable key/);
  });
});
