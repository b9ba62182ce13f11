import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { AcceptInvitationView } from './accept-invitation-page.tsx';

const NEWCOMER: FakeAccount = { id: 'user-1', email: 'gran@example.com', password: 'a long walk', role: 'parent' };
const TOKEN = 'invitation-token-0123456789';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The family API as the page meets it: the preview, and what accepting answers. */
let previewAnswer: () => Response;
let acceptAnswer: () => Response;
let requests: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  requests = [];
  previewAnswer = () =>
    json(200, {
      familyName: 'The Taylor family',
      inviterName: 'Sam Taylor',
      email: 'gran@example.com',
      expiresAt: '2026-12-01T00:00:00.000Z',
    });
  acceptAnswer = () => json(200, { familyName: 'The Taylor family' });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init?.method ?? 'GET';
    requests.push({
      method,
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (url.pathname === '/api/v1/family/invitations/preview') return previewAnswer();
    if (url.pathname === '/api/v1/family/invitations/accept' && method === 'POST') return acceptAnswer();
    return json(404, { code: 'not_found', message: 'Not here.' });
  });
});

afterEach(async () => {
  await stopAuthClients();
  vi.unstubAllGlobals();
});

function renderPage(account: FakeAccount | null, path = `/accept-invitation?token=${TOKEN}`) {
  const server = createFakeAuthServer(account ? [account] : []);
  if (account) storeSession(account);
  const rendered = renderWithAuth(
    [
      { path: '/accept-invitation', element: <AcceptInvitationView /> },
      { path: '/dashboard/family-member', element: <h1>Family member dashboard</h1> },
      { path: '/auth', element: <h1>Sign-in page</h1> },
    ],
    path,
    server,
  );
  return { ...rendered, server };
}

describe('the invitation page', () => {
  it('shows who invites, and to a signed-out visitor links to create an account or sign in that come back here', async () => {
    renderPage(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join The Taylor family on Tedi' })).toBeTruthy();
    expect(screen.getByText(/Sam Taylor has invited you to join The Taylor family/)).toBeTruthy();
    await waitForAuth();
    const back = encodeURIComponent(`/accept-invitation?token=${TOKEN}`);
    const create = await screen.findByRole('link', { name: 'Create an account' });
    // The address the invitation was sent to goes along, to be filled in.
    expect(create.getAttribute('href')).toBe(`/register?redirect=${back}&email=gran%40example.com`);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth?redirect=${back}&email=gran%40example.com`,
    );
    expect(screen.getByText('gran@example.com', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });

  it('lets a signed-in person join, refreshes their session and takes them to the family member dashboard', async () => {
    const { server } = renderPage({ ...NEWCOMER });
    const join = await screen.findByRole('button', { name: 'Join The Taylor family' });
    // The server makes the account a family member; the refreshed token says so.
    server.accounts[0]!.role = 'family_member';
    fireEvent.click(join);
    expect(await screen.findByRole('heading', { name: 'Family member dashboard' })).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/v1/family/invitations/accept')?.body).toEqual({ token: TOKEN });
    expect(server.requests.some((r) => r.path === '/token?grant_type=refresh_token')).toBe(true);
  });

  it('tells a person signed in with another address which address to use, and offers to sign out', async () => {
    acceptAnswer = () =>
      json(403, {
        code: 'forbidden',
        message: 'This invitation was sent to g***@example.com. Please sign in with that address.',
        details: { reason: 'wrong_account' },
      });
    const { router } = renderPage({ ...NEWCOMER, email: 'someone.else@example.com' });
    fireEvent.click(await screen.findByRole('button', { name: 'Join The Taylor family' }));
    expect(
      await screen.findByText('This invitation was sent to g***@example.com. Please sign in with that address.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out and use another account' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    // The sign-in page starts with the invited address.
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('gran@example.com');
  });

  it('explains that an account with its own family cannot join', async () => {
    acceptAnswer = () =>
      json(403, {
        code: 'forbidden',
        message: 'This account already has its own family in Tedi, so it can’t join another family.',
        details: { reason: 'has_family' },
      });
    renderPage({ ...NEWCOMER });
    fireEvent.click(await screen.findByRole('button', { name: 'Join The Taylor family' }));
    expect(await screen.findByText(/already has its own family in Tedi/)).toBeTruthy();
    expect(screen.getByText(/Sign out, then sign in or create an account with the address/)).toBeTruthy();
  });

  it.each([
    ['expired', 'This invitation has expired.', /send a new invitation/],
    ['used', 'This invitation has already been used.', /If you accepted it, sign in/],
    ['revoked', 'This invitation has been withdrawn by the family.', /ask the person who invited you/],
    ['unknown', 'This invitation link isn’t valid.', /open the link from the e-mail again/],
  ])('explains a link that was %s and what to do, with no way to join', async (reason, message, whatToDo) => {
    previewAnswer = () => json(404, { code: 'not_found', message, details: { reason } });
    renderPage({ ...NEWCOMER });
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation can’t be used' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText(whatToDo)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Join/ })).toBeNull());
    expect(requests.some((r) => r.path.endsWith('/accept'))).toBe(false);
  });

  it('explains a link without its code', async () => {
    renderPage(null, '/accept-invitation');
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation link is incomplete' })).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
