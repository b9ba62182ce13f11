import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { addedChildIdOf } from '../../../lib/children/current-child.ts';
import { CURRENT_CHILD_STORAGE_KEY } from '../../../lib/settings/settings-storage.ts';
import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { AddChildForm } from './add-child-form.tsx';
import { changeField } from '../../../testing/change-field.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'x', role: 'parent' };
const OLLIE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const AVA_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

let created: unknown[];

beforeEach(() => {
  window.localStorage.clear();
  // The family has Ollie, who the dashboard shows.
  window.localStorage.setItem(CURRENT_CHILD_STORAGE_KEY, OLLIE_ID);
  created = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    if (url.pathname === '/api/v1/children' && init?.method === 'POST') {
      const sent = JSON.parse(init.body as string) as { name: string; preferredName?: string };
      created.push(sent);
      const ava = { id: AVA_ID, name: sent.name, preferredName: sent.preferredName || null, archivedAt: null };
      return new Response(JSON.stringify(ava), { status: 201, headers: { 'Content-Type': 'application/json' } });
    }
    return new Response(JSON.stringify({ code: 'not_found', message: 'Not here.' }), { status: 404 });
  });
});
afterEach(async () => {
  await stopAuthClients();
  vi.unstubAllGlobals();
});

/** Where the form goes next, and what it tells that page. */
function ProfileStandIn() {
  const { pathname, state } = useLocation();
  return (
    <p>
      Profile at {pathname}, just added: {addedChildIdOf(state) ?? 'nobody'}
    </p>
  );
}

describe('adding a child', () => {
  it('makes the new child the dashboard’s child and tells their profile they were just added', async () => {
    storeSession(PARENT);
    renderWithAuth(
      [
        { path: '/dashboard/parent', element: <AddChildForm /> },
        { path: '/dashboard/parent/child/:childId', element: <ProfileStandIn /> },
      ],
      '/dashboard/parent?module=children',
      createFakeAuthServer([PARENT]),
    );
    await waitForAuth();
    changeField(await screen.findByLabelText('Your child’s name'), { target: { value: 'Ava Taylor' } });
    changeField(screen.getByLabelText('What they like to be called (optional)'), { target: { value: 'Ava' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add child' }));

    expect(await screen.findByText(`Profile at /dashboard/parent/child/${AVA_ID}, just added: ${AVA_ID}`)).toBeTruthy();
    expect(window.localStorage.getItem(CURRENT_CHILD_STORAGE_KEY)).toBe(AVA_ID);
    expect(created).toHaveLength(1);
  });
});
