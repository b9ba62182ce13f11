import type { ChildResponse } from '@tedi/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ChildPhoto, childDisplayName } from '../../../lib/children/child-photo.tsx';
import { ageOn, formatDate } from '../../../lib/dates.ts';

/**
 * While the summary is on screen, printing leaves out the app's header and navigation (outside this page), so
 * the paper holds the summary alone. Written out in full so the stylesheet includes them.
 */
const PRINT_PAGE_CLASSES = ['print:[&_header]:hidden', 'print:[&_nav]:hidden', 'print:bg-white'] as const;

function usePrintOnlyTheSummary() {
  useEffect(() => {
    document.body.classList.add(...PRINT_PAGE_CLASSES);
    return () => document.body.classList.remove(...PRINT_PAGE_CLASSES);
  }, []);
}

function Part({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`flex break-inside-avoid flex-col gap-1 ${wide ? 'sm:col-span-2 print:col-span-2' : ''}`}>
      <h2 className="text-xl font-bold text-brand-strong print:text-lg">{title}</h2>
      {children}
    </section>
  );
}

function Lines({ items }: { items: readonly { label: string; value: string | null | undefined }[] }) {
  const filled = items.filter((item) => item.value);
  return (
    <dl className="flex flex-col gap-1">
      {filled.map((item) => (
        <div key={item.label}>
          <dt className="inline font-semibold">{item.label}: </dt>
          <dd className="inline whitespace-pre-line">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const anyFilled = (...values: (string | null | undefined)[]) => values.some(Boolean);

/**
 * One printable page a parent can hand to a new teacher: who the child is, how they communicate, what helps and
 * what to do in an emergency. Empty parts are left out, so the paper holds only what the family has written.
 */
export function TeacherSummary({ child, backTo }: { child: ChildResponse; backTo: string }) {
  usePrintOnlyTheSummary();
  const name = childDisplayName(child);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { communication: talk, sensory } = child;
  const age = child.dateOfBirth ? ageOn(child.dateOfBirth) : null;
  const schoolContacts = child.school.contacts ?? [];
  const nothingYet =
    !anyFilled(
      talk.speech,
      talk.signs,
      talk.aac,
      talk.whatHelps,
      sensory.seeks,
      sensory.avoids,
      child.likes,
      child.dislikes,
      child.needs,
      child.strengths,
      child.emergencyInformation,
    ) &&
    (child.conditions ?? []).length === 0 &&
    child.contacts.length === 0;

  return (
    <div className="flex flex-col gap-6 print:gap-3 print:text-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={backTo} className={BUTTON_CLASSES.link}>
          <span aria-hidden="true">←&nbsp;</span>
          Back to {name}'s profile
        </Link>
        <button type="button" onClick={() => window.print()} className={BUTTON_CLASSES.primary}>
          Print this summary
        </button>
      </div>

      <article
        aria-labelledby="summary-heading"
        className="flex flex-col gap-6 rounded-xl border border-line bg-surface p-6 print:gap-3 print:border-0 print:p-0"
      >
        <div className="flex flex-wrap items-center gap-5 border-b-2 border-brand pb-4 print:pb-2">
          <ChildPhoto child={child} size="large" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold text-ink-muted">Summary for a new teacher</p>
            <h1 id="summary-heading" ref={heading} tabIndex={-1} className="text-h1 font-bold print:text-3xl">
              {child.preferredName ? `${child.preferredName} (${child.name})` : child.name}
            </h1>
            <p className="text-lg">
              {[
                age ? `${age[0]!.toUpperCase()}${age.slice(1)}` : null,
                child.dateOfBirth ? `born ${formatDate(child.dateOfBirth)}` : null,
                child.pronouns,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
        </div>

        {nothingYet ? (
          <p className="print:hidden">
            There is not much here yet. Fill in {name}'s profile and this summary will fill in too.
          </p>
        ) : null}

        {child.emergencyInformation ? (
          <section className="break-inside-avoid rounded-lg border-2 border-danger bg-danger-soft p-4 print:p-2">
            <h2 className="text-xl font-bold text-danger print:text-lg">In an emergency</h2>
            <p className="whitespace-pre-line">{child.emergencyInformation}</p>
          </section>
        ) : null}

        <div className="grid gap-x-8 gap-y-5 sm:grid-cols-2 print:grid-cols-2 print:gap-y-3">
          {anyFilled(talk.speech, talk.signs, talk.aac) ? (
            <Part title={`How ${name} communicates`}>
              <Lines
                items={[
                  { label: 'Speech', value: talk.speech },
                  { label: 'Signs', value: talk.signs },
                  { label: 'AAC', value: talk.aac },
                ]}
              />
            </Part>
          ) : null}
          {talk.whatHelps ? (
            <Part title="What helps">
              <p className="whitespace-pre-line">{talk.whatHelps}</p>
            </Part>
          ) : null}
          {anyFilled(sensory.seeks, sensory.avoids) ? (
            <Part title="Sensory">
              <Lines
                items={[
                  { label: 'Seeks', value: sensory.seeks },
                  { label: 'Avoids', value: sensory.avoids },
                ]}
              />
            </Part>
          ) : null}
          {anyFilled(child.likes, child.dislikes) ? (
            <Part title="Likes and dislikes">
              <Lines
                items={[
                  { label: 'Likes', value: child.likes },
                  { label: 'Dislikes', value: child.dislikes },
                ]}
              />
            </Part>
          ) : null}
          {anyFilled(child.needs, child.strengths) ? (
            <Part title="Needs and strengths">
              <Lines
                items={[
                  { label: 'Needs', value: child.needs },
                  { label: 'Strengths', value: child.strengths },
                ]}
              />
            </Part>
          ) : null}
          {child.conditions && child.conditions.length > 0 ? (
            <Part title="Conditions and diagnoses">
              <ul className="flex list-disc flex-col gap-1 pl-5">
                {child.conditions.map((condition) => (
                  <li key={condition.id}>
                    <span className="font-semibold">{condition.name}</span>
                    {condition.notes ? <span> – {condition.notes}</span> : null}
                  </li>
                ))}
              </ul>
            </Part>
          ) : null}
          {child.contacts.length > 0 || child.school.name || schoolContacts.length > 0 ? (
            <Part title="Key contacts" wide>
              <ul className="grid gap-x-8 gap-y-1 sm:grid-cols-2 print:grid-cols-2">
                {child.school.name ? (
                  <li>
                    <span className="font-semibold">School:</span> {child.school.name}
                  </li>
                ) : null}
                {schoolContacts.map((contact, index) => (
                  <li key={`school-${index}`}>
                    <span className="font-semibold">{contact.name}</span>
                    {contact.role ? `, ${contact.role}` : ''}
                    {[contact.phone, contact.email].filter(Boolean).length > 0
                      ? ` – ${[contact.phone, contact.email].filter(Boolean).join(', ')}`
                      : ''}
                  </li>
                ))}
                {child.contacts.map((contact) => (
                  <li key={contact.id}>
                    <span className="font-semibold">{contact.name}</span>, {contact.role}
                    {[contact.phone, contact.email].filter(Boolean).length > 0
                      ? ` – ${[contact.phone, contact.email].filter(Boolean).join(', ')}`
                      : ''}
                  </li>
                ))}
              </ul>
            </Part>
          ) : null}
        </div>
        <p className="text-sm text-ink-muted">Written by {name}'s family in Tedi.</p>
      </article>
    </div>
  );
}
