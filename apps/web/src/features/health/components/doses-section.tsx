import {
  DOSE_STATUS_LABELS,
  type AsNeededStanding,
  type DoseLogCreateInput,
  type DoseLogResponse,
  type DoseStatus,
  type DueDose,
  type HealthHubResponse,
  type MedicationResponse,
} from '@tedi/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextAreaField } from '../../../components/ui/form-fields.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { overLimitWarningOf, useLogDose, useRemoveDose } from '../api/health-hub.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { describeDose, formatTime, formatDateTime } from '../health-format.ts';
import { SectionStatus } from './entry-list.tsx';

/** Statuses offered in the menu beside "Given" for a dose not given at its time. */
const OTHER_STATUSES: readonly Exclude<DoseStatus, 'given'>[] = ['late', 'missed', 'refused'];

function whoAndWhen(log: DoseLogResponse): string {
  const by = log.recordedBy.name ? ` by ${log.recordedBy.name}` : '';
  return `${DOSE_STATUS_LABELS[log.status]} at ${formatTime(log.occurredAt)}${by}`;
}

/**
 * Today's doses: each regular dose due today with a one-tap "Given" and a menu for late, missed or refused with a
 * note; each as-needed medicine with "Give a dose" and how many in the last 24 hours. A dose over an as-needed
 * medicine's limits is first refused by the server with a warning, shown in a dialog that lets the person give it
 * anyway (a doctor may have said to) or cancel.
 */
export function DosesSection({
  childId,
  childName,
  hub,
}: {
  childId: string;
  childName: string;
  hub: HealthHubResponse;
}) {
  const medicines = new Map(hub.medications.map((medication) => [medication.id, medication]));
  const userId = useAuth().user?.id ?? null;
  const [status, setStatus] = useState('');
  const canLog = hub.permissions.canEdit;
  const due = hub.dueToday.filter((dose) => medicines.has(dose.medicationId));
  const asNeeded = hub.asNeeded.filter((standing) => medicines.has(standing.medicationId));

  return (
    <div className="flex flex-col gap-5">
      {due.length === 0 && asNeeded.length === 0 ? (
        <p className="text-ink-muted italic">No doses are due for {childName} today.</p>
      ) : null}
      {due.length > 0 ? (
        <ul aria-label="Due today" className="flex flex-col gap-3">
          {due.map((dose) => (
            <DueDoseItem
              key={`${dose.medicationId}-${dose.scheduledFor}`}
              childId={childId}
              dose={dose}
              medication={medicines.get(dose.medicationId)!}
              canLog={canLog}
              // The person who logged a dose, or a parent, can take back a mistaken entry.
              canUndo={(log) => hub.permissions.canManage || log.recordedBy.userId === userId}
              onLogged={setStatus}
            />
          ))}
        </ul>
      ) : null}
      {asNeeded.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-bold">When needed</h3>
          <ul className="flex flex-col gap-3">
            {asNeeded.map((standing) => (
              <AsNeededItem
                key={standing.medicationId}
                childId={childId}
                standing={standing}
                medication={medicines.get(standing.medicationId)!}
                canLog={canLog}
                onLogged={setStatus}
              />
            ))}
          </ul>
        </div>
      ) : null}
      <SectionStatus message={status} />
    </div>
  );
}

function DueDoseItem({
  childId,
  dose,
  medication,
  canLog,
  canUndo,
  onLogged,
}: {
  childId: string;
  dose: DueDose;
  medication: MedicationResponse;
  canLog: boolean;
  canUndo: (log: DoseLogResponse) => boolean;
  onLogged: (message: string) => void;
}) {
  const logDose = useLogDose(childId);
  const removeDose = useRemoveDose(childId);
  const undo = async (log: DoseLogResponse) => {
    setProblem(null);
    try {
      await removeDose.mutateAsync(log.id);
      onLogged(`${medication.name} at ${time}: taken back, not logged`);
    } catch (error) {
      setProblem(apiFieldErrors(error).form ?? 'That wasn’t taken back. Please try again.');
    }
  };
  const [problem, setProblem] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const time = formatTime(dose.scheduledFor);
  const label = `${medication.name} ${describeDose(medication)} at ${time}`;

  const log = async (input: DoseLogCreateInput): Promise<boolean> => {
    setProblem(null);
    try {
      await logDose.mutateAsync({ medicationId: medication.id, input: { ...input, scheduledFor: dose.scheduledFor } });
      onLogged(`${medication.name} at ${time}: ${DOSE_STATUS_LABELS[input.status].toLowerCase()}`);
      return true;
    } catch (error) {
      setProblem(apiFieldErrors(error).form ?? Object.values(apiFieldErrors(error).fields).join(' '));
      return false;
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-bold">
          <span className="tabular-nums">{time}</span> · {medication.name}
        </p>
        <p>{describeDose(medication)}</p>
      </div>
      {dose.log ? (
        <p className={dose.log.status === 'missed' || dose.log.status === 'refused' ? 'font-semibold text-danger' : ''}>
          <span aria-hidden="true">{dose.log.status === 'given' || dose.log.status === 'late' ? '✓ ' : '✗ '}</span>
          {whoAndWhen(dose.log)}
          {dose.log.note ? ` – ${dose.log.note}` : ''}
        </p>
      ) : null}
      {dose.log && canUndo(dose.log) ? (
        <div>
          <button
            type="button"
            className={BUTTON_CLASSES.link}
            disabled={removeDose.isPending}
            aria-label={`Undo “${DOSE_STATUS_LABELS[dose.log.status].toLowerCase()}” for ${label}`}
            onClick={() => void undo(dose.log!)}
          >
            Undo
          </button>
        </div>
      ) : null}
      {dose.log ? null : canLog ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={logDose.isPending}
              onClick={() => void log({ status: 'given' })}
              className={`${BUTTON_CLASSES.primary} min-w-32`}
            >
              Given <span className="sr-only">&nbsp;{label}</span>
            </button>
            <button
              type="button"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
              className={BUTTON_CLASSES.secondary}
            >
              Late, missed or refused <span className="sr-only">&nbsp;{label}</span>
            </button>
          </div>
          {menuOpen ? (
            <OtherStatusForm
              prefix={`dose-${medication.id}-${dose.scheduledFor}`}
              busy={logDose.isPending}
              onSave={async (input) => {
                if (await log(input)) setMenuOpen(false);
              }}
              onCancel={() => setMenuOpen(false)}
            />
          ) : null}
        </div>
      ) : (
        <p className="text-ink-muted">Not logged yet</p>
      )}
      {problem ? <Notice tone="warning">{problem}</Notice> : null}
    </li>
  );
}

