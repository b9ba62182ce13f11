import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SIGN_IN_MISMATCH } from '../../../lib/auth/auth-messages.ts';
import { createFakeAuthServer, type FakeAccount, type FakeAuthServer } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { AuthPage } from './auth-page.tsx';
import { changeField } from '../../../testing/change-field.ts';

const PARENT: FakeAccount = {
  id: 'parent-1',
  email: 'sam.taylor@example.com',
  password: 'tedi-demo-family',
  role: 'parent',
};

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(async () => {
  await stopAuthClients();
});

/** The app's auth page with the unmodified auth-js client talking to a fake auth service. */
async function renderAuthPage(path: string, server: FakeAuthServer = createFakeAuthServer([{ ...PARENT }])) {
  const { router } = renderWithAuth(
    [
      ...['/auth', '/register', '/forgot-password', '/reset-password'].map((routePath) => ({
        path: routePath,
        Component: AuthPage,
      })),
      { path: '/parent/settings', element: <h1>Settings page</h1> },
      { path: '/dashboard/parent', element: <h1>Dashboard page</h1> },
    ],
    path,
    server,
  );
  // The page first shows its heading with a short wait while the client starts.
  await waitForAuth();
  return { router, server };
}

function type(label: RegExp | string, value: string) {
  changeField(screen.getByLabelText(label), { target: { value } });
}

function securityEvents(): { type: string; userId: string | null; details: Record<string, unknown> }[] {
  return JSON.parse(window.localStorage.getItem('security_events') ?? '[]') as ReturnType<typeof securityEvents>;
}

