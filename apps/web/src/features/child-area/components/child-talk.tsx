import { BOARD_API, type BoardSetResponse, CHILD_AREA_API, type ChildAreaResponse } from '@tedi/contracts';
import { useEffect } from 'react';

import { Notice } from '../../../components/ui/notice.tsx';
import { BoardPhotoSourceContext, BoardView } from '../../../lib/board/board-view.tsx';
import { useChildAreaImage, useChildBoard } from '../api/child-side.ts';

/** A board photo, fetched through the child's own area (the API client adds /api/v1) and kept on the device. */
function useChildBoardPhoto(fileId: string | null): string | undefined {
  return useChildAreaImage(fileId ? CHILD_AREA_API.boardPhoto(fileId).replace(/^\/api\/v1/, '') : null).data;
}

/**
 * Fetches every symbol of every board once the set has loaded, so the service worker keeps them all: a folder
 * first opened with no connection still shows its pictures.
 */
function useSymbolsKeptForOffline(set: BoardSetResponse | undefined) {
  useEffect(() => {
    if (!set) return;
    const names = new Set<string>();
    for (const button of [...set.coreButtons, ...set.boards.flatMap((board) => board.buttons)]) {
      if (button.image?.kind === 'symbol') names.add(button.image.name);
    }
    for (const name of names) void fetch(BOARD_API.symbol(name)).catch(() => undefined);
  }, [set]);
}

/** Talk: the child's own communication board, in the voice their parent chose (or the one they picked). */
export function ChildTalk({ area }: { area: ChildAreaResponse }) {
  const board = useChildBoard();
  useSymbolsKeptForOffline(board.data);
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
      <BoardPhotoSourceContext value={useChildBoardPhoto}>
        <BoardView set={board.data} speech={speech} />
      </BoardPhotoSourceContext>
    </div>
  );
}
