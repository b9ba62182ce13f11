import {
  type DocumentTemplate,
  type FilledField,
  fillDocument,
  fillFields,
  type GeneratorDraftResponse,
  type GeneratorFormat,
  LETTER_PERIODS,
  type LetterSender,
  missingFields,
  missingSender,
  type TemplateField,
  type TemplateValues,
  valuesOf,
} from '@tedi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary, type SummaryItem } from '../../../components/ui/error-summary.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { DownloadStatus, useDownload } from '../../../lib/downloads.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useDashboard } from '../../../lib/settings/dashboard-context.tsx';
import { makeDocument, useClearDraft, useSaveDraft } from '../api/generator.ts';
import { LetterPreview } from './letter-preview.tsx';

/** How long after the last key press a draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

export const fieldIdOf = (key: string) => `field-${key}`;

/** Where a field's value came from, in words. */
function sourceNote(field: TemplateField, filled: FilledField | undefined, childName: string): string | null {
  if (!filled) return null;
  if (filled.source === 'worked-out' && field.derive) {
    const rule = LETTER_PERIODS[field.derive.period][0];
    return `Worked out for you${rule ? ` (${rule.source.title})` : ''}. Change it if the council has given you another date.`;
  }
  if (filled.source === 'suggested') return 'A suggestion to start from: change it as you need.';
  if (filled.source !== 'fact' || !filled.fact) return null;
  const fact = filled.fact;
  if (fact === 'today') return 'Today’s date.';
  if (fact === 'child.diagnoses') return `From ${childName}’s health record.`;
  if (fact.startsWith('child.')) return `From ${childName}’s profile.`;
  if (fact.startsWith('health.')) return `From ${childName}’s health record.`;
  if (fact.startsWith('family.')) return 'From your details for letters.';
  if (fact.startsWith('ehcp.')) return `From ${childName}’s EHCP case.`;
  if (fact.startsWith('dla.')) return `From ${childName}’s DLA claim.`;
  return null;
}

/** What is in a field's box: text as it is, a list one line each. */
function asText(value: FilledField['value'] | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : value.join('\n');
}

function DraftField({
  field,
  filled,
  value,
  childName,
  readOnly,
  onChange,
}: {
  field: TemplateField;
  filled: FilledField | undefined;
  value: string;
  childName: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}) {
  const note = sourceNote(field, filled, childName);
  const label = field.required ? field.label : `${field.label} (optional)`;
  const hint = (
    <>
      <span className="block">{field.hint}</span>
      {note ? <span className="block font-semibold text-brand">{note}</span> : null}
    </>
  );
  const common = { id: fieldIdOf(field.key), label, hint, value, readOnly };
  switch (field.kind) {
    case 'short-text':
      return <TextField {...common} onChange={(event) => onChange(event.target.value)} />;
    case 'date':
      return <TextField {...common} type="date" onChange={(event) => onChange(event.target.value)} />;
    case 'long-text':
      return <TextAreaField {...common} rows={6} onChange={(event) => onChange(event.target.value)} />;
    case 'list':
      return <TextAreaField {...common} rows={4} onChange={(event) => onChange(event.target.value)} />;
  }
}

type SaveState = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

/**
 * One template for one child: every field with its hint and where its value came from, a live preview beside
 * it, the draft saved a moment after the parent stops typing, and the PDF and Word document made on the server
 * from exactly what is on screen.
 */
