import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { CalendarFeedSettings } from './calendar-feed-settings.tsx';
import { installFakeAccountApi, type FakeAccountApi } from './fake-account-api.ts';

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

async function renderCalendar() {
  storeSession(PARENT);
  renderWithAuth(
    [{ path: '/parent/settings', Component: CalendarFeedSettings }],
    '/parent/settings',
    createFakeAuthServer([{ ...PARENT }]),
  );
  await waitForAuth();
}

describe('the private calendar address', () => {
  it('is made on request and shown once, with a link that opens the calendar app', async () => {
    await renderCalendar();
    const make = await screen.findByRole<HTMLButtonElement>('button', { name: 'Make my calendar address' });
    // Offered once Tedi knows whether there is an address already.
    await waitFor(() => expect(make.disabled).toBe(false));
    fireEvent.click(make);
    const address = await screen.findByLabelText<HTMLInputElement>('Your calendar address (shown only now)');
    expect(address.value).toMatch(/^http:\/\/localhost\/calendar\/v1\/feed\d+\.ics$/);
    expect(screen.getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toMatch(/^webcal:\/\//);
    expect(screen.getByRole('button', { name: 'Make a new address (the old one stops)' })).toBeTruthy();
  });

  it('says since when an address works without showing it again, and stops it on request', async () => {
    api.calendarFeedSince = '2026-11-01T09:00:00.000Z';
    await renderCalendar();
    await screen.findByText('Your calendar address was made on 1 November 2026. It works until you stop it.');
    expect(screen.queryByLabelText('Your calendar address (shown only now)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stop the calendar' }));
    await screen.findByRole('button', { name: 'Make my calendar address' });
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toContain('DELETE /calendar-feed');
  });
});
