import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createFakeAuthServer, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { SuperAdminLoginPage } from './super-admin-login-page.tsx';
import { changeField } from '../../../testing/change-field.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };
const ADMIN: FakeAccount = {
  id: 'super-1',
  email: 'root@example.com',
  password: 'a long admin passphrase',
  role: 'super_admin',
  factors: [{ id: 'f1', status: 'verified' }],
};

beforeEach(() => window.localStorage.clear());
afterEach(stopAuthClients);

async function signInAs(account: FakeAccount) {
  renderWithAuth(
    [{ path: '/super-admin-login', Component: SuperAdminLoginPage }],
    '/super-admin-login',
    createFakeAuthServer([account]),
  );
  await waitForAuth();
  changeField(screen.getByLabelText('E-mail address'), { target: { value: account.email } });
  changeField(screen.getByLabelText('Password'), { target: { value: account.password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/super-admin-login', () => {
  it('refuses a parent plainly and signs them out on this device', async () => {
    await signInAs({ ...PARENT });
    expect(await screen.findByText("You can't sign in here")).toBeTruthy();
    expect(window.localStorage.getItem('tedi-auth')).toBeNull();
    const events = JSON.parse(window.localStorage.getItem('security_events') ?? '[]') as { type: string }[];
    expect(events.map((event) => event.type)).toContain('SUSPICIOUS_ACTIVITY');
  });

  it('asks a super admin for the code, and admits them only at aal2', async () => {
    await signInAs({ ...ADMIN });
    expect(await screen.findByLabelText('6-digit code')).toBeTruthy();
    expect(screen.queryByText(/You're signed in as/)).toBeNull();
    changeField(screen.getByLabelText('6-digit code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/a super administrator, with two-step verification/)).toBeTruthy();
  });

  it('asks a super admin without an app to set one up before anything else', async () => {
    await signInAs({ ...ADMIN, factors: [] });
    expect(await screen.findByText('Two-step verification is needed first')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up an authenticator app' })).toBeTruthy();
  });
});
