import { PATHS } from '@tedi/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { EmailField, PasswordField, TextField } from '../../../components/ui/form-fields.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { useLeaveChildArea } from '../api/child-side.ts';

type Way = 'pin' | 'password';

/**
 * Leaving the child area is for a grown-up: the family's grown-up PIN, or a parent's e-mail address and password
 * (which also signs that parent in on this device). The child's session ends on the server either way.
 */
export function LeaveDialog({ onClose }: { readonly onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [way, setWay] = useState<Way>('pin');
  const [pin, setPin] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const leave = useLeaveChildArea();
  const { runtime } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await leave.mutateAsync(way === 'pin' ? { pin } : { email, password });
    } catch (error) {
      setProblem(apiFieldErrors(error).form ?? 'Please check what you typed.');
      return;
    }
    // The server has ended the child's session; this device forgets it.
    await runtime?.client.signOut({ scope: 'local' });
    if (way === 'password') {
      const { error } = (await runtime?.client.signInWithPassword({ email, password })) ?? { error: null };
      if (!error) {
        await navigate(PATHS.parentDashboard, { replace: true });
        return;
      }
    }
    await navigate(PATHS.childSignIn, { replace: true });
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(30rem,calc(100%-2rem))] rounded-xl border-4 border-brand bg-surface p-5 text-base text-ink backdrop:bg-black/50"
    >
      <h2 id={headingId} className="text-h3 font-bold">
        For grown-ups: leave the child’s area
      </h2>
      <div role="group" aria-label="How to leave" className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={way === 'pin'}
          onClick={() => setWay('pin')}
          className={way === 'pin' ? BUTTON_CLASSES.primary : BUTTON_CLASSES.secondary}
        >
          Grown-up PIN
        </button>
        <button
          type="button"
          aria-pressed={way === 'password'}
          onClick={() => setWay('password')}
          className={way === 'password' ? BUTTON_CLASSES.primary : BUTTON_CLASSES.secondary}
        >
          Parent’s password
        </button>
      </div>
      <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4" noValidate>
        {way === 'pin' ? (
          <TextField
            id="leave-pin"
            label="Grown-up PIN"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
            maxLength={6}
            required
          />
        ) : (
          <>
            <EmailField
              id="leave-email"
              label="Parent’s e-mail address"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
            />
            <PasswordField
              id="leave-password"
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
          </>
        )}
        {problem ? (
          <p role="alert" className="rounded-lg border-l-4 border-danger bg-danger-soft p-3">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={BUTTON_CLASSES.primary} disabled={leave.isPending}>
            Leave
          </button>
          <button type="button" className={BUTTON_CLASSES.secondary} onClick={onClose}>
            Stay here
          </button>
        </div>
      </form>
    </dialog>
  );
}
