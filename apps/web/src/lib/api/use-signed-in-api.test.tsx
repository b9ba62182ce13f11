import { screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { storeSession, type FakeAccount } from '../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients } from '../../testing/render-with-auth.tsx';
import { isConnectionFailure } from '../api-client.ts';
import { useSignedInApi } from './use-signed-in-api.ts';

const CHILD: FakeAccount = { id: 'child-1', email: 'child-1@children.invalid', password: 'x', role: 'child' };

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  await stopAuthClients();
  vi.restoreAllMocks();
});

/** Asks the API once it is ready and shows how the call ended. */
function Caller() {
  const api = useSignedInApi();
  const [outcome, setOutcome] = useState('waiting');
  useEffect(() => {
    if (!api.ready) return;
    api.request('/api/v1/child-area/me').then(
      () => setOutcome('answered'),
      (error: unknown) => setOutcome(isConnectionFailure(error) ? 'no connection' : `refused: ${String(error)}`),
    );
  }, [api]);
  return <p>{outcome}</p>;
}

describe('useSignedInApi with no connection', () => {
  it('fails a call as a lost connection, at once, and keeps the person signed in, when the token ran out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeSession(CHILD);
    const stored = JSON.parse(window.localStorage.getItem('tedi-auth')!) as { expires_at: number };
    stored.expires_at = Math.floor(Date.now() / 1000) - 60;
    window.localStorage.setItem('tedi-auth', JSON.stringify(stored));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const noConnection = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithAuth([{ path: '/', element: <Caller /> }], '/', { fetch: noConnection });
    expect(await screen.findByText('no connection')).toBeTruthy();
    expect(window.localStorage.getItem('tedi-auth')).not.toBeNull();
  });
});
