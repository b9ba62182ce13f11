import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installFakeOnboardingApi, type FakeOnboardingApi } from '../../../lib/access-gate/fake-onboarding-api.ts';
import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients } from '../../../testing/render-with-auth.tsx';
import { ThankYouPage } from './thank-you-page.tsx';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };

let api: FakeOnboardingApi;
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  api = installFakeOnboardingApi(PARENT.id);
  api.profile = null;
});
afterEach(async () => {
  await stopAuthClients();
  vi.unstubAllGlobals();
});

function renderPage() {
  storeSession(PARENT);
  return renderWithAuth(
    [
      { path: '/thank-you', Component: ThankYouPage },
      { path: '/onboarding', element: <h1>Onboarding</h1> },
    ],
    '/thank-you',
    createFakeAuthServer([PARENT]),
  );
}

describe('/thank-you', () => {
  it('explains kindly, with support and sign out', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t finish setting up your account' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('trying again says so when the profile is still missing', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your account still isn’t ready/)).toBeTruthy();
  });

  it('trying again carries on where the gate sends the person once the profile exists', async () => {
    const { router } = renderPage();
    const button = await screen.findByRole('button', { name: 'Try again' });
    api.profile = {
      id: 'p1',
      userId: PARENT.id,
      role: 'parent',
      displayName: null,
      onboardingCompleted: false,
      accountType: null,
    };
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
  });
});
