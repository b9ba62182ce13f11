import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../testing/fake-auth-server.ts';
import { watchPageLoads } from '../../testing/page-loads.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../testing/render-with-auth.tsx';
import { outboxKey } from '../offline/outbox-storage.ts';
import { SignOutButton } from './sign-out-button.tsx';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };
const WAITING = JSON.stringify({
  writes: [{ method: 'PUT', path: '/x', body: { revision: 3 }, boardId: 'b', boardName: 'Home' }],
  refusals: [],
});

let assign: ReturnType<typeof watchPageLoads>;
beforeEach(() => {
  window.localStorage.clear();
});
afterEach(async () => {
  await stopAuthClients();
  vi.restoreAllMocks();
});

async function renderButton() {
  storeSession(PARENT);
  renderWithAuth([{ path: '/parent', element: <SignOutButton /> }], '/parent', createFakeAuthServer([{ ...PARENT }]));
  await waitForAuth();
  assign = watchPageLoads();
  return screen.findByRole('button', { name: 'Sign out' });
}

describe('signing out with board changes not yet sent', () => {
  it('signs out at once when nothing is waiting', async () => {
    fireEvent.click(await renderButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks first; staying keeps the changes, signing out removes them from the device', async () => {
    window.localStorage.setItem(outboxKey(PARENT.id, 'child-1'), WAITING);
    // Someone else's changes on the same device are not this person's to remove.
    window.localStorage.setItem(outboxKey('someone-else', 'child-2'), WAITING);
    const signOut = await renderButton();

    fireEvent.click(signOut);
    const dialog = await screen.findByRole('dialog', { name: 'Sign out before your changes are sent?' });
    const described = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toMatch(/^One change to a communication board hasn’t reached Tedi yet\./);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(outboxKey(PARENT.id, 'child-1'))).toBe(WAITING);

    fireEvent.click(signOut);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out and lose them' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(window.localStorage.getItem(outboxKey(PARENT.id, 'child-1'))).toBeNull();
    expect(window.localStorage.getItem(outboxKey('someone-else', 'child-2'))).toBe(WAITING);
  });
});
