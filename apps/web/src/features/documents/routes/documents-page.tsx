import { useQuery } from '@tanstack/react-query';
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
import { DocumentLibrary } from '../components/document-library.tsx';

/** A child whose library the page can show. */
interface LibraryChild {
  readonly id: string;
  readonly name: string;
  readonly archivedAt: string | null;
}

/** A parent's active children, or the children shared with a family member for documents. */
function useLibraryChildren(familyMember: boolean): {
  children: LibraryChild[] | undefined;
  isError: boolean;
  refetch: () => void;
} {
  const api = useSignedInApi();
  const ownOptions = childrenQueryOptions(api);
  const sharedOptions = sharedChildrenQueryOptions(api);
  const own = useQuery({ ...ownOptions, enabled: ownOptions.enabled && !familyMember });
  const shared = useQuery({ ...sharedOptions, enabled: sharedOptions.enabled && familyMember });
  if (familyMember) {
    return {
      children: shared.data?.children
        .filter((child) => child.areas.documents !== 'none')
        .map((child) => ({ id: child.id, name: childDisplayName(child), archivedAt: null })),
      isError: shared.isError,
      refetch: () => void shared.refetch(),
    };
  }
  return {
    children: own.data?.children
      .filter((child) => child.archivedAt === null)
      .map((child) => ({ id: child.id, name: childDisplayName(child), archivedAt: child.archivedAt })),
    isError: own.isError,
    refetch: () => void own.refetch(),
  };
}

/**
 * /dashboard/parent/documents: every letter, report and form kept about a child, uploaded or made in Tedi, with
 * the health hub's documents beside them. A parent keeps the library; a family member with the documents grant
 * reads and downloads it (and, with an edit grant, uploads and changes documents).
 */
export function DocumentsPage() {
  useDocumentTitle('Documents – Tedi');
  const auth = useAuth();
  const role = roleOf(auth.session);
  const familyMember = role === 'family_member';
  const { children, isError, refetch } = useLibraryChildren(familyMember);
  const { currentChild, chooseChild } = useCurrentChild(children);
  const dashboard = homePathFor(role);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      {dashboard ? (
        <p>
          <Link to={dashboard} className={BUTTON_CLASSES.link}>
            <span aria-hidden="true">←&nbsp;</span>Back to your dashboard
          </Link>
        </p>
      ) : null}
      <h1 className="text-h1 font-bold">Documents</h1>
      <p className="text-lg">
        Reports, letters and plans about your child in one place: search them, keep each new version, and download them
        whenever a form or a meeting asks.
      </p>
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
            ? 'No child’s documents have been shared with you yet. The family’s parents choose what you can see.'
            : 'Add a child on your dashboard first; their documents are kept here.'}
        </p>
      ) : (
        <>
          <ChildSwitcher
            children={children.map((child) => ({ ...child, preferredName: null, photo: null }))}
            currentChildId={currentChild.id}
            onChoose={chooseChild}
          />
          <DocumentLibrary key={currentChild.id} childId={currentChild.id} childName={currentChild.name} />
        </>
      )}
    </div>
  );
}
