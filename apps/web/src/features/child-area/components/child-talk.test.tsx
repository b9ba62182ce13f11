import type { BoardUsageState, ChildAreaResponse, ChildBoardResponse } from '@tedi/contracts';
import { DEFAULT_BOARD_ACCESS } from '@tedi/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { WORD_LOG_SEND_MS } from '../word-log.ts';
import { ChildTalk } from './child-talk.tsx';
import { boardButton as button } from '../../../lib/board/board-fixtures.ts';

const CHILD: FakeAccount = { id: 'child-user-1', email: 'child-1@child.invalid', password: 'unused', role: 'child' };
const HOME = '11111111-1111-4111-8111-111111111111';
const FOOD = '22222222-2222-4222-8222-222222222222';

const boardOf = (usageLog: BoardUsageState): ChildBoardResponse => ({
  childId: 'child-1',
  homeBoardId: HOME,
  coreButtons: [button('core-more', 0, 0, 'more')],
  speech: { voiceName: null, voiceLang: null, rate: 1, pitch: 1, quietBuilding: true },
  revision: 1,
  access: DEFAULT_BOARD_ACCESS,
  permissions: { edit: false },
  usageLog,
  boards: [
    {
      id: HOME,
      name: 'Home',
      rows: 2,
      columns: 3,
      coreWords: true,
      revision: 1,
      updatedAt: '2026-11-24T10:00:00Z',
      buttons: [
        button('food', 0, 2, 'Food', { linkBoardId: FOOD }),
        button('drink', 1, 1, 'drink', { spokenText: 'a drink please' }),
      ],
    },
    {
      id: FOOD,
      name: 'Food',
      rows: 2,
      columns: 3,
      coreWords: true,
      revision: 1,
      updatedAt: '2026-11-24T10:00:00Z',
      buttons: [button('apple', 0, 1, 'apple')],
    },
  ],
});

const AREA: ChildAreaResponse = {
  childId: 'child-1',
  name: 'Robbie',
  hasPhoto: false,
  choices: { sounds: false, theme: 'sand', voiceName: null },
  allowances: { sounds: true, theme: true, voice: false },
  sessionEndsAt: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Sent {
  readonly words: string[];
  readonly keepalive: boolean;
  readonly authorization: string | undefined;
}

/** The child's side of the API: the board, and every batch of words the page sends. */
function fakeChildApi(usageLog: BoardUsageState) {
  const sent: Sent[] = [];
  const fakeFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    if (url.pathname === '/api/v1/child-area/board') return json(200, boardOf(usageLog));
    if (url.pathname === '/api/v1/child-area/board/usage' && init.method === 'POST') {
      const body = JSON.parse(init.body as string) as { words: { word: string }[] };
      sent.push({
        words: body.words.map((each) => each.word),
        keepalive: init.keepalive === true,
        authorization: (init.headers as Record<string, string>)['Authorization'],
      });
      return new Response(null, { status: 204 });
    }
    return json(404, { code: 'not_found', message: 'Nothing here' });
  }) as typeof fetch;
  return { fetch: fakeFetch, sent };
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  window.localStorage.clear();
  // Only the sending interval is the test's to move; the auth client and Testing Library keep their own clocks.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(async () => {
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await stopAuthClients();
});

async function renderTalk(api: ReturnType<typeof fakeChildApi>) {
  vi.stubGlobal('fetch', api.fetch);
  storeSession(CHILD);
  const rendered = renderWithAuth(
    [{ path: '/child', element: <ChildTalk area={AREA} /> }],
    '/child?talk=1',
    createFakeAuthServer([{ ...CHILD }]),
  );
  await waitForAuth();
  await screen.findByRole('group', { name: 'Home board' });
  return rendered;
}

const press = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('Talk and the board’s usage log', () => {
  it('while the log is on, tells the child and sends the words said, together, every few seconds and when hidden', async () => {
    const api = fakeChildApi('on');
    await renderTalk(api);
    expect(screen.getByRole('button', { name: 'A grown-up can see which words you use.' })).toBeTruthy();

    press(/^more/);
    press(/^more/);
    press(/^drink/);
    // A folder opens a board; it is not a word.
    press(/^Food \(opens a board\)/);
    await screen.findByRole('group', { name: 'Food board' });
    press(/^apple/);
    expect(api.sent).toEqual([]);

    act(() => {
      vi.advanceTimersByTime(WORD_LOG_SEND_MS);
    });
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      words: ['more', 'more', 'a drink please', 'apple'],
      keepalive: false,
      authorization: expect.stringMatching(/^Bearer /),
    });

    press(/^more/);
    act(() => hidePage());
    await vi.waitFor(() => expect(api.sent).toHaveLength(2));
    expect(api.sent[1]).toMatchObject({ words: ['more'], keepalive: true });

    // Nothing new, nothing sent.
    act(() => {
      vi.advanceTimersByTime(WORD_LOG_SEND_MS * 3);
    });
    expect(api.sent).toHaveLength(2);
  });

  it('keeps the words said with no connection and sends them, once, when it is back', async () => {
    const api = fakeChildApi('on');
    let connected = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => connected);
    const answering = api.fetch;
    // The signal drops as a send leaves: the browser's own TypeError, the request never reached the server.
    let dropNext = false;
    api.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (dropNext && url.includes('/board/usage')) {
        dropNext = false;
        throw new TypeError('Failed to fetch');
      }
      return answering(input, init);
    };
    await renderTalk(api);

    // The board is open when the signal goes.
    connected = false;
    press(/^more/);
    act(() => {
      vi.advanceTimersByTime(WORD_LOG_SEND_MS * 2);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.sent).toEqual([]);

    connected = true;
    dropNext = true;
    press(/^drink/);
    act(() => {
      vi.advanceTimersByTime(WORD_LOG_SEND_MS);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.sent).toEqual([]);

    act(() => {
      vi.advanceTimersByTime(WORD_LOG_SEND_MS);
    });
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]?.words).toEqual(['more', 'a drink please']);
  });

  it.each(['off', 'paused'] as const)('while the log is %s, sends nothing and says nothing about it', async (state) => {
    const api = fakeChildApi(state);
    const { unmount } = await renderTalk(api);
    expect(screen.queryByText(/A grown-up can see/)).toBeNull();
    press(/^more/);
    press(/^drink/);
    act(() => {
      vi.advanceTimersByTime(WORD_LOG_SEND_MS * 2);
    });
    act(() => hidePage());
    unmount();
    // Long enough for a send, which waits for the session first, to have reached the network.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.sent).toEqual([]);
  });
});
