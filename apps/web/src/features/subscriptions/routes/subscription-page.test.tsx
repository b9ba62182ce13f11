import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { cacheKeyFor } from '../../../lib/access-gate/access-gate.ts';
import { installFakeOnboardingApi, type FakeOnboardingApi } from '../../../lib/access-gate/fake-onboarding-api.ts';
import { getQueryClient } from '../../../lib/query-client.ts';
import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients } from '../../../testing/render-with-auth.tsx';
import { SubscriptionGatePage, SubscriptionPage } from './subscription-page.tsx';
import { changeField } from '../../../testing/change-field.ts';

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

function renderPage(path = '/subscription', account: FakeAccount | null = PARENT) {
  if (account) storeSession(account);
  return renderWithAuth(
    [
      { path: '/subscription', Component: SubscriptionPage },
      { path: '/subscription-gate', Component: SubscriptionGatePage },
      { path: '/auth', element: <h1>Sign-in page</h1> },
      { path: '/dashboard/parent', element: <h1>Dashboard</h1> },
    ],
    path,
    createFakeAuthServer(account ? [account] : []),
  );
}

const type = (label: string, value: string) => changeField(screen.getByLabelText(label), { target: { value } });

describe('/subscription', () => {
  it('asks someone signed out to sign in', async () => {
    renderPage('/subscription', null);
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
  });

  it('shows the family’s status, the plans, and says plainly that payments are not available here', async () => {
    renderPage();
    expect(await screen.findByText('Your family doesn’t have access to Tedi at the moment.')).toBeTruthy();
    expect(screen.getByText(/Payments aren’t available on this server yet/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Monthly' })).toBeTruthy();
    expect(screen.getByText('£4.99 a month')).toBeTruthy();
    expect(screen.getByText('£49 a year')).toBeTruthy();
  });

  it('does not show the payments notice when payments are available', async () => {
    api.status = { ...api.status, paymentsAvailable: true };
    renderPage();
    await screen.findByText('£4.99 a month');
    expect(screen.queryByText(/Payments aren’t available/)).toBeNull();
  });

  it('sends a parent who chooses a plan to the payment page, saying where to come back to', async () => {
    api.status = { ...api.status, paymentsAvailable: true };
    // The payment page is another site: the browser is sent there, which a test only records.
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderPage('/subscription-gate');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose monthly' }));
    expect(await screen.findByRole('button', { name: 'Opening the secure payment page…' })).toBeTruthy();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(api.requests.find((request) => request.path === '/api/v1/subscriptions/checkout')?.body).toEqual({
      plan: 'monthly',
      from: '/subscription-gate',
    });
  });

  it('shows why a checkout was refused and lets the parent choose again', async () => {
    api.status = { ...api.status, paymentsAvailable: true };
    api.checkout = { status: 409, message: 'Your family already has a subscription.' };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose annual licence' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your family already has a subscription.');
    expect(screen.getByRole('button', { name: 'Choose monthly' }).hasAttribute('disabled')).toBe(false);
  });

  it('says nothing was taken when the parent comes back from the payment page without paying', async () => {
    renderPage('/subscription?checkout=cancelled');
    expect(await screen.findByText('You left the payment page')).toBeTruthy();
    expect(screen.getByText('Nothing was taken. You can choose a plan whenever you’re ready.')).toBeTruthy();
  });

  it('tells a family whose renewal failed to update the card, instead of offering to pay again', async () => {
    api.status = {
      ...api.status,
      status: 'past_due',
      plan: 'monthly',
      canManageBilling: true,
      paymentsAvailable: true,
    };
    renderPage();
    expect(await screen.findByText(/the last payment didn’t go through/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Plans' })).toBeNull();
  });

  it('shows a family with access until when, and through whom', async () => {
    api.status = {
      ...api.status,
      hasAccess: true,
      source: 'licence',
      endsAt: '2027-12-31T00:00:00.000Z',
      licence: { sponsorName: 'Acme Charity', endsAt: '2027-12-31T00:00:00.000Z' },
    };
    renderPage();
    expect(
      await screen.findByText(
        'Your family has access to Tedi until 31 December 2027, through a licence from Acme Charity.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
    expect(screen.queryByLabelText('Licence code')).toBeNull();
  });

  it('redeems a licence code, thanks the sponsor and offers the dashboard; the gate will ask afresh', async () => {
    api.licences['TEDI7KQ2M9XD'] = { sponsorName: 'Acme Charity', endsAt: '2027-12-31T00:00:00.000Z' };
    window.sessionStorage.setItem(cacheKeyFor(PARENT.id), '{}');
    renderPage();
    await screen.findByLabelText('Licence code');
    type('Licence code', 'TEDI-7KQ2-M9XD');
    fireEvent.click(screen.getByRole('button', { name: 'Use this code' }));
    expect(await screen.findByText('You have access until 31 December 2027, thanks to Acme Charity.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard/parent');
    expect(window.sessionStorage.getItem(cacheKeyFor(PARENT.id))).toBeNull();
  });

  it('explains an unknown code beside the field and keeps it', async () => {
    renderPage();
    await screen.findByLabelText('Licence code');
    type('Licence code', 'TEDI-0000-0000');
    fireEvent.click(screen.getByRole('button', { name: 'Use this code' }));
    expect(await screen.findAllByText(/We don’t recognise that licence code/)).toHaveLength(2);
    const field = screen.getByLabelText<HTMLInputElement>('Licence code');
    expect(field.value).toBe('TEDI-0000-0000');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('/subscription-gate says why the person was sent there, and shows the ways in', async () => {
    renderPage('/subscription-gate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your family needs access to Tedi' })).toBeTruthy();
    expect(screen.getByText(/so we brought you here/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Plans' })).toBeTruthy();
    expect(screen.getByLabelText('Licence code')).toBeTruthy();
    expect(screen.getByText(/If you think your family should already have access,/)).toBeTruthy();
    expect(document.title).toBe('Your family needs access to Tedi – Tedi');
  });

  it('/subscription-gate tells a family with access so, and points to the dashboard', async () => {
    api.status = {
      ...api.status,
      hasAccess: true,
      source: 'licence',
      endsAt: '2099-12-31',
      licence: { sponsorName: 'Tedi demo sponsor', endsAt: '2099-12-31' },
    };
    renderPage('/subscription-gate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your family has access to Tedi' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your family has access to Tedi until 31 December 2099, through a licence from Tedi demo sponsor.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('There’s nothing you need to do here: your dashboard is ready for you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard/parent');
    expect(screen.queryByText(/doesn’t have access/)).toBeNull();
    expect(screen.queryByText(/should already have access/)).toBeNull();
    expect(screen.getByText(/If something about your family’s access doesn’t look right,/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Plans' })).toBeNull();
    expect(document.title).toBe('Your family has access to Tedi – Tedi');
  });
});

describe('/subscription during the free trial', () => {
  const DAY_MS = 24 * 3600 * 1000;
  /** An end 23 days away, less a minute: 23 days are left, counting today. */
  const endsIn23Days = () => new Date(Date.now() + 23 * DAY_MS - 60_000).toISOString();
  const longDay = (iso: string) =>
    new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  it('counts the trial down, says what comes after it, and offers a plan that takes nothing until it ends', async () => {
    const endsAt = endsIn23Days();
    api.status = { ...api.status, hasAccess: true, source: 'trial', endsAt, paymentsAvailable: true };
    renderPage();
    expect(await screen.findByText(`Your free trial: 23 days left (until ${longDay(endsAt)}).`)).toBeTruthy();
    expect(
      screen.getByText(/To keep Tedi after that, choose a plan below: nothing is taken until your trial ends\./),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard/parent');
    expect(screen.getAllByText(`Nothing to pay until ${longDay(endsAt)}`)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Choose monthly' })).toBeTruthy();
    expect(screen.getByLabelText('Licence code')).toBeTruthy();
    expect(screen.queryByText(/doesn’t have access/)).toBeNull();
  });

  it('without payments here, points to a licence code and never says payments aren’t available', async () => {
    const endsAt = new Date(Date.now() + DAY_MS / 2).toISOString();
    api.status = { ...api.status, hasAccess: true, source: 'trial', endsAt, paymentsAvailable: false };
    renderPage();
    expect(await screen.findByText(`Your free trial: 1 day left (until ${longDay(endsAt)}).`)).toBeTruthy();
    expect(screen.getByText(/use a licence code from an employer, charity, council or school/)).toBeTruthy();
    expect(screen.getByLabelText('Licence code')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Plans' })).toBeNull();
    expect(screen.queryByText(/Payments aren’t available/)).toBeNull();
  });

  it('on /subscription-gate, says the family has access through its trial', async () => {
    const endsAt = endsIn23Days();
    api.status = { ...api.status, hasAccess: true, source: 'trial', endsAt };
    renderPage('/subscription-gate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your family has access to Tedi' })).toBeTruthy();
    expect(screen.getByText(`Your free trial: 23 days left (until ${longDay(endsAt)}).`)).toBeTruthy();
    expect(screen.queryByText(/so we brought you here/)).toBeNull();
  });
});
