import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../testing/render-with-auth.tsx';
import { FamilyMemberGuard } from './family-member-guard.tsx';

const MEMBER: FakeAccount = {
  id: 'member-1',
  email: 'pat@example.com',
  password: 'tedi-demo-family',
  role: 'family_member',
};

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(async () => {
  await stopAuthClients();
});

function renderGuarded(account: FakeAccount | null) {
  if (account) storeSession(account);
  return renderWithAuth(
    [
      { path: '/auth', element: <h1>Sign-in page</h1> },
      {
        Component: FamilyMemberGuard,
        children: [{ path: '/dashboard/family-member', element: <h1>Shared with you</h1> }],
      },
    ],
    '/dashboard/family-member',
    createFakeAuthServer(account ? [account] : []),
  );
}

describe("the 'family-member' guard", () => {
  it('sends someone who is not signed in to /auth, remembering where they were going', async () => {
    const { router } = renderGuarded(null);
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/auth?redirect=%2Fdashboard%2Ffamily-member',
    );
  });

  it('lets a signed-in family member in, with no onboarding or subscription check', async () => {
    renderGuarded(MEMBER);
    expect(await screen.findByRole('heading', { name: 'Shared with you' })).toBeTruthy();
  });

  it.each(['parent', 'admin', 'super_admin'])('shows the not-found page to a %s', async (role) => {
    renderGuarded({ ...MEMBER, id: `${role}-1`, role });
    await waitForAuth();
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Shared with you' })).toBeNull();
  });
});
