import {
  EHCP_SECTION_GUIDE,
  EHCP_SECTIONS,
  type EhcpSection,
  type EhcpSectionResponse,
  vagueWordsIn,
} from '@tedi/contracts';
import { type FormEvent, useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { TextAreaField } from '../../../components/ui/form-fields.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { useHealthHub } from '../../health/api/health-hub.ts';
import { useEhcpSections, useSaveEhcpSection } from '../api/ehcp.ts';
import { WordDiff } from './word-diff.tsx';

type EvidenceKind = EhcpSectionResponse['evidence'][number]['kind'];

/**
 * The plan's sections, A to K: for each, guidance, the family's own wording (with a gentle check for vague words),
 * the council's draft pasted in and compared word by word, and evidence linked from the health hub.
 */
export function SectionsWorkspace({ childId, canEdit }: { childId: string; canEdit: boolean }) {
  const sections = useEhcpSections(childId);
  const [open, setOpen] = useState<EhcpSection>('A');
  if (sections.isPending) return <p role="status">Loading the plan’s sections…</p>;
  if (sections.isError) return <p>We couldn’t load the plan’s sections just now.</p>;
  const current = sections.data.sections.find((section) => section.section === open);
  return (
    <section aria-labelledby="ehcp-sections-heading" className="flex flex-col gap-4">
      <h2 id="ehcp-sections-heading" className="text-h2 font-bold">
        The plan, section by section
      </h2>
      <p>
        Write each section as you want it to read. Paste in the council’s draft to see, word by word, what it changed.
        Section F is the one the council must deliver by law: make it specific.
      </p>
      <div role="group" aria-label="Sections" className="flex flex-wrap gap-2">
        {EHCP_SECTIONS.map((section) => {
          const written = sections.data.sections.find((item) => item.section === section)?.parent;
          return (
            <button
              key={section}
              type="button"
              aria-pressed={section === open}
              onClick={() => setOpen(section)}
              className={`min-h-11 min-w-11 rounded-lg border-2 px-3 font-semibold ${
                section === open ? 'border-brand bg-brand text-white' : 'border-line bg-surface text-ink'
              }`}
            >
              {section}
              {written ? <span className="sr-only"> (written)</span> : null}
            </button>
          );
        })}
      </div>
      {current ? <SectionEditor key={open} childId={childId} saved={current} canEdit={canEdit} /> : null}
    </section>
  );
}

function SectionEditor({ childId, saved, canEdit }: { childId: string; saved: EhcpSectionResponse; canEdit: boolean }) {
  const guide = EHCP_SECTION_GUIDE[saved.section];
  const [parent, setParent] = useState(saved.parent ?? '');
  const [council, setCouncil] = useState(saved.council ?? '');
  const [evidence, setEvidence] = useState(saved.evidence);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveEhcpSection(childId);
  const hub = useHealthHub(childId);
  const vague = vagueWordsIn(parent);
  const councilVague = vagueWordsIn(council);
  const id = (name: string) => `section-${saved.section}-${name}`;

  const toggle = (kind: EvidenceKind, itemId: string) =>
    setEvidence((current) =>
      current.some((item) => item.kind === kind && item.id === itemId)
        ? current.filter((item) => !(item.kind === kind && item.id === itemId))
        : [...current, { kind, id: itemId }],
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    setErrors({});
    save.mutate(
      { section: saved.section, input: { parent, council, evidence: [...evidence] } },
      {
        onSuccess: () => setMessage(`Section ${saved.section} saved.`),
        onError: (error) => {
          const found = apiFieldErrors(error);
          setErrors(found.fields);
          setMessage(found.form ?? 'Please check the section.');
        },
      },
    );
  };

  const evidenceItems: { kind: EvidenceKind; id: string; label: string }[] = hub.data
    ? [
        ...hub.data.conditions.map((item) => ({
          kind: 'condition' as const,
          id: item.id,
          label: `Condition: ${item.name}`,
        })),
        ...hub.data.professionals.map((item) => ({
          kind: 'professional' as const,
          id: item.id,
          label: `Professional: ${item.name}, ${item.role}`,
        })),
        ...hub.data.documents.map((item) => ({
          kind: 'health-document' as const,
          id: item.id,
          label: `Document: ${item.title}`,
        })),
      ]
    : [];

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <h3 className="text-h3 font-bold">{guide.title}</h3>
      <p>{guide.guidance}</p>
      <TextAreaField
        id={id('parent')}
        label="How you want it written"
        rows={6}
        value={parent}
        onChange={(event) => setParent(event.target.value)}
        readOnly={!canEdit}
        error={errors['parent']}
      />
      {vague.length > 0 ? (
        <div className="rounded-lg border-2 border-passport-amber bg-passport-amber-soft p-3" aria-live="polite">
          <p className="font-semibold">Some words could make this hard to enforce:</p>
          <ul className="list-disc pl-5">
            {vague.map((word) => (
              <li key={word.phrase}>{word.hint}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <TextAreaField
        id={id('council')}
        label="The council’s draft wording (paste it in)"
        rows={6}
        value={council}
        onChange={(event) => setCouncil(event.target.value)}
        readOnly={!canEdit}
        error={errors['council']}
      />
      {councilVague.length > 0 ? (
        <div className="rounded-lg border-2 border-passport-amber bg-passport-amber-soft p-3">
          <p className="font-semibold">
            The council’s draft uses words that are hard to enforce. You can ask for them to be changed in your reply:
          </p>
          <ul className="list-disc pl-5">
            {councilVague.map((word) => (
              <li key={word.phrase}>{word.hint}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {parent.trim() && council.trim() ? (
        <div className="flex flex-col gap-2">
          <h4 className="font-bold">What the council changed</h4>
          <p className="text-ink-muted">Struck through: your words it left out. Underlined: words it added.</p>
          <WordDiff parent={parent} council={council} />
        </div>
      ) : null}
      {evidenceItems.length > 0 ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">Evidence from the health hub</legend>
          {evidenceItems.map((item) => (
            <label key={`${item.kind}:${item.id}`} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={evidence.some((linked) => linked.kind === item.kind && linked.id === item.id)}
                onChange={() => toggle(item.kind, item.id)}
                disabled={!canEdit}
              />
              {item.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {canEdit ? (
        <div>
          <button type="submit" className={BUTTON_CLASSES.primary} disabled={save.isPending}>
            Save section {saved.section}
          </button>
        </div>
      ) : null}
      <p role="status">{message}</p>
    </form>
  );
}