export function DraftEditor({
  template,
  draft,
  childName,
  sender,
}: {
  template: DocumentTemplate;
  draft: GeneratorDraftResponse;
  childName: string;
  sender: LetterSender | null;
}) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  const { settings } = useDashboard();
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(draft.typed).map(([key, value]) => [key, asText(value)])),
  );
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [problems, setProblems] = useState<SummaryItem[]>([]);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const save = useSaveDraft(draft.childId, template.id);
  const clear = useClearDraft(draft.childId, template.id);
  const download = useDownload();
  const readOnly = !draft.permissions.canSave;

  const fields = useMemo(() => fillFields(template, draft.facts, typed), [template, draft.facts, typed]);
  const values: TemplateValues = useMemo(() => valuesOf(fields), [fields]);
  const preview = useMemo(() => fillDocument(template, values, sender), [template, values, sender]);

  // Saved a moment after the last change: each change starts the wait again.
  const { mutate: saveDraft } = save;
  useEffect(() => {
    if (saveState !== 'waiting') return;
    const timer = window.setTimeout(() => {
      setSaveState('saving');
      saveDraft(typed, {
        onSuccess: () => setSaveState((state) => (state === 'saving' ? 'saved' : state)),
        onError: () => setSaveState('failed'),
      });
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, saveState, saveDraft]);

  const change = (key: string, value: string) => {
    setTyped((current) => ({ ...current, [key]: value }));
    setSaveState('waiting');
  };

  const make = (format: GeneratorFormat) => {
    const missing: SummaryItem[] = [
      ...(template.kind === 'letter'
        ? missingSender(sender).map((label) => ({
            fieldId: label === 'Your name' ? 'sender-name' : 'sender-address',
            message: `${label}: please add it in “Your details for letters”.`,
          }))
        : []),
      ...missingFields(template, values).map((field) => ({
        fieldId: fieldIdOf(field.key),
        message: `${field.label}: please fill this in.`,
      })),
    ];
    setProblems(missing);
    if (missing.length > 0) return;
    const extension = format === 'pdf' ? 'pdf' : 'docx';
    void download
      .start(
        () => makeDocument(api, draft.childId, template.id, format, typed, settings.fontFamily),
        `${template.id}.${extension}`,
      )
      .then(() => {
        setSaveState('idle');
        void queryClient.invalidateQueries({ queryKey: queryKeys.children.generator(api.userId, draft.childId) });
      });
  };

  const statusText: Record<SaveState, string> = {
    idle: draft.savedAt ? 'Your draft is saved.' : '',
    waiting: 'Changes not saved yet…',
    saving: 'Saving your draft…',
    saved: 'All changes saved.',
    failed: `Your last changes weren’t saved: ${save.error?.message ?? 'please check your connection'}. They are still here; we’ll try again when you type.`,
  };

  return (
    <div className="flex flex-col gap-6">
      <ErrorSummary items={problems} title="Before making the document" />
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="draft-fields-heading" className="flex flex-col gap-5">
          <h2 id="draft-fields-heading" className="text-xl font-bold">
            Fill in and check
          </h2>
          <p role="status" className={saveState === 'failed' ? 'font-semibold text-danger' : 'text-ink-muted'}>
            {statusText[saveState]}
          </p>
          {template.fields.map((field) => (
            <DraftField
              key={field.key}
              field={field}
              filled={fields[field.key]}
              value={typed[field.key] ?? asText(fields[field.key]?.value)}
              childName={childName}
              readOnly={readOnly}
              onChange={(value) => change(field.key, value)}
            />
          ))}
        </section>
        <section
          aria-labelledby="draft-preview-heading"
          className="flex flex-col gap-3 lg:sticky lg:top-4 lg:self-start"
        >
          <h2 id="draft-preview-heading" className="text-xl font-bold">
            Preview
          </h2>
          <p className="text-ink-muted">This is how it will read. Gaps still to fill are shown in brackets.</p>
          {/* On a wide screen the preview scrolls beside the fields; it takes focus so a keyboard can scroll it. */}
          <div
            tabIndex={0}
            role="region"
            aria-labelledby="draft-preview-heading"
            className="max-h-none overflow-auto rounded-lg lg:max-h-[80vh]"
          >
            <LetterPreview document={preview} />
          </div>
        </section>
      </div>

      {draft.permissions.canProduce ? (
        <section
          aria-labelledby="draft-make-heading"
          className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-5"
        >
          <h2 id="draft-make-heading" className="text-xl font-bold">
            Make the document
          </h2>
          <p>
            Make a PDF to print or e-mail, or a Word document to change before you send it. Keep a copy of everything
            you send.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              className={BUTTON_CLASSES.primary}
              disabled={download.busy}
              onClick={() => make('pdf')}
            >
              Make PDF
            </button>
            <button
              type="button"
              className={BUTTON_CLASSES.secondary}
              disabled={download.busy}
              onClick={() => make('docx')}
            >
              Make Word document
            </button>
            <DownloadStatus state={download.state} busyText="Making the document…" />
          </div>
          {draft.document ? (
            <p>
              The PDF and the Word document are kept in {childName}’s documents, as a new version each time you make
              them.{' '}
              <Link to={draft.document.url} className={BUTTON_CLASSES.link}>
                Open {childName}’s documents
              </Link>
            </p>
          ) : null}
        </section>
      ) : (
        <p>You can read this draft. Making documents is for those who may change {childName}’s documents.</p>
      )}

      {draft.permissions.canSave && (draft.savedAt || Object.keys(typed).length > 0) ? (
        <div className="flex flex-col gap-3">
          {confirmingClear ? (
            <div role="group" aria-label="Start again" className="flex flex-wrap items-center gap-3">
              <p className="basis-full">This forgets everything you typed in this draft. Start again?</p>
              <button
                type="button"
                className={BUTTON_CLASSES.danger}
                onClick={() =>
                  clear.mutate(undefined, {
                    onSettled: () => {
                      setTyped({});
                      setSaveState('idle');
                      setConfirmingClear(false);
                    },
                  })
                }
              >
                Yes, start again
              </button>
              <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => setConfirmingClear(false)}>
                Keep my changes
              </button>
            </div>
          ) : (
            <p>
              <button type="button" className={BUTTON_CLASSES.link} onClick={() => setConfirmingClear(true)}>
                Start again from {childName}’s record
              </button>
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
