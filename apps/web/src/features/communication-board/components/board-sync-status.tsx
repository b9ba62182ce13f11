import type { BoardButton, BoardSetResponse } from '@tedi/contracts';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { useOnline } from '../../../lib/use-online.ts';
import { useBoardOutbox } from '../api/board.ts';
import { type BoardRefusal, dismissBoardRefusal } from '../api/board-outbox.ts';

/** Whether this device's board changes have reached the server, in words and an icon, never by colour alone. */
export function BoardSyncStatus({ childId, announce = true }: { childId: string; announce?: boolean }) {
  const { outbox, saving } = useBoardOutbox(childId);
  const online = useOnline();
  const waiting = outbox.writes.length;
  const [icon, words] = saving
    ? ['↻', 'Saving…']
    : waiting > 0
      ? [
          '⏳',
          `${waiting} ${waiting === 1 ? 'change' : 'changes'} waiting to be sent${online ? '' : ' — you’re offline'}`,
        ]
      : ['✓', 'All changes saved'];
  return (
    // Shown twice (by the board and in the editor), it is read out once.
    <p role={announce ? 'status' : undefined} className="flex items-center gap-2 font-semibold">
      <span aria-hidden="true">{icon}</span>
      {words}
    </p>
  );
}

const labelsOf = (buttons: readonly Pick<BoardButton, 'label'>[] | undefined) =>
  (buttons ?? []).map((button) => button.label).join(', ') || 'no buttons';

/**
 * Each change made offline that the server refused, until the parent has read it. A board changed elsewhere first
 * is shown as it is now beside the parent's own version, which they can put back into the editor.
 */
export function BoardRefusals({
  childId,
  set,
  onPutBack,
}: {
  childId: string;
  set: BoardSetResponse;
  onPutBack: (refusal: BoardRefusal) => void;
}) {
  const { key, outbox } = useBoardOutbox(childId);
  return outbox.refusals.map((refusal, index) => {
    const what = refusal.boardId === null ? refusal.boardName : `“${refusal.boardName}”`;
    const current = set.boards.find((board) => board.id === refusal.boardId);
    const changedElsewhere = refusal.status === 409;
    return (
      <Notice key={index} tone="warning" title={`Your change to ${what} wasn’t saved`}>
        <div className="flex flex-col gap-2">
          <p>
            {changedElsewhere
              ? `Your change to ${what} made on this device while offline wasn’t saved, because the board was changed on another device first. Here it is as it is now.`
              : `Your change to ${what} made on this device while offline wasn’t saved: ${refusal.message}`}
          </p>
          {current ? (
            <>
              <p>As it is now: {labelsOf(current.buttons)}.</p>
              <p>Your version: {labelsOf(refusal.mine.buttons as BoardButton[] | undefined)}.</p>
            </>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {changedElsewhere && current ? (
              <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => onPutBack(refusal)}>
                Put my change back
              </button>
            ) : null}
            <button type="button" className={BUTTON_CLASSES.link} onClick={() => dismissBoardRefusal(key, refusal)}>
              {current ? 'Keep the board as it is now' : 'I’ve read this'}
            </button>
          </div>
        </div>
      </Notice>
    );
  });
}
