import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { EmailField, PasswordField } from '../../../components/ui/form-fields.tsx';
import { checkEmail, checkPasswordPresent } from '../validation.ts';
import { noFieldErrors, onlyErrors, useFormErrors } from '../../../lib/forms/use-form-errors.ts';

const FIELDS = ['email', 'password'] as const;

interface SignInFormProps {
  /** Signs in; resolves to a message for the whole form when it did not work, or null. */
  onSubmit: (email: string, password: string) => Promise<string | null>;
  /** Where "Forgot your password?" leads, or nothing to leave it out. */
  forgotPasswordTo?: string;
  submitLabel?: string;
  /** The address to start with (an invitation's), which the person can still change. */
  initialEmail?: string;
}

/** E-mail and password. What was typed stays when the server refuses it; the error is read out at once. */
export function SignInForm({
  onSubmit,
  forgotPasswordTo,
  submitLabel = 'Sign in',
  initialEmail = '',
}: SignInFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, summary, idOf } = useFormErrors('sign-in', FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const fields = { email: checkEmail(email), password: checkPasswordPresent(password) };
    if (!noFieldErrors(fields)) {
      setErrors({ fields: onlyErrors(fields) });
      return;
    }
    setBusy(true);
    setErrors({ fields: {} });
    const problem = await onSubmit(email, password);
    setBusy(false);
    if (problem) setErrors({ fields: {}, form: problem });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-busy={busy}>
      <ErrorSummary items={summary} />
      <EmailField
        id={idOf('email')}
        label="E-mail address"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.fields.email}
      />
      <PasswordField
        id={idOf('password')}
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.fields.password}
      />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <button type="submit" disabled={busy} className={BUTTON_CLASSES.primary}>
          {busy ? 'Signing in...' : submitLabel}
        </button>
        {forgotPasswordTo ? (
          <Link to={forgotPasswordTo} className={BUTTON_CLASSES.link}>
            Forgot your password?
          </Link>
        ) : null}
      </div>
    </form>
  );
}
