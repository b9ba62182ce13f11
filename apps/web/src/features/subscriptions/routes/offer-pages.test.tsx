import { DASHBOARD_LAYOUTS } from '@tedi/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installFakeOnboardingApi, type FakeOnboardingApi } from '../../../lib/access-gate/fake-onboarding-api.ts';
import { getQueryClient } from '../../../lib/query-client.ts';
import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients } from '../../../testing/render-with-auth.tsx';
import { AnnualLicenceOfferPage, countInWords, INCLUDED, TediLaunchOfferPage } from './offer-pages.tsx';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };

let api: FakeOnboardingApi;
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  api = installFakeOnboardingApi(PARENT.id);
});
afterEach(async () => {
  await stopAuthClients();
  getQueryClient().clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderOffer(path: '/tedi-launch-offer' | '/annual-license-offer', account: FakeAccount | null = PARENT) {
  if (account) storeSession(account);
  return renderWithAuth(
    [
      { path: '/tedi-launch-offer', Component: TediLaunchOfferPage },
      { path: '/annual-license-offer', Component: AnnualLicenceOfferPage },
    ],
    path,
    createFakeAuthServer(account ? [account] : []),
  );
}

describe('what every plan includes', () => {
  it('counts the dashboard layouts from the layouts there are', () => {
    expect(DASHBOARD_LAYOUTS).toHaveLength(4);
    expect(INCLUDED[1]).toBe(
      'A dashboard that works your way, in four layouts, with the fonts, sizes and motion that suit you',
    );
    expect(countInWords(3)).toBe('three');
    expect(countInWords(12)).toBe('12');
  });
});

describe('/tedi-launch-offer', () => {
  it('tells a visitor the first month is free from sign-up, with no card needed', async () => {
    renderOffer('/tedi-launch-offer', null);
    expect(await screen.findByRole('link', { name: 'Create an account' })).toBeTruthy();
    expect(
      screen.getByText(
        'To celebrate Tedi’s launch, every family new to Tedi has its first 30 days free, from the day it signs up.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/your family’s first 30 days are free, with no card needed/)).toBeTruthy();
    expect(screen.getByText(/in four layouts/)).toBeTruthy();
  });

  it('offers a family in its trial a plan that takes nothing until the trial ends', async () => {
    api.status = {
      ...api.status,
      hasAccess: true,
      source: 'trial',
      endsAt: '2026-12-17T09:30:00.000Z',
      paymentsAvailable: true,
      launchOfferAvailable: true,
    };
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderOffer('/tedi-launch-offer');
    expect(
      await screen.findByText(
        'Your family is in its free month of Tedi, until 17 December 2026. Choose a plan now if you like: nothing is taken until 17 December 2026.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('Nothing to pay until 17 December 2026')).toHaveLength(2);
    expect(screen.queryByText(/nothing more to buy/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose monthly' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(api.requests.find((request) => request.path === '/api/v1/subscriptions/checkout')?.body).toEqual({
      plan: 'monthly',
      from: '/tedi-launch-offer',
      offer: 'launch',
    });
  });

  it('tells a family whose free month has ended that it has, and still offers the plans', async () => {
    api.status = { ...api.status, paymentsAvailable: true, launchOfferAvailable: false };
    renderOffer('/tedi-launch-offer');
    expect(await screen.findByText('Your family’s free month has been used')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose monthly' })).toBeTruthy();
    expect(screen.queryByText(/Nothing to pay until/)).toBeNull();
  });

  it('tells a family with other access that there is nothing to buy', async () => {
    api.status = { ...api.status, hasAccess: true, source: 'grant', endsAt: '2027-12-31', paymentsAvailable: true };
    renderOffer('/annual-license-offer');
    expect(
      await screen.findByText('Your family already has access to Tedi, so there’s nothing more to buy.'),
    ).toBeTruthy();
  });
});
