import type { ChildResponse } from '@tedi/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CURRENT_CHILD_STORAGE_KEY } from '../../../lib/settings/settings-storage.ts';
import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { ChildProfilePage } from '../../children/routes/child-profile-page.tsx';
import { createFakeChildrenApi, ollie, OLLIE_ID } from '../../children/testing/fake-children-api.ts';
import { AddChildForm } from './add-child-form.tsx';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'x', role: 'parent' };
const AVA_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

beforeEach(() => {
  window.localStorage.clear();
  // The family has Ollie, who the dashboard shows.
  window.localStorage.setItem(CURRENT_CHILD_STORAGE_KEY, OLLIE_ID);
  const children = createFakeChildrenApi([ollie()]);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    if (url.pathname === '/api/v1/children' && init?.method === 'POST') {
      const sent = JSON.parse(init.body as string) as { name: string; preferredName?: string };
      const ava: ChildResponse = ollie({
        id: AVA_ID,
        name: sent.name,
        preferredName: sent.preferredName || null,
        dateOfBirth: null,
        conditions: [],
        contacts: [],
      });
      children.children.push(ava);
      return new Response(JSON.stringify(ava), { status: 201, headers: { 'Content-Type': 'application/json' } });
    }
    return children.fetch(input, init);
  });
});
afterEach(async () => {
  await stopAuthClients();
  vi.unstubAllGlobals();
});

describe('adding a child', () => {
  it('shows the new child on the dashboard and says so, on screen and to screen readers', async () => {
    storeSession(PARENT);
    const { router } = renderWithAuth(
      [
        { path: '/dashboard/parent', element: <AddChildForm /> },
        { path: '/dashboard/parent/child/:childId', Component: ChildProfilePage },
      ],
      '/dashboard/parent?module=children',
      createFakeAuthServer([PARENT]),
    );
    await waitForAuth();
    fireEvent.change(await screen.findByLabelText('Your child’s name'), { target: { value: 'Ava Taylor' } });
    fireEvent.change(screen.getByLabelText('What they like to be called (optional)'), { target: { value: 'Ava' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add child' }));

    await screen.findByRole('heading', { level: 1, name: "Ava's profile" });
    expect(router.state.location.pathname).toBe(`/dashboard/parent/child/${AVA_ID}`);
    expect(window.localStorage.getItem(CURRENT_CHILD_STORAGE_KEY)).toBe(AVA_ID);
    // The polite status region is on the page first; its words follow, so they are read out.
    const said = 'You’ve added Ava. Your dashboard now shows Ava.';
    await waitFor(() => expect(screen.getAllByRole('status').some((region) => region.textContent === said)).toBe(true));
    expect(screen.getByText(said)).toBeTruthy();
  });

  it('says nothing about the dashboard when a profile is opened in the usual way', async () => {
    storeSession(PARENT);
    renderWithAuth(
      [{ path: '/dashboard/parent/child/:childId', Component: ChildProfilePage }],
      `/dashboard/parent/child/${OLLIE_ID}`,
      createFakeAuthServer([PARENT]),
    );
    await waitForAuth();
    await screen.findByRole('heading', { level: 1, name: "Ollie's profile" });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByText(/Your dashboard now shows/)).toBeNull();
  });
});
