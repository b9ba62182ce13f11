import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import {
  HealthFieldInput,
  numberOrNull,
  instantOrNull,
  textOrNull,
  useHealthFormErrors,
  type FormValues,
  type HealthField,
} from './health-fields.tsx';

/** The API's body from a simple form's values, field by field as each kind reads. */
export function bodyOf(fields: readonly HealthField[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.path] ?? '';
    switch (field.kind) {
      case 'number':
        body[field.path] = numberOrNull(value);
        break;
      case 'datetime':
        body[field.path] = field.required ? (instantOrNull(value) ?? '') : instantOrNull(value);
        break;
      case 'select':
        // An optional choice left empty clears it; a required one is left out, so the server asks for it.
        body[field.path] = value !== '' ? value : field.required ? undefined : null;
        break;
      default:
        body[field.path] = field.required ? value.trim() : textOrNull(value);
    }
  }
  return body;
}

/** Puts focus on the first field of a form that has just opened, so typing can start at once. */
function useFocusFirstField() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, []);
  return ref;
}

/**
 * A form of a health entry. When the server refuses, its messages show beside each field and in the summary, and
 * everything typed stays as it was.
 */
export function EntryForm({
  prefix,
  fields,
  initial,
  save,
  onDone,
  saveLabel = 'Save',
  toBody = (values) => bodyOf(fields, values),
  ownFieldPaths = [],
  children,
}: {
  prefix: string;
  fields: readonly HealthField[];
  initial: FormValues;
  save: (body: Record<string, unknown>) => Promise<unknown>;
  onDone: (saved: boolean) => void;
  saveLabel?: string;
  toBody?: (values: FormValues) => Record<string, unknown>;
  /** The API paths of the fields `children` draws, so the server's messages about them land beside them. */
  ownFieldPaths?: readonly string[];
  /** Fields of their own (a medicine's schedule), given the values and a way to change them. */
  children?: (
    values: FormValues,
    setValue: (path: string, value: string) => void,
    errors: Record<string, string>,
  ) => ReactNode;
}) {
  const [values, setValues] = useState<FormValues>(() => ({ ...initial }));
  const [busy, setBusy] = useState(false);
  const [order] = useState(() => [...fields.map((field) => field.path), ...ownFieldPaths]);
  const { errors, summary, clear, showRefusal } = useHealthFormErrors(prefix, order);
  const formRef = useFocusFirstField();
  const setValue = (path: string, value: string) => setValues((current) => ({ ...current, [path]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    clear();
    try {
      await save(toBody(values));
      onDone(true);
    } catch (error) {
      showRefusal(error);
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
      {fields.map((field) => (
        <HealthFieldInput
          key={field.path}
          prefix={prefix}
          field={field}
          value={values[field.path] ?? ''}
          error={errors.fields[field.path]}
          onChange={(value) => setValue(field.path, value)}
        />
      ))}
      {children?.(values, setValue, errors.fields)}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={BUTTON_CLASSES.primary}>
          {busy ? 'Saving…' : saveLabel}
        </button>
        <button type="button" disabled={busy} onClick={() => onDone(false)} className={BUTTON_CLASSES.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}
