import type { FamilyGrantArea } from '@tedi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../components/ui/buttons.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { childrenQueryOptions } from '../../features/children/api/children.ts';
import { sharedChildrenQueryOptions } from '../../features/family/api/shared-children.ts';
import { useSignedInApi } from '../api/use-signed-in-api.ts';
import { roleOf } from '../auth/access.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { homePathFor } from '../auth/redirect-target.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { childDisplayName } from './child-photo.tsx';
import { ChildSwitcher } from './child-switcher.tsx';
import { useCurrentChild } from './current-child.ts';

/** A child a page about one area of a child's record can show. */
export interface AreaChild {
  readonly id: string;
  readonly name: string;
  readonly dateOfBirth: string | null;
  readonly archivedAt: string | null;
}

/**
 * The children whose `area` the signed-in person may see: a parent's active children, or those shared with a
 * family member for that area. Only the list the person's role reads is asked for.
 */
export function useAreaChildren(
  area: FamilyGrantArea,
  familyMember: boolean,
): { children: AreaChild[] | undefined; isError: boolean; refetch: () => void } {
  const api = useSignedInApi();
  const ownOptions = childrenQueryOptions(api);
  const sharedOptions = sharedChildrenQueryOptions(api);
  const own = useQuery({ ...ownOptions, enabled: ownOptions.enabled && !familyMember });
  const shared = useQuery({ ...sharedOptions, enabled: sharedOptions.enabled && familyMember });
  if (familyMember) {
    return {
      children: shared.data?.children
        .filter((child) => child.areas[area] !== 'none')
        .map((child) => ({
          id: child.id,
          name: childDisplayName(child),
          dateOfBirth: child.profile?.dateOfBirth ?? null,
          archivedAt: null,
        })),
      isError: shared.isError,
      refetch: () => void shared.refetch(),
    };
  }
  return {
    children: own.data?.children
      .filter((child) => child.archivedAt === null)
      .map((child) => ({
        id: child.id,
        name: childDisplayName(child),
        dateOfBirth: child.dateOfBirth,
        archivedAt: child.archivedAt,
      })),
    isError: own.isError,
    refetch: () => void own.refetch(),
  };
}

/**
 * The frame of a page about one area of a child's record (the health hub, the documents, the board): the way back
 * to the person's dashboard, the heading, the children to choose between, and what to say when there is no child
 * to show. `children` renders the chosen child's part, keyed by the child so nothing carries over between them.
 */
export function ChildAreaPage({
  title,
  area,
  intro,
  noChild,
  footer,
  wide = false,
  children,
}: {
  title: string;
  area: FamilyGrantArea;
  intro?: ReactNode;
  /** What a parent with no child, and a family member with no child shared for the area, are told. */
  noChild: { readonly parent: string; readonly familyMember: string };
  footer?: ReactNode;
  /** A wider page, for what needs the room (a board's grid). */
  wide?: boolean;
  children: (child: AreaChild) => ReactNode;
}) {
  useDocumentTitle(`${title} – Tedi`);
  const auth = useAuth();
  const role = roleOf(auth.session);
  const familyMember = role === 'family_member';
  const { children: areaChildren, isError, refetch } = useAreaChildren(area, familyMember);
  const { currentChild, chooseChild } = useCurrentChild(areaChildren);
  const dashboard = homePathFor(role);

  return (
    <div className={`mx-auto flex w-full ${wide ? 'max-w-5xl' : 'max-w-4xl'} flex-col gap-6`}>
      {dashboard ? (
        <p>
          <Link to={dashboard} className={BUTTON_CLASSES.link}>
            <span aria-hidden="true">←&nbsp;</span>Back to your dashboard
          </Link>
        </p>
      ) : null}
      <h1 className="text-h1 font-bold">{title}</h1>
      {intro}
      {isError ? (
        <Notice tone="warning" title="We couldn’t load the children just now">
          <button type="button" onClick={refetch} className={BUTTON_CLASSES.link}>
            Try again
          </button>
        </Notice>
      ) : areaChildren === undefined ? (
        <p role="status">Loading…</p>
      ) : currentChild === null ? (
        <p>{familyMember ? noChild.familyMember : noChild.parent}</p>
      ) : (
        <>
          <ChildSwitcher
            // A family member's shared children come without photos; each is shown by name.
            children={areaChildren.map((child) => ({ ...child, preferredName: null, photo: null }))}
            currentChildId={currentChild.id}
            onChoose={chooseChild}
          />
          <Fragment key={currentChild.id}>{children(currentChild)}</Fragment>
        </>
      )}
      {footer}
    </div>
  );
}
