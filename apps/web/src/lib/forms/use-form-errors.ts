import { useMemo, useState } from 'react';

import type { SummaryItem } from '../../components/ui/error-summary.tsx';

/** Errors of one form: per field (shown beside it and in the summary) and for the form as a whole. */
export interface FormErrors<Field extends string> {
  readonly fields: Partial<Record<Field, string>>;
  readonly form?: string | undefined;
}

/**
 * Keeps a form's errors and turns them into the summary's items, in the order of `fieldOrder`, each linking to
 * `${prefix}-${field}`, the field's id.
 */
export function useFormErrors<Field extends string>(prefix: string, fieldOrder: readonly Field[]) {
  const [errors, setErrors] = useState<FormErrors<Field>>({ fields: {} });
  const summary = useMemo<SummaryItem[]>(
    () => [
      ...(errors.form ? [{ message: errors.form }] : []),
      ...fieldOrder.flatMap((field) => {
        const message = errors.fields[field];
        return message ? [{ fieldId: `${prefix}-${field}`, message }] : [];
      }),
    ],
    [errors, fieldOrder, prefix],
  );
  return { errors, setErrors, summary, idOf: (field: Field) => `${prefix}-${field}` };
}

/** True when no field has an error. */
export function noFieldErrors<Field extends string>(fields: Partial<Record<Field, string | undefined>>): boolean {
  return Object.values(fields).every((message) => message === undefined);
}

/** Drops the fields without a message, for exactOptional-friendly state. */
export function onlyErrors<Field extends string>(
  fields: Partial<Record<Field, string | undefined>>,
): Partial<Record<Field, string>> {
  return Object.fromEntries(Object.entries(fields).filter(([, message]) => message !== undefined)) as Partial<
    Record<Field, string>
  >;
}
