import { BOARD_USAGE_LIMITS, type BoardButton, type ChildBoardResponse, spokenTextOf } from '@tedi/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';

import { isConnectionFailure } from '../../lib/api-client.ts';
import { useSignedInApi } from '../../lib/api/use-signed-in-api.ts';
import { sendBoardWords } from './api/child-side.ts';

/** How often the words said are sent while Talk is open. */
export const WORD_LOG_SEND_MS = 10_000;

/** The most words kept waiting for a connection; the oldest go first beyond it, so a long time offline stays small. */
export const WORD_LOG_KEPT_MAX = 2_000;

function keep(queue: string[], words: readonly string[]): void {
  queue.push(...words);
  if (queue.length > WORD_LOG_KEPT_MAX) queue.splice(0, queue.length - WORD_LOG_KEPT_MAX);
}

/**
 * While a parent has the board's usage log on, the words the child says on Talk (never folders, which only open a
 * board) are kept here and sent together every few seconds, and when the page is hidden or Talk closes, as a
 * request that outlives the page. Nothing is shown to the child about it, and a send that fails is dropped rather
 * than tried again, since a retry after a lost answer would count words twice; words that never left the device
 * (no connection) wait for the next send while Talk stays open. The server counts them only while
 * the log is on, so a log turned off since the board was read counts nothing.
 *
 * Returns what `BoardView` calls with each button pressed, or undefined while the log is not on.
 */
export function useWordLog(set: ChildBoardResponse | undefined): ((button: BoardButton) => void) | undefined {
  const api = useSignedInApi();
  const queue = useRef<string[]>([]);
  const on = set?.usageLog === 'on';
  const boardIds = useMemo(() => new Set(set?.boards.map((board) => board.id)), [set]);

  const send = useCallback(
    (keepalive: boolean) => {
      // With no connection the words wait in the queue for the next send.
      if (!navigator.onLine) return;
      const words = queue.current.splice(0);
      for (let start = 0; start < words.length; start += BOARD_USAGE_LIMITS.wordsPerPostMax) {
        const batch = words.slice(start, start + BOARD_USAGE_LIMITS.wordsPerPostMax);
        void sendBoardWords(api, batch, keepalive).catch((error: unknown) => {
          // Words that never reached the server are sent again; any other failure may have counted them already.
          if (isConnectionFailure(error)) keep(queue.current, batch);
        });
      }
    },
    [api],
  );

  useEffect(() => {
    if (!on) return;
    const timer = window.setInterval(() => send(false), WORD_LOG_SEND_MS);
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') send(true);
    };
    document.addEventListener('visibilitychange', whenHidden);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', whenHidden);
      send(true);
    };
  }, [on, send]);

  const heard = useCallback(
    (button: BoardButton) => {
      // A folder opens its board, as the board itself decides: it is not a word the child said.
      if (button.linkBoardId !== null && boardIds.has(button.linkBoardId)) return;
      keep(queue.current, [spokenTextOf(button)]);
      if (queue.current.length >= BOARD_USAGE_LIMITS.wordsPerPostMax) send(false);
    },
    [boardIds, send],
  );

  return on ? heard : undefined;
}
