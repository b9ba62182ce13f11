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

function renderPage({ signedIn = true }: { signedIn?: boolean } = {}) {
  if (signedIn) storeSession(PARENT);
  return renderWithAuth(
    [
      { path: '/thank-you', Component: ThankYouPage },
      { path: '/onboarding', element: <h1>Onboarding</h1> },
    ],
    '/thank-you',
    createFakeAuthServer([PARENT]),
  );
}

const profile = () => ({
  id: 'p1',
  userId: PARENT.id,
  role: 'parent' as const,
  displayName: null,
  onboardingCompleted: false,
  accountType: null,
});

describe('/thank-you', () => {
  it('thanks a visitor who isn’t signed in, with the ways on and no talk of a failed setup', async () => {
    renderPage({ signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeTruthy();
    expect(document.title).toBe('Thank you – Tedi');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?redirect=%2Fdashboard%2Fparent',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText(/setting up|couldn’t|failed|not ready/i)).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('tells a signed-in parent without a profile what to do, calmly, with support and sign out', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is nearly ready' })).toBeTruthy();
    expect(screen.getByText(/nothing you’ve entered is lost/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('trying again says so when the profile is still missing', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your account still isn’t ready/)).toBeTruthy();
  });

  it('trying again carries on where the gate sends the person once the profile exists', async () => {
    const { router } = renderPage();
    const button = await screen.findByRole('button', { name: 'Try again' });
    api.profile = profile();
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('thanks a signed-in person whose account is fine and shows them where they go next', async () => {
    api.profile = profile();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Carry on setting up Tedi' }).getAttribute('href')).toBe('/onboarding');
    expect(screen.queryByText(/nearly ready|failed/i)).toBeNull();
  });

  it('offers the dashboard to a signed-in parent whose family has access', async () => {
    api.profile = { ...profile(), onboardingCompleted: true };
    api.hasAccess = true;
    renderPage();
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard/parent');
  });
});
