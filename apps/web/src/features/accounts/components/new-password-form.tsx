import { useState, type FormEvent } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { PasswordField } from '../../../components/ui/form-fields.tsx';
import type { ProblemMessage } from '../../../lib/auth/auth-messages.ts';
import { checkNewPassword, checkPasswordPresent, NEW_PASSWORD_HINT } from '../validation.ts';
import { noFieldErrors, onlyErrors, useFormErrors } from '../../../lib/forms/use-form-errors.ts';

const FIELDS = ['currentPassword', 'newPassword'] as const;

interface NewPasswordFormProps {
  /** Whether the current password is asked for: not after a reset link, which proves the mailbox is yours. */
  askCurrentPassword: boolean;
  /** Changes the password; resolves to what went wrong, or null. */
  onSubmit: (newPassword: string, currentPassword: string | undefined) => Promise<ProblemMessage | null>;
  submitLabel: string;
  /** Distinguishes the fields' ids when the form appears more than once. */
  idPrefix: string;
}

/** Choosing a new password: after a reset link, and in settings (with the current one). */
export function NewPasswordForm({ askCurrentPassword, onSubmit, submitLabel, idPrefix }: NewPasswordFormProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, summary, idOf } = useFormErrors(idPrefix, FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const fields = {
      currentPassword: askCurrentPassword ? checkPasswordPresent(currentPassword, 'your current password') : undefined,
      newPassword: checkNewPassword(newPassword),
    };
    if (!noFieldErrors(fields)) {
      setErrors({ fields: onlyErrors(fields) });
      return;
    }
    setBusy(true);
    setErrors({ fields: {} });
    const problem = await onSubmit(newPassword, askCurrentPassword ? currentPassword : undefined);
    setBusy(false);
    if (!problem) {
      setCurrentPassword('');
      setNewPassword('');
      return;
    }
    if (problem.field === 'currentPassword' && askCurrentPassword) {
      setErrors({ fields: { currentPassword: problem.message } });
    } else if (problem.field === 'newPassword') {
      setErrors({ fields: { newPassword: problem.message } });
    } else {
      setErrors({ fields: {}, form: problem.message });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-busy={busy}>
      <ErrorSummary items={summary} />
      {askCurrentPassword ? (
        <PasswordField
          id={idOf('currentPassword')}
          label="Current password"
          name="current-password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={errors.fields.currentPassword}
        />
      ) : null}
      <PasswordField
        id={idOf('newPassword')}
        label="New password"
        hint={NEW_PASSWORD_HINT}
        name="new-password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={errors.fields.newPassword}
      />
      <div>
        <button type="submit" disabled={busy} className={BUTTON_CLASSES.primary}>
          {busy ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
