import { BOARD_API, type BoardSetResponse, CHILD_AREA_API, type ChildAreaResponse } from '@tedi/contracts';
import { useEffect } from 'react';

import { Notice } from '../../../components/ui/notice.tsx';
import { BoardPhotoSourceContext, BoardView } from '../../../lib/board/board-view.tsx';
import { useChildAreaImage, useChildBoard } from '../api/child-side.ts';
import { useSayAloud } from '../say-aloud.ts';
import { useWordLog } from '../word-log.ts';
import { Symbol } from './symbol.tsx';

/** A board photo, fetched through the child's own area and kept on the device. */
function useChildBoardPhoto(fileId: string | null): string | undefined {
  return useChildAreaImage(fileId ? CHILD_AREA_API.boardPhoto(fileId) : null).data;
}

/** How many symbols are fetched for keeping at once, so the board on screen keeps most of a slow connection. */
const KEEPING_AT_ONCE = 4;

/**
 * Fetches every symbol of every board once the set has loaded, so the service worker keeps them all: a folder
 * first opened with no connection still shows its pictures. The pictures of the board on screen come first: the
 * rest wait until those have loaded, then go a few at a time.
 */
function useSymbolsKeptForOffline(set: BoardSetResponse | undefined) {
  useEffect(() => {
    if (!set) return;
    const names = new Set<string>();
    for (const button of [...set.coreButtons, ...set.boards.flatMap((board) => board.buttons)]) {
      if (button.image?.kind === 'symbol') names.add(button.image.name);
    }
    const waiting = [...names];
    let stopped = false;
    const keepNext = async (): Promise<void> => {
      for (let name = waiting.shift(); name !== undefined && !stopped; name = waiting.shift()) {
        await fetch(BOARD_API.symbol(name)).catch(() => undefined);
      }
    };
    const onScreen = [...document.querySelectorAll<HTMLImageElement>('main img')];
    void Promise.all(onScreen.map((image) => image.decode().catch(() => undefined))).then(() => {
      for (let lane = 0; lane < KEEPING_AT_ONCE; lane += 1) void keepNext();
    });
    return () => {
      stopped = true;
    };
  }, [set]);
}

const USAGE_NOTICE = 'A grown-up can see which words you use.';

/** Talk: the child's own communication board, in the voice their parent chose (or the one they picked). */
export function ChildTalk({ area }: { area: ChildAreaResponse }) {
  const board = useChildBoard();
  useSymbolsKeptForOffline(board.data);
  const onWord = useWordLog(board.data);
  if (board.isPending) return <p role="status">Getting your board…</p>;
  if (!board.data) {
    return (
      <Notice tone="warning" title="Your board didn’t open">
        Please ask a grown-up to help.
      </Notice>
    );
  }
  const speech = area.choices.voiceName
    ? { ...board.data.speech, voiceName: area.choices.voiceName }
    : board.data.speech;
  return (
    <div className="flex flex-col gap-2">
      <h1 className="sr-only">Talk</h1>
      {/* The children's code asks that a child is told, in a way they understand, when they are being watched. */}
      {board.data.usageLog === 'on' ? <UsageNotice area={area} /> : null}
      <BoardPhotoSourceContext value={useChildBoardPhoto}>
        <BoardView set={board.data} speech={speech} onWord={onWord} />
      </BoardPhotoSourceContext>
    </div>
  );
}

/** A small line in pictures and words that says itself when tapped, for a child who doesn't read yet. */
function UsageNotice({ area }: { area: ChildAreaResponse }) {
  const say = useSayAloud({ enabled: area.choices.sounds, voiceName: area.choices.voiceName });
  return (
    <button
      type="button"
      onClick={() => say(USAGE_NOTICE)}
      className="flex items-center gap-2 self-start rounded-lg bg-sand px-3 py-1 text-left text-base"
    >
      <Symbol name="person" className="size-8" />
      <Symbol name="eyes" className="size-8" />
      <Symbol name="speech-balloon" className="size-8" />
      <span>{USAGE_NOTICE}</span>
    </button>
  );
}
