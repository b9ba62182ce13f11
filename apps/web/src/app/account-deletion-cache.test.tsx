import type { ChildListResponse } from '@tedi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AccountDeletionSection } from '../features/accounts/components/account-deletion.tsx';
import { installFakeAccountApi, type FakeAccountApi } from '../features/accounts/components/fake-account-api.ts';
import { TodayList } from '../features/dashboard/components/today-list.tsx';
import { useDashboardData } from '../features/dashboard/hooks/use-dashboard-data.ts';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { createFakeAuthServer, sessionBody, type FakeAccount } from '../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../testing/render-with-auth.tsx';

/**
 * The settings page and the dashboard both show whether the account is due to be deleted. They must read one cache
 * entry: a change made on one screen shows on the other at once, without asking the server again.
 */

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };
const NO_CHILDREN: ChildListResponse = { children: [], canCreate: true };

let api: FakeAccountApi;
beforeEach(() => {
  window.localStorage.clear();
  api = installFakeAccountApi();
  // The session began a moment ago, so scheduling the deletion needs no password.
  api.freshSession = true;
  const accountApi = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    return url.pathname === '/api/v1/children' ? Promise.resolve(Response.json(NO_CHILDREN)) : accountApi(input, init);
  });
});
afterEach(async () => {
  await stopAuthClients();
  vi.unstubAllGlobals();
});

/** A stored session whose token says it signed in just now, so the settings do not ask for the password. */
function storeFreshSession(): void {
  const session = sessionBody(PARENT, 'aal1');
  const [header, payload, signature] = session.access_token.split('.');
  const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  claims['amr'] = [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }];
  const encoded = btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  window.localStorage.setItem(
    'tedi-auth',
    JSON.stringify({ ...session, access_token: `${header}.${encoded}.${signature}` }),
  );
}

function DashboardToday() {
  const data = useDashboardData();
  return <TodayList items={data.todayItems} headingId="today-heading" />;
}

function SettingsBesideDashboard() {
  const { user } = useAuth();
  if (!user) return <p>Getting things ready...</p>;
  return (
    <>
      <section aria-labelledby="today-heading">
        <h2 id="today-heading">Today</h2>
        <DashboardToday />
      </section>
      <section aria-labelledby="deletion-heading">
        <h2 id="deletion-heading">Delete your account</h2>
        <AccountDeletionSection />
      </section>
    </>
  );
}

const deletionReads = () =>
  api.requests.filter((request) => request.method === 'GET' && request.path === '/me/deletion').length;

describe('one cache entry for the account deletion', () => {
  it('shows a deletion asked for in the settings on the dashboard at once, and its cancelling too', async () => {
    storeFreshSession();
    renderWithAuth(
      [{ path: '/parent', Component: SettingsBesideDashboard }],
      '/parent',
      createFakeAuthServer([PARENT]),
    );
    await waitForAuth();
    const dashboard = screen.getByRole('region', { name: 'Today' });
    await within(dashboard).findByText('Add your child');
    await screen.findByRole('button', { name: 'I want to delete my account' });
    expect(within(dashboard).queryByText(/Your account will be deleted/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'I want to delete my account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await within(dashboard).findByText(/^Your account will be deleted on /)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    await screen.findByText('Your account is staying');
    await waitFor(() => expect(within(dashboard).queryByText(/Your account will be deleted/)).toBeNull());

    // Both screens were served by the one answer read at the start; the changes updated it in place.
    expect(deletionReads()).toBe(1);
  });
});
