import {
  DAYS_OF_WEEK,
  DOSE_UNITS,
  MEDICATION_FORM_LABELS,
  MEDICATION_FORMS,
  MEDICATION_ROUTE_LABELS,
  MEDICATION_ROUTES,
  type MedicationResponse,
  type ProfessionalResponse,
} from '@tedi/contracts';
import { useId } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { errorIdOf, TextField } from '../../../components/ui/form-fields.tsx';
import { DAY_LABELS } from '../health-format.ts';
import { EntryForm } from './entry-form.tsx';
import {
  healthFieldId,
  numberOrNull,
  requiredNumber,
  textOrNull,
  type FormValues,
  type HealthField,
} from './health-fields.tsx';

const SCHEDULE_PATHS = [
  'schedule',
  'schedule.kind',
  'schedule.times',
  'schedule.days',
  'schedule.maxPerDay',
  'schedule.minHoursBetween',
];

function medicationFields(professionals: readonly ProfessionalResponse[]): HealthField[] {
  return [
    { path: 'name', label: 'Medicine', kind: 'text', required: true, hint: 'As on the label, e.g. Melatonin.' },
    { path: 'doseAmount', label: 'Dose', kind: 'number', required: true, hint: 'The amount each time, e.g. 2.5' },
    {
      path: 'doseUnit',
      label: 'Unit',
      kind: 'select',
      required: true,
      options: DOSE_UNITS.map((unit) => ({ value: unit, label: unit })),
    },
    {
      path: 'form',
      label: 'How it is taken',
      kind: 'select',
      required: true,
      options: MEDICATION_FORMS.map((form) => ({ value: form, label: MEDICATION_FORM_LABELS[form] })),
    },
    {
      path: 'route',
      label: 'How it goes in',
      kind: 'select',
      required: true,
      options: MEDICATION_ROUTES.map((route) => ({ value: route, label: MEDICATION_ROUTE_LABELS[route] })),
    },
    { path: 'startDate', label: 'Start date', kind: 'date' },
    { path: 'stopDate', label: 'Stop date', kind: 'date', hint: 'Leave empty while it goes on.' },
    { path: 'reason', label: 'What it is for', kind: 'text' },
    { path: 'instructions', label: 'Instructions', kind: 'textarea', hint: 'E.g. with food, in yoghurt.' },
    ...(professionals.length > 0
      ? [
          {
            path: 'prescriberId',
            label: 'Prescribed by',
            kind: 'select' as const,
            options: professionals.map((professional) => ({
              value: professional.id,
              label: `${professional.name} (${professional.role})`,
            })),
          },
        ]
      : []),
  ];
}

export function medicationValues(medication: MedicationResponse | null): FormValues {
  const schedule = medication?.schedule;
  return {
    name: medication?.name ?? '',
    doseAmount: medication ? String(medication.doseAmount) : '',
    doseUnit: medication?.doseUnit ?? '',
    form: medication?.form ?? '',
    route: medication?.route ?? '',
    startDate: medication?.startDate ?? '',
    stopDate: medication?.stopDate ?? '',
    reason: medication?.reason ?? '',
    instructions: medication?.instructions ?? '',
    prescriberId: medication?.prescriberId ?? '',
    'schedule.kind': schedule?.kind ?? 'regular',
    'schedule.times': schedule?.kind === 'regular' ? schedule.times.join(',') : '08:00',
    'schedule.days': schedule?.kind === 'regular' ? schedule.days.join(',') : DAYS_OF_WEEK.join(','),
    'schedule.maxPerDay': schedule?.kind === 'as_needed' ? String(schedule.maxPerDay) : '',
    'schedule.minHoursBetween':
      schedule?.kind === 'as_needed' && schedule.minHoursBetween !== null ? String(schedule.minHoursBetween) : '',
  };
}

const listOf = (value: string | undefined) => (value ?? '').split(',').filter((part) => part !== '');

export function medicationBody(values: FormValues): Record<string, unknown> {
  const schedule =
    values['schedule.kind'] === 'as_needed'
      ? {
          kind: 'as_needed',
          maxPerDay: requiredNumber(values['schedule.maxPerDay']),
          minHoursBetween: numberOrNull(values['schedule.minHoursBetween']),
        }
      : { kind: 'regular', times: listOf(values['schedule.times']), days: listOf(values['schedule.days']) };
  return {
    name: (values.name ?? '').trim(),
    doseAmount: requiredNumber(values.doseAmount),
    doseUnit: values.doseUnit || undefined,
    form: values.form || undefined,
    route: values.route || undefined,
    schedule,
    startDate: values.startDate ?? '',
    stopDate: values.stopDate ?? '',
    reason: textOrNull(values.reason),
    instructions: textOrNull(values.instructions),
    prescriberId: values.prescriberId ? values.prescriberId : null,
  };
}

