import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { cacheKeyFor } from '../../../lib/access-gate/access-gate.ts';
import { installFakeOnboardingApi, type FakeOnboardingApi } from '../../../lib/access-gate/fake-onboarding-api.ts';
import { getQueryClient } from '../../../lib/query-client.ts';
import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients } from '../../../testing/render-with-auth.tsx';
import { OnboardingPage } from './onboarding-page.tsx';
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
});

function renderOnboarding(account: FakeAccount | null = PARENT) {
  if (account) storeSession(account);
  return renderWithAuth(
    [
      { path: '/onboarding', Component: OnboardingPage },
      { path: '/auth', element: <h1>Sign-in page</h1> },
      { path: '/dashboard/parent', element: <h1>Dashboard</h1> },
    ],
    '/onboarding',
    createFakeAuthServer(account ? [account] : []),
  );
}

const type = (label: string, value: string) => changeField(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const saves = () =>
  api.requests.filter((request) => request.method === 'PUT' && request.path === '/api/v1/me/onboarding');

describe('/onboarding', () => {
  it('asks someone signed out to sign in first', async () => {
    const { router } = renderOnboarding(null);
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Fonboarding');
  });

  it('starts at step 1 and saves each step on Continue', async () => {
    renderOnboarding();
    expect(await screen.findByRole('heading', { level: 1, name: 'About you' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
    type('Your name (optional)', 'Sam');
    fireEvent.click(screen.getByLabelText('Mum'));
    click('Continue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your family' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 6')).toBeTruthy();
    expect(saves()[0]?.body).toEqual({
      completedStep: 1,
      answers: { aboutYou: { displayName: 'Sam', relationship: 'mother' } },
    });
  });

  it('resumes at the step after the one saved, with what was said before', async () => {
    api.onboarding = { currentStep: 1, answers: { aboutYou: { displayName: 'Sam' } } };
    renderOnboarding();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your family' })).toBeTruthy();
    click('Back');
    expect(screen.getByLabelText<HTMLInputElement>('Your name (optional)').value).toBe('Sam');
  });

  it('lets step 2 be skipped, saving it without answers', async () => {
    api.onboarding.currentStep = 1;
    renderOnboarding();
    await screen.findByRole('heading', { level: 1, name: 'Your family' });
    click('Skip this step');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your child' })).toBeTruthy();
    expect(saves()[0]?.body).toEqual({ completedStep: 2 });
  });

  it('keeps what was typed when going back and forward', async () => {
    api.onboarding.currentStep = 1;
    renderOnboarding();
    await screen.findByRole('heading', { level: 1, name: 'Your family' });
    type('Who else helps? (optional)', 'Grandma on Tuesdays');
    click('Back');
    await screen.findByRole('heading', { level: 1, name: 'About you' });
    click('Continue');
    await screen.findByRole('heading', { level: 1, name: 'Your family' });
    expect(screen.getByLabelText<HTMLTextAreaElement>('Who else helps? (optional)').value).toBe('Grandma on Tuesdays');
  });

  it('needs a child’s name at step 3 when the family has none, and cannot be skipped', async () => {
    api.onboarding.currentStep = 2;
    renderOnboarding();
    await screen.findByLabelText('Your child’s name');
    expect(screen.queryByRole('button', { name: 'Skip this step' })).toBeNull();
    click('Add child and continue');
    expect(await screen.findByRole('link', { name: 'Please enter your child’s name' })).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('creates the first child at step 3 and saves its id', async () => {
    api.onboarding.currentStep = 2;
    renderOnboarding();
    await screen.findByLabelText('Your child’s name');
    type('Your child’s name', 'Alex');
    click('Add child and continue');
    expect(await screen.findByRole('heading', { level: 1, name: 'What you need help with' })).toBeTruthy();
    const created = api.requests.find((request) => request.method === 'POST' && request.path === '/api/v1/children');
    expect(created?.body).toEqual({ name: 'Alex' });
    expect(saves()[0]?.body).toMatchObject({ completedStep: 3, answers: { firstChildId: api.children[0]?.id } });
  });

  it('lets step 3 be skipped when the family already has a child', async () => {
    api.onboarding.currentStep = 2;
    api.children = [{ id: 'c1', name: 'Alex', preferredName: null } as never];
    renderOnboarding();
    expect(await screen.findByText(/You’ve already added Alex/)).toBeTruthy();
    click('Skip this step');
    expect(await screen.findByRole('heading', { level: 1, name: 'What you need help with' })).toBeTruthy();
  });

  it('shows a refusal and keeps what was typed', async () => {
    api.failing['PUT /api/v1/me/onboarding'] = 503;
    renderOnboarding();
    await screen.findByRole('heading', { level: 1, name: 'About you' });
    type('Your name (optional)', 'Sam');
    click('Continue');
    // The save is tried once more after a second (spec section 9) before the refusal shows.
    expect(await screen.findByText('Tedi is busy just now. Please try again.', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'About you' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Your name (optional)').value).toBe('Sam');
  });

  it('saves the reading settings at step 5', async () => {
    api.onboarding.currentStep = 4;
    renderOnboarding();
    await screen.findByRole('heading', { level: 1, name: 'How Tedi looks' });
    fireEvent.click(screen.getByRole('checkbox', { name: /Reduce motion/ }));
    click('Continue');
    await screen.findByRole('heading', { level: 1, name: 'Your plan' });
    expect(saves()[0]?.body).toMatchObject({
      completedStep: 5,
      answers: { dashboardSettings: { reduceMotion: true } },
    });
  });

  it('step 6: a refused licence code is explained beside the field and kept', async () => {
    api.onboarding.currentStep = 5;
    renderOnboarding();
    await screen.findByRole('heading', { level: 1, name: 'Your plan' });
    expect(await screen.findByText(/Payments aren’t available on this server yet/)).toBeTruthy();
    type('Licence code', 'x');
    click('Use this code');
    expect(await screen.findAllByText(/A licence code has 8 to 24 letters and numbers/)).toHaveLength(2);
    type('Licence code', 'TEDI-0000-0000');
    click('Use this code');
    expect(await screen.findAllByText(/We don’t recognise that licence code/)).toHaveLength(2);
    expect(screen.getByLabelText<HTMLInputElement>('Licence code').value).toBe('TEDI-0000-0000');
  });

  it('step 6: a licence code gives access, and finishing opens the dashboard with the gate asking afresh', async () => {
    api.onboarding.currentStep = 5;
    api.licences['TEDI7KQ2M9XD'] = { sponsorName: 'Acme Charity', endsAt: '2027-12-31T00:00:00.000Z' };
    window.sessionStorage.setItem(cacheKeyFor(PARENT.id), '{"stale":true}');
    const { router } = renderOnboarding();
    await screen.findByLabelText('Licence code');
    type('Licence code', 'tedi 7kq2 m9xd');
    click('Use this code');
    expect(await screen.findByText('You have access until 31 December 2027, thanks to Acme Charity.')).toBeTruthy();
    click('Finish and go to your dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/parent');
    expect(saves().at(-1)?.body).toEqual({ completedStep: 6, answers: { plan: 'licence' } });
    expect(window.sessionStorage.getItem(cacheKeyFor(PARENT.id))).toBeNull();
  });

  it('step 6 in the free trial: says so truthfully, and finishing opens the dashboard', async () => {
    api.onboarding.currentStep = 5;
    api.status = { ...api.status, hasAccess: true, source: 'trial', endsAt: '2026-12-17T09:30:00.000Z' };
    api.hasAccess = true;
    renderOnboarding();
    expect(
      await screen.findByText('Your family has a free trial of Tedi for 30 days, until 17 December 2026.'),
    ).toBeTruthy();
    expect(screen.getByText('Everything in Tedi is open to you, and there’s nothing to pay now.')).toBeTruthy();
    expect(screen.getByText(/To keep Tedi after 17 December 2026, use a licence code/)).toBeTruthy();
    expect(screen.queryByText(/Payments aren’t available/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decide later' })).toBeNull();
    expect(screen.getByLabelText('Licence code')).toBeTruthy();
    click('Finish and go to your dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    await waitFor(() => expect(saves().at(-1)?.body).toEqual({ completedStep: 6, answers: { plan: 'later' } }));
  });

  it('step 6 in the free trial with payments: a plan can be chosen now, paid for when the trial ends', async () => {
    api.onboarding.currentStep = 5;
    api.status = {
      ...api.status,
      hasAccess: true,
      source: 'trial',
      endsAt: '2026-12-17T09:30:00.000Z',
      paymentsAvailable: true,
      launchOfferAvailable: true,
    };
    renderOnboarding();
    expect(await screen.findAllByText('Nothing to pay until 17 December 2026')).toHaveLength(2);
    expect(screen.getByText(/takes nothing until your free trial ends on 17 December 2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose monthly' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finish and go to your dashboard' })).toBeTruthy();
  });

  it('step 6: "Decide later" finishes onboarding too', async () => {
    api.onboarding.currentStep = 5;
    renderOnboarding();
    fireEvent.click(await screen.findByRole('button', { name: 'Decide later' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    await waitFor(() => expect(saves().at(-1)?.body).toEqual({ completedStep: 6, answers: { plan: 'later' } }));
  });
});
