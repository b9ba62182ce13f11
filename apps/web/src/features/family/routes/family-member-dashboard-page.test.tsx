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
  documents: 'none',
  tracking: 'none',
  messages: 'none',
  stories: 'none',
  board: 'none',
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
  it('shows each shared child with the profile and health read-only when granted, and the other areas by name', async () => {
    shared = {
      familyName: 'The Taylor family',
      children: [
        {
          id: 'c1',
          name: 'Oliver Taylor',
          preferredName: 'Ollie',
          areas: { ...NONE, profile: 'view', stories: 'edit', board: 'view' },
          profile: {
            dateOfBirth: null,
            pronouns: 'he/him',
            communication: { signs: 'Makaton', aac: 'Proloquo2Go on his iPad' },
            sensory: { avoids: 'Hand dryers' },
            likes: 'Trains',
            dislikes: null,
            needs: null,
            strengths: null,
            school: { name: 'Oakfield Primary', contacts: [{ name: 'Mrs Patel', role: 'SENCO' }] },
            emergencyInformation: null,
            contacts: [
              { id: 'k1', role: 'GP', name: 'Dr Amara Nwosu', phone: '020 7946 0000', email: null, notes: null },
            ],
          },
          conditions: null,
        },
        {
          id: 'c2',
          name: 'Isla Taylor',
          preferredName: null,
          areas: { ...NONE, health: 'view', tracking: 'view' },
          profile: null,
          conditions: [{ id: 'd1', name: 'Down syndrome', diagnosedOn: null, diagnosedBy: null, notes: null }],
        },
      ],
    };
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared with you by The Taylor family' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ollie' })).toBeTruthy();
    expect(screen.getByText('Trains')).toBeTruthy();
    expect(screen.getByText(/Stories: you can see and change this/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Isla Taylor' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'How Ollie communicates' })).toBeTruthy();
    expect(screen.getByText('Makaton')).toBeTruthy();
    expect(screen.getByText('Hand dryers')).toBeTruthy();
    expect(screen.getByText('Oakfield Primary')).toBeTruthy();
    expect(screen.getByText(/Mrs Patel, SENCO/)).toBeTruthy();
    expect(screen.getByText('Dr Amara Nwosu')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Health (you can see this)' })).toBeTruthy();
    expect(screen.getByText('Down syndrome')).toBeTruthy();
    expect(screen.getByText(/Tracking: you can see this/)).toBeTruthy();
    expect(screen.queryByText(/Health: you can see this/)).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3, name: /^Profile/ })).toHaveLength(1);
    expect(screen.queryByRole('textbox')).toBeNull();
    // The board is built: a link to use it, not a promise.
    expect(screen.getByRole('heading', { level: 3, name: 'Communication board (you can use it)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Ollie’s communication board' }).getAttribute('href')).toBe(
      '/parent/communication',
    );
    expect(screen.queryByText(/Communication board: you can see this/)).toBeNull();
  });

  it('says plainly when nothing is shared', async () => {
    shared = { familyName: null, children: [] };
    renderPage();
    expect(await screen.findByText(/Nothing is shared with you at the moment/)).toBeTruthy();
  });

  it('leads a member shared the documents to the child’s library', async () => {
    shared = {
      familyName: 'The Taylor family',
      children: [
        {
          id: 'c1',
          name: 'Oliver Taylor',
          preferredName: 'Ollie',
          areas: { ...NONE, documents: 'view' },
          profile: null,
          conditions: null,
        },
      ],
    };
    renderPage();
    expect(await screen.findByRole('heading', { level: 3, name: 'Documents (you can see this)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Ollie’s documents' }).getAttribute('href')).toBe(
      '/dashboard/parent/documents',
    );
    expect(screen.queryByText(/This part of Tedi is on its way/)).toBeNull();
  });
});