/** Adding or changing a medicine: its dose, form and route, and when it is given (set times and days, or as needed). */
export function MedicationForm({
  prefix,
  initial,
  save,
  onDone,
  saveLabel,
  professionals,
}: {
  prefix: string;
  initial: FormValues;
  save: (body: Record<string, unknown>) => Promise<unknown>;
  onDone: (saved: boolean) => void;
  saveLabel: string;
  professionals: readonly ProfessionalResponse[];
}) {
  return (
    <EntryForm
      prefix={prefix}
      fields={medicationFields(professionals)}
      initial={initial}
      save={save}
      onDone={onDone}
      saveLabel={saveLabel}
      toBody={medicationBody}
      ownFieldPaths={SCHEDULE_PATHS}
    >
      {(values, setValue, errors) => (
        <ScheduleFields prefix={prefix} values={values} setValue={setValue} errors={errors} />
      )}
    </EntryForm>
  );
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(id)} className="font-semibold text-danger">
      <span className="sr-only">Error: </span>
      {message}
    </p>
  );
}

function ScheduleFields({
  prefix,
  values,
  setValue,
  errors,
}: {
  prefix: string;
  values: FormValues;
  setValue: (path: string, value: string) => void;
  errors: Record<string, string>;
}) {
  const kind = values['schedule.kind'] === 'as_needed' ? 'as_needed' : 'regular';
  // Blank rows stay while being filled in; only filled-in times are sent.
  const times = (values['schedule.times'] ?? '').split(',');
  const days = listOf(values['schedule.days']);
  const kindId = healthFieldId(prefix, 'schedule.kind');
  const timesId = healthFieldId(prefix, 'schedule.times');
  const daysId = healthFieldId(prefix, 'schedule.days');
  const legendId = useId();
  const scheduleError = errors.schedule ?? errors['schedule.kind'];

  const setTimes = (next: string[]) => setValue('schedule.times', next.join(','));

  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-4 rounded-lg border border-line p-4">
      <legend id={legendId} className="px-1 text-lg font-bold">
        When it is given
      </legend>
      <ErrorText id={kindId} message={scheduleError} />
      <div id={kindId} tabIndex={-1} className="flex flex-col gap-1">
        {(
          [
            ['regular', 'At set times'],
            ['as_needed', 'When needed'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={`${prefix}-schedule-kind`}
              value={value}
              checked={kind === value}
              onChange={() => setValue('schedule.kind', value)}
              className="size-5"
            />
            {label}
          </label>
        ))}
      </div>

      {kind === 'regular' ? (
        <>
          <div className="flex flex-col gap-2">
            <p id={`${timesId}-label`} className="font-semibold">
              Times of day
            </p>
            <ul className="flex flex-col gap-2" aria-labelledby={`${timesId}-label`}>
              {times.map((time, index) => (
                <li key={index} className="flex flex-wrap items-end gap-2">
                  <div className="w-40">
                    <TextField
                      id={index === 0 ? timesId : `${timesId}-${index}`}
                      label={`Time ${index + 1}`}
                      type="time"
                      value={time}
                      error={index === 0 ? errors['schedule.times'] : undefined}
                      onChange={(event) => {
                        const next = [...times];
                        next[index] = event.target.value;
                        setTimes(next);
                      }}
                    />
                  </div>
                  {times.length > 1 ? (
                    <button
                      type="button"
                      onClick={() => setTimes(times.filter((_, at) => at !== index))}
                      className={BUTTON_CLASSES.secondary}
                    >
                      Remove <span className="sr-only">&nbsp;time {index + 1}</span>
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
            <div>
              <button type="button" onClick={() => setTimes([...times, ''])} className={BUTTON_CLASSES.link}>
                <span aria-hidden="true">+&nbsp;</span>Add a time
              </button>
            </div>
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="font-semibold">Days</legend>
            <ErrorText id={daysId} message={errors['schedule.days']} />
            <div id={daysId} tabIndex={-1} className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
              {DAYS_OF_WEEK.map((day) => (
                <label key={day} className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    checked={days.includes(day)}
                    onChange={(event) =>
                      setValue(
                        'schedule.days',
                        DAYS_OF_WEEK.filter((each) => (each === day ? event.target.checked : days.includes(each))).join(
                          ',',
                        ),
                      )
                    }
                    className="size-5"
                  />
                  {DAY_LABELS[day]}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      ) : (
        <>
          <TextField
            id={healthFieldId(prefix, 'schedule.maxPerDay')}
            label="Most doses in 24 hours"
            inputMode="numeric"
            autoComplete="off"
            value={values['schedule.maxPerDay'] ?? ''}
            error={errors['schedule.maxPerDay']}
            onChange={(event) => setValue('schedule.maxPerDay', event.target.value)}
          />
          <TextField
            id={healthFieldId(prefix, 'schedule.minHoursBetween')}
            label="Least hours between doses (optional)"
            inputMode="decimal"
            autoComplete="off"
            value={values['schedule.minHoursBetween'] ?? ''}
            error={errors['schedule.minHoursBetween']}
            onChange={(event) => setValue('schedule.minHoursBetween', event.target.value)}
          />
        </>
      )}
    </fieldset>
  );
}
