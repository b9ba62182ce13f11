import { CHILD_AREA_API, DEFAULT_CHILD_ALLOWANCES, type TrustedDeviceResponse } from '@tedi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../testing/render-with-auth.tsx';
import { ChildSignInSection } from './child-sign-in-section.tsx';
import { installFakeParentSideApi, signInOff } from './fake-parent-side-api.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };
const ROBBIE_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  await stopAuthClients();
  vi.unstubAllGlobals();
});

async function renderSection(...fake: Parameters<typeof installFakeParentSideApi>) {
  const api = installFakeParentSideApi(...fake);
  storeSession(PARENT);
  renderWithAuth(
    [{ path: '/profile', element: <ChildSignInSection childId={ROBBIE_ID} name="Robbie" /> }],
    '/profile',
    createFakeAuthServer([{ ...PARENT }]),
  );
  await waitForAuth();
  return api;
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe("a child's own sign-in, on their profile", () => {
  it('turns on with three pictures in the order tapped, keeping the choices when fewer are chosen', async () => {
    const api = await renderSection(signInOff(ROBBIE_ID));
    expect(await screen.findByText(/Let Robbie open their own area/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Turn on Robbie's sign-in" }));

    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Picture password/ }).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Choose 3 pictures, in order' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'cat' }));
    fireEvent.click(screen.getByRole('button', { name: 'sun' }));
    expect(pressed('cat, picture 1 of 3')).toBe('true');
    expect(pressed('sun, picture 2 of 3')).toBe('true');
    expect(pressed('dog')).toBe('false');
    fireEvent.click(screen.getByRole('radio', { name: '2 hours' }));
    fireEvent.click(screen.getByRole('button', { name: "Turn on Robbie's sign-in" }));

    // Refused: the message shows in the summary and beside the pictures, and every choice stays.
    const link = await screen.findByRole('link', { name: 'Please choose 3 pictures, in order' });
    expect(link.getAttribute('href')).toBe('#child-sign-in-pictures');
    expect(screen.getAllByText('Please choose 3 pictures, in order')).toHaveLength(2);
    expect(pressed('cat, picture 1 of 3')).toBe('true');
    expect(pressed('sun, picture 2 of 3')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '2 hours' }).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'dog' }));
    expect(pressed('dog, picture 3 of 3')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: "Turn on Robbie's sign-in" }));

    const notice = (await screen.findByText("Robbie's sign-in is on")).closest<HTMLElement>('[role="status"]')!;
    expect(within(notice).getByText(/Open Tedi on the device Robbie uses and go to/)).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Child sign-in (/child/login)' }).getAttribute('href')).toBe(
      '/child/login',
    );
    await waitFor(() => expect(document.activeElement?.contains(notice)).toBe(true));
    const puts = api.requests.filter((request) => request.method === 'PUT');
    expect(puts.at(-1)?.body).toEqual({
      method: 'pictures',
      pictures: ['cat-face', 'sun', 'dog-face'],
      sessionMinutes: 120,
      allowances: DEFAULT_CHILD_ALLOWANCES,
    });
    expect(screen.getByText('2 hours, then Robbie signs in again')).toBeTruthy();
    expect(screen.getByText('No tries yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change sign-in for Robbie' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Turn off Robbie's sign-in" })).toBeTruthy();
  });

  it('says calmly when it is locked, lists the recent tries and unlocks', async () => {
    const api = await renderSection(
      signInOff(ROBBIE_ID, {
        enabled: true,
        method: 'pictures',
        locked: true,
        failedAttempts: 3,
        attempts: [
          { at: '2026-03-12T12:05:00.000Z', succeeded: false, deviceName: 'Kitchen tablet' },
          { at: '2026-03-11T12:00:00.000Z', succeeded: true, deviceName: null },
        ],
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 3, name: "Robbie's sign-in is locked after 3 wrong tries" }),
    ).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Recent tries' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'WhenWhat happenedDevice',
      expect.stringMatching(/^12 March 2026 at \d\d:\d\d✗ Wrong pictures or PINKitchen tablet$/),
      expect.stringMatching(/^11 March 2026 at \d\d:\d\d✓ Signed inStarted by a parent$/),
    ]);

    fireEvent.click(screen.getByRole('button', { name: "Unlock Robbie's sign-in" }));
    expect(await screen.findByText("Robbie's sign-in is unlocked. Robbie can try again now.")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /is locked/ })).toBeNull();
    expect(
      api.requests.some((request) => request.method === 'POST' && request.path === CHILD_AREA_API.unlock(ROBBIE_ID)),
    ).toBe(true);
  });

  it('stops trusting a device, which leaves the list', async () => {
    const devices: TrustedDeviceResponse[] = [
      { id: 'd1', name: 'Kitchen tablet', createdAt: '2026-03-01T12:00:00.000Z', lastUsedAt: null },
      {
        id: 'd2',
        name: 'Living room iPad',
        createdAt: '2026-03-02T12:00:00.000Z',
        lastUsedAt: '2026-03-10T12:00:00.000Z',
      },
    ];
    const api = await renderSection(signInOff(ROBBIE_ID), devices);
    expect(await screen.findByRole('heading', { level: 3, name: 'Devices and grown-up PIN' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Stop trusting Kitchen tablet' })).toBeTruthy();
    expect(screen.getByText('Not used yet')).toBeTruthy();
    expect(screen.getByText(/^Last used on/).textContent).toMatch(/^Last used on 10 March 2026 at \d\d:\d\d$/);

    fireEvent.click(screen.getByRole('button', { name: 'Stop trusting Kitchen tablet' }));
    expect(await screen.findByText(/Kitchen tablet is no longer trusted/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop trusting Kitchen tablet' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Stop trusting Living room iPad' })).toBeTruthy();
    expect(
      api.requests.some((request) => request.method === 'DELETE' && request.path === CHILD_AREA_API.device('d1')),
    ).toBe(true);
  });
});
