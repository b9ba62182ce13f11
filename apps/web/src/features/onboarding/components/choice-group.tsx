import { useId } from 'react';

import { errorIdOf } from '../../../components/ui/form-fields.tsx';

interface Option<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly hint?: string;
}

interface ChoiceGroupProps<T extends string> {
  /** The id of the first input, so an error summary can link to the group. */
  id: string;
  legend: string;
  hint?: string;
  options: readonly Option<T>[];
  error?: string | undefined;
}

/** One input of a group, with its label and hint beside it; at least 44 px to tap. */
function Choice<T extends string>({
  id,
  type,
  name,
  option,
  checked,
  describedBy,
  onChange,
}: {
  id: string;
  type: 'radio' | 'checkbox';
  name: string;
  option: Option<T>;
  checked: boolean;
  describedBy: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const hintId = option.hint ? `${id}-hint` : undefined;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type={type}
        name={name}
        value={option.value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ') || undefined}
        className="mt-1 size-6 shrink-0 accent-brand"
      />
      <label htmlFor={id} className="flex min-h-8 flex-col">
        <span>{option.label}</span>
        {option.hint ? (
          <span id={hintId} className="text-ink-muted">
            {option.hint}
          </span>
        ) : null}
      </label>
    </div>
  );
}

function GroupFrame({
  legend,
  hint,
  hintId,
  error,
  errorId,
  children,
}: {
  legend: string;
  hint: string | undefined;
  hintId: string;
  error: string | undefined;
  errorId: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-lg font-semibold">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="font-semibold text-danger">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** Radio buttons: one answer, or none yet. */
export function RadioChoices<T extends string>({
  id,
  legend,
  hint,
  options,
  error,
  value,
  onChange,
}: ChoiceGroupProps<T> & { value: T | null; onChange: (value: T) => void }) {
  const name = useId();
  const hintId = `${id}-group-hint`;
  const describedBy = [hint ? hintId : null, error ? errorIdOf(id) : null].filter(Boolean).join(' ') || undefined;
  return (
    <GroupFrame legend={legend} hint={hint} hintId={hintId} error={error} errorId={errorIdOf(id)}>
      {options.map((option, index) => (
        <Choice
          key={option.value}
          id={index === 0 ? id : `${id}-${option.value}`}
          type="radio"
          name={name}
          option={option}
          checked={value === option.value}
          describedBy={describedBy}
          onChange={() => onChange(option.value)}
        />
      ))}
    </GroupFrame>
  );
}

/** Checkboxes: any number of answers. */
export function CheckboxChoices<T extends string>({
  id,
  legend,
  hint,
  options,
  error,
  values,
  onChange,
}: ChoiceGroupProps<T> & { values: readonly T[]; onChange: (values: T[]) => void }) {
  const name = useId();
  const hintId = `${id}-group-hint`;
  const describedBy = [hint ? hintId : null, error ? errorIdOf(id) : null].filter(Boolean).join(' ') || undefined;
  return (
    <GroupFrame legend={legend} hint={hint} hintId={hintId} error={error} errorId={errorIdOf(id)}>
      {options.map((option, index) => (
        <Choice
          key={option.value}
          id={index === 0 ? id : `${id}-${option.value}`}
          type="checkbox"
          name={name}
          option={option}
          checked={values.includes(option.value)}
          describedBy={describedBy}
          onChange={(checked) =>
            onChange(
              checked
                ? options.map((o) => o.value).filter((v) => v === option.value || values.includes(v))
                : values.filter((v) => v !== option.value),
            )
          }
        />
      ))}
    </GroupFrame>
  );
}
