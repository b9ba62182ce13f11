import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients } from '../../testing/render-with-auth.tsx';
import { ChildAreaNotBuiltPage, NotFoundPage } from './not-found-page.tsx';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'x', role: 'parent' };
const MEMBER: FakeAccount = { id: 'member-1', email: 'gran@example.com', password: 'x', role: 'family_member' };
const CHILD: FakeAccount = { id: 'child-1', email: '', password: 'x', role: 'child' };
const HEADING = "We can't find that page";

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(async () => {
  await stopAuthClients();
});

function renderAt(path: string, who: FakeAccount | null, page = <NotFoundPage />) {
  if (who) storeSession(who);
  return renderWithAuth(
    [
      { path, element: page },
      { path: '/child/login', element: <h1>Signing in for children</h1> },
      { path: '/child', element: <h1>Child home</h1> },
    ],
    path,
    createFakeAuthServer([PARENT, MEMBER, CHILD]),
  );
}

describe('the not-found page', () => {
  it('keeps a signed-in parent inside the app, with a way back to their dashboard', async () => {
    renderAt('/parent/ehcp', PARENT);
    expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeTruthy();
    expect(document.title).toBe('Page not found – Tedi');
    const parentNavigation = screen.getByRole('navigation', { name: 'Parent' });
    expect(within(parentNavigation).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('/parent/ehcp');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard/parent');
    expect(screen.queryByRole('link', { name: /Create your account|Go to the home page/ })).toBeNull();
    // The Tedi name in the header leads to the dashboard too, not to the public site.
    expect(screen.getByRole('link', { name: 'Tedi home page' }).getAttribute('href')).toBe('/dashboard/parent');
  });

  it('keeps a signed-in family member inside their own area', async () => {
    renderAt('/dashboard/parent/messages', MEMBER);
    expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Family member' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard/family-member',
    );
  });

  it('shows a visitor who is not signed in the public site’s page', async () => {
    renderAt('/parent/ehcp', null);
    expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Parent' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('in the child area, sends someone not signed in to /child/login and keeps a signed-in parent in theirs', async () => {
    const signedOut = renderAt('/child/games', null, <ChildAreaNotBuiltPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Signing in for children' })).toBeTruthy();
    expect(signedOut.router.state.location.pathname).toBe('/child/login');
    signedOut.unmount();
    await stopAuthClients();

    const parent = renderAt('/child/games', PARENT, <ChildAreaNotBuiltPage />);
    expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Parent' })).toBeTruthy();
    expect(parent.router.state.location.pathname).toBe('/child/games');
  });

  it('takes a signed-in child home, with pictures, rather than showing them words about an address', async () => {
    const child = renderAt('/dashboard/parent/messages', CHILD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Child home' })).toBeTruthy();
    expect(child.router.state.location.pathname).toBe('/child');
  });
});
