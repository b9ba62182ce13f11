import type { BoardSetResponse, BoardUsageResponse, BoardUsageState, ChildListResponse } from '@tedi/contracts';
import { DEFAULT_BOARD_ACCESS } from '@tedi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { CommunicationPage } from '../routes/communication-page.tsx';
import { UsageLog } from './usage-log.tsx';
import { changeField } from '../../../testing/change-field.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };
const OLLIE = '0f8fad5b-d9cb-469f-a165-70867728950e';
const HOME = '11111111-1111-4111-8111-111111111111';
const USAGE = `/api/v1/children/${OLLIE}/board/usage`;

const SET: BoardSetResponse = {
  childId: OLLIE,
  homeBoardId: HOME,
  coreButtons: [],
  speech: { voiceName: null, voiceLang: null, rate: 1, pitch: 1, quietBuilding: false },
  revision: 1,
  access: DEFAULT_BOARD_ACCESS,
  boards: [
    { id: HOME, name: 'Home', rows: 1, columns: 1, coreWords: true, buttons: [], revision: 1, updatedAt: '2026-11-24' },
  ],
  permissions: { edit: true },
};

const WORDS = {
  7: [
    { word: 'more', count: 4 },
    { word: 'drink', count: 1 },
  ],
  30: [
    { word: 'more', count: 12 },
    { word: 'drink', count: 6 },
    { word: 'a drink please', count: 3 },
  ],
} as Record<number, { word: string; count: number }[]>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The board and its usage log as the server answers them, for a reader who may manage the log or not. */
function fakeUsageApi({ manage = true, state = 'off' }: { manage?: boolean; state?: BoardUsageState } = {}) {
  let current = state;
  let cleared = false;
  const requests: { method: string; path: string; search: string; body: unknown }[] = [];
  const fakeFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, search: url.search, body });
    if (url.pathname === '/api/v1/children') {
      const list: ChildListResponse = {
        canCreate: true,
        children: [
          {
            id: OLLIE,
            name: 'Oliver Taylor',
            preferredName: 'Ollie',
            dateOfBirth: null,
            photo: null,
            archivedAt: null,
            permissions: {} as never,
          },
        ],
      };
      return json(200, list);
    }
    if (url.pathname === `/api/v1/children/${OLLIE}/board`) return json(200, SET);
    if (url.pathname === USAGE && method === 'GET') {
      const days = Number(url.searchParams.get('days'));
      const words = cleared ? [] : (WORDS[days] ?? []);
      const log: BoardUsageResponse = {
        state: current,
        since: days === 7 ? '2026-11-18' : '2026-10-26',
        words,
        totalWords: words.reduce((sum, each) => sum + each.count, 0),
        permissions: { manage },
      };
      return json(200, log);
    }
    if (url.pathname === USAGE && method === 'PUT') {
      current = (body as { state: BoardUsageState }).state;
      return json(200, { state: current });
    }
    if (url.pathname === USAGE && method === 'DELETE') {
      cleared = true;
      return new Response(null, { status: 204 });
    }
    return json(404, { code: 'not_found', message: 'Nothing here' });
  }) as typeof fetch;
  return { fetch: fakeFetch, requests };
}

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await stopAuthClients();
});

async function renderLog(api: ReturnType<typeof fakeUsageApi>) {
  vi.stubGlobal('fetch', api.fetch);
  storeSession(PARENT);
  renderWithAuth(
    [{ path: '/log', element: <UsageLog childId={OLLIE} childName="Ollie" /> }],
    '/log',
    createFakeAuthServer([{ ...PARENT }]),
  );
  await waitForAuth();
  await screen.findByRole('heading', { name: 'Usage log' });
}

describe('the board’s usage log', () => {
  it('is a section of the communication page, loaded with it, off until a parent turns it on', async () => {
    const api = fakeUsageApi();
    vi.stubGlobal('fetch', api.fetch);
    storeSession(PARENT);
    renderWithAuth(
      [{ path: '/parent/communication', Component: CommunicationPage }],
      '/parent/communication',
      createFakeAuthServer([{ ...PARENT }]),
    );
    await waitForAuth();
    const section = await screen.findByRole('region', { name: 'Usage log' });
    expect(await within(section).findByRole('radio', { name: /^Off/ })).toHaveProperty('checked', true);
    expect(within(section).getByText(/Words said on this page are never counted/)).toBeTruthy();
  });

  it('shows the words used most as bars and as a table, with the total, for the period chosen', async () => {
    const api = fakeUsageApi({ state: 'on' });
    await renderLog(api);
    const table = await screen.findByRole('table', { name: /Words used most in the last 30 days/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['more12', 'drink6', 'a drink please3']);
    expect(screen.getByText(/Total words said in the last 30 days \(since 26 October 2026\)/).textContent).toMatch(
      /21$/,
    );
    const bars = screen.getByRole('figure', { name: 'The 3 words Ollie used most' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['more12 times', 'drink6 times', 'a drink please3 times']);

    changeField(screen.getByLabelText('Period'), { target: { value: '7' } });
    await screen.findByRole('table', { name: /Words used most in the last 7 days/ });
    expect(api.requests.some((request) => request.path === USAGE && request.search === '?days=7')).toBe(true);
    expect(screen.getByText(/Total words said in the last 7 days \(since 18 November 2026\)/).textContent).toMatch(
      /5$/,
    );
  });

  it('lets a parent turn the log on, and pause it, with Save', async () => {
    const api = fakeUsageApi();
    await renderLog(api);
    fireEvent.click(await screen.findByRole('radio', { name: /^On/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: the usage log is on.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ state: 'on' });
    await waitFor(() => expect(screen.getByRole('radio', { name: /^On/ })).toHaveProperty('checked', true));

    fireEvent.click(screen.getByRole('radio', { name: /^Paused/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: the usage log is paused.')).toBeTruthy();
  });

  it('clears the log only after the parent confirms; Cancel keeps it', async () => {
    const api = fakeUsageApi({ state: 'on' });
    await renderLog(api);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear Ollie’s usage log?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel, keep it' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel, keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Clear the log' }));
    const again = await screen.findByRole('dialog', { name: 'Clear Ollie’s usage log?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Clear the log' }));
    expect(await screen.findByText('The usage log was cleared.')).toBeTruthy();
    expect(await screen.findByText(/No words were counted in the last 30 days/)).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'DELETE' && request.path === USAGE)).toBe(true);
  });

  it('shows a family member the words, but not the controls only parents have', async () => {
    await renderLog(fakeUsageApi({ manage: false, state: 'on' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByText(/A parent of the family can change this/).textContent).toContain('The usage log is on');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear the log' })).toBeNull();
  });
});
