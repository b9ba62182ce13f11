import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installFakeOnboardingApi, type FakeOnboardingApi } from '../../lib/access-gate/fake-onboarding-api.ts';
import { createFakeAuthServer, storeSession, type FakeAccount } from '../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../testing/render-with-auth.tsx';
import { ParentOrFamilyMemberGuard } from './parent-or-family-member-guard.tsx';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };
const MEMBER: FakeAccount = {
  id: 'member-1',
  email: 'pat@example.com',
  password: 'tedi-demo-family',
  role: 'family_member',
};

let api: FakeOnboardingApi;
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  api = installFakeOnboardingApi(PARENT.id);
  if (api.profile) api.profile = { ...api.profile, onboardingCompleted: true };
  api.hasAccess = true;
});
afterEach(async () => {
  await stopAuthClients();
  vi.unstubAllGlobals();
});

function renderGuarded(account: FakeAccount | null) {
  if (account) storeSession(account);
  return renderWithAuth(
    [
      { path: '/auth', element: <h1>Sign-in page</h1> },
      { path: '/onboarding', element: <h1>Onboarding</h1> },
      { path: '/subscription', element: <h1>Subscription</h1> },
      { path: '/thank-you', element: <h1>Thank you</h1> },
      { Component: ParentOrFamilyMemberGuard, children: [{ path: '/parent/settings', element: <h1>Settings</h1> }] },
    ],
    '/parent/settings',
    createFakeAuthServer(account ? [account] : []),
  );
}

describe("the 'parent-or-family-member' guard", () => {
  it('lets a signed-in family member in, with no onboarding or subscription check', async () => {
    renderGuarded(MEMBER);
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('lets a parent in through the access gate', async () => {
    renderGuarded(PARENT);
    expect(await screen.findByText('Checking account setup...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
  });

  it('sends a parent who has not finished onboarding to /onboarding', async () => {
    if (api.profile) api.profile = { ...api.profile, onboardingCompleted: false };
    api.onboarding.currentStep = 2;
    renderGuarded(PARENT);
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeTruthy();
  });

  it('sends someone who is not signed in to /auth, remembering where they were going', async () => {
    const { router } = renderGuarded(null);
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/auth?redirect=%2Fparent%2Fsettings',
    );
  });

  it.each(['super_admin'])('shows the not-found page to a %s', async (role) => {
    renderGuarded({ ...MEMBER, id: `${role}-1`, role });
    await waitForAuth();
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
  });
});
