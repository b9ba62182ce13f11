import {
  type BoardButton,
  type BoardResponse,
  type BoardSetResponse,
  type ChildListResponse,
  DEFAULT_BOARD_ACCESS,
} from '@tedi/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { CommunicationPage } from './communication-page.tsx';
import { changeField } from '../../../testing/change-field.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };
const OLLIE = '0f8fad5b-d9cb-469f-a165-70867728950e';
const HOME = '11111111-1111-4111-8111-111111111111';

const apple: BoardButton = {
  id: 'apple',
  row: 0,
  column: 1,
  label: 'apple',
  spokenText: null,
  background: '#ffe0b8',
  border: '#8a4500',
  image: null,
  linkBoardId: null,
  hidden: false,
};

const home = (overrides: Partial<BoardResponse> = {}): BoardResponse => ({
  id: HOME,
  name: 'Home',
  rows: 2,
  columns: 3,
  coreWords: true,
  buttons: [apple],
  revision: 3,
  updatedAt: '2026-11-24T10:00:00Z',
  ...overrides,
});

const setOf = (boards: BoardResponse[]): BoardSetResponse => ({
  childId: OLLIE,
  homeBoardId: boards[0]?.id ?? null,
  coreButtons: [],
  speech: { voiceName: null, voiceLang: null, rate: 1, pitch: 1, quietBuilding: false },
  access: DEFAULT_BOARD_ACCESS,
  revision: 1,
  boards,
  permissions: { edit: true },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The board's API as the server answers it; `onPut` decides what a save gets. */
function fakeBoardApi(initial: BoardSetResponse, onPut: (body: Record<string, unknown>) => Response) {
  let set = initial;
  const requests: { method: string; path: string; body: unknown }[] = [];
  const fakeFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
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
    if (url.pathname === `/api/v1/children/${OLLIE}/board`) return json(200, set);
    if (url.pathname === `/api/v1/children/${OLLIE}/board/starter` && method === 'POST') {
      set = setOf([home()]);
      return json(201, set);
    }
    if (url.pathname === `/api/v1/children/${OLLIE}/board/settings` && method === 'PUT') {
      set = { ...set, ...(body as Partial<BoardSetResponse>), revision: set.revision + 1 };
      return json(200, set);
    }
    if (url.pathname === `/api/v1/children/${OLLIE}/board/boards/${HOME}` && method === 'PUT') {
      return onPut(body as Record<string, unknown>);
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

async function renderPage(api: ReturnType<typeof fakeBoardApi>) {
  vi.stubGlobal('fetch', api.fetch);
  storeSession(PARENT);
  renderWithAuth(
    [{ path: '/parent/communication', Component: CommunicationPage }],
    '/parent/communication',
    createFakeAuthServer([{ ...PARENT }]),
  );
  await waitForAuth();
}

describe('the communication board page', () => {
  it('offers a child with no board the starter boards, then shows them', async () => {
    const api = fakeBoardApi(setOf([]), () => json(500, {}));
    await renderPage(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Make Ollie’s starter boards' }));
    expect(await screen.findByRole('group', { name: 'Home board' })).toBeTruthy();
    expect(api.requests.some((request) => request.path.endsWith('/board/starter'))).toBe(true);
  });

  it('saves a relabelled button from the revision it was opened at; a change made elsewhere is shown, not lost', async () => {
    const changedElsewhere = home({
      revision: 4,
      buttons: [{ ...apple, label: 'green apple' }],
    });
    const api = fakeBoardApi(setOf([home()]), () =>
      json(409, {
        code: 'conflict',
        message: 'This board was changed on another device since you opened it, so your change was not saved.',
        details: { board: changedElsewhere },
      }),
    );
    await renderPage(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Ollie’s board' }));
    fireEvent.click(await screen.findByRole('button', { name: /^apple\W+row 1, column 2/ }));
    changeField(screen.getByLabelText('Label'), { target: { value: 'red apple' } });
    expect(screen.getByText('Unsaved changes on this device')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(/changed on another device/)).toBeTruthy();
    const put = api.requests.find((request) => request.method === 'PUT')!;
    expect(put.body).toMatchObject({ revision: 3, buttons: [{ id: 'apple', row: 0, column: 1, label: 'red apple' }] });
    // What the parent typed is still there until they choose to see the other device's version.
    expect(screen.getByLabelText<HTMLInputElement>('Label').value).toBe('red apple');
    fireEvent.click(screen.getByRole('button', { name: 'Show the board as it is now' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Label').value).toBe('green apple'));
  });

  it('keeps a change saved offline on the device, and sends it when the connection comes back', async () => {
    const api = fakeBoardApi(setOf([home()]), (body) => json(200, { ...home(), ...body, revision: 4 }));
    let connected = true;
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => connected);
    const fetchWhileConnected = api.fetch;
    api.fetch = (input, init) =>
      connected ? fetchWhileConnected(input, init) : Promise.reject(new TypeError('Failed to fetch'));
    await renderPage(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Ollie’s board' }));
    fireEvent.click(await screen.findByRole('button', { name: /^apple\W+row 1, column 2/ }));
    changeField(screen.getByLabelText('Label'), { target: { value: 'red apple' } });

    connected = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Kept on this device until it can be sent')).toBeTruthy();
    expect(screen.getAllByText('1 change waiting to be sent — you’re offline')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /^red apple\W+row 1, column 2/ })).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);

    connected = true;
    act(() => void window.dispatchEvent(new Event('online')));

    await waitFor(() => expect(screen.getAllByText('All changes saved')).toHaveLength(2));
    const put = api.requests.find((request) => request.method === 'PUT')!;
    expect(put.body).toMatchObject({ revision: 3, buttons: [{ id: 'apple', label: 'red apple' }] });
    expect(window.localStorage.getItem(`tedi.board-outbox.${PARENT.id}.${OLLIE}`)).toBeNull();
    onLine.mockRestore();
  });

  it('moves a button by keyboard-reachable controls, one cell at a time, and keeps every other button in place', async () => {
    const api = fakeBoardApi(setOf([home()]), (body) => json(200, { ...home(), ...body, revision: 4 }));
    await renderPage(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Ollie’s board' }));
    fireEvent.click(await screen.findByRole('button', { name: /^apple\W+row 1, column 2/ }));
    expect(screen.getByRole('button', { name: /Move up/ })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: /Move down/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved');
    const put = api.requests.find((request) => request.method === 'PUT')!;
    expect(put.body).toMatchObject({ buttons: [{ id: 'apple', row: 1, column: 1 }] });
  });

  it('changes a core word once for every board, through the set’s settings', async () => {
    const api = fakeBoardApi(
      { ...setOf([home()]), coreButtons: [{ ...apple, id: 'core-i', row: 0, column: 0, label: 'I' }] },
      () => json(500, {}),
    );
    await renderPage(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Ollie’s board' }));
    fireEvent.click(await screen.findByRole('button', { name: /^I\W+row 1, column 1, core word/ }));
    expect(screen.getByText(/is a core word: it is in this cell on every board/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Move this button' })).toBeNull();
    changeField(screen.getByLabelText('Label'), { target: { value: 'me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the core word on every board' }));
    await waitFor(() => expect(api.requests.some((request) => request.path.endsWith('/board/settings'))).toBe(true));
    const put = api.requests.find((request) => request.path.endsWith('/board/settings'))!;
    expect(put.body).toMatchObject({ revision: 1, coreButtons: [{ id: 'core-i', row: 0, column: 0, label: 'me' }] });
    expect(await screen.findByRole('button', { name: /^me$/ })).toBeTruthy();
  });

  it('saves how the child selects with the set’s settings, and the board then scans with one switch', async () => {
    const api = fakeBoardApi(setOf([home()]), () => json(500, {}));
    await renderPage(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Ollie’s board' }));
    const how = await screen.findByRole('group', { name: 'How Ollie selects' });
    expect(screen.queryByLabelText(/Scan speed/)).toBeNull();
    fireEvent.click(within(how).getByRole('radio', { name: /One switch/ }));
    changeField(screen.getByLabelText(/Scan speed/), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save how Ollie selects' }));
    expect(await screen.findByText('The scan speed can be at most 5 seconds')).toBeTruthy();
    changeField(screen.getByLabelText(/Scan speed/), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save how Ollie selects' }));
    expect(await screen.findByText('Saved: Ollie selects by one switch on every device.')).toBeTruthy();
    const put = api.requests.find((request) => request.path.endsWith('/board/settings'))!;
    expect(put.body).toEqual({ revision: 1, access: { method: 'one-switch', dwellMs: 1200, scanMs: 2500 } });
    expect(screen.getByText(/One switch: press Space or Enter when the row you want lights up/)).toBeTruthy();
  });
});
