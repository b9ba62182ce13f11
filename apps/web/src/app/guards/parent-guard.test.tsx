import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { cacheKeyFor } from '../../lib/access-gate/access-gate.ts';
import { installFakeOnboardingApi, type FakeOnboardingApi } from '../../lib/access-gate/fake-onboarding-api.ts';
import { createFakeAuthServer, storeSession, type FakeAccount } from '../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../testing/render-with-auth.tsx';
import { ParentGuard } from './parent-guard.tsx';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };

let api: FakeOnboardingApi;
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Onboarding finished and access granted, unless a test says otherwise.
  api = installFakeOnboardingApi(PARENT.id);
  if (api.profile) api.profile = { ...api.profile, onboardingCompleted: true };
  api.hasAccess = true;
});
afterEach(async () => {
  await stopAuthClients();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderGuarded(account: FakeAccount | null, path = '/parent/settings?tab=security') {
  const server = createFakeAuthServer(account ? [account] : []);
  return renderWithAuth(
    [
      { path: '/auth', element: <h1>Sign-in page</h1> },
      { path: '/onboarding', element: <h1>Onboarding</h1> },
      { path: '/subscription', element: <h1>Subscription</h1> },
      { path: '/thank-you', element: <h1>Thank you</h1> },
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

  it.each(['family_member', 'super_admin'])('shows the not-found page to a %s', async (role) => {
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

  describe('the access gate (spec section 4)', () => {
    it("shows 'Checking account setup...' while it checks", async () => {
      storeSession(PARENT);
      renderGuarded({ ...PARENT });
      expect(await screen.findByText('Checking account setup...')).toBeTruthy();
      expect(await screen.findByRole('heading', { name: 'Parent settings' })).toBeTruthy();
    });

    it('sends a parent who has not finished onboarding to /onboarding, replacing the entry', async () => {
      if (api.profile) api.profile = { ...api.profile, onboardingCompleted: false };
      api.onboarding.currentStep = 3;
      storeSession(PARENT);
      const { router } = renderGuarded({ ...PARENT });
      expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeTruthy();
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it('sends a parent without an active subscription to /subscription', async () => {
      api.hasAccess = false;
      storeSession(PARENT);
      const { router } = renderGuarded({ ...PARENT });
      expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeTruthy();
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it('sends someone without a profile to /thank-you', async () => {
      api.profile = null;
      storeSession(PARENT);
      renderGuarded({ ...PARENT });
      expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    });

    it('falls back to the check-subscription function when the access check fails', async () => {
      api.failing['POST /api/v1/rpc/'] = 503;
      storeSession(PARENT);
      renderGuarded({ ...PARENT });
      expect(await screen.findByRole('heading', { name: 'Parent settings' })).toBeTruthy();
      expect(api.requests.map((request) => request.path)).toContain('/functions/v1/check-subscription');
    });

    it('with no connection, says so rather than sending a parent to onboarding, and opens the page when it is back', async () => {
      let connected = false;
      vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => connected);
      storeSession(PARENT);
      const { router } = renderGuarded({ ...PARENT });
      expect(await screen.findByRole('heading', { name: 'You’re offline' })).toBeTruthy();
      expect(
        screen.getByRole('link', { name: 'Open the health passport saved on this device' }).getAttribute('href'),
      ).toBe('/parent/health-passport');
      expect(router.state.location.pathname).toBe('/parent/settings');
      expect(api.requests).toEqual([]);
      expect(window.sessionStorage.getItem(cacheKeyFor(PARENT.id))).toBeNull();

      connected = true;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(await screen.findByRole('heading', { name: 'Parent settings' })).toBeTruthy();
    });

    it('remembers the answer for this user, so the next visit does not ask again', async () => {
      storeSession(PARENT);
      renderGuarded({ ...PARENT });
      expect(await screen.findByRole('heading', { name: 'Parent settings' })).toBeTruthy();
      const cached = JSON.parse(window.sessionStorage.getItem(cacheKeyFor(PARENT.id)) ?? '{}') as object;
      expect(cached).toMatchObject({ onboardingCompleted: true, hasActiveSubscription: true, isFamilyMember: false });
    });
  });
});
