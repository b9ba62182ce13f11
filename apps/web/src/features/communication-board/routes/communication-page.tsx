import { BOARD_SYMBOL_ATTRIBUTION } from '@tedi/contracts';
import { lazy, Suspense, useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { type AreaChild, ChildAreaPage } from '../../../lib/children/child-area-page.tsx';
import { useBoardOutbox, useBoardSet, useSendBoardOutbox, useStarterBoards } from '../api/board.ts';
import { type BoardRefusal, dismissBoardRefusal } from '../api/board-outbox.ts';
import { BoardRefusals, BoardSyncStatus } from '../components/board-sync-status.tsx';
import { BoardView } from '../../../lib/board/board-view.tsx';

// The editor is its own download, so the board opens at once and stays small.
const BoardEditor = lazy(() =>
  import('../components/board-editor.tsx').then((module) => ({ default: module.BoardEditor })),
);
// So is the usage log, read after the board.
const UsageLog = lazy(() => import('../components/usage-log.tsx').then((module) => ({ default: module.UsageLog })));

/**
 * /parent/communication: the child's communication board, for a parent (or a family member shared it) to model
 * language on with the child, and, for those who may change it, the board's editor, voice, printing and Open Board
 * Format files. Below them, the words the child says most on their own board, when a parent turns the log on.
 */
export function CommunicationPage() {
  return (
    <ChildAreaPage
      title="Communication board"
      area="board"
      wide
      noChild={{
        parent: 'Add a child on your dashboard first; their communication board starts here.',
        familyMember: 'No child’s board has been shared with you yet. The family’s parents choose what you can see.',
      }}
      footer={
        <p className="text-sm text-ink-muted">
          Symbols: {BOARD_SYMBOL_ATTRIBUTION.name} by {BOARD_SYMBOL_ATTRIBUTION.author}, used under the{' '}
          <a href={BOARD_SYMBOL_ATTRIBUTION.url} className="underline" rel="noreferrer">
            {BOARD_SYMBOL_ATTRIBUTION.licence} licence
          </a>
          .
        </p>
      }
    >
      {(child) => <BoardForChild child={child} />}
    </ChildAreaPage>
  );
}

function BoardForChild({ child }: { child: AreaChild }) {
  const set = useBoardSet(child.id);
  const starter = useStarterBoards(child.id);
  const [editing, setEditing] = useState(false);
  // A change refused after being made offline, put back into the editor to save again over the board as it is now.
  const [putBack, setPutBack] = useState<BoardRefusal | null>(null);
  const { key: outboxKey } = useBoardOutbox(child.id);
  useSendBoardOutbox(child.id);
  if (set.isPending) return <p role="status">Loading {child.name}’s board…</p>;
  if (set.isError) {
    return (
      <Notice tone="warning" title={`We couldn’t load ${child.name}’s board just now`}>
        <button type="button" onClick={() => void set.refetch()} className={BUTTON_CLASSES.link}>
          Try again
        </button>
      </Notice>
    );
  }
  const canEdit = set.data.permissions.edit;
  if (set.data.boards.length === 0) {
    return canEdit ? (
      <div className="flex flex-col items-start gap-3">
        <p>
          {child.name} has no board yet. Start from ready-made boards: core words in fixed places, feelings, food and
          drink, places, and {child.name}’s own people and favourite things from their profile. You can change every
          button afterwards.
        </p>
        <button
          type="button"
          className={BUTTON_CLASSES.primary}
          disabled={starter.isPending}
          onClick={() => starter.mutate()}
        >
          {starter.isPending ? 'Making the boards…' : `Make ${child.name}’s starter boards`}
        </button>
        {starter.isError ? <Notice tone="warning">{starter.error.message}</Notice> : null}
      </div>
    ) : (
      <p>{child.name} has no board yet. A parent of the family can make one.</p>
    );
  }
  return (
    <>
      {canEdit ? (
        <>
          <BoardSyncStatus childId={child.id} />
          <BoardRefusals
            childId={child.id}
            set={set.data}
            onPutBack={(refusal) => {
              dismissBoardRefusal(outboxKey, refusal);
              setPutBack(refusal);
              setEditing(true);
            }}
          />
        </>
      ) : null}
      <BoardView set={set.data} />
      {canEdit ? (
        <div className="flex flex-col gap-4 border-t-2 border-line pt-4">
          <button
            type="button"
            aria-expanded={editing}
            onClick={() => setEditing((open) => !open)}
            className={`${BUTTON_CLASSES.secondary} self-start`}
          >
            {editing ? 'Close the editor' : `Change ${child.name}’s board`}
          </button>
          {editing ? (
            <Suspense fallback={<p role="status">Opening the editor…</p>}>
              <BoardEditor
                // Opened afresh on the board whose change is put back.
                key={putBack ? JSON.stringify(putBack) : 'editor'}
                childId={child.id}
                childName={child.name}
                set={set.data}
                putBack={putBack}
              />
            </Suspense>
          ) : null}
        </div>
      ) : (
        <p className="rounded-lg bg-sand p-3">You can use {child.name}’s board; the parents keep it up to date.</p>
      )}
      <Suspense fallback={<p role="status">Loading the usage log…</p>}>
        <UsageLog childId={child.id} childName={child.name} />
      </Suspense>
    </>
  );
}
