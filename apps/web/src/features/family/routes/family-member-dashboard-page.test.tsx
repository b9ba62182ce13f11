import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients } from '../../../testing/render-with-auth.tsx';
import { FamilyMemberDashboardPage } from './family-member-dashboard-page.tsx';

const MEMBER: FakeAccount = { id: 'member-1', email: 'pat@example.com', password: 'x', role: 'family_member' };
const NONE = {
  profile: 'none',
  health: 'none',
  education: 'none',
  tracking: 'none',
  messages: 'none',
  stories: 'none',
};

let shared: unknown;
beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(shared), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
});
afterEach(async () => {
  await stopAuthClients();
  vi.unstubAllGlobals();
});

function renderPage() {
  storeSession(MEMBER);
  return renderWithAuth(
    [{ path: '/dashboard/family-member', element: <FamilyMemberDashboardPage /> }],
    '/dashboard/family-member',
    createFakeAuthServer([MEMBER]),
  );
}

describe('the family member dashboard', () => {
  it('shows each shared child with the profile read-only when granted, and the other shared areas by name', async () => {
    shared = {
      familyName: 'The Taylor family',
      children: [
        {
          id: 'c1',
          name: 'Oliver Taylor',
          preferredName: 'Ollie',
          areas: { ...NONE, profile: 'view', stories: 'edit' },
          profile: {
            dateOfBirth: null,
            pronouns: 'he/him',
            likes: 'Trains',
            dislikes: null,
            needs: null,
            strengths: null,
            emergencyInformation: null,
          },
        },
        { id: 'c2', name: 'Isla Taylor', preferredName: null, areas: { ...NONE, health: 'view' }, profile: null },
      ],
    };
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared with you by The Taylor family' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ollie' })).toBeTruthy();
    expect(screen.getByText('Trains')).toBeTruthy();
    expect(screen.getByText(/Stories: you can see and change this/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Isla Taylor' })).toBeTruthy();
    expect(screen.getByText(/Health: you can see this/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3, name: /^Profile/ })).toHaveLength(1);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says plainly when nothing is shared', async () => {
    shared = { familyName: null, children: [] };
    renderPage();
    expect(await screen.findByText(/Nothing is shared with you at the moment/)).toBeTruthy();
  });
});
