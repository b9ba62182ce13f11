import { useState, type FormEvent } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { EmailField } from '../../../components/ui/form-fields.tsx';
import type { ProblemMessage } from '../../../lib/auth/auth-messages.ts';
import { checkEmail } from '../validation.ts';
import { useFormErrors } from '../../../lib/forms/use-form-errors.ts';

const FIELDS = ['email'] as const;

interface ForgotPasswordFormProps {
  onSubmit: (email: string) => Promise<ProblemMessage | null>;
}

/** Asks for the address a reset link goes to. */
export function ForgotPasswordForm({ onSubmit }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, summary, idOf } = useFormErrors('forgot', FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problemWithEmail = checkEmail(email);
    if (problemWithEmail) {
      setErrors({ fields: { email: problemWithEmail } });
      return;
    }
    setBusy(true);
    setErrors({ fields: {} });
    const problem = await onSubmit(email);
    setBusy(false);
    if (problem) {
      setErrors(
        problem.field === 'email' ? { fields: { email: problem.message } } : { fields: {}, form: problem.message },
      );
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-busy={busy}>
      <ErrorSummary items={summary} />
      <EmailField
        id={idOf('email')}
        label="E-mail address"
        hint="The address you use to sign in to Tedi."
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.fields.email}
      />
      <div>
        <button type="submit" disabled={busy} className={BUTTON_CLASSES.primary}>
          {busy ? 'Sending...' : 'Send me a reset link'}
        </button>
      </div>
    </form>
  );
}
