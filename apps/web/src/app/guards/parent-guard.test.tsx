import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../testing/render-with-auth.tsx';
import { ParentGuard } from './parent-guard.tsx';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };

beforeEach(() => window.localStorage.clear());
afterEach(stopAuthClients);

function renderGuarded(account: FakeAccount | null, path = '/parent/settings?tab=security') {
  const server = createFakeAuthServer(account ? [account] : []);
  return renderWithAuth(
    [
      { path: '/auth', element: <h1>Sign-in page</h1> },
      { Component: ParentGuard, children: [{ path: '/parent/settings', element: <h1>Parent settings</h1> }] },
    ],
    path,
    server,
  );
}

describe("the 'parent' guard", () => {
  it('shows the loading screen while the sign-in state loads', () => {
    renderGuarded(null);
    expect(screen.getByRole('status').textContent).toContain("Checking you're signed in...");
  });

  it('sends someone who is not signed in to /auth, remembering where they were going', async () => {
    const { router } = renderGuarded(null);
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/auth?redirect=%2Fparent%2Fsettings%3Ftab%3Dsecurity',
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets a signed-in parent in', async () => {
    storeSession(PARENT);
    renderGuarded({ ...PARENT });
    expect(await screen.findByRole('heading', { name: 'Parent settings' })).toBeTruthy();
  });

  it('lets an admin in', async () => {
    const admin = { ...PARENT, id: 'admin-1', role: 'admin' };
    storeSession(admin);
    renderGuarded(admin);
    expect(await screen.findByRole('heading', { name: 'Parent settings' })).toBeTruthy();
  });

  it.each(['family_member', 'child', 'super_admin'])('shows the not-found page to a %s', async (role) => {
    const other = { ...PARENT, id: `${role}-1`, role };
    storeSession(other);
    renderGuarded(other);
    await waitForAuth();
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Parent settings' })).toBeNull();
  });

  it('sends a parent who still owes the code of their two-step verification to the sign-in page', async () => {
    const withApp: FakeAccount = { ...PARENT, factors: [{ id: 'f1', status: 'verified' }] };
    storeSession(withApp, 'aal1');
    const { router } = renderGuarded(withApp);
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('lets that parent in once the code was given (aal2)', async () => {
    const withApp: FakeAccount = { ...PARENT, factors: [{ id: 'f1', status: 'verified' }] };
    storeSession(withApp, 'aal2');
    renderGuarded(withApp);
    expect(await screen.findByRole('heading', { name: 'Parent settings' })).toBeTruthy();
  });
});
