import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { createFakeAuthServer, sessionBody, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { AccountDeletionBanner, AccountDeletionSection, deletionDay } from './account-deletion.tsx';
import { installFakeAccountApi, type FakeAccountApi } from './fake-account-api.ts';
import { changeField } from '../../../testing/change-field.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };

let api: FakeAccountApi;
beforeEach(() => {
  window.localStorage.clear();
  api = installFakeAccountApi();
});
afterEach(async () => {
  await stopAuthClients();
  vi.unstubAllGlobals();
});

/** A stored session whose sign-in was `minutesAgo` minutes ago, as its token's `amr` says. */
function storeSessionSignedIn(minutesAgo: number): void {
  const session = sessionBody(PARENT, 'aal1');
  const [header, payload, signature] = session.access_token.split('.');
  const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  claims['amr'] = [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) - minutesAgo * 60 }];
  const encoded = btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  window.localStorage.setItem(
    'tedi-auth',
    JSON.stringify({ ...session, access_token: `${header}.${encoded}.${signature}` }),
  );
}

function SignedInDeletion() {
  const { user } = useAuth();
  return user ? (
    <>
      <AccountDeletionBanner />
      <section aria-labelledby="deletion-heading">
        <h2 id="deletion-heading">Delete your account</h2>
        <AccountDeletionSection />
      </section>
    </>
  ) : (
    <p>Getting things ready...</p>
  );
}

async function renderDeletion(minutesSinceSignIn = 30) {
  storeSessionSignedIn(minutesSinceSignIn);
  renderWithAuth(
    [{ path: '/parent/settings', Component: SignedInDeletion }],
    '/parent/settings',
    createFakeAuthServer([{ ...PARENT }]),
  );
  await waitForAuth();
  await waitFor(() => expect(screen.queryByText('Checking your account…')).toBeNull());
}

const posts = () => api.requests.filter((request) => request.method === 'POST').map((request) => request.body);

describe('deleting the account', () => {
  it('writes the day as people say it', () => {
    expect(deletionDay('2026-12-06T10:00:00.000Z')).toBe('Sunday 6 December 2026');
  });

  it("explains that the family's data goes too for the only parent, and the 14 days to change one's mind", async () => {
    await renderDeletion();
    expect(screen.getByText(/with it your family’s data/)).toBeTruthy();
    expect(screen.getByText(/you are your family’s only parent/)).toBeTruthy();
    expect(screen.getByText(/For 14 days nothing is lost: sign in and choose “Keep my account”/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });

  it("says the family's data stays when another parent keeps it", async () => {
    api.deletion = { ...api.deletion, removes: 'account' };
    await renderDeletion();
    expect(screen.getByText(/Nothing your family shares is deleted with it/)).toBeTruthy();
    expect(screen.queryByText(/with it your family’s data/)).toBeNull();
  });

  it('tells an invited family member that only their account and access go, with no family data to download', async () => {
    api.deletion = { ...api.deletion, removes: 'membership' };
    await renderDeletion();
    expect(screen.getByText(/your access to what your family shares with you/)).toBeTruthy();
    expect(screen.getByText(/Nothing your family keeps in Tedi is deleted/)).toBeTruthy();
    expect(screen.queryByText(/with it your family’s data/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'download your family’s data' })).toBeNull();
  });

  it('asks for the password in a second step, keeps what was typed when it is wrong, then schedules it', async () => {
    await renderDeletion(30);
    fireEvent.click(screen.getByRole('button', { name: 'I want to delete my account' }));
    const form = screen.getByRole('form', { name: 'Are you sure you want to delete your account?' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(form).getByRole('heading', { name: 'Are you sure you want to delete your account?' }),
      ),
    );

    fireEvent.click(within(form).getByRole('button', { name: 'Delete my account' }));
    const password = within(form).getByLabelText<HTMLInputElement>('Your password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getAllByText('Enter your password to confirm it’s you.').length).toBeGreaterThan(0);
    expect(posts()).toEqual([]);

    changeField(password, { target: { value: 'not my password' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect((await within(form).findAllByText('That password isn’t right. Please try again.')).length).toBeGreaterThan(
      0,
    );
    expect(within(form).getByLabelText<HTMLInputElement>('Your password').value).toBe('not my password');
    expect(api.deletion.scheduled).toBe(false);

    changeField(within(form).getByLabelText('Your password'), { target: { value: 'tedi-demo-family' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Delete my account' }));
    const day = deletionDay(new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString());
    const scheduled = await screen.findByRole('heading', { name: `Your account will be deleted on ${day}` });
    await waitFor(() => expect(document.activeElement).toBe(scheduled.parentElement));
    expect(screen.getByText(`Your account is due to be deleted on ${day}`)).toBeTruthy();
    expect(posts()).toEqual([{ password: 'not my password' }, { password: 'tedi-demo-family' }]);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('needs no password just after signing in, and asks for it if the server still wants it', async () => {
    api.freshSession = false;
    await renderDeletion(1);
    fireEvent.click(screen.getByRole('button', { name: 'I want to delete my account' }));
    expect(screen.getByText(/You signed in a few minutes ago/)).toBeTruthy();
    expect(screen.queryByLabelText('Your password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const password = await screen.findByLabelText<HTMLInputElement>('Your password');
    expect(screen.getAllByText('Please enter your password to confirm it’s you.').length).toBeGreaterThan(0);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([{}]);
  });

  it('schedules without a password when the sign-in was a moment ago', async () => {
    api.freshSession = true;
    await renderDeletion(1);
    fireEvent.click(screen.getByRole('button', { name: 'I want to delete my account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('button', { name: 'Keep my account' })).toBeTruthy();
    expect(posts()).toEqual([{}]);
  });

  it('going back leaves everything as it was', async () => {
    await renderDeletion();
    fireEvent.click(screen.getByRole('button', { name: 'I want to delete my account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go back without deleting' }));
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'I want to delete my account' })),
    );
    expect(posts()).toEqual([]);
  });

  it('shows a scheduled deletion with its date, and "Keep my account" cancels it', async () => {
    api.deletion = {
      scheduled: true,
      requestedAt: '2026-11-22T10:00:00.000Z',
      deleteAfter: '2026-12-06T10:00:00.000Z',
      removes: 'family',
    };
    await renderDeletion();
    expect(screen.getByText('Your account is due to be deleted on Sunday 6 December 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Keep your account' }).getAttribute('href')).toBe('#deletion-heading');
    expect(
      screen.getByRole('heading', { name: 'Your account will be deleted on Sunday 6 December 2026' }),
    ).toBeTruthy();
    // Opening the page does not move focus down to the deletion.
    expect(document.activeElement).toBe(document.body);

    api.failing.push('DELETE /me/deletion');
    fireEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(
      await screen.findByText(/so your account is still due to be deleted/, undefined, { timeout: 4000 }),
    ).toBeTruthy();

    api.failing.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByText('Your account is staying')).toBeTruthy();
    expect(screen.queryByText(/Your account is due to be deleted/)).toBeNull();
    expect(screen.getByRole('button', { name: 'I want to delete my account' })).toBeTruthy();
    expect(api.deletion.scheduled).toBe(false);
  });
});
