import { EHCP_STAGE_LABELS, type EhcpCaseResponse, NATION_LABELS } from '@tedi/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import { useEhcpCase } from '../api/ehcp.ts';
import { CaseForm } from '../components/case-form.tsx';
import { ContactLog } from '../components/contact-log.tsx';
import { DeadlineTimeline } from '../components/deadline-timeline.tsx';
import { SectionsWorkspace } from '../components/sections-workspace.tsx';

/**
 * /parent/ehcp: a child's Education, Health and Care Plan case. The family enters the dates that matter; Tedi works
 * out every legal deadline from them, says what is due, overdue or done and what to do about it, keeps the log of
 * contact with the council, and holds the family's wording of the plan, section by section.
 */
export function EhcpPage() {
  useDocumentTitle('EHCP – Tedi');
  const auth = useAuth();
  const api = useSignedInApi();
  const list = useQuery(childrenQueryOptions(api));
  const children = list.data?.children.filter((child) => child.archivedAt === null);
  const { currentChild, chooseChild } = useCurrentChild(children);
  const dashboard = homePathFor(roleOf(auth.session));

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      {dashboard ? (
        <p>
          <Link to={dashboard} className={BUTTON_CLASSES.link}>
            <span aria-hidden="true">←&nbsp;</span>Back to your dashboard
          </Link>
        </p>
      ) : null}
      <h1 className="text-h1 font-bold">EHCP</h1>
      {list.isError ? (
        <Notice tone="warning" title="We couldn’t load your children just now">
          <button type="button" onClick={() => void list.refetch()} className={BUTTON_CLASSES.link}>
            Try again
          </button>
        </Notice>
      ) : children === undefined ? (
        <p role="status">Loading…</p>
      ) : currentChild === null ? (
        <p>Add a child on your dashboard first; their EHCP case starts here.</p>
      ) : (
        <>
          <ChildSwitcher children={children} currentChildId={currentChild.id} onChoose={chooseChild} />
          <CaseForChild key={currentChild.id} childId={currentChild.id} childName={childDisplayName(currentChild)} />
        </>
      )}
    </div>
  );
}

function CaseForChild({ childId, childName }: { childId: string; childName: string }) {
  const found = useEhcpCase(childId);
  if (found.isPending) return <p role="status">Loading {childName}’s EHCP case…</p>;
  if (found.isError) {
    return (
      <Notice tone="warning" title={`We couldn’t load ${childName}’s EHCP case just now`}>
        <button type="button" onClick={() => void found.refetch()} className={BUTTON_CLASSES.link}>
          Try again
        </button>
      </Notice>
    );
  }
  if (found.data.case === null) {
    return (
      <section aria-labelledby="ehcp-start-heading" className="flex flex-col gap-4">
        <h2 id="ehcp-start-heading" className="text-h2 font-bold">
          Start {childName}’s EHCP case
        </h2>
        <p>
          An Education, Health and Care Plan sets out the help your child must get. The law gives the council time
          limits at every step. Tell Tedi where things are up to, and it will work out every deadline from your dates.
        </p>
        <CaseForm childId={childId} childName={childName} found={null} />
      </section>
    );
  }
  return <CaseView childId={childId} childName={childName} found={found.data.case} />;
}

function CaseView({ childId, childName, found }: { childId: string; childName: string; found: EhcpCaseResponse }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <section
        aria-labelledby="ehcp-case-heading"
        className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      >
        <h2 id="ehcp-case-heading" className="text-h2 font-bold">
          {childName}’s case
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Where things are up to</dt>
          <dd>{EHCP_STAGE_LABELS[found.stage]}</dd>
          <dt className="font-semibold">Council</dt>
          <dd>
            {found.localAuthority ?? 'Not given'} ({NATION_LABELS[found.nation]})
          </dd>
          <dt className="font-semibold">Case officer</dt>
          <dd>
            {found.caseOfficer ?? 'Not given'}
            {found.caseOfficerContact ? `, ${found.caseOfficerContact}` : ''}
          </dd>
          {found.proposedSchool ? (
            <>
              <dt className="font-semibold">School you want named</dt>
              <dd>{found.proposedSchool}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {found.nationCovered ? null : (
        <Notice tone="warning" title={`Tedi doesn’t cover ${NATION_LABELS[found.nation]} yet`}>
          <p>
            The rules and time limits are different in {NATION_LABELS[found.nation]}, and Tedi only knows England’s so
            far. It won’t show deadlines it can’t be sure of. Your local information, advice and support service can
            tell you the time limits that apply.
          </p>
        </Notice>
      )}
      <section
        aria-labelledby="ehcp-next-heading"
        className="flex flex-col gap-2 rounded-xl border-2 border-brand bg-brand-soft p-4"
      >
        <h2 id="ehcp-next-heading" className="text-h2 font-bold">
          What to do next
        </h2>
        <p>{found.nextStep.text}</p>
        {found.nextStep.href ? (
          <p>
            <Link to={found.nextStep.href} className={BUTTON_CLASSES.primary}>
              Write the letter
            </Link>
          </p>
        ) : null}
      </section>
      <DeadlineTimeline found={found} />
      <section aria-labelledby="ehcp-dates-heading" className="flex flex-col gap-4">
        <h2 id="ehcp-dates-heading" className="text-h2 font-bold">
          Your dates
        </h2>
        {editing ? (
          <CaseForm childId={childId} childName={childName} found={found} onDone={() => setEditing(false)} />
        ) : (
          <p>
            <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => setEditing(true)}>
              Enter or change dates
            </button>
          </p>
        )}
      </section>
      <ContactLog childId={childId} canEdit today={found.today} />
      <SectionsWorkspace childId={childId} canEdit />
    </>
  );
}
