import {
  PASSPORT_WRITTEN_FIELDS,
  SUGGESTED_ADJUSTMENTS,
  type PassportPart,
  type PassportResponse,
  type PassportWrittenKey,
} from '@tedi/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { useFormErrors } from '../../../lib/forms/use-form-errors.ts';
import { useUpdatePassport } from '../api/passport.ts';
import { PASSPORT_PARTS } from './passport-view.tsx';

type FieldName = PassportWrittenKey | 'reasonableAdjustments';
const FIELD_ORDER: readonly FieldName[] = [
  ...(Object.values(PASSPORT_WRITTEN_FIELDS).flatMap((fields) => Object.keys(fields)) as PassportWrittenKey[]),
  'reasonableAdjustments',
];

/** What to write in each field: the questions the NHS passports ask, in a parent's words. */
const HINTS: Partial<Record<PassportWrittenKey, string>> = {
  nhsNumber: '10 digits, on any letter from the NHS or in the NHS App.',
  medicalHistory: 'Operations, stays in hospital, anything a doctor should know from the past.',
  takingBlood: 'For example: thumb prick only; numbing cream first; needs holding gently by a parent.',
  whenAnxious: 'What it looks like, and what helps: a favourite object, a quiet room, counting down.',
  takingMedicine: 'For example: liquid only; crushed in yoghurt; through the tube with a 10 ml flush.',
  pain: 'How it shows: rocking, biting the hand, going quiet. Words or signs they use for hurt.',
  eatingDrinking: 'Textures, thickened fluids, help needed, favourite foods and drinks.',
  touch: 'Where and how touch is all right; what to say before touching.',
};

/** How a part is filled from elsewhere, so the parent knows where to change it. */
function FromElsewhere({ passport, part }: { passport: PassportResponse; part: PassportPart }) {
  const elsewhere = passport.parts[part].filter((field) => field.source !== 'passport');
  if (elsewhere.length === 0) return null;
  const profile = elsewhere.filter((field) => field.source === 'profile').map((field) => field.label);
  const health = elsewhere.filter((field) => field.source === 'health').map((field) => field.label);
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-surface p-3">
      <p className="font-semibold">Filled in for you, and kept up to date:</p>
      {profile.length > 0 ? (
        <p>
          From the profile: {profile.join(', ')}.{' '}
          <Link to={`/dashboard/parent/child/${passport.childId}`} className="font-semibold text-brand underline">
            Change these in the profile
          </Link>
        </p>
      ) : null}
      {health.length > 0 ? (
        <p>
          From the health hub: {health.join(', ')}.{' '}
          <Link to="/parent/health-hub" className="font-semibold text-brand underline">
            Change these in the health hub
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function AdjustmentsField({
  id,
  chosen,
  onChange,
  error,
}: {
  id: string;
  chosen: readonly string[];
  onChange: (adjustments: string[]) => void;
  error: string | undefined;
}) {
  const [own, setOwn] = useState('');
  const legendId = useId();
  const custom = chosen.filter((item) => !(SUGGESTED_ADJUSTMENTS as readonly string[]).includes(item));
  const toggle = (item: string, on: boolean) =>
    onChange(on ? [...chosen, item] : chosen.filter((candidate) => candidate !== item));
  const addOwn = () => {
    const item = own.trim();
    if (item && !chosen.includes(item)) onChange([...chosen, item]);
    setOwn('');
  };
  return (
    <fieldset id={id} tabIndex={-1} aria-labelledby={legendId} className="flex flex-col gap-2">
      <legend id={legendId} className="text-lg font-bold">
        Reasonable adjustments
      </legend>
      <p className="text-ink-muted">
        Changes the hospital should make for your child. They go on the first page. Ask your GP to add them to the NHS
        Reasonable Adjustment Digital Flag too, so every NHS service sees them.
      </p>
      {error ? <p className="font-semibold text-danger">{error}</p> : null}
      {[...SUGGESTED_ADJUSTMENTS, ...custom].map((item) => (
        <label key={item} className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0"
            checked={chosen.includes(item)}
            onChange={(event) => toggle(item, event.target.checked)}
          />
          <span>{item}</span>
        </label>
      ))}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-60 grow">
          <TextField
            id={`${id}-own`}
            label="Another adjustment"
            value={own}
            maxLength={300}
            onChange={(event) => setOwn(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addOwn();
              }
            }}
          />
        </div>
        <button type="button" className={BUTTON_CLASSES.secondary} onClick={addOwn}>
          Add
        </button>
      </div>
    </fieldset>
  );
}

/**
 * The passport's own fields, part by part, with what comes from the profile and the hub named and linked. What
 * the parent typed stays in the form when the server refuses it.
 */
export function PassportEditor({ passport, onDone }: { passport: PassportResponse; onDone: (saved: boolean) => void }) {
  const [values, setValues] = useState<Record<PassportWrittenKey, string>>(
    () =>
      Object.fromEntries(Object.entries(passport.written).map(([key, value]) => [key, value ?? ''])) as Record<
        PassportWrittenKey,
        string
      >,
  );
  const [adjustments, setAdjustments] = useState<string[]>([...passport.firstPage.reasonableAdjustments]);
  const { errors, setErrors, summary, idOf } = useFormErrors<FieldName>('passport', FIELD_ORDER);
  const update = useUpdatePassport(passport.childId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (value.trim() !== (passport.written[key as PassportWrittenKey] ?? '')) changed[key] = value;
    }
    if (adjustments.join('\n') !== passport.firstPage.reasonableAdjustments.join('\n')) {
      changed.reasonableAdjustments = adjustments;
    }
    if (Object.keys(changed).length === 0) {
      onDone(false);
      return;
    }
    update.mutate(changed, {
      onSuccess: () => onDone(true),
      onError: (error) => {
        const refused = apiFieldErrors(error);
        setErrors({ fields: refused.fields, form: refused.form });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <ErrorSummary items={summary} />
      {(Object.keys(PASSPORT_WRITTEN_FIELDS) as PassportPart[]).map((part) => {
        const look = PASSPORT_PARTS[part];
        return (
          <fieldset key={part} className={`flex flex-col gap-4 rounded-xl border-l-8 p-4 ${look.frame}`}>
            <legend className={`rounded-md px-3 py-1 text-h3 font-bold ${look.heading}`}>
              <span aria-hidden="true" className="mr-2">
                {look.symbol}
              </span>
              {look.title}
            </legend>
            <FromElsewhere passport={passport} part={part} />
            {Object.entries(PASSPORT_WRITTEN_FIELDS[part]).map(([key, label]) => {
              const name = key as PassportWrittenKey;
              const common = {
                id: idOf(name),
                label,
                hint: HINTS[name],
                error: errors.fields[name],
                value: values[name] ?? '',
                onChange: (event: { target: { value: string } }) =>
                  setValues((current) => ({ ...current, [name]: event.target.value })),
              };
              return name === 'nhsNumber' ? (
                <TextField key={name} {...common} inputMode="numeric" autoComplete="off" spellCheck={false} />
              ) : (
                <TextAreaField key={name} {...common} rows={3} />
              );
            })}
          </fieldset>
        );
      })}
      <AdjustmentsField
        id={idOf('reasonableAdjustments')}
        chosen={adjustments}
        onChange={setAdjustments}
        error={errors.fields.reasonableAdjustments}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={update.isPending} className={BUTTON_CLASSES.primary}>
          {update.isPending ? 'Saving…' : 'Save the passport'}
        </button>
        <button type="button" onClick={() => onDone(false)} className={BUTTON_CLASSES.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}
