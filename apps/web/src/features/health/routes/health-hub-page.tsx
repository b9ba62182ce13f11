import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { ChildSwitcher } from '../../../lib/children/child-switcher.tsx';
import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { roleOf } from '../../../lib/auth/access.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { homePathFor } from '../../../lib/auth/redirect-target.ts';
import { childDisplayName } from '../../../lib/children/child-photo.tsx';
import { useCurrentChild } from '../../../lib/children/current-child.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { childrenQueryOptions } from '../../children/api/children.ts';
import { sharedChildrenQueryOptions } from '../../family/api/shared-children.ts';
import { useHealthHub } from '../api/health-hub.ts';
import { ChildHealth, HUB_SECTIONS } from '../components/child-health.tsx';

/** A child the hub can show, from the family's children (a parent) or the children shared with a family member. */
interface HubChild {
  readonly id: string;
  readonly name: string;
  readonly dateOfBirth: string | null;
  readonly archivedAt: string | null;
}

/** The children whose health the signed-in person may see: a parent's active children, or those shared for health. */
function useHubChildren(familyMember: boolean): {
  children: HubChild[] | undefined;
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
        .filter((child) => child.areas.health !== 'none')
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
 * /parent/health-hub: one place for a child's whole health record. A parent sees and changes everything; a family
 * member sees the children shared with them for health, and logs doses and changes entries when the grant is to
 * edit. What each person may do comes from the server (`permissions`), so no button is offered that would fail.
 */
export function HealthHubPage() {
  useDocumentTitle('Health hub – Tedi');
  const auth = useAuth();
  const role = roleOf(auth.session);
  const familyMember = role === 'family_member';
  // Only the list this person's role reads is asked for.
  const { children, isError, refetch } = useHubChildren(familyMember);
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
      <h1 className="text-h1 font-bold">Health hub</h1>
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
            ? 'No child’s health has been shared with you yet. The family’s parents choose what you can see.'
            : 'Add a child on your dashboard first; their health record starts here.'}
        </p>
      ) : (
        <>
          <ChildSwitcher
            // A family member's shared children come without photos; each is shown by name.
            children={children.map((child) => ({ ...child, preferredName: null, photo: null }))}
            currentChildId={currentChild.id}
            onChoose={chooseChild}
          />
          <HubForChild key={currentChild.id} child={currentChild} />
        </>
      )}
    </div>
  );
}

function HubForChild({ child }: { child: HubChild }) {
  const hub = useHealthHub(child.id);
  if (hub.isPending) return <p role="status">Loading {child.name}’s health record…</p>;
  if (hub.isError) {
    return (
      <Notice tone="warning" title={`We couldn’t load ${child.name}’s health record just now`}>
        <button type="button" onClick={() => void hub.refetch()} className={BUTTON_CLASSES.link}>
          Try again
        </button>
      </Notice>
    );
  }
  return (
    <>
      {hub.data.permissions.canEdit ? null : (
        <p className="rounded-lg bg-sand p-3">
          You can read {child.name}’s health record; the parents keep it up to date.
        </p>
      )}
      {/* Closed at first, so on a phone today's doses are on the first screen. */}
      <nav aria-label="On this page">
        <details className="rounded-lg border border-line bg-surface p-4">
          <summary className="min-h-11 cursor-pointer content-center font-semibold">
            Jump to a part of {child.name}’s health record
          </summary>
          <ul className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-3">
            {HUB_SECTIONS.filter((section) => section.id !== 'readers' || hub.data.permissions.canManage).map(
              (section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={BUTTON_CLASSES.link}>
                    {section.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </details>
      </nav>
      <ChildHealth childId={child.id} childName={child.name} dateOfBirth={child.dateOfBirth} hub={hub.data} />
    </>
  );
}
