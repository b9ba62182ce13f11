import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients } from '../../../testing/render-with-auth.tsx';
import { FamilyMembersModule } from './family-members-module.tsx';
import { changeField } from '../../../testing/change-field.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'x', role: 'parent' };
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
const OLLIE = { id: '11111111-1111-4111-8111-111111111111', name: 'Oliver Taylor', preferredName: 'Ollie' };

let requests: { method: string; path: string; body: unknown }[];
let invitations: unknown[];
let members: unknown[];

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  window.localStorage.clear();
  requests = [];
  invitations = [
    {
      id: 'inv-1',
      email: 'aunt@example.com',
      status: 'pending',
      createdAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
      grants: [],
    },
  ];
  members = [
    {
      userId: 'member-1',
      displayName: 'Pat Taylor',
      email: 'pat@example.com',
      grants: [{ childId: OLLIE.id, childName: OLLIE.name, areas: { ...NONE, profile: 'view' } }],
    },
  ];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/v1/children')
      return json(200, { children: [{ ...OLLIE, archivedAt: null }], canCreate: true });
    if (url.pathname === '/api/v1/family/invitations' && method === 'GET') return json(200, { invitations });
    if (url.pathname === '/api/v1/family/invitations' && method === 'POST') {
      return json(201, { id: 'inv-2', email: (body as { email: string }).email, status: 'pending', grants: [] });
    }
    if (url.pathname === '/api/v1/family/invitations/inv-1/revoke') {
      invitations = [];
      return json(204);
    }
    if (url.pathname === '/api/v1/family/members' && method === 'GET') return json(200, { members });
    if (url.pathname === '/api/v1/family/members/member-1/grants') return json(200, { members });
    if (url.pathname === '/api/v1/family/members/member-1' && method === 'DELETE') {
      members = [];
      return json(204);
    }
    return json(404, { code: 'not_found', message: 'Not here.' });
  });
});
afterEach(async () => {
  await stopAuthClients();
  vi.unstubAllGlobals();
});

function renderModule() {
  storeSession(PARENT);
  return renderWithAuth(
    [{ path: '/dashboard/parent', element: <FamilyMembersModule /> }],
    '/dashboard/parent?module=family',
    createFakeAuthServer([PARENT]),
  );
}

describe('the family members module', () => {
  it('invites an address with what to share per child and area', async () => {
    renderModule();
    const ollie = await screen.findByRole('group', { name: 'What to share about Ollie' });
    changeField(screen.getByLabelText('Their e-mail address'), { target: { value: 'gran@example.com' } });
    fireEvent.click(within(within(ollie).getByRole('group', { name: 'Profile' })).getByLabelText('View'));
    fireEvent.click(within(within(ollie).getByRole('group', { name: 'Health' })).getByLabelText('Edit'));
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Invitation sent to gran@example.com.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/v1/family/invitations')?.body).toEqual({
      email: 'gran@example.com',
      grants: [{ childId: OLLIE.id, areas: { profile: 'view', health: 'edit' } }],
    });
  });

  it('asks before sending an invitation that shares nothing, and sends it only when told to', async () => {
    renderModule();
    await screen.findByRole('group', { name: 'What to share about Ollie' });
    changeField(screen.getByLabelText('Their e-mail address'), { target: { value: 'gran@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    const question = await screen.findByRole('heading', {
      name: 'You haven’t shared anything about your children with gran@example.com yet',
    });
    await waitFor(() => expect(document.activeElement).toBe(question));
    expect(screen.getByText(/They’ll see only your family’s name/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the invitation' })).toBeNull();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Send anyway' }));
    expect(await screen.findByText('Invitation sent to gran@example.com.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/v1/family/invitations')?.body).toEqual({
      email: 'gran@example.com',
      grants: [],
    });
    expect(screen.queryByRole('button', { name: 'Send anyway' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Their e-mail address')));
  });

  it('takes the parent back to choosing what to share, on the first choice, without sending', async () => {
    renderModule();
    const ollie = await screen.findByRole('group', { name: 'What to share about Ollie' });
    changeField(screen.getByLabelText('Their e-mail address'), { target: { value: 'gran@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose what to share' }));
    const profile = within(ollie).getByRole('group', { name: 'Profile' });
    await waitFor(() => expect(document.activeElement).toBe(within(profile).getByLabelText('None')));
    expect(screen.queryByRole('heading', { name: /You haven’t shared anything/ })).toBeNull();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    // Once something is chosen, the invitation goes without asking.
    fireEvent.click(within(profile).getByLabelText('View'));
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Invitation sent to gran@example.com.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /You haven’t shared anything/ })).toBeNull();
  });

  it('asks for an address before sending anything', async () => {
    renderModule();
    fireEvent.click(await screen.findByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText(/Please enter the e-mail address/)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('withdraws a pending invitation', async () => {
    renderModule();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw the invitation to aunt@example.com' }));
    expect(await screen.findByText('No invitations are waiting for an answer.')).toBeTruthy();
  });

  it('changes what a member can see, and removes a member after asking to confirm', async () => {
    renderModule();
    expect(await screen.findByText('Oliver Taylor: Profile (view)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change what they can see (Pat Taylor)' }));
    const ollie = screen.getByRole('group', { name: 'What Pat Taylor can see about Ollie' });
    expect(
      within(within(ollie).getByRole('group', { name: 'Profile' })).getByLabelText<HTMLInputElement>('View').checked,
    ).toBe(true);
    fireEvent.click(within(within(ollie).getByRole('group', { name: 'Profile' })).getByLabelText('None'));
    fireEvent.click(within(within(ollie).getByRole('group', { name: 'Stories' })).getByLabelText('View'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved what Pat Taylor can see.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      grants: [{ childId: OLLIE.id, areas: { stories: 'view' } }],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Pat Taylor' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove Pat Taylor' }));
    await waitFor(() => expect(screen.getByText('Nobody has joined your family yet.')).toBeTruthy());
  });
});