describe('the shared authentication page', () => {
  it('/auth: signs in, with links to create an account and to reset a password', async () => {
    await renderAuthPage('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Tedi' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Sign in or create an account' });
    expect(within(tabs).getByRole('link', { name: 'Sign in' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByLabelText('E-mail address').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(document.title).toBe('Sign in to Tedi – Tedi');
  });

  it('shows the sign-in form before the auth client arrives, and signs in with what was sent meanwhile once it does', async () => {
    let clientArrives!: () => void;
    const server = createFakeAuthServer([{ ...PARENT }]);
    const { router } = renderWithAuth(
      [
        { path: '/auth', Component: AuthPage },
        { path: '/dashboard/parent', element: <h1>Dashboard page</h1> },
      ],
      '/auth',
      server,
      { clientArrives: new Promise<void>((resolve) => (clientArrives = resolve)) },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Tedi' })).toBeTruthy();
    expect(screen.queryByText(/Getting things ready/)).toBeNull();
    type('E-mail address', PARENT.email);
    type('Password', PARENT.password);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(router.state.location.pathname).toBe('/auth');
    expect(server.requests.some((request) => request.path.startsWith('/token'))).toBe(false);

    act(() => clientArrives());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard page' })).toBeTruthy();
    expect(server.requests.filter((request) => request.path.startsWith('/token'))).toHaveLength(1);
  });

  it('waits for the auth client before offering a new password, which needs the link’s session', async () => {
    renderWithAuth([{ path: '/reset-password', Component: AuthPage }], '/reset-password', createFakeAuthServer([]), {
      clientArrives: new Promise<void>(() => {}),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByText(/Getting things ready/)).toBeTruthy();
  });

  it('offers a button for each sign-in provider the server has switched on, and none when there are none', async () => {
    const server = createFakeAuthServer([{ ...PARENT }]);
    server.external = { email: true, phone: false, google: true, azure: true, apple: false };
    await renderAuthPage('/auth', server);
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Apple|e-?mail|phone/i })).toBeNull();
  });

  it('shows no provider buttons when none is configured', async () => {
    const { server } = await renderAuthPage('/auth');
    await waitFor(() => expect(server.requests.some((request) => request.path === '/settings')).toBe(true));
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });

  it('/register: shows the password rules before anything is typed', async () => {
    await renderAuthPage('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your Tedi account' })).toBeTruthy();
    const password = screen.getByLabelText('Choose a password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    const hint = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/at least 8 characters/);
    expect(hint?.textContent).toMatch(/common passwords are refused/);
  });

  it('/forgot-password and /reset-password without a link', async () => {
    await renderAuthPage('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send me a reset link' })).toBeTruthy();
  });

  it('/reset-password without a link explains how to get one', async () => {
    await renderAuthPage('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByText(/open the link in the e-mail we sent you/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('checks the fields first, ties each error to its field and lists them in a summary that takes focus', async () => {
    const { server } = await renderAuthPage('/auth');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Tedi' });
    type('E-mail address', 'not an address');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary.parentElement);
    const email = screen.getByLabelText('E-mail address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /name@example\.com/,
    );
    const passwordError = document.getElementById(
      screen.getByLabelText('Password').getAttribute('aria-describedby') ?? '',
    );
    expect(passwordError?.textContent).toMatch(/Enter your password/);
    expect(
      within(summary.parentElement!)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#sign-in-email', '#sign-in-password']);
    expect(server.requests.some((request) => request.path.startsWith('/token'))).toBe(false);
  });

  it('a refused sign-in: a kind message, what was typed kept, and a SUSPICIOUS_ACTIVITY event without the password', async () => {
    const { server } = await renderAuthPage('/auth');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Tedi' });
    type('E-mail address', 'sam.taylor@example.com');
    type('Password', 'not-the-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(SIGN_IN_MISMATCH)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe('sam.taylor@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('not-the-password');

    const events = securityEvents();
    expect(events.map((event) => event.type)).toEqual(['SUSPICIOUS_ACTIVITY']);
    expect(events[0]?.details).toMatchObject({ reason: 'invalid_credentials', method: 'password' });
    expect(JSON.stringify(events)).not.toContain('not-the-password');
    expect(JSON.stringify(events)).not.toContain('sam.taylor');

    // Spec section 5: the sign-in signed out locally before trying.
    const paths = server.requests.map((request) => request.path);
    expect(paths.filter((path) => path.startsWith('/token'))).toEqual(['/token?grant_type=password']);
  });

  it('signs in, logs LOGIN_ATTEMPT, and goes to where the person was going', async () => {
    window.localStorage.setItem('tedi-auth-code-verifier', 'left over');
    const { router } = await renderAuthPage('/auth?redirect=%2Fparent%2Fsettings%23security');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Tedi' });
    type('E-mail address', PARENT.email);
    type('Password', PARENT.password);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings page' })).toBeTruthy();
    expect(router.state.location.hash).toBe('#security');
    expect(securityEvents().map((event) => [event.type, event.userId])).toEqual([['LOGIN_ATTEMPT', 'parent-1']]);
    expect(window.localStorage.getItem('tedi-auth-code-verifier')).toBeNull();
    expect(window.localStorage.getItem('tedi-auth')).toContain('access_token');
  });

  it('without a redirect, a parent lands on the first live page of their area', async () => {
    const { router } = await renderAuthPage('/auth?redirect=https%3A%2F%2Fevil.example%2F');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Tedi' });
    type('E-mail address', PARENT.email);
    type('Password', PARENT.password);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard page' });
    expect(router.state.location.pathname).toBe('/dashboard/parent');
  });

  it('asks for the code from the authenticator app when the account has a verified factor', async () => {
    await renderAuthPage(
      '/auth',
      createFakeAuthServer([{ ...PARENT, factors: [{ id: 'factor-1', status: 'verified', friendly_name: 'Phone' }] }]),
    );
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Tedi' });
    type('E-mail address', PARENT.email);
    type('Password', PARENT.password);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeTruthy();
    const code = screen.getByLabelText('6-digit code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    changeField(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/The code is 6 digits/, { selector: 'a' })).toBeTruthy();
  });

  it('explains the weak_password reasons beside the password and keeps what was typed', async () => {
    await renderAuthPage('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your Tedi account' });
    type('E-mail address', 'new.parent@example.com');
    type('Choose a password', 'password123');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const password = screen.getByLabelText('Choose a password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (password.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(' ')).toMatch(/most common/);
    expect((password as HTMLInputElement).value).toBe('password123');
  });

  it('after creating an account, says to check the e-mail, and sends the link back to the app', async () => {
    const { server } = await renderAuthPage('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your Tedi account' });
    type('E-mail address', 'new.parent@example.com');
    type('Choose a password', 'a calm tuesday morning');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    expect(document.activeElement, 'focus moves to the new heading').toBe(heading);
    expect(screen.getByText('new.parent@example.com')).toBeTruthy();
    const signup = server.requests.find((request) => request.path.startsWith('/signup'));
    const redirectTo = new URL(signup?.path ?? '', 'http://x').searchParams.get('redirect_to');
    expect(redirectTo).toBe('http://localhost:3000/auth?confirmed=1');
    expect(signup?.body).toMatchObject({ email: 'new.parent@example.com', code_challenge_method: 's256' });
  });

  it('from an invitation, starts with the invited address filled in, which can still be changed', async () => {
    const redirect = encodeURIComponent('/accept-invitation?token=abc');
    const { server } = await renderAuthPage(`/register?redirect=${redirect}&email=gran%40example.com`);
    await screen.findByRole('heading', { level: 1, name: 'Create your Tedi account' });
    const email = screen.getByLabelText<HTMLInputElement>('E-mail address');
    expect(email.value).toBe('gran@example.com');
    // Switching to "Sign in" keeps both where to go back to and the address.
    const tabs = screen.getByRole('navigation', { name: 'Sign in or create an account' });
    expect(within(tabs).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth?redirect=${redirect}&email=gran%40example.com`,
    );

    type('E-mail address', 'grandma.joan@example.com');
    type('Choose a password', 'a calm tuesday morning');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    const signup = server.requests.find((request) => request.path.startsWith('/signup'));
    expect(signup?.body).toMatchObject({ email: 'grandma.joan@example.com' });
  });

  it('the sign-in form starts with an address it is given, too', async () => {
    await renderAuthPage('/auth?email=gran%40example.com');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Tedi' });
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe('gran@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
  });

  it('forgot password: the same answer whether or not the account exists', async () => {
    const { server } = await renderAuthPage('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    type('E-mail address', 'nobody@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a reset link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByText(/If there is a Tedi account for/)).toBeTruthy();
    const recover = server.requests.find((request) => request.path.startsWith('/recover'));
    expect(new URL(recover?.path ?? '', 'http://x').searchParams.get('redirect_to')).toBe(
      'http://localhost:3000/reset-password',
    );
  });

  it('shows an error a link brought back, in plain words, and removes it from the address', async () => {
    await renderAuthPage(
      '/auth?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    expect(await screen.findByText(/This link has expired or has already been used/)).toBeTruthy();
    expect(window.location.search).toBe('');
  });

  it('after an inactivity sign-out, says why, calmly', async () => {
    await renderAuthPage('/auth?reason=inactive');
    expect(await screen.findByText(/You were signed out after 4 hours without activity/)).toBeTruthy();
  });

  it('a confirmation link opened in another browser: the address is confirmed, please sign in', async () => {
    await renderAuthPage('/auth?confirmed=1&code=some-code');
    expect(await screen.findByText('Your e-mail address is confirmed')).toBeTruthy();
    await act(async () => {});
    expect(window.location.search).toBe('?confirmed=1');
  });
});
