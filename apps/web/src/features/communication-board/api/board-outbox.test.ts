import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiRequestError } from '../../../lib/api-client.ts';
import { boardButton } from '../../../lib/board/board-fixtures.ts';
import { type BoardWrite, boardOutboxKey, keepBoardWrite, readBoardOutbox, sendBoardOutbox } from './board-outbox.ts';

const KEY = boardOutboxKey('parent-1', 'child-1');

const boardWrite = (boardId: string, boardName: string, label: string, revision = 3): BoardWrite => ({
  method: 'PUT',
  path: `/api/v1/children/child-1/board/boards/${boardId}`,
  body: { revision, name: boardName, rows: 1, columns: 1, buttons: [boardButton('a', 0, 0, label)] },
  boardId,
  boardName,
});

const handlers = (send: (write: BoardWrite) => Promise<unknown>) => ({ send, onSent: vi.fn(), onRefused: vi.fn() });

beforeEach(() => window.localStorage.clear());

describe('the board outbox', () => {
  it('is kept per person and child, and keeps only the latest write of each board', () => {
    keepBoardWrite(KEY, boardWrite('food', 'Food and drink', 'apple'));
    keepBoardWrite(KEY, boardWrite('home', 'Home', 'I'));
    keepBoardWrite(KEY, boardWrite('food', 'Food and drink', 'red apple'));

    expect(window.localStorage.getItem('tedi.board-outbox.parent-1.child-1')).not.toBeNull();
    const { writes } = readBoardOutbox(KEY);
    expect(writes.map((write) => [write.boardId, (write.body.buttons as { label: string }[])[0]?.label])).toEqual([
      ['food', 'red apple'],
      ['home', 'I'],
    ]);
  });

  it('sends the writes in order, and each answered one leaves', async () => {
    keepBoardWrite(KEY, boardWrite('food', 'Food and drink', 'apple'));
    keepBoardWrite(KEY, boardWrite('home', 'Home', 'I'));
    const sent: string[] = [];
    const outbox = handlers((write) => {
      sent.push(write.path);
      return Promise.resolve({ id: write.boardId, revision: 4 });
    });

    await sendBoardOutbox(KEY, outbox);

    expect(sent).toEqual(['/api/v1/children/child-1/board/boards/food', '/api/v1/children/child-1/board/boards/home']);
    expect(outbox.onSent).toHaveBeenCalledTimes(2);
    expect(readBoardOutbox(KEY)).toEqual({ writes: [], refusals: [] });
  });

  it('turns a write refused as stale into a refusal with the board as it is now', async () => {
    keepBoardWrite(KEY, boardWrite('food', 'Food and drink', 'red apple'));
    const now = { id: 'food', name: 'Food and drink', revision: 4, buttons: [boardButton('a', 0, 0, 'green apple')] };
    const outbox = handlers(() =>
      Promise.reject(new ApiRequestError(409, 'conflict', 'Changed on another device', { board: now })),
    );

    await sendBoardOutbox(KEY, outbox);

    const { writes, refusals } = readBoardOutbox(KEY);
    expect(writes).toEqual([]);
    expect(refusals).toEqual([expect.objectContaining({ boardId: 'food', boardName: 'Food and drink', status: 409 })]);
    expect(refusals[0]?.mine).toMatchObject({ revision: 3, buttons: [{ label: 'red apple' }] });
    expect(outbox.onRefused).toHaveBeenCalledWith(refusals[0], now);
  });

  it('keeps every write while the connection is down', async () => {
    keepBoardWrite(KEY, boardWrite('food', 'Food and drink', 'apple'));
    keepBoardWrite(KEY, boardWrite('home', 'Home', 'I'));
    const send = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));

    await sendBoardOutbox(KEY, handlers(send));

    expect(send).toHaveBeenCalledTimes(1);
    expect(readBoardOutbox(KEY).writes).toHaveLength(2);
    expect(readBoardOutbox(KEY).refusals).toEqual([]);
  });
});
