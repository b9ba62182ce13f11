import {
  CHILD_AREA_LABELS,
  DOCUMENT_TEMPLATES,
  documentTemplate,
  PATHS,
  TEMPLATE_GROUP_LABELS,
  TEMPLATE_GROUPS,
  type DocumentTemplate,
} from '@tedi/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { roleOf } from '../../../lib/auth/access.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { childDisplayName } from '../../../lib/children/child-photo.tsx';
import { ChildSwitcher } from '../../../lib/children/child-switcher.tsx';
import { useCurrentChild } from '../../../lib/children/current-child.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { childrenQueryOptions } from '../../children/api/children.ts';
import { sharedChildrenQueryOptions } from '../../family/api/shared-children.ts';
import { useGeneratorDraft, useGeneratorOverview } from '../api/generator.ts';
import { DraftEditor } from '../components/draft-editor.tsx';
import { SenderDetails } from '../components/sender-details.tsx';

/** A child the generator can be opened for: the parent's own, or one shared with a family member for documents. */
interface GeneratorChild {
  readonly id: string;
  readonly name: string;
  readonly preferredName: string | null;
  readonly photo: null | { readonly fileId: string; readonly url: string };
  readonly archivedAt: string | null;
}

/** A parent's active children, or the children whose documents are shared with a family member. */
function useGeneratorChildren(familyMember: boolean): { children: GeneratorChild[]; isPending: boolean } {
  const api = useSignedInApi();
  const ownOptions = childrenQueryOptions(api);
  const sharedOptions = sharedChildrenQueryOptions(api);
  const own = useQuery({ ...ownOptions, enabled: ownOptions.enabled && !familyMember });
  const shared = useQuery({ ...sharedOptions, enabled: sharedOptions.enabled && familyMember });
  if (familyMember) {
    return {
      children: (shared.data?.children ?? [])
        .filter((child) => child.areas.documents !== 'none')
        .map((child) => ({
          id: child.id,
          name: child.name,
          preferredName: child.preferredName,
          photo: null,
          archivedAt: null,
        })),
      isPending: shared.isPending,
    };
  }
  return {
    children: (own.data?.children ?? []).filter((child) => child.archivedAt === null),
    isPending: own.isPending,
  };
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

function TemplateChoice({ childId, savedAt }: { childId: string; savedAt: ReadonlyMap<string, string> }) {
  return (
    <section aria-labelledby="templates-heading" className="flex flex-col gap-6">
      <h2 id="templates-heading" className="text-h2 font-bold">
        Choose a letter or document
      </h2>
      {TEMPLATE_GROUPS.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`} className="flex flex-col gap-3">
          <h3 id={`group-${group}`} className="text-xl font-bold">
            {TEMPLATE_GROUP_LABELS[group]}
          </h3>
          <ul className="grid gap-3 md:grid-cols-2">
            {DOCUMENT_TEMPLATES.filter((template) => template.group === group).map((template) => (
              <li key={template.id} className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-4">
                <Link to={`?template=${template.id}&child=${childId}`} className={`${BUTTON_CLASSES.link} text-lg`}>
                  {template.title}
                </Link>
                <p>{template.purpose}</p>
                {savedAt.has(template.id) ? (
                  <p className="text-ink-muted">Draft saved {formatDate(savedAt.get(template.id)!.slice(0, 10))}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function TemplateIntro({ template }: { template: DocumentTemplate }) {
  return (
    <div className="flex max-w-3xl flex-col gap-2">
      <p className="text-lg">{template.purpose}</p>
      <p>
        <span className="font-semibold">Goes to: </span>
        {template.recipient}
      </p>
      <details className="rounded-lg border border-line bg-surface p-3">
        <summary className="cursor-pointer font-semibold">The law and guidance it rests on</summary>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
          {template.basis.map((basis) => (
            <li key={basis.citation}>
              <a href={basis.url} className="underline underline-offset-4" rel="noreferrer" target="_blank">
                {basis.citation}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

function ChosenTemplate({ template, child }: { template: DocumentTemplate; child: GeneratorChild }) {
  const name = childDisplayName(child);
  const overview = useGeneratorOverview(child.id);
  const draft = useGeneratorDraft(child.id, template.id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [template.id]);
  const unreadable = draft.data?.unreadableAreas ?? [];
  return (
    <section aria-labelledby="template-heading" className="flex flex-col gap-6">
      <p>
        <Link to={`?child=${child.id}`} className={BUTTON_CLASSES.link}>
          <span aria-hidden="true">←&nbsp;</span>All letters and documents
        </Link>
      </p>
      <h1 id="template-heading" ref={heading} tabIndex={-1} className="text-h1 font-bold">
        {template.title} for {name}
      </h1>
      <TemplateIntro template={template} />
      {draft.isPending || overview.isPending ? <Loading what="the draft" /> : null}
      {draft.isError ? (
        <Notice tone="warning" title="We couldn’t open this draft just now">
          Nothing you saved has been lost. {draft.error.message}
        </Notice>
      ) : null}
      {draft.data && overview.data ? (
        <>
          {unreadable.length > 0 ? (
            <Notice title="Some fields are left for you">
              {name}’s {unreadable.map((area) => CHILD_AREA_LABELS[area].toLowerCase()).join(', ')} records haven’t been
              shared with you, so fields filled from them are empty for you to type.
            </Notice>
          ) : null}
          {template.kind === 'letter' ? (
            <section
              aria-labelledby="sender-heading"
              className="flex max-w-3xl flex-col gap-3 rounded-xl border border-line bg-surface p-5"
            >
              <h2 id="sender-heading" className="text-xl font-bold">
                Your details for letters
              </h2>
              <SenderDetails
                key={overview.data.sender ? 'saved' : 'new'}
                childId={child.id}
                sender={overview.data.sender}
                canChange={overview.data.permissions.canSave}
              />
            </section>
          ) : null}
          <DraftEditor
            key={`${child.id}:${template.id}`}
            template={template}
            draft={draft.data}
            childName={name}
            sender={overview.data.sender}
          />
        </>
      ) : null}
    </section>
  );
}

/**
 * /parent/document-generator and /dashboard/parent/document-generator: choose a child and a letter or document,
 * check what Tedi filled in from the child's record, type the rest with a live preview, and make a PDF or a Word
 * document. `?template=<id>&child=<childId>` opens one directly (the EHCP page links here).
 */
export function DocumentGeneratorPage() {
  const familyMember = roleOf(useAuth().session) === 'family_member';
  const childrenQuery = useGeneratorChildren(familyMember);
  const { children } = childrenQuery;
  const [search, setSearch] = useSearchParams();
  const { currentChild, chooseChild } = useCurrentChild(children);
  const askedChild = search.get('child');
  // A link naming a child of the family opens the generator for that child.
  useEffect(() => {
    if (askedChild && askedChild !== currentChild?.id && children.some((child) => child.id === askedChild)) {
      chooseChild(askedChild);
    }
  }, [askedChild, currentChild?.id, children, chooseChild]);
  const template = documentTemplate(search.get('template') ?? '');
  const overview = useGeneratorOverview(currentChild?.id ?? null);
  const name = currentChild ? childDisplayName(currentChild) : null;
  useDocumentTitle(template && name ? `${template.title} for ${name} – Tedi` : 'Letters and documents – Tedi');

  if (childrenQuery.isPending) return <Loading what="your children" />;
  if (!currentChild) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-h1 font-bold">Letters and documents</h1>
        <p className="text-lg">
          {familyMember
            ? 'No child’s documents have been shared with you yet. The family’s parents choose what you can see.'
            : 'Add a child first: letters are filled in from their profile.'}
        </p>
        <p>
          <Link
            to={familyMember ? PATHS.familyMemberDashboard : PATHS.parentDashboard}
            className={BUTTON_CLASSES.primary}
          >
            Go to your dashboard
          </Link>
        </p>
      </div>
    );
  }

  const savedAt = new Map((overview.data?.drafts ?? []).map((draft) => [draft.templateId, draft.savedAt]));
  return (
    <div className="flex flex-col gap-6">
      {template ? null : (
        <div className="flex max-w-3xl flex-col gap-3">
          <h1 className="text-h1 font-bold">Letters and documents</h1>
          <p className="text-lg">
            Letters for the council, school, GP and DWP, and documents that introduce {name}. Each is filled in from
            what Tedi already holds; you check it, add your own words and make a PDF or a Word document.
          </p>
        </div>
      )}
      <ChildSwitcher
        children={children}
        currentChildId={currentChild.id}
        onChoose={(childId) => {
          chooseChild(childId);
          setSearch(template ? { template: template.id, child: childId } : { child: childId });
        }}
      />
      {search.get('template') && !template ? (
        <Notice tone="warning" title="We don’t have that letter">
          The link names a letter we don’t have. Please choose one below.
        </Notice>
      ) : null}
      {template ? (
        <ChosenTemplate template={template} child={currentChild} />
      ) : (
        <>
          {overview.isError ? (
            <Notice tone="warning" title="We couldn’t load your drafts just now">
              {overview.error.message}
            </Notice>
          ) : null}
          <TemplateChoice childId={currentChild.id} savedAt={savedAt} />
        </>
      )}
    </div>
  );
}

/** The same page in the site's plain frame (the spec's route without the parent frame), with a way back. */
export function StandaloneDocumentGeneratorPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <p>
        <Link to={PATHS.parentDashboard} className={BUTTON_CLASSES.link}>
          <span aria-hidden="true">←&nbsp;</span>Back to your dashboard
        </Link>
      </p>
      <DocumentGeneratorPage />
    </div>
  );
}
