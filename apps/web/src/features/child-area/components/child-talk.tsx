import { CHILD_AREA_API, type ChildAreaResponse } from '@tedi/contracts';

import { Notice } from '../../../components/ui/notice.tsx';
import { BoardPhotoAddress, BoardView } from '../../../lib/board/board-view.tsx';
import { useChildBoard } from '../api/child-side.ts';

/** A board photo, fetched through the child's own area (the API client adds /api/v1). */
const boardPhotoAddress = (fileId: string) => CHILD_AREA_API.boardPhoto(fileId).replace(/^\/api\/v1/, '');

/** Talk: the child's own communication board, in the voice their parent chose (or the one they picked). */
export function ChildTalk({ area }: { area: ChildAreaResponse }) {
  const board = useChildBoard();
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
      <BoardPhotoAddress.Provider value={boardPhotoAddress}>
        <BoardView set={board.data} speech={speech} />
      </BoardPhotoAddress.Provider>
    </div>
  );
}
