import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../testing/fake-auth-server.ts';
import { watchPageLoads } from '../../testing/page-loads.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../testing/render-with-auth.tsx';
import { FamilyMemberLayout } from './family-member-layout.tsx';

const MEMBER: FakeAccount = {
  id: 'member-1',
  email: 'pat@example.com',
  password: 'tedi-demo-family',
  role: 'family_member',
};

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(async () => {
  await stopAuthClients();
  vi.restoreAllMocks();
});

async function renderLayout() {
  storeSession(MEMBER);
  const rendered = renderWithAuth(
    [
      {
        Component: FamilyMemberLayout,
        children: [{ path: '/dashboard/family-member', element: <h1>Shared with you</h1> }],
      },
    ],
    '/dashboard/family-member',
    createFakeAuthServer([{ ...MEMBER }]),
  );
  await waitForAuth();
  await screen.findByRole('heading', { name: 'Shared with you' });
  return rendered;
}

describe("the family member's frame", () => {
  it('leads to their dashboard, the health hub, documents, letters, the board and their own settings', async () => {
    await renderLayout();
    const navigation = screen.getByRole('navigation', { name: 'Family member' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard/family-member'],
      ['Health hub', '/parent/health-hub'],
      ['Documents', '/dashboard/parent/documents'],
      ['Letters', '/parent/document-generator'],
      ['Communication board', '/parent/communication'],
      ['Settings', '/parent/settings'],
    ]);
  });

  it('lets them sign out from any of their pages, back to the home page', async () => {
    await renderLayout();
    const assign = watchPageLoads();
    const signOut = await screen.findByRole('button', { name: 'Sign out' });
    expect(screen.getByRole('banner').contains(signOut)).toBe(true);
    fireEvent.click(signOut);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(window.localStorage.getItem('tedi-auth')).toBeNull();
    const events = JSON.parse(window.localStorage.getItem('security_events') ?? '[]') as { type: string }[];
    expect(events.map((event) => event.type)).toContain('LOGOUT');
  });
});
