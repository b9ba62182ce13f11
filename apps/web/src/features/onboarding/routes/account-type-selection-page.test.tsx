import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installFakeOnboardingApi, type FakeOnboardingApi } from '../../../lib/access-gate/fake-onboarding-api.ts';
import { getQueryClient } from '../../../lib/query-client.ts';
import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients } from '../../../testing/render-with-auth.tsx';
import { AccountTypeSelectionPage, invitationTokenFrom } from './account-type-selection-page.tsx';
import { changeField } from '../../../testing/change-field.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };
const TOKEN = 'abcDEF123_-abcDEF123_-xyz';

let api: FakeOnboardingApi;
beforeEach(() => {
  window.localStorage.clear();
  api = installFakeOnboardingApi(PARENT.id);
});
afterEach(async () => {
  await stopAuthClients();
  getQueryClient().clear();
  vi.unstubAllGlobals();
});

function renderPage() {
  storeSession(PARENT);
  return renderWithAuth(
    [
      { path: '/account-type-selection', Component: AccountTypeSelectionPage },
      { path: '/onboarding', element: <h1>Onboarding</h1> },
      { path: '/accept-invitation', element: <h1>Invitation</h1> },
    ],
    '/account-type-selection',
    createFakeAuthServer([PARENT]),
  );
}

describe('invitationTokenFrom', () => {
  it.each([
    [`https://tedi.example/accept-invitation?token=${TOKEN}`, TOKEN],
    [`  ${TOKEN}  `, TOKEN],
    ['https://tedi.example/accept-invitation', null],
    ['hello there', null],
    ['', null],
  ])('%s → %s', (pasted, expected) => expect(invitationTokenFrom(pasted)).toBe(expected));
});

describe('/account-type-selection', () => {
  it('asks for a choice before going on', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Please choose parent or carer, or family member')).toHaveLength(2);
  });

  it('sends a parent or carer on to onboarding, saving the account type', async () => {
    const { router } = renderPage();
    fireEvent.click(await screen.findByLabelText(/I’m a parent or carer/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(api.profile?.accountType).toBe('parent');
  });

  it('explains the invitation to a family member and opens it from a pasted link', async () => {
    const { router } = renderPage();
    fireEvent.click(await screen.findByLabelText(/I’m a family member who was invited/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Use your invitation' })).toBeTruthy();
    expect(api.profile?.accountType).toBe('family_member');
    const field = screen.getByLabelText('Invitation link or code');
    changeField(field, { target: { value: 'not a link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open my invitation' }));
    expect(await screen.findAllByText(/We can’t find an invitation in that/)).toHaveLength(2);
    expect(screen.getByLabelText<HTMLInputElement>('Invitation link or code').value).toBe('not a link');
    changeField(field, { target: { value: `https://tedi.example/accept-invitation?token=${TOKEN}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Open my invitation' }));
    expect(await screen.findByRole('heading', { name: 'Invitation' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?token=${TOKEN}`);
  });
});
