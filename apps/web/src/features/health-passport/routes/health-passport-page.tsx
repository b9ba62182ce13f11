import { PATHS, PASSPORT_REVIEW_MONTHS, type PassportResponse } from '@tedi/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { ChildPhoto, childDisplayName } from '../../../lib/children/child-photo.tsx';
import { ChildSwitcher } from '../../../lib/children/child-switcher.tsx';
import { useCurrentChild } from '../../../lib/children/current-child.ts';
import { formatDate } from '../../../lib/dates.ts';
import { ShareLinkPanel } from '../../../lib/share-links/share-link-panel.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useChildren } from '../../children/api/children.ts';
import { useMarkPassportReviewed, usePassport } from '../api/passport.ts';
import { PassportDownloads } from '../components/passport-downloads.tsx';
import { PassportEditor } from '../components/passport-editor.tsx';
import { PassportView } from '../components/passport-view.tsx';
import { useOfflinePassportCopy } from '../offline-copy.ts';

/** While the passport is on screen, printing leaves out the app's header and navigation. */
const PRINT_PAGE_CLASSES = ['print:[&_header]:hidden', 'print:[&_nav]:hidden', 'print:bg-white'] as const;

function usePrintOnlyThePassport() {
  useEffect(() => {
    document.body.classList.add(...PRINT_PAGE_CLASSES);
    return () => document.body.classList.remove(...PRINT_PAGE_CLASSES);
  }, []);
}

function Loading({ what }: { what: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-8 text-lg">
      <span
        aria-hidden="true"
        className="inline-block size-8 animate-spin rounded-full border-4 border-brand-soft border-t-brand motion-reduce:animate-none"
      />
      Loading {what}…
    </div>
  );
}

/** Today as YYYY-MM-DD in the family's day, for comparing with a review date. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function ReviewNotice({ passport, name }: { passport: PassportResponse; name: string }) {
  const review = useMarkPassportReviewed(passport.childId);
  const due = passport.reviewDueOn;
  const overdue = due !== null && due <= today();
  const message =
    due === null
      ? `Check ${name}’s passport is right, then mark it as checked. We’ll remind you every ${PASSPORT_REVIEW_MONTHS} months.`
      : overdue
        ? `${name}’s passport was due a check on ${formatDate(due)}. Read it through and mark it as checked.`
        : `Next check due on ${formatDate(due)}.`;
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      <Notice tone={overdue ? 'warning' : 'info'}>{message}</Notice>
      {passport.permissions.canEdit && (due === null || overdue) ? (
        <button
          type="button"
          className={BUTTON_CLASSES.secondary}
          disabled={review.isPending}
          onClick={() => review.mutate()}
        >
          {review.isPending ? 'Saving…' : 'Mark as checked today'}
        </button>
      ) : null}
      {review.isError ? (
        <p role="alert" className="font-semibold text-danger">
          That wasn’t saved: {review.error.message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /parent/health-passport: the passport of the dashboard's child, as a hospital reads it, with the family's
 * editor and the print button. The rest of the passport (what the profile and the hub hold) fills itself in.
 */
export function HealthPassportPage() {
  const childrenQuery = useChildren();
  const children = (childrenQuery.data?.children ?? []).filter((child) => child.archivedAt === null);
  const { currentChild, chooseChild } = useCurrentChild(children);
  const passportQuery = usePassport(currentChild?.id ?? null);
  const passport = passportQuery.data;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the editor moves focus to its heading, so keyboard and screen reader users start at the top of it.
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);
  const name = currentChild ? childDisplayName(currentChild) : null;
  usePrintOnlyThePassport();
  useOfflinePassportCopy(passport, !editing);
  useDocumentTitle(name ? `${name}’s health passport – Tedi` : 'Health passport – Tedi');

  if (childrenQuery.isPending) return <Loading what="your children" />;
  if (!currentChild) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-h1 font-bold">Health passport</h1>
        <p className="text-lg">Add a child first: their passport is made from their profile and health record.</p>
        <p>
          <Link to={PATHS.parentDashboard} className={BUTTON_CLASSES.primary}>
            Go to your dashboard
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 print:hidden">
        <ChildSwitcher
          children={children}
          currentChildId={currentChild.id}
          onChoose={(childId) => {
            setEditing(false);
            chooseChild(childId);
          }}
        />
        <p className="max-w-3xl text-lg">
          A passport for hospital staff, following the NHS hospital passport. It opens with the few things that matter
          in the first minutes; the rest follows in three parts. It fills itself in from the profile and the health hub
          and stays up to date with them.
        </p>
      </div>

      {passportQuery.isPending ? <Loading what="the passport" /> : null}
      {passportQuery.isError && !passport ? (
        <div className="flex flex-col gap-3">
          <h1 className="text-h1 font-bold">We couldn’t load the passport just now</h1>
          <p className="text-lg">Nothing you saved has been lost. Please try again in a moment.</p>
          <p>
            <button type="button" className={BUTTON_CLASSES.primary} onClick={() => void passportQuery.refetch()}>
              Try again
            </button>
          </p>
        </div>
      ) : null}

      {passport ? (
        <>
          <ReviewNotice passport={passport} name={name ?? passport.name} />
          {editing ? (
            <section aria-labelledby="passport-edit-heading" className="flex flex-col gap-4">
              <h1 id="passport-edit-heading" ref={heading} tabIndex={-1} className="text-h1 font-bold">
                Edit {name}’s passport
              </h1>
              <PassportEditor
                passport={passport}
                onDone={(wasSaved) => {
                  setSaved(wasSaved);
                  setEditing(false);
                }}
              />
            </section>
          ) : (
            <>
              <div className="flex flex-wrap items-center gap-3 print:hidden">
                {passport.permissions.canEdit ? (
                  <button
                    type="button"
                    className={BUTTON_CLASSES.primary}
                    onClick={() => {
                      setSaved(false);
                      setEditing(true);
                    }}
                  >
                    Edit the passport
                  </button>
                ) : null}
                <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => window.print()}>
                  Print
                </button>
                <PassportDownloads childId={passport.childId} />
                <p role="status" className="font-semibold text-brand">
                  {saved ? (
                    <>
                      <span aria-hidden="true">✓ </span>Passport saved
                    </>
                  ) : null}
                </p>
              </div>
              <PassportView passport={passport} photo={<ChildPhoto child={currentChild} size="large" />} />
              {passport.permissions.canShare ? (
                <section
                  aria-labelledby="passport-share-heading"
                  className="flex max-w-3xl flex-col gap-3 rounded-xl border border-line bg-surface p-5 print:hidden"
                >
                  <h2 id="passport-share-heading" className="text-h2 font-bold">
                    Share the passport by link
                  </h2>
                  <ShareLinkPanel childId={passport.childId} kind="health-passport" what={`${name}’s passport`} />
                </section>
              ) : null}
              <aside
                aria-labelledby="adjustment-flag-heading"
                className="flex max-w-3xl flex-col gap-2 rounded-lg border-l-4 border-brand bg-brand-soft p-4 print:hidden"
              >
                <h2 id="adjustment-flag-heading" className="text-h3 font-bold">
                  Make the adjustments reach every NHS service
                </h2>
                <p>
                  Ask {name}’s GP practice to add these adjustments to the NHS Reasonable Adjustment Digital Flag. It
                  puts them on {name}’s national NHS record, so hospitals, clinics and ambulance crews in England see
                  them even without this passport. You can ask at reception or by letter; say which adjustments you need
                  and why.
                </p>
              </aside>
            </>
          )}
        </>
      ) : null}
    </div>
  );
}
