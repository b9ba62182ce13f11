import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-describedby'> {
  /** Used for the input's id, so an error summary can link to it. */
  id: string;
  label: string;
  /** Shown under the label before anyone types: what is asked for. */
  hint?: ReactNode;
  /** Shown in place when the value was refused; tied to the input with aria-describedby. */
  error?: string | undefined;
}

/** The id of a field's error message. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/** The label, hint and error of a field, and what to tie to the control so they are read out with it. */
function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: (control: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorIdOf(id) : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <div id={hintId} className="text-ink-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorIdOf(id)} className="font-semibold text-danger">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
    </div>
  );
}

const controlClasses = (error: string | undefined) =>
  `w-full rounded-lg border-2 bg-surface px-3 py-2 text-ink ${error ? 'border-danger' : 'border-ink-muted'}`;

/**
 * A labelled text input with an optional hint and error, both read out with the field. The label is always
 * visible; nothing relies on placeholder text.
 */
export function TextField({ id, label, hint, error, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(control) => <input id={id} {...control} className={`min-h-11 ${controlClasses(error)}`} {...input} />}
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'className' | 'aria-describedby'
> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A labelled box for longer text, with its hint and error read out with it, like TextField. */
export function TextAreaField({ id, label, hint, error, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <textarea id={id} rows={4} {...control} className={`min-h-24 ${controlClasses(error)}`} {...textarea} />
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'className' | 'aria-describedby' | 'children'
> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** The choices, each with the value sent and the words shown. */
  options: readonly { readonly value: string; readonly label: string }[];
  /** A first, empty choice asking the person to choose, so nothing is chosen for them. */
  prompt?: string;
}

/** A labelled list of choices, with its hint and error read out with it, like TextField. */
export function SelectField({ id, label, hint, error, options, prompt, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select id={id} {...control} className={`min-h-11 ${controlClasses(error)}`} {...select}>
          {prompt === undefined ? null : <option value="">{prompt}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** An e-mail address input: the right keyboard on phones, autofill, and no autocorrect or capitals in the way. */
export function EmailField(props: Omit<FieldProps, 'type' | 'name'>) {
  return (
    <TextField
      {...props}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
    />
  );
}

/** A password input with a button that shows what was typed, which helps anyone who finds typing blind hard. */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const toggleId = useId();
  return (
    <div className="flex flex-col gap-1">
      <TextField {...props} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" />
      <div>
        <button
          id={toggleId}
          type="button"
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible((shown) => !shown)}
          className="min-h-11 rounded-md px-1 font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
        >
          {visible ? 'Hide password' : 'Show password'}
        </button>
      </div>
    </div>
  );
}
