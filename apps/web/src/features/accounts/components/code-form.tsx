import { useState, type FormEvent, type ReactNode } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import type { ProblemMessage } from '../../../lib/auth/auth-messages.ts';
import { checkCode } from '../validation.ts';
import { useFormErrors } from '../../../lib/forms/use-form-errors.ts';

const FIELDS = ['code'] as const;

interface CodeFormProps {
  idPrefix: string;
  label?: string;
  hint?: ReactNode;
  submitLabel: string;
  onSubmit: (code: string) => Promise<ProblemMessage | null>;
  /** Extra controls beside the submit button (Cancel, Use another account). */
  children?: ReactNode;
}

/** One 6-digit code from an authenticator app. */
export function CodeForm({ idPrefix, label = '6-digit code', hint, submitLabel, onSubmit, children }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, summary, idOf } = useFormErrors(idPrefix, FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problemWithCode = checkCode(code);
    if (problemWithCode) {
      setErrors({ fields: { code: problemWithCode } });
      return;
    }
    setBusy(true);
    setErrors({ fields: {} });
    const problem = await onSubmit(code);
    setBusy(false);
    if (problem) {
      setErrors(
        problem.field === 'code' ? { fields: { code: problem.message } } : { fields: {}, form: problem.message },
      );
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-busy={busy}>
      <ErrorSummary items={summary} />
      <TextField
        id={idOf('code')}
        label={label}
        hint={hint}
        name="one-time-code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={12}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.fields.code}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={BUTTON_CLASSES.primary}>
          {busy ? 'Checking...' : submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
