import { useMemo, useState } from 'react';

import type { SummaryItem } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';

/** One field of a health form, named by its path in the API's body so the server's messages land beside it. */
export interface HealthField {
  readonly path: string;
  readonly label: string;
  readonly hint?: string;
  readonly kind: 'text' | 'textarea' | 'date' | 'datetime' | 'number' | 'select' | 'email' | 'tel';
  readonly required?: boolean;
  /** For a select: the choices. */
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  /** For a number: the unit shown after the label, e.g. "cm". */
  readonly unit?: string;
}

export type FormValues = Record<string, string>;

/** The id of a field's control, so the error summary can link to it. */
export const healthFieldId = (prefix: string, path: string) => `${prefix}-${path.replaceAll('.', '-')}`;

/** One field as its kind asks: native inputs throughout, with the label always visible. */
export function HealthFieldInput({
  prefix,
  field,
  value,
  error,
  onChange,
}: {
  prefix: string;
  field: HealthField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = healthFieldId(prefix, field.path);
  const named = field.unit ? `${field.label} (${field.unit})` : field.label;
  const label = field.required ? named : `${named} (optional)`;
  const common = { id, label, hint: field.hint, error };
  switch (field.kind) {
    case 'textarea':
      return <TextAreaField {...common} rows={3} value={value} onChange={(event) => onChange(event.target.value)} />;
    case 'select':
      return (
        <SelectField
          {...common}
          options={field.options ?? []}
          prompt="Choose…"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'datetime':
      return (
        <TextField {...common} type="datetime-local" value={value} onChange={(event) => onChange(event.target.value)} />
      );
    default:
      return (
        <TextField
          {...common}
          type={field.kind}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...(field.kind === 'email' ? { spellCheck: false, autoCapitalize: 'none', inputMode: 'email' } : {})}
          {...(field.kind === 'tel' ? { inputMode: 'tel' } : {})}
        />
      );
  }
}

/**
 * A form's errors by the API's field path, and the summary's items in the form's order. A message about a path
 * the form does not show is shown for the whole form, so nothing the server says is lost.
 */
export function useHealthFormErrors(prefix: string, order: readonly string[]) {
  const [errors, setErrors] = useState<{ fields: Record<string, string>; form: string | undefined }>({
    fields: {},
    form: undefined,
  });
  const summary = useMemo<SummaryItem[]>(
    () => [
      ...(errors.form ? [{ message: errors.form }] : []),
      ...order
        .filter((path) => errors.fields[path])
        .map((path) => ({ fieldId: healthFieldId(prefix, path), message: errors.fields[path]! })),
    ],
    [errors, order, prefix],
  );
  return {
    errors,
    summary,
    clear: () => setErrors({ fields: {}, form: undefined }),
    show: (fields: Record<string, string>, form?: string) => setErrors({ fields, form }),
    showRefusal: (error: unknown) => {
      const { fields, form } = apiFieldErrors(error);
      const known: Record<string, string> = {};
      const unknown: string[] = [];
      for (const [path, message] of Object.entries(fields)) {
        // A message about one time of day ("schedule.times.1") belongs beside the times.
        const shown = order.find((candidate) => path === candidate || path.startsWith(`${candidate}.`));
        if (shown) known[shown] ??= message;
        else unknown.push(message);
      }
      setErrors({ fields: known, form: form ?? (unknown.length > 0 ? unknown.join(' ') : undefined) });
    },
  };
}

// Turning what was typed into the API's body. A value that does not read as what is asked for is sent as typed,
// so the server's message (one wording for every form) says what is wrong.

/** Blank is null (nothing), otherwise the number, or the text as typed when it is not a number. */
export function numberOrNull(value: string | undefined): number | string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : trimmed;
}

/** A required number: blank is left out, so the server asks for it. */
export function requiredNumber(value: string | undefined): number | string | undefined {
  return numberOrNull(value) ?? undefined;
}

/** A date and time typed in the browser's local time, as the ISO moment the API reads; blank is null. */
export function instantOrNull(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? trimmed : date.toISOString();
}

/** An ISO moment as the value of a datetime-local input, in the browser's local time. */
export function localDateTimeValue(iso: string | null | Date): string {
  if (iso === null) return '';
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Text as the API takes it: trimmed; blank is null, which clears an optional field. */
export function textOrNull(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}
