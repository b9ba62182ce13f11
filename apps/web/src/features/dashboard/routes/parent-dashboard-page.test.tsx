import {
  CHILD_AREAS,
  DEFAULT_PREFERENCES,
  type ChildPermissions,
  type ChildResponse,
  type OnboardingAnswers,
  type ProfileResponse,
} from '@tedi/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { ParentDashboardPage } from './parent-dashboard-page.tsx';

// Every part of Tedi counts as built here, so the order the parent's answers give can be seen in every layout, as
// it will be once those parts are built. Which parts are offered today is the shortcuts model's own test.
vi.mock('../model/shortcuts.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../model/shortcuts.ts')>();
  return {
    ...original,
    dashboardShortcuts: (choices: Parameters<typeof original.dashboardShortcuts>[0] = {}) =>
      original.dashboardShortcuts({ ...choices, isLive: () => true }),
  };
});

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'x', role: 'parent' };

const OLLIE: ChildResponse = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  name: 'Oliver Taylor',
  preferredName: 'Ollie',
  dateOfBirth: '2019-03-12',
  photo: null,
  archivedAt: null,
  permissions: {
    canEdit: true,
    areas: Object.fromEntries(CHILD_AREAS.map((area) => [area, 'edit'])) as ChildPermissions['areas'],
    canArchive: true,
    canUploadPhoto: true,
    canDownloadFiles: true,
  },
  pronouns: null,
  communication: { speech: 'Single words.', signs: null, aac: null, whatHelps: null },
  sensory: { seeks: null, avoids: null },
  likes: null,
  dislikes: null,
  needs: null,
  strengths: null,
  school: { name: null, contacts: [] },
  emergencyInformation: 'Call Sam first.',
  conditions: [],
  contacts: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

let displayName: string | null;
let answers: OnboardingAnswers;
let invitations: unknown[];
let access: Record<string, unknown> | null;

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  displayName = 'Sam';
  answers = {};
  invitations = [];
  access = null;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    const { pathname } = url;
    if (pathname === '/api/v1/children') return json(200, { children: [OLLIE], canCreate: true });
    if (pathname === `/api/v1/children/${OLLIE.id}`) return json(200, OLLIE);
    if (pathname === '/api/v1/me/profile') {
      const profile: ProfileResponse = {
        id: 'profile-1',
        userId: PARENT.id,
        role: 'parent',
        displayName,
        onboardingCompleted: true,
        accountType: 'parent',
      };
      return json(200, profile);
    }
    if (pathname === '/api/v1/me/onboarding') return json(200, { currentStep: 6, completed: true, answers });
    if (pathname === '/api/v1/me/preferences') return json(200, DEFAULT_PREFERENCES);
    if (pathname === '/api/v1/me/deletion') {
      return json(200, { scheduled: false, requestedAt: null, deleteAfter: null, removesFamilyData: false });
    }
    if (pathname === '/api/v1/family/members') return json(200, { members: [] });
    if (pathname === '/api/v1/family/invitations') return json(200, { invitations });
    if (pathname === '/api/v1/subscriptions/me' && access) return json(200, access);
    return json(404, { code: 'not_found', message: `No fake for ${pathname}` });
  });
});
afterEach(async () => {
  await stopAuthClients();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderDashboard(address: string) {
  storeSession(PARENT);
  const rendered = renderWithAuth(
    [
      { path: '/dashboard/parent', Component: ParentDashboardPage },
      { path: '/dashboard/parent/tiles', Component: ParentDashboardPage },
      { path: '/dashboard/parent/cursor', Component: ParentDashboardPage },
      { path: '/dashboard/parent/enhanced', Component: ParentDashboardPage },
    ],
    address,
    createFakeAuthServer([PARENT]),
  );
  await waitForAuth();
  return rendered;
}

/** The labels of a list of links, in order. */
const linkLabels = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.firstElementChild?.textContent ?? link.textContent);

describe('the parent dashboard', () => {
  it('greets the parent by the name they gave, for the time of day on their device', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 8, 30));
    await renderDashboard('/dashboard/parent');
    expect(await screen.findByText('Good morning, Sam')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeTruthy();
  });

  it('counts the free trial down while it runs, with the way to what comes after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T09:00:00.000Z'));
    access = {
      hasAccess: true,
      source: 'trial',
      endsAt: '2026-12-17T10:00:00.000Z',
      plan: null,
      status: null,
      licence: null,
      cancelAtPeriodEnd: false,
      paymentsAvailable: false,
      canManageBilling: false,
      launchOfferAvailable: false,
    };
    await renderDashboard('/dashboard/parent');
    expect(await screen.findByText(/^Your free trial: 24 days left \(until 17 December 2026\)\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose how to keep Tedi' }).getAttribute('href')).toBe('/subscription');
  });

  it('greets without a name when none was given', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 19, 0));
    displayName = null;
    await renderDashboard('/dashboard/parent/tiles');
    expect(await screen.findByText('Good evening')).toBeTruthy();
    expect(screen.queryByText(/Good evening,/)).toBeNull();
  });

  it('lists the parts of Tedi for what the parent said they need help with first, in every layout', async () => {
    answers = { needs: ['benefits', 'health'] };
    const first = ['Health hub', 'Hospital passport', 'DLA', 'Documents'];
    for (const [address, heading] of [
      ['/dashboard/parent', 'Everything in Tedi'],
      ['/dashboard/parent/tiles', 'Everything in Tedi'],
      ['/dashboard/parent/enhanced', 'Everything in Tedi'],
      ['/dashboard/parent/cursor', 'Go to'],
    ] as const) {
      const { unmount } = await renderDashboard(address);
      const list = await screen.findByRole('list', { name: heading });
      expect(linkLabels(list).slice(0, 4), address).toEqual(first);
      expect(linkLabels(list), address).toContain('Your children');
      unmount();
      await stopAuthClients();
    }
  });

  it('keeps the usual order for a parent who chose nothing', async () => {
    await renderDashboard('/dashboard/parent');
    const list = await screen.findByRole('list', { name: 'Everything in Tedi' });
    expect(linkLabels(list).slice(0, 3)).toEqual(['Your children', 'Family members', 'Messages']);
  });

  it('suggests inviting whoever the parent said shares the care, until someone is invited', async () => {
    answers = { family: { hasCoParent: true, coParentName: 'Alex', helpers: 'Gran on Tuesdays' } };
    const { unmount } = await renderDashboard('/dashboard/parent?module=family');
    expect(await screen.findByText('You told us Alex shares the care with you.')).toBeTruthy();
    expect(screen.getByText('You also told us who else helps: “Gran on Tuesdays”.')).toBeTruthy();
    expect(screen.getByText('To invite them, enter their e-mail address below.')).toBeTruthy();
    unmount();
    await stopAuthClients();

    invitations = [
      {
        id: 'inv-1',
        email: 'alex@example.com',
        status: 'pending',
        createdAt: '2026-11-20T10:00:00.000Z',
        expiresAt: '2026-11-27T10:00:00.000Z',
        grants: [],
      },
    ];
    await renderDashboard('/dashboard/parent?module=family');
    expect(await screen.findByText('alex@example.com')).toBeTruthy();
    expect(screen.queryByText(/You told us/)).toBeNull();
  });
});
