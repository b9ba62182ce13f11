import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PreferencesSync } from '../../../lib/settings/sync-preferences.tsx';
import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { installFakeAccountApi, type FakeAccountApi } from '../components/fake-account-api.ts';
import { ParentSettingsPage } from './parent-settings-page.tsx';
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

/** The page as the protected area shows it: the saved reading settings are kept in step with the account. */
function SyncedSettingsPage() {
  return (
    <PreferencesSync>
      <ParentSettingsPage />
    </PreferencesSync>
  );
}

async function renderSettings(account: FakeAccount = { ...PARENT }, aal: 'aal1' | 'aal2' = 'aal1') {
  storeSession(account, aal);
  const server = createFakeAuthServer([account]);
  const rendered = renderWithAuth(
    [{ path: '/parent/settings', Component: SyncedSettingsPage }],
    '/parent/settings',
    server,
  );
  await waitForAuth();
  await screen.findByRole('heading', { level: 3, name: 'Password' });
  return { ...rendered, server, account };
}

function section(name: string): HTMLElement {
  return screen.getByRole('heading', { name }).closest('section') as HTMLElement;
}

describe('/parent/settings', () => {
  it('has a heading, a way back, the signed-in address and every section, listed in its contents', async () => {
    await renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    // The dashboard once it is live, the home page until then.
    const back = screen.getByRole('link', { name: /Back to (your dashboard|the home page)/ });
    expect(['/', '/dashboard/parent']).toContain(back.getAttribute('href'));
    expect(screen.getByText('sam@example.com', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Reading and display' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Account security' })).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const entries = within(contents)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(entries).toEqual([
      ['Reading and display', '#reading-heading'],
      ['Notifications', '#notifications-heading'],
      ['Account security', '#security-heading'],
      ['Your family’s data', '#data-heading'],
      ['Delete your account', '#deletion-heading'],
    ]);
    for (const [, href] of entries) expect(document.getElementById(href?.slice(1) ?? '')?.tagName).toBe('H2');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(document.title).toBe('Settings – Tedi');
  });

  it('gives an invited family member their own settings, without the family’s data, and a way back to theirs', async () => {
    api.deletion = { ...api.deletion, removes: 'membership' };
    await renderSettings({
      id: 'member-1',
      email: 'pat@example.com',
      password: 'tedi-demo-family',
      role: 'family_member',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard/family-member',
    );
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reading and display', 'Notifications', 'Account security', 'Delete your account']);
    expect(screen.queryByRole('heading', { name: 'Your family’s data' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Text size' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    const deletion = section('Delete your account');
    expect(await within(deletion).findByText(/your access to what your family shares with you/)).toBeTruthy();
    expect(api.requests.some((request) => request.path.startsWith('/family/export'))).toBe(false);
  });

  it('applies a reading setting at once, keeps it on this device and saves it to the account', async () => {
    await renderSettings();
    const reading = section('Reading and display');
    expect(
      await within(reading).findByText('Saved to your account — they apply on every device you sign in on.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /OpenDyslexic/ }));
    expect(document.documentElement.style.getPropertyValue('--tedi-font-family')).toContain('OpenDyslexic');
    expect(within(reading).getByRole('status').textContent).toBe('Saving…');
    const textSize = screen.getByRole('group', { name: 'Text size' });
    fireEvent.click(within(textSize).getByRole('radio', { name: 'Extra large' }));
    expect(document.documentElement.style.getPropertyValue('--tedi-content-scale')).toBe('1.25');
    fireEvent.click(screen.getByRole('checkbox', { name: /Reduce motion/ }));
    expect(document.documentElement.dataset['reduceMotion']).toBe('true');
    expect(JSON.parse(window.localStorage.getItem('tedi.dashboard-settings') ?? '{}')).toMatchObject({
      fontFamily: 'opendyslexic',
      contentSize: 'x-large',
      reduceMotion: true,
    });
    expect(
      await within(reading).findByText('Saved to your account — they apply on every device you sign in on.'),
    ).toBeTruthy();
    const puts = api.requests.filter((request) => request.method === 'PUT' && request.path === '/me/preferences');
    expect(puts.at(-1)?.body).toMatchObject({
      dashboardSettings: { fontFamily: 'opendyslexic', contentSize: 'x-large', reduceMotion: true },
    });
  });

  it('says when the reading settings could not be saved to the account, and that they still apply here', async () => {
    await renderSettings();
    const reading = section('Reading and display');
    await within(reading).findByText('Saved to your account — they apply on every device you sign in on.');
    api.failing.push('PUT /me/preferences');
    fireEvent.click(screen.getByRole('radio', { name: /OpenDyslexic/ }));
    expect(
      await within(reading).findByText(
        'We couldn’t save your settings just now; they still apply on this device. We’ll try again when you change something.',
        undefined,
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(document.documentElement.style.getPropertyValue('--tedi-font-family')).toContain('OpenDyslexic');
  });

  it('shows a scheduled deletion at the top of the page as well as in its section', async () => {
    api.deletion = {
      scheduled: true,
      requestedAt: '2026-11-22T10:00:00.000Z',
      deleteAfter: '2026-12-06T10:00:00.000Z',
      removes: 'account',
    };
    await renderSettings();
    const banner = await screen.findByText('Your account is due to be deleted on Sunday 6 December 2026');
    const heading = screen.getByRole('heading', { level: 1, name: 'Settings' });
    expect(heading.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      banner.compareDocumentPosition(screen.getByRole('heading', { level: 2, name: 'Reading and display' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const deletion = section('Delete your account');
    expect(within(deletion).getByRole('button', { name: 'Keep my account' })).toBeTruthy();
  });

  it('changing the password asks for the current one, and keeps what was typed when it is wrong', async () => {
    const { server } = await renderSettings();
    const password = section('Password');
    changeField(within(password).getByLabelText('Current password'), { target: { value: 'wrong one' } });
    changeField(within(password).getByLabelText('New password'), { target: { value: 'a brand new passphrase' } });
    fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));

    const current = within(password).getByLabelText<HTMLInputElement>('Current password');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(within(password).getAllByText(/isn't your current password/).length).toBeGreaterThan(0);
    expect(current.value).toBe('wrong one');
    expect(within(password).getByLabelText<HTMLInputElement>('New password').value).toBe('a brand new passphrase');
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      password: 'a brand new passphrase',
      current_password: 'wrong one',
    });

    changeField(current, { target: { value: 'tedi-demo-family' } });
    fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('Your password has been changed')).toBeTruthy();
  });

  it('changing the e-mail address says the link goes to the new address', async () => {
    const { server } = await renderSettings();
    const email = section('E-mail address');
    changeField(within(email).getByLabelText('New e-mail address'), { target: { value: 'sam.new@example.com' } });
    changeField(within(email).getByLabelText('Current password'), { target: { value: 'tedi-demo-family' } });
    fireEvent.click(within(email).getByRole('button', { name: 'Change e-mail address' }));
    expect(await within(email).findByText('Waiting for you to confirm your new address')).toBeTruthy();
    expect(within(email).getAllByText('sam.new@example.com').length).toBeGreaterThan(0);
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(new URL(put?.path ?? '', 'http://x').searchParams.get('redirect_to')).toBe(
      'http://localhost:3000/parent/settings',
    );
  });

  it('sets up an authenticator app: QR code as an image, the key to type, then a code', async () => {
    await renderSettings();
    const twoStep = section('Two-step verification');
    expect(within(twoStep).getByText('Two-step verification is off.')).toBeTruthy();
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Set up an authenticator app' }));

    const qr = await within(twoStep).findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(within(twoStep).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    changeField(within(twoStep).getByLabelText('6-digit code'), { target: { value: '000000' } });
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Turn on two-step verification' }));
    expect((await within(twoStep).findAllByText(/That code didn't work/)).length).toBeGreaterThan(0);

    changeField(within(twoStep).getByLabelText('6-digit code'), { target: { value: '123 456' } });
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Turn on two-step verification' }));
    expect(await within(twoStep).findByText('Two-step verification is on')).toBeTruthy();
    expect(within(twoStep).getByRole('button', { name: /Remove/ })).toBeTruthy();
  });

  it('removes an app after asking to confirm', async () => {
    const withApp: FakeAccount = { ...PARENT, factors: [{ id: 'f1', status: 'verified', friendly_name: 'My phone' }] };
    const { server } = await renderSettings(withApp, 'aal2');
    const twoStep = section('Two-step verification');
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Remove My phone' }));
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Yes, remove it' }));
    expect(await within(twoStep).findByText('Two-step verification is off.')).toBeTruthy();
    expect(server.requests.some((request) => request.method === 'DELETE' && request.path === '/factors/f1')).toBe(true);
  });

  it('signs out every other device', async () => {
    const { server } = await renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));
    expect(await screen.findByText(/Every other device has been signed out/)).toBeTruthy();
    expect(server.requests.some((request) => request.path === '/logout?scope=others')).toBe(true);
  });

  it('lists the signed-in devices by name, marks this one, and signs out another', async () => {
    const server = createFakeAuthServer([{ ...PARENT }]);
    server.devices = [
      {
        id: 'session-parent-1',
        last_active_at: new Date().toISOString(),
        user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        current: true,
      },
      {
        id: 'session-phone',
        last_active_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
        user_agent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        current: false,
      },
    ];
    storeSession(PARENT);
    renderWithAuth([{ path: '/parent/settings', Component: SyncedSettingsPage }], '/parent/settings', server);
    await waitForAuth();
    const devices = section('Signed-in devices');
    const list = await within(devices).findByRole('list', { name: 'Signed-in devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Firefox on Linux · This device',
      'Safari on iPhone',
    ]);
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByText('Last active 3 hours ago · network 203.0.113.x')).toBeTruthy();

    fireEvent.click(
      within(devices).getByRole('button', { name: 'Sign out Safari on iPhone, last active 3 hours ago' }),
    );
    expect(
      await within(devices).findByText('Safari on iPhone has been signed out. It will need your password again.'),
    ).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(devices).getByText('No other device is signed in.')).toBeTruthy();
    expect(
      server.requests.some((request) => request.method === 'DELETE' && request.path === '/user/sessions/session-phone'),
    ).toBe(true);
  });
});
