import { PATHS } from '@tedi/contracts';
import { Link } from 'react-router';

import { AREA_NAVIGATION, liveNavigation } from '../../../app/routes/area-navigation.ts';
import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { NavigationLinks } from '../../../components/ui/navigation-links.tsx';
import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { childDisplayName } from '../../../lib/children/child-photo.tsx';
import { ChildSwitcher } from '../../../lib/children/child-switcher.tsx';
import { useCurrentChild } from '../../../lib/children/current-child.ts';
import { DownloadStatus, useDownload } from '../../../lib/downloads.tsx';
import { useDashboard } from '../../../lib/settings/dashboard-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useChildren } from '../../children/api/children.ts';
import { downloadDlaAnswers, useDla } from '../api/dla.ts';
import { ClaimDatesForm } from '../components/claim-dates-form.tsx';
import { ClaimHelper } from '../components/claim-helper.tsx';
import { ClaimOverview } from '../components/claim-overview.tsx';
import { CareDiary } from '../components/diary.tsx';
import { EvidenceChecklist } from '../components/evidence.tsx';

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

const SECTIONS = [
  { id: 'dla-rules-heading', label: 'Dates and rules' },
  { id: 'dla-claim-dates-heading', label: 'The claim’s dates' },
  { id: 'claim-helper-heading', label: 'The form, question by question' },
  { id: 'dla-diary-heading', label: 'Care diary' },
  { id: 'dla-evidence-heading', label: 'Evidence' },
] as const;

function AnswersDownload({ childId }: { childId: string }) {
  const api = useSignedInApi();
  const { settings } = useDashboard();
  const { state, busy, start } = useDownload();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        disabled={busy}
        className={BUTTON_CLASSES.secondary}
        onClick={() => void start(() => downloadDlaAnswers(api, childId, settings.fontFamily), 'DLA-answers.pdf')}
      >
        Download the answers as a PDF
      </button>
      <DownloadStatus state={state} busyText="Making the PDF…" />
    </div>
  );
}

/**
 * /parent/dla: a child's DLA claim. What the rules say for them today and the dates their claim has to meet, the
 * claim's own dates, the claim form question by question with answers that save as the parent types, a care diary
 * and the evidence to send. The page has no area frame of its own, so it carries the parent area's links.
 */
export function DlaPage() {
  const childrenQuery = useChildren();
  const children = (childrenQuery.data?.children ?? []).filter((child) => child.archivedAt === null);
  const { currentChild, chooseChild } = useCurrentChild(children);
  const dlaQuery = useDla(currentChild?.id ?? null);
  const overview = dlaQuery.data;
  const name = currentChild ? childDisplayName(currentChild) : null;
  useDocumentTitle(name ? `${name}’s DLA claim – Tedi` : 'DLA claim – Tedi');

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6">
      <NavigationLinks
        label="Parent"
        items={liveNavigation(AREA_NAVIGATION.parent)}
        className="border-b border-line pb-2"
      />
      {childrenQuery.isPending ? <Loading what="your children" /> : null}
      {!childrenQuery.isPending && !currentChild ? (
        <div className="flex flex-col gap-4">
          <h1 className="text-h1 font-bold">Disability Living Allowance</h1>
          <p className="text-lg">Add a child first: the claim is about them.</p>
          <p>
            <Link to={PATHS.parentDashboard} className={BUTTON_CLASSES.primary}>
              Go to your dashboard
            </Link>
          </p>
        </div>
      ) : null}
      {currentChild ? (
        <>
          <div className="flex flex-col gap-3">
            <h1 className="text-h1 font-bold">{name}’s DLA claim</h1>
            <ChildSwitcher children={children} currentChildId={currentChild.id} onChoose={chooseChild} />
            <p className="max-w-3xl text-lg">
              Disability Living Allowance helps with the extra costs of a child who needs much more care or supervision
              than other children of the same age, or who finds it hard to get around. Here you can see the dates that
              matter, write your answers before you fill in the form, and keep a diary and the evidence together.
            </p>
            <nav aria-label="On this page">
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {SECTIONS.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className={BUTTON_CLASSES.link}>
                      {section.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          {dlaQuery.isPending ? <Loading what="the claim" /> : null}
          {dlaQuery.isError && !overview ? (
            <div className="flex flex-col gap-3">
              <h2 className="text-h2 font-bold">We couldn’t load the claim just now</h2>
              <p className="text-lg">
                {dlaQuery.error.message} Nothing you saved has been lost. Please try again in a moment.
              </p>
              <p>
                <button type="button" className={BUTTON_CLASSES.primary} onClick={() => void dlaQuery.refetch()}>
                  Try again
                </button>
              </p>
            </div>
          ) : null}
          {overview && overview.childId === currentChild.id ? (
            <>
              <ClaimOverview overview={overview} />
              <ClaimDatesForm key={overview.childId} overview={overview} />
              {overview.eligibility.scheme.ok && overview.eligibility.scheme.value.kind === 'dla' ? (
                <>
                  <ClaimHelper key={`helper-${overview.childId}`} overview={overview} />
                  <AnswersDownload childId={overview.childId} />
                  <CareDiary key={`diary-${overview.childId}`} overview={overview} />
                  <EvidenceChecklist key={`evidence-${overview.childId}`} overview={overview} />
                </>
              ) : null}
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
