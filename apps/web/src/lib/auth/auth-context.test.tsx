import { render, screen, waitFor } from '@testing-library/react';
import type { GoTrueClient } from '@supabase/auth-js';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setLogSink } from '../app-logger.ts';
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
