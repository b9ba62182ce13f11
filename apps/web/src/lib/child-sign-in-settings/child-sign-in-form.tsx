import {
  CHILD_SESSION_MINUTES,
  CHILD_SIGN_IN_LIMITS,
  type ChildAllowances,
  type ChildSessionMinutes,
  type ChildSignInMethod,
  type ChildSignInResponse,
  type ChildSignInUpdate,
  type SignInPicture,
} from '@tedi/contracts';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';

import { BUTTON_CLASSES } from '../../components/ui/buttons.ts';
import { ErrorSummary } from '../../components/ui/error-summary.tsx';
import { errorIdOf, TextField } from '../../components/ui/form-fields.tsx';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { GroupError, PicturePasswordChoice } from './picture-password-choice.tsx';
import { ALLOWANCES, METHOD_LABELS, PIN_HINT, SESSION_LABELS, signInRefusal } from './sign-in-words.ts';

const FIELDS = ['method', 'pictures', 'pin', 'sessionMinutes', 'allowances'] as const;
type Field = (typeof FIELDS)[number];

/** What a save changed, for the notice after it. */
export interface SignInSaved {
  readonly method: ChildSignInMethod;
  readonly turnedOn: boolean;
  /** A new picture password or PIN was set (the one the child knew stops working). */
  readonly newSecret: boolean;
}

/** A group of radios or checkboxes: its legend, a hint and an error read out with it, and the choices. */
function ChoiceGroup({
  id,
  legend,
  hint,
  error,
  children,
}: {
  /** The id of the choices' box, which the error summary links to. */
  id: string;
  legend: string;
  hint?: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorIdOf(id) : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy} className="flex flex-col gap-2">
      <legend className="mb-1 text-lg font-bold">{legend}</legend>
      {hint ? (
        <div id={hintId} className="text-ink-muted">
          {hint}
        </div>
      ) : null}
      <GroupError id={id} message={error} />
      <div id={id} tabIndex={-1} className={`flex flex-col gap-1 ${error ? 'border-l-4 border-danger pl-3' : ''}`}>
        {children}
      </div>
    </fieldset>
  );
}

function Choice({
  type,
  name,
  checked,
  onChange,
  label,
  description,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  description?: string;
}) {
  return (
    <label className="flex min-h-11 items-start gap-3 py-1">
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0"
      />
      <span className="flex flex-col">
        <span className="font-semibold">{label}</span>
        {description ? <span className="text-ink-muted">{description}</span> : null}
      </span>
    </label>
  );
}

/**
 * Turning a child's sign-in on, or changing it: a picture password (3 of 9 pictures, in order) or a PIN, how long
 * a session lasts and what the child may change. When the sign-in is on already, the picture password or PIN the
 * child knows stays unless the parent chooses a new one (or changes the method). When the server refuses, every
 * choice stays as it was and each message shows beside what it is about.
 */
