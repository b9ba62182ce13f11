import type { BoardResponse, BoardSetResponse } from '@tedi/contracts';

import { ApiRequestError } from '../../../lib/api-client.ts';
import { outboxKey } from '../../../lib/offline/outbox-storage.ts';

/**
 * Board writes made with no connection, kept on the device until they reach the server (decision 38). Each is
 * the exact request the editor would have sent, with the revision it was read at, so the server still refuses it
 * (409) if the board changed elsewhere meanwhile. What the server refuses is kept as a refusal until the parent has
 * seen it: nothing leaves the outbox unseen.
 */

export interface BoardWrite {
  readonly method: 'PUT';
  /** The API path, as `BOARD_API` builds it. */
  readonly path: string;
  readonly body: { readonly revision: number } & Record<string, unknown>;
  /** The board written, or null for the set's settings. */
  readonly boardId: string | null;
  /** What the parent knows it by, for the notice if it is refused. */
  readonly boardName: string;
}

export interface BoardRefusal {
  readonly boardId: string | null;
  readonly boardName: string;
  readonly status: number;
  /** The server's own words, for a refusal other than a change made elsewhere. */
  readonly message: string;
  /** The parent's own version, so they can put it back. */
  readonly mine: BoardWrite['body'];
}

export interface BoardOutbox {
  readonly writes: readonly BoardWrite[];
  readonly refusals: readonly BoardRefusal[];
}

const EMPTY: BoardOutbox = { writes: [], refusals: [] };

/** One outbox per signed-in person and child, so someone else signing in on the device never sends it. */
export const boardOutboxKey = outboxKey;

// The parsed outbox is kept per stored text, so `useSyncExternalStore` sees the same object until it changes.
const parsed = new Map<string, { raw: string | null; outbox: BoardOutbox }>();
const listeners = new Set<() => void>();
const sending = new Set<string>();

export function readBoardOutbox(key: string): BoardOutbox {
  const raw = window.localStorage.getItem(key);
  const cached = parsed.get(key);
  if (cached && cached.raw === raw) return cached.outbox;
  let outbox = EMPTY;
  try {
    if (raw) outbox = { ...EMPTY, ...(JSON.parse(raw) as Partial<BoardOutbox>) };
  } catch {
    // Not ours to read: treated as empty rather than breaking the page.
  }
  parsed.set(key, { raw, outbox });
  return outbox;
}

function writeBoardOutbox(key: string, change: (outbox: BoardOutbox) => BoardOutbox): void {
  const next = change(readBoardOutbox(key));
  if (next.writes.length === 0 && next.refusals.length === 0) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, JSON.stringify(next));
  notify();
}

// Compared by content: the outbox is read afresh from storage, so the same write is not the same object.
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function notify(): void {
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: changes here, and in another tab of the same browser. */
export function subscribeToBoardOutbox(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const isSendingBoardOutbox = (key: string) => sending.has(key);

/**
 * Keeps a write to send later. An older pending write of the same board (or of the settings) is merged into it:
 * a board is written whole, so the latest wins; settings are written in parts, so both parts are kept. The
 * older write's place in the queue is kept, and so is the revision both were read at.
 */
export function keepBoardWrite(key: string, write: BoardWrite): void {
  writeBoardOutbox(key, (outbox) => {
    const older = outbox.writes.find((each) => each.path === write.path);
    if (!older) return { ...outbox, writes: [...outbox.writes, write] };
    const merged = { ...write, body: { ...older.body, ...write.body } };
    return { ...outbox, writes: outbox.writes.map((each) => (each === older ? merged : each)) };
  });
}

/** The parent has seen a refusal (and may have put their change back). */
export function dismissBoardRefusal(key: string, refusal: BoardRefusal): void {
  writeBoardOutbox(key, (outbox) => ({ ...outbox, refusals: outbox.refusals.filter((each) => !same(each, refusal)) }));
}

/** The board set as this device shows it: the server's copy with the writes still waiting laid over it. */
export function withPendingWrites(set: BoardSetResponse, writes: readonly BoardWrite[]): BoardSetResponse {
  return writes.reduce<BoardSetResponse>((current, { boardId, body }) => {
    if (boardId === null) return { ...current, ...body, revision: current.revision };
    return {
      ...current,
      boards: current.boards.map((board) =>
        board.id === boardId ? { ...board, ...body, revision: board.revision } : board,
      ),
    };
  }, set);
}

export interface BoardOutboxHandlers {
  send: (write: BoardWrite) => Promise<unknown>;
  onSent: (write: BoardWrite, answer: unknown) => void;
  /** The board as it is now on the server, for a write refused as stale. */
  onRefused: (refusal: BoardRefusal, current: BoardResponse | null) => void;
}

/**
 * Sends the writes in the order they were made, one at a time. A write the server answers leaves the outbox;
 * one it refuses (409, or another 4xx) leaves it as a refusal for the parent to see. With no connection, or a
 * server problem, it and everything after it wait for the next try.
 */
export async function sendBoardOutbox(key: string, { send, onSent, onRefused }: BoardOutboxHandlers): Promise<void> {
  if (sending.has(key)) return;
  sending.add(key);
  notify();
  try {
    for (const write of readBoardOutbox(key).writes) {
      try {
        onSent(write, await send(write));
        // A newer edit of the board merged in while this one was on its way stays, to be sent next time.
        writeBoardOutbox(key, (outbox) => ({ ...outbox, writes: outbox.writes.filter((each) => !same(each, write)) }));
      } catch (error) {
        const refused = error instanceof ApiRequestError && error.isClientError && error.status !== 401;
        if (!refused) return;
        const refusal: BoardRefusal = {
          boardId: write.boardId,
          boardName: write.boardName,
          status: error.status,
          message: error.message,
          mine: write.body,
        };
        writeBoardOutbox(key, (outbox) => ({
          writes: outbox.writes.filter((each) => !same(each, write)),
          refusals: [...outbox.refusals, refusal],
        }));
        onRefused(refusal, (error.details as { board?: BoardResponse } | undefined)?.board ?? null);
      }
    }
  } finally {
    sending.delete(key);
    notify();
  }
}
