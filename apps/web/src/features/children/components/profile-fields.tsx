import { useMemo, useState } from 'react';

import type { SummaryItem } from '../../../components/ui/error-summary.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { fieldIdOf } from '../profile-format.ts';

/** One field of a profile form, addressed by its dotted path in the API's body. */
export interface FieldSpec {
  readonly path: string;
  readonly label: string;
  readonly hint?: string;
  readonly kind?: 'text' | 'textarea' | 'date' | 'email' | 'tel';
  readonly required?: boolean;
}

/** The input a field spec asks for: a text box, a bigger box for longer text, a date, an e-mail or phone number. */
export function ProfileField({
  prefix,
  field,
  value,
  error,
  onChange,
}: {
  prefix: string;
  field: FieldSpec;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = fieldIdOf(prefix, field.path);
  const label = field.required ? field.label : `${field.label} (optional)`;
  if (field.kind === 'textarea') {
    return (
      <TextAreaField
        id={id}
        label={label}
        hint={field.hint}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const kind = field.kind ?? 'text';
  return (
    <TextField
      id={id}
      label={label}
      hint={field.hint}
      type={kind}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      {...(kind === 'email'
        ? { autoComplete: 'off', spellCheck: false, autoCapitalize: 'none', inputMode: 'email' }
        : {})}
      {...(kind === 'tel' ? { autoComplete: 'off', inputMode: 'tel' } : {})}
    />
  );
}

/**
 * The errors of one profile form, kept by dotted path as the API names them, and the summary's items in the
 * order of `order` (paths not in it, e.g. of a list's rows, follow in the order the API gave).
 */
export function useProfileFormErrors(prefix: string, order: readonly string[]) {
  const [errors, setErrors] = useState<{ fields: Record<string, string>; form: string | undefined }>({
    fields: {},
    form: undefined,
  });
  // Kept stable between renders: the summary takes focus each time its items change.
  const summary = useMemo<SummaryItem[]>(() => {
    const paths = [
      ...order.filter((path) => errors.fields[path]),
      ...Object.keys(errors.fields).filter((path) => !order.includes(path)),
    ];
    return [
      ...(errors.form ? [{ message: errors.form }] : []),
      ...paths.map((path) => ({ fieldId: fieldIdOf(prefix, path), message: errors.fields[path]! })),
    ];
  }, [errors, order, prefix]);
  return {
    errors,
    summary,
    clear: () => setErrors({ fields: {}, form: undefined }),
    /** Shows why the API refused: beside each field it names, or for the whole form. */
    showRefusal: (error: unknown, knownPaths: readonly string[]) => {
      const { fields, form } = apiFieldErrors(error);
      // A message about a field this form does not show would have nowhere to go: it is shown for the form.
      const unknown = Object.entries(fields).filter(([path]) => !knownPaths.includes(path));
      const known = Object.fromEntries(Object.entries(fields).filter(([path]) => knownPaths.includes(path)));
      setErrors({
        fields: known,
        form: form ?? (unknown.length > 0 ? unknown.map(([, m]) => m).join(' ') : undefined),
      });
    },
  };
}
