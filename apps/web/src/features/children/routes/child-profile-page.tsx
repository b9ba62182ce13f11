import { PATHS } from '@tedi/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { childDisplayName } from '../../../lib/children/child-photo.tsx';
import { addedChildIdOf, useCurrentChild } from '../../../lib/children/current-child.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useChild } from '../api/child.ts';
import { ChildProfile } from '../components/child-profile.tsx';
import { TeacherSummary } from '../components/teacher-summary.tsx';

/** Answers that mean "there is no child here for you": unknown, someone else's, or not an id at all. */
const NOT_FOUND_STATUSES = [400, 403, 404];

function BackToDashboard() {
  return (
    <p className="print:hidden">
      <Link to={PATHS.parentDashboard} className={BUTTON_CLASSES.link}>
        <span aria-hidden="true">←&nbsp;</span>
        Back to your dashboard
      </Link>
    </p>
  );
}

/** How long after the page appears the note about a child just added is given, so screen readers announce it. */
const ANNOUNCE_AFTER_MS = 250;

/**
 * "You've added Maya. Your dashboard now shows Maya.", after adding a child: a polite status region that is on the
 * page before its words arrive, so screen readers read them out, and the same words on screen.
 */
function ChildAdded({ name }: { name: string | null }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const said = ready && name !== null;
  return (
    <div
      role="status"
      className={said ? 'rounded-lg border-l-4 border-brand bg-brand-soft p-4 font-semibold print:hidden' : ''}
    >
      {said ? `You’ve added ${name}. Your dashboard now shows ${name}.` : null}
    </div>
  );
}

function Loading() {
  return (
    <div role="status" className="flex items-center gap-3 py-8 text-lg">
      <span
        aria-hidden="true"
        className="inline-block size-8 animate-spin rounded-full border-4 border-brand-soft border-t-brand motion-reduce:animate-none"
      />
      Loading the profile...
    </div>
  );
}

function NotFound() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-h1 font-bold">We couldn't find this child</h1>
      <p className="text-lg">
        The link may be out of date or mistyped, or the profile may belong to another family. Your children are all on
        your dashboard.
      </p>
      <p>
        <Link to={PATHS.parentDashboard} className={BUTTON_CLASSES.primary}>
          Go to your dashboard
        </Link>
      </p>
    </div>
  );
}

function LoadFailed({ retry, busy }: { retry: () => void; busy: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-h1 font-bold">We couldn't load this profile just now</h1>
      <p className="text-lg">
        This is usually a problem with the connection. Nothing you saved has been lost. Please try again in a moment.
      </p>
      <p>
        <button type="button" disabled={busy} onClick={retry} className={BUTTON_CLASSES.primary}>
          {busy ? 'Trying again...' : 'Try again'}
        </button>
      </p>
    </div>
  );
}

/**
 * /dashboard/parent/child/:childId: everything about one child, section by section, editable in place; with
 * `?view=summary` the one-page summary for a new teacher. Opening a child makes them the dashboard's child.
 */
export function ChildProfilePage() {
  const { childId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const query = useChild(childId);
  const child = query.data;
  const { chooseChild } = useCurrentChild(undefined);
  const showSummary = searchParams.get('view') === 'summary';
  const name = child ? childDisplayName(child) : null;
  const refused = !child && query.error instanceof ApiRequestError && NOT_FOUND_STATUSES.includes(query.error.status);
  useDocumentTitle(
    name
      ? showSummary
        ? `${name}'s summary for a new teacher – Tedi`
        : `${name}'s profile – Tedi`
      : refused
        ? 'Child not found – Tedi'
        : query.error
          ? 'Profile not loaded – Tedi'
          : 'Loading the profile – Tedi',
  );

  const activeId = child && child.archivedAt === null ? child.id : null;
  const justAdded = addedChildIdOf(location.state) === childId;
  useEffect(() => {
    if (activeId) chooseChild(activeId);
  }, [activeId, chooseChild]);

  let content;
  if (child) {
    content = showSummary ? (
      <TeacherSummary child={child} backTo={location.pathname} />
    ) : (
      <ChildProfile child={child} />
    );
  } else if (query.error) {
    content = refused ? <NotFound /> : <LoadFailed retry={() => void query.refetch()} busy={query.isFetching} />;
  } else {
    content = <Loading />;
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 print:max-w-none">
      {showSummary && child ? null : <BackToDashboard />}
      {justAdded && !showSummary ? <ChildAdded name={name} /> : null}
      {content}
    </div>
  );
}