/** Late, missed or refused, with an optional note; the note stays if the server refuses. */
function OtherStatusForm({
  prefix,
  busy,
  onSave,
  onCancel,
}: {
  prefix: string;
  busy: boolean;
  onSave: (input: DoseLogCreateInput) => Promise<void>;
  onCancel: () => void;
}) {
  const [choice, setChoice] = useState<Exclude<DoseStatus, 'given'>>('late');
  const [note, setNote] = useState('');
  const legendId = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave({ status: choice, note: note.trim() === '' ? null : note.trim() });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 rounded-lg bg-sand p-3">
      <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
        <legend id={legendId} className="font-semibold">
          What happened?
        </legend>
        {OTHER_STATUSES.map((status, index) => (
          <label key={status} className="flex min-h-11 items-center gap-3">
            <input
              ref={index === 0 ? ref : undefined}
              type="radio"
              name={`${prefix}-status`}
              value={status}
              checked={choice === status}
              onChange={() => setChoice(status)}
              className="size-5"
            />
            {DOSE_STATUS_LABELS[status]}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        id={`${prefix}-note`}
        label="Note (optional)"
        hint="For example: spat it out, asleep, given with yoghurt."
        rows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={BUTTON_CLASSES.primary}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <button type="button" onClick={onCancel} className={BUTTON_CLASSES.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function AsNeededItem({
  childId,
  standing,
  medication,
  canLog,
  onLogged,
}: {
  childId: string;
  standing: AsNeededStanding;
  medication: MedicationResponse;
  canLog: boolean;
  onLogged: (message: string) => void;
}) {
  const logDose = useLogDose(childId);
  const [problem, setProblem] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const giveRef = useRef<HTMLButtonElement>(null);

  const give = async (confirmOverLimit: boolean) => {
    setProblem(null);
    try {
      await logDose.mutateAsync({
        medicationId: medication.id,
        input: { status: 'given', ...(confirmOverLimit ? { confirmOverLimit: true } : {}) },
      });
      setWarning(null);
      onLogged(`${medication.name}: a dose given`);
    } catch (error) {
      const overLimit = overLimitWarningOf(error);
      if (overLimit && !confirmOverLimit) {
        setWarning(overLimit.message);
        return;
      }
      setWarning(null);
      setProblem(apiFieldErrors(error).form ?? 'We couldn’t save that just now. Please try again.');
    }
  };

  const cancel = () => {
    setWarning(null);
    giveRef.current?.focus();
  };

  const limit =
    medication.schedule.kind === 'as_needed' && medication.schedule.minHoursBetween
      ? `, at least ${medication.schedule.minHoursBetween} hours apart`
      : '';

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-bold">{medication.name}</p>
        <p>{describeDose(medication)}</p>
      </div>
      <p>
        <strong className="tabular-nums">
          {standing.takenInLast24Hours} of {standing.maxPerDay}
        </strong>{' '}
        doses in the last 24 hours (most {standing.maxPerDay}
        {limit}).
        {standing.nextAllowedAt ? ` Next dose allowed from ${formatDateTime(standing.nextAllowedAt)}.` : ''}
      </p>
      {canLog ? (
        <div>
          <button
            ref={giveRef}
            type="button"
            disabled={logDose.isPending}
            onClick={() => void give(false)}
            className={BUTTON_CLASSES.primary}
          >
            Give a dose <span className="sr-only">&nbsp;of {medication.name}</span>
          </button>
        </div>
      ) : null}
      {problem ? <Notice tone="warning">{problem}</Notice> : null}
      {warning !== null ? (
        <ConfirmDialog
          title={
            <>
              <span aria-hidden="true">⚠ </span>
              Over the limit for {medication.name}
            </>
          }
          cancelLabel="Cancel, don’t log it"
          confirmLabel="Log it anyway"
          pendingLabel="Saving…"
          pending={logDose.isPending}
          onCancel={cancel}
          onConfirm={() => void give(true)}
        >
          <p>{warning}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