export function ChildSignInForm({
  name,
  current,
  save,
  onSaved,
  onCancel,
}: {
  name: string;
  current: ChildSignInResponse;
  save: (input: ChildSignInUpdate) => Promise<unknown>;
  onSaved: (saved: SignInSaved) => void;
  onCancel: () => void;
}) {
  const [method, setMethod] = useState<ChildSignInMethod>(current.method ?? 'pictures');
  const [pictures, setPictures] = useState<SignInPicture[]>([]);
  const [pin, setPin] = useState('');
  const [sessionMinutes, setSessionMinutes] = useState<ChildSessionMinutes>(current.sessionMinutes);
  const [allowances, setAllowances] = useState<ChildAllowances>(current.allowances);
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, summary, idOf } = useFormErrors<Field>('child-sign-in', FIELDS);
  const formRef = useRef<HTMLFormElement>(null);
  // A form that has just opened: focus on the first choice, so the keyboard starts there.
  useEffect(() => {
    const form = formRef.current;
    (form?.querySelector<HTMLInputElement>('input:checked') ?? form?.querySelector<HTMLInputElement>('input'))?.focus();
  }, []);

  /** The sign-in is on with this method: leaving the secret empty keeps the one the child knows. */
  const keepsSecret = current.enabled && current.method === method;
  const secretGiven = method === 'pictures' ? pictures.length > 0 : pin !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const secret = !keepsSecret || secretGiven ? (method === 'pictures' ? { pictures } : { pin }) : {};
    setBusy(true);
    setErrors({ fields: {} });
    try {
      await save({ method, ...secret, sessionMinutes, allowances });
      onSaved({ method, turnedOn: !current.enabled, newSecret: secretGiven || !keepsSecret });
    } catch (error) {
      setErrors(signInRefusal(error, FIELDS));
      setBusy(false);
    }
  };

  /** Says whether the picture password or PIN the child knows stays, when the sign-in is on already. */
  const keepHint = (secret: 'pictures' | 'PIN') =>
    keepsSecret ? (
      <p>
        {name} keeps the {secret} they know, unless you{' '}
        {secret === 'pictures' ? 'choose 3 new pictures' : 'type a new PIN'} here.
      </p>
    ) : current.enabled ? (
      <p>
        You are changing how {name} signs in, so {secret === 'pictures' ? 'choose the pictures' : 'type the PIN'} {name}{' '}
        will use.
      </p>
    ) : null;

  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-6"
    >
      <ErrorSummary items={summary} />
      <ChoiceGroup id={idOf('method')} legend={`How ${name} signs in`} error={errors.fields.method}>
        <Choice
          type="radio"
          name="child-sign-in-method"
          checked={method === 'pictures'}
          onChange={() => setMethod('pictures')}
          label={METHOD_LABELS.pictures}
          description={`${name} taps ${CHILD_SIGN_IN_LIMITS.picturesChosen} pictures in order. Good for a child who doesn't read yet.`}
        />
        <Choice
          type="radio"
          name="child-sign-in-method"
          checked={method === 'pin'}
          onChange={() => setMethod('pin')}
          label={METHOD_LABELS.pin}
          description={`${name} types ${CHILD_SIGN_IN_LIMITS.pinMinLength} to ${CHILD_SIGN_IN_LIMITS.pinMaxLength} numbers.`}
        />
      </ChoiceGroup>

      {method === 'pictures' ? (
        <PicturePasswordChoice
          id={idOf('pictures')}
          name={name}
          chosen={pictures}
          onChange={setPictures}
          error={errors.fields.pictures}
          extraHint={keepHint('pictures')}
        />
      ) : (
        <TextField
          id={idOf('pin')}
          label={`${name}'s PIN`}
          hint={
            <>
              <p>
                {PIN_HINT} Choose numbers {name} can remember.
              </p>
              {keepHint('PIN')}
            </>
          }
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={CHILD_SIGN_IN_LIMITS.pinMaxLength}
          value={pin}
          error={errors.fields.pin}
          onChange={(event) => setPin(event.target.value.trim())}
        />
      )}

      <ChoiceGroup
        id={idOf('sessionMinutes')}
        legend={`How long ${name} stays signed in`}
        hint={`After this, ${name} signs in again.`}
        error={errors.fields.sessionMinutes}
      >
        {CHILD_SESSION_MINUTES.map((minutes) => (
          <Choice
            key={minutes}
            type="radio"
            name="child-sign-in-session"
            checked={sessionMinutes === minutes}
            onChange={() => setSessionMinutes(minutes)}
            label={SESSION_LABELS[minutes]}
          />
        ))}
      </ChoiceGroup>

      <ChoiceGroup
        id={idOf('allowances')}
        legend={`What ${name} may change`}
        hint={`${name} can change these in their own area. Everything else stays as you set it.`}
        error={errors.fields.allowances}
      >
        {ALLOWANCES.map((allowance) => (
          <Choice
            key={allowance.key}
            type="checkbox"
            name={`child-sign-in-allows-${allowance.key}`}
            checked={allowances[allowance.key]}
            onChange={(checked) => setAllowances((now) => ({ ...now, [allowance.key]: checked }))}
            label={allowance.label}
          />
        ))}
      </ChoiceGroup>

      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={BUTTON_CLASSES.primary}>
          {busy ? 'Saving...' : current.enabled ? 'Save changes' : `Turn on ${name}'s sign-in`}
        </button>
        <button type="button" disabled={busy} onClick={onCancel} className={BUTTON_CLASSES.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}
