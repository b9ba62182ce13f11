import {
  DLA_EVIDENCE_KIND_LABELS,
  DLA_EVIDENCE_KINDS,
  DLA_EVIDENCE_STATUS_LABELS,
  DLA_EVIDENCE_STATUSES,
  type DlaEvidenceKind,
  type DlaEvidenceStatus,
  type DlaOverviewResponse,
  type FieldIssue,
} from '@tedi/contracts';
import { useState, type FormEvent } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAddEvidence, useRemoveEvidence, useUpdateEvidence } from '../api/dla.ts';

/** What families are usually advised to gather, offered as a start. */
const USUAL_EVIDENCE: readonly { kind: DlaEvidenceKind; title: string }[] = [
  { kind: 'diagnosis-letter', title: 'Diagnosis letter' },
  { kind: 'professional-letter', title: 'Letter from the paediatrician or consultant' },
  { kind: 'therapy-report', title: 'Speech and language or occupational therapy report' },
  { kind: 'school-report', title: 'Letter from school or nursery about the support given' },
];

/**
 * The evidence to send with the claim: what to ask for, what has been asked for, what is in hand, each perhaps a
 * document already kept in the health hub. Copies, never originals.
 */
export function EvidenceChecklist({ overview }: { overview: DlaOverviewResponse }) {
  const { childId } = overview;
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<DlaEvidenceKind>('professional-letter');
  const [documentId, setDocumentId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const add = useAddEvidence(childId);
  const update = useUpdateEvidence(childId);
  const remove = useRemoveEvidence(childId);
  const canEdit = overview.permissions.canEdit;
  const missing = USUAL_EVIDENCE.filter((usual) => !overview.evidence.some((item) => item.kind === usual.kind));

  const addItem = (input: { kind: DlaEvidenceKind; title: string; healthDocumentId?: string | null }) => {
    setMessage(null);
    add.mutate(
      { ...input, status: input.healthDocumentId ? 'have' : 'to-ask' },
      {
        onSuccess: () => {
          setTitle('');
          setDocumentId('');
          setErrors({});
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && Array.isArray(error.details)) {
            setErrors(Object.fromEntries((error.details as FieldIssue[]).map((issue) => [issue.field, issue.message])));
          }
          setMessage(
            error instanceof ApiRequestError && error.isClientError
              ? error.message
              : 'That wasn’t added: we couldn’t reach Tedi. Please try again.',
          );
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    addItem({ kind, title, healthDocumentId: documentId || null });
  };

  return (
    <section aria-labelledby="dla-evidence-heading" className="flex flex-col gap-4">
      <h2 id="dla-evidence-heading" className="text-h2 font-bold">
        Evidence to send
      </h2>
      <p className="max-w-3xl">
        Letters and reports that describe what {overview.childName} needs help with carry weight. Send copies, not
        originals, and keep a copy of everything.
      </p>
      {overview.evidence.length === 0 ? <p>Nothing on the list yet.</p> : null}
      <ul className="flex flex-col gap-2">
        {overview.evidence.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-end justify-between gap-3 rounded-lg border border-line bg-surface p-3"
          >
            <div className="flex flex-col gap-1">
              <p className="font-semibold">{item.title}</p>
              <p className="text-ink-muted">
                {DLA_EVIDENCE_KIND_LABELS[item.kind]}
                {item.healthDocument ? ` · in the health hub: ${item.healthDocument.title}` : ''}
              </p>
            </div>
            {canEdit ? (
              <div className="flex flex-wrap items-end gap-2">
                <SelectField
                  id={`evidence-status-${item.id}`}
                  label={`Status of ${item.title}`}
                  options={DLA_EVIDENCE_STATUSES.map((status) => ({
                    value: status,
                    label: DLA_EVIDENCE_STATUS_LABELS[status],
                  }))}
                  value={item.status}
                  onChange={(event) =>
                    update.mutate({ id: item.id, changes: { status: event.target.value as DlaEvidenceStatus } })
                  }
                />
                <button type="button" className={BUTTON_CLASSES.link} onClick={() => remove.mutate(item.id)}>
                  Remove<span className="sr-only"> {item.title}</span>
                </button>
              </div>
            ) : (
              <p>{DLA_EVIDENCE_STATUS_LABELS[item.status]}</p>
            )}
          </li>
        ))}
      </ul>
      {update.isError || remove.isError ? (
        <p role="alert" className="font-semibold text-danger">
          That change wasn’t saved: {(update.error ?? remove.error)?.message}
        </p>
      ) : null}

      {canEdit && missing.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="font-semibold">Often useful:</p>
          <ul className="flex flex-wrap gap-2">
            {missing.map((usual) => (
              <li key={usual.kind}>
                <button
                  type="button"
                  className={BUTTON_CLASSES.secondary}
                  disabled={add.isPending}
                  onClick={() => addItem(usual)}
                >
                  Add “{usual.title}”
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {canEdit ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              id="evidence-title"
              label="What it is"
              hint="For example: letter from Dr Shah, March 2026"
              value={title}
              error={errors['title']}
              onChange={(event) => setTitle(event.target.value)}
            />
            <SelectField
              id="evidence-kind"
              label="Kind"
              options={DLA_EVIDENCE_KINDS.map((value) => ({ value, label: DLA_EVIDENCE_KIND_LABELS[value] }))}
              value={kind}
              onChange={(event) => setKind(event.target.value as DlaEvidenceKind)}
            />
          </div>
          {overview.healthDocuments.length > 0 ? (
            <SelectField
              id="evidence-document"
              label="Already kept in the health hub? (optional)"
              prompt="No, not in Tedi yet"
              options={overview.healthDocuments.map((document) => ({ value: document.id, label: document.title }))}
              value={documentId}
              error={errors['healthDocumentId']}
              onChange={(event) => setDocumentId(event.target.value)}
            />
          ) : null}
          {message ? (
            <p role="alert" className="font-semibold text-danger">
              {message}
            </p>
          ) : null}
          <p>
            <button type="submit" className={BUTTON_CLASSES.primary} disabled={add.isPending}>
              {add.isPending ? 'Adding…' : 'Add to the list'}
            </button>
          </p>
        </form>
      ) : null}
    </section>
  );
}
