import { BOARD_SYMBOL_ATTRIBUTION } from '@tedi/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { roleOf } from '../../../lib/auth/access.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { homePathFor } from '../../../lib/auth/redirect-target.ts';
import { childDisplayName } from '../../../lib/children/child-photo.tsx';
import { ChildSwitcher } from '../../../lib/children/child-switcher.tsx';
import { useCurrentChild } from '../../../lib/children/current-child.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { childrenQueryOptions } from '../../children/api/children.ts';
import { sharedChildrenQueryOptions } from '../../family/api/shared-children.ts';
import { useBoardSet, useStarterBoards } from '../api/board.ts';
import { BoardView } from '../components/board-view.tsx';

// The editor is its own download, so the board opens at once and stays small.
const BoardEditor = lazy(() =>
  import('../components/board-editor.tsx').then((module) => ({ default: module.BoardEditor })),
);

interface BoardChild {
  readonly id: string;
  readonly name: string;
  readonly archivedAt: string | null;
}

/** The children whose board the signed-in person may use: a parent's active children, or those shared for it. */
function useBoardChildren(familyMember: boolean) {
  const api = useSignedInApi();
  const ownOptions = childrenQueryOptions(api);
  const sharedOptions = sharedChildrenQueryOptions(api);
  const own = useQuery({ ...ownOptions, enabled: ownOptions.enabled && !familyMember });
  const shared = useQuery({ ...sharedOptions, enabled: sharedOptions.enabled && familyMember });
  const children: BoardChild[] | undefined = familyMember
    ? shared.data?.children
        .filter((child) => child.areas.board !== 'none')
        .map((child) => ({ id: child.id, name: childDisplayName(child), archivedAt: null }))
    : own.data?.children
        .filter((child) => child.archivedAt === null)
        .map((child) => ({ id: child.id, name: childDisplayName(child), archivedAt: child.archivedAt }));
  return {
    children,
    isError: familyMember ? shared.isError : own.isError,
    refetch: () => void (familyMember ? shared.refetch() : own.refetch()),
  };
}

/**
 * /parent/communication: the child's communication board, for a parent (or a family member shared it) to model
 * language on with the child, and, for those who may change it, the board's editor, voice, printing and Open Board
 * Format files.
 */
export function CommunicationPage() {
  useDocumentTitle('Communication board – Tedi');
  const auth = useAuth();
  const role = roleOf(auth.session);
  const familyMember = role === 'family_member';
  const { children, isError, refetch } = useBoardChildren(familyMember);
  const { currentChild, chooseChild } = useCurrentChild(children);
  const dashboard = homePathFor(role);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      {dashboard ? (
        <p>
          <Link to={dashboard} className={BUTTON_CLASSES.link}>
            <span aria-hidden="true">←&nbsp;</span>Back to your dashboard
          </Link>
        </p>
      ) : null}
      <h1 className="text-h1 font-bold">Communication board</h1>
      {isError ? (
        <Notice tone="warning" title="We couldn’t load the children just now">
          <button type="button" onClick={refetch} className={BUTTON_CLASSES.link}>
            Try again
          </button>
        </Notice>
      ) : children === undefined ? (
        <p role="status">Loading…</p>
      ) : currentChild === null ? (
        <p>
          {familyMember
            ? 'No child’s board has been shared with you yet. The family’s parents choose what you can see.'
            : 'Add a child on your dashboard first; their communication board starts here.'}
        </p>
      ) : (
        <>
          <ChildSwitcher
            children={children.map((child) => ({ ...child, preferredName: null, photo: null }))}
            currentChildId={currentChild.id}
            onChoose={chooseChild}
          />
          <BoardForChild key={currentChild.id} child={currentChild} />
        </>
      )}
      <p className="text-sm text-ink-muted">
        Symbols: {BOARD_SYMBOL_ATTRIBUTION.name} by {BOARD_SYMBOL_ATTRIBUTION.author}, used under the{' '}
        <a href={BOARD_SYMBOL_ATTRIBUTION.url} className="underline" rel="noreferrer">
          {BOARD_SYMBOL_ATTRIBUTION.licence} licence
        </a>
        .
      </p>
    </div>
  );
}

function BoardForChild({ child }: { child: BoardChild }) {
  const set = useBoardSet(child.id);
  const starter = useStarterBoards(child.id);
  const [editing, setEditing] = useState(false);
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
              <BoardEditor childId={child.id} childName={child.name} set={set.data} />
            </Suspense>
          ) : null}
        </div>
      ) : (
        <p className="rounded-lg bg-sand p-3">You can use {child.name}’s board; the parents keep it up to date.</p>
      )}
    </>
  );
}
