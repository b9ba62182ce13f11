import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { ProfileField, useProfileFormErrors, type FieldSpec } from './profile-fields.tsx';

/**
 * Says politely (and shows) what just happened in a section, e.g. "Saved". Always on the page, even when empty,
 * so screen readers already know the region and read out what appears in it; it sits in a row of buttons, where
 * an empty one takes no room.
 */
export function SectionStatus({ message }: { message: string }) {
  return (
    <p role="status" className="font-semibold text-brand">
      {message ? (
        <>
          <span aria-hidden="true">✓ </span>
          {message}
        </>
      ) : null}
    </p>
  );
}

/**
 * A section of the profile that can be edited in place: its heading and an "Edit …" button; the button turns the
 * section into its form. Saving or cancelling returns to the view and puts focus back on the button, and a save
 * is announced.
 */
export function EditableSection({
  id,
  title,
  editLabel,
  canEdit,
  view,
  form,
  after,
}: {
  id: string;
  title: string;
  editLabel: string;
  canEdit: boolean;
  view: ReactNode;
  form: (finish: (saved: boolean) => void) => ReactNode;
  /** Shown under the view or form, e.g. the photo under "About". */
  after?: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const headingId = `${id}-heading`;

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const finish = (saved: boolean) => {
    returnFocus.current = true;
    setStatus(saved ? 'Saved' : '');
    setEditing(false);
  };

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="flex scroll-mt-4 flex-col gap-4 rounded-xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-h2 font-bold">
          {title}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <SectionStatus message={status} />
          {canEdit && !editing ? (
            <button
              ref={editButton}
              type="button"
              onClick={() => {
                setStatus('');
                setEditing(true);
              }}
              className={BUTTON_CLASSES.secondary}
            >
              {editLabel}
            </button>
          ) : null}
        </div>
      </div>
      {editing ? <SectionForm form={form} finish={finish} /> : view}
      {after}
    </section>
  );
}

/** Renders a section's form, handing it the way to close. */
function SectionForm({
  form,
  finish,
}: {
  form: (finish: (saved: boolean) => void) => ReactNode;
  finish: (saved: boolean) => void;
}) {
  return form(finish);
}

/** Puts focus on the first field of a form that has just opened, so typing can start at once. */
export function useFocusFirstField() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, []);
  return ref;
}

/**
 * A form of text fields that sends only its own fields. When the API refuses, the summary and each field's
 * message show, and everything typed stays as it was.
 */
export function FieldsForm({
  prefix,
  fields,
  initial,
  save,
  onDone,
  saveLabel = 'Save',
  before,
}: {
  prefix: string;
  fields: readonly FieldSpec[];
  initial: Readonly<Record<string, string>>;
  save: (values: Record<string, string>) => Promise<unknown>;
  onDone: (saved: boolean) => void;
  saveLabel?: string;
  before?: ReactNode;
}) {
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...initial }));
  const [busy, setBusy] = useState(false);
  const paths = fields.map((field) => field.path);
  const [order] = useState(paths);
  const { errors, summary, clear, showRefusal } = useProfileFormErrors(prefix, order);
  const formRef = useFocusFirstField();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    clear();
    try {
      await save(values);
      onDone(true);
    } catch (error) {
      showRefusal(error, paths);
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <ErrorSummary items={summary} />
      {before}
      {fields.map((field) => (
        <ProfileField
          key={field.path}
          prefix={prefix}
          field={field}
          value={values[field.path] ?? ''}
          error={errors.fields[field.path]}
          onChange={(value) => setValues((current) => ({ ...current, [field.path]: value }))}
        />
      ))}
      <FormActions busy={busy} saveLabel={saveLabel} onCancel={() => onDone(false)} />
    </form>
  );
}

export function FormActions({
  busy,
  saveLabel = 'Save',
  onCancel,
}: {
  busy: boolean;
  saveLabel?: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" disabled={busy} className={BUTTON_CLASSES.primary}>
        {busy ? 'Saving...' : saveLabel}
      </button>
      <button type="button" disabled={busy} onClick={onCancel} className={BUTTON_CLASSES.secondary}>
        Cancel
      </button>
    </div>
  );
}

/** A field's value in view mode: the text as written (line breaks kept), or a kind note when it is empty. */
export function FieldValue({ value }: { value: string | null | undefined }) {
  if (!value) return <span className="text-ink-muted italic">Not filled in yet</span>;
  return <span className="whitespace-pre-line">{value}</span>;
}

/** Fields and their values, one under another. */
export function FieldList({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,14rem)_1fr]">
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="font-semibold">{item.label}</dt>
          <dd className="mb-2 sm:mb-0">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
