import { EMAIL_NOTICES } from '@tedi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { installFakeAccountApi, type FakeAccountApi } from './fake-account-api.ts';
import { NotificationSettings } from './notification-settings.tsx';

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

/** Every optional e-mail offered, as the settings will be once each capability sends its own. */
const EVERY_NOTICE = EMAIL_NOTICES.map((notice) => notice.kind);

function EveryNotice() {
  return <NotificationSettings offered={EVERY_NOTICE} />;
}

async function renderNotifications() {
  storeSession(PARENT);
  renderWithAuth(
    [{ path: '/parent/settings', Component: EveryNotice }],
    '/parent/settings',
    createFakeAuthServer([{ ...PARENT }]),
  );
  await waitForAuth();
  await screen.findByRole('group', { name: 'E-mail me about' });
}

const box = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('e-mail notifications', () => {
  it('offers the reminders the health hub sends, as deadlines', async () => {
    storeSession(PARENT);
    renderWithAuth(
      [{ path: '/parent/settings', Component: NotificationSettings }],
      '/parent/settings',
      createFakeAuthServer([{ ...PARENT }]),
    );
    await waitForAuth();
    const group = await screen.findByRole('group', { name: 'E-mail me about' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(group).getByRole('checkbox', { name: /Deadlines/ })).toBeTruthy();
  });

  it('offers no e-mail when nothing sends one, and says that only account e-mails are sent', async () => {
    storeSession(PARENT);
    renderWithAuth(
      [{ path: '/parent/settings', element: <NotificationSettings offered={[]} /> }],
      '/parent/settings',
      createFakeAuthServer([{ ...PARENT }]),
    );
    await waitForAuth();
    expect(screen.getByText(/For now, Tedi only e-mails you about your account/)).toBeTruthy();
    expect(screen.getByText('Security e-mails: always on')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'E-mail me about' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    // Nothing to choose, so nothing is asked of the server (and saved choices are left as they are).
    expect(api.requests).toEqual([]);
  });

  it('offers only the e-mails it is given, keeping the saved choice of another', async () => {
    api.preferences.notifications.email.deadlines = false;
    storeSession(PARENT);
    renderWithAuth(
      [{ path: '/parent/settings', element: <NotificationSettings offered={['weeklySummary']} /> }],
      '/parent/settings',
      createFakeAuthServer([{ ...PARENT }]),
    );
    await waitForAuth();
    await screen.findByRole('group', { name: 'E-mail me about' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(box(/Weekly summary/));
    expect(await screen.findByText("Saved. We'll e-mail you about the weekly summary.")).toBeTruthy();
    expect(api.preferences.notifications.email).toMatchObject({ deadlines: false, weeklySummary: true });
  });

  it('shows the saved choices, and security e-mails as always on without a checkbox', async () => {
    api.preferences.notifications.email.weeklySummary = true;
    api.preferences.notifications.email.messages = false;
    await renderNotifications();
    expect(box(/Deadlines/).checked).toBe(true);
    expect(box(/Messages from co-parents and family/).checked).toBe(false);
    expect(box(/Weekly summary/).checked).toBe(true);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByText('Security e-mails: always on')).toBeTruthy();
    expect(screen.getByText(/can't be turned off/)).toBeTruthy();
  });

  it('saves each change at once and says so', async () => {
    await renderNotifications();
    fireEvent.click(box(/Weekly summary/));
    expect(box(/Weekly summary/).checked).toBe(true);
    expect(await screen.findByText("Saved. We'll e-mail you about the weekly summary.")).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { notifications: { email: { weeklySummary: true } } },
    ]);
    expect(api.preferences.notifications.email.weeklySummary).toBe(true);

    fireEvent.click(box(/Deadlines/));
    expect(await screen.findByText("Saved. We won't e-mail you about deadlines.")).toBeTruthy();
    expect(box(/Deadlines/).checked).toBe(false);
    expect(box(/Weekly summary/).checked).toBe(true);
  });

  it('puts the box back and says so when the change cannot be saved', async () => {
    await renderNotifications();
    api.failing.push('PUT /me/preferences');
    fireEvent.click(box(/Deadlines/));
    expect(box(/Deadlines/).checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    expect(
      await screen.findByText(
        "We couldn't save that change just now, so e-mails about deadlines are still on. Please try again in a moment.",
        undefined,
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(box(/Deadlines/).checked).toBe(true));
    expect(api.preferences.notifications.email.deadlines).toBe(true);
  });

  it('offers to try again when the choices cannot be loaded', async () => {
    api.failing.push('GET /me/preferences');
    storeSession(PARENT);
    renderWithAuth(
      [{ path: '/parent/settings', Component: EveryNotice }],
      '/parent/settings',
      createFakeAuthServer([{ ...PARENT }]),
    );
    await waitForAuth();
    expect(
      await screen.findByText("We couldn't load your e-mail choices just now", undefined, { timeout: 15000 }),
    ).toBeTruthy();
    api.failing.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'E-mail me about' })).toBeTruthy();
  }, 20000);
});
