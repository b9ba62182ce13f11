import { useState, type FormEvent } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { EmailField, PasswordField } from '../../../components/ui/form-fields.tsx';
import type { ProblemMessage } from '../../../lib/auth/auth-messages.ts';
import { checkEmail, checkNewPassword, NEW_PASSWORD_HINT } from '../validation.ts';
import { noFieldErrors, onlyErrors, useFormErrors } from '../../../lib/forms/use-form-errors.ts';

const FIELDS = ['email', 'password'] as const;

interface RegisterFormProps {
  /** Creates the account; resolves to what went wrong, or null. */
  onSubmit: (email: string, password: string) => Promise<ProblemMessage | null>;
  /** The address to start with (the one an invitation was sent to), which the person can still change. */
  initialEmail?: string;
}

export function RegisterForm({ onSubmit, initialEmail = '' }: RegisterFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, summary, idOf } = useFormErrors('register', FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const fields = { email: checkEmail(email), password: checkNewPassword(password) };
    if (!noFieldErrors(fields)) {
      setErrors({ fields: onlyErrors(fields) });
      return;
    }
    setBusy(true);
    setErrors({ fields: {} });
    const problem = await onSubmit(email, password);
    setBusy(false);
    if (!problem) return;
    if (problem.field === 'email' || problem.field === 'password') {
      setErrors({ fields: { [problem.field]: problem.message } });
    } else {
      setErrors({ fields: {}, form: problem.message });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-busy={busy}>
      <ErrorSummary items={summary} />
      <EmailField
        id={idOf('email')}
        label="E-mail address"
        hint="We'll send a link to this address to check it is yours."
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.fields.email}
      />
      <PasswordField
        id={idOf('password')}
        label="Choose a password"
        hint={NEW_PASSWORD_HINT}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.fields.password}
      />
      <div>
        <button type="submit" disabled={busy} className={BUTTON_CLASSES.primary}>
          {busy ? 'Creating your account...' : 'Create account'}
        </button>
      </div>
    </form>
  );
}
