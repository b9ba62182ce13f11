import { DLA_DIARY_PERIODS, type DlaDiaryPeriod, type DlaOverviewResponse, type FieldIssue } from '@tedi/contracts';
import { useState, type FormEvent } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useAddDiaryEntry, useRemoveDiaryEntry } from '../api/dla.ts';

const PERIOD_LABELS: Readonly<Record<DlaDiaryPeriod, string>> = { day: 'Day', night: 'Night' };

function hoursAndMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (minutes === 0) return 'no time noted';
  return [hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ');
}

interface Draft {
  date: string;
  period: DlaDiaryPeriod;
  help: string;
  minutes: string;
  times: string;
  whatHappened: string;
}

const EMPTY = (today: string): Draft => ({
  date: today,
  period: 'day',
  help: '',
  minutes: '',
  times: '1',
  whatHappened: '',
});

/**
 * The care diary: the help given by day and by night, how long and how often, and what happened, added up week by
 * week. A week of it gives the claim real numbers. Entries another part of Tedi adds later (weekly tracking) appear
 * here with the rest.
 */
export function CareDiary({ overview }: { overview: DlaOverviewResponse }) {
  const { childId, today } = overview;
  const [draft, setDraft] = useState<Draft>(() => EMPTY(today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const add = useAddDiaryEntry(childId);
  const remove = useRemoveDiaryEntry(childId);
  const canEdit = overview.permissions.canEdit;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const minutes = draft.minutes.trim() === '' ? null : Number(draft.minutes);
    const times = draft.times.trim() === '' ? 1 : Number(draft.times);
    const local: Record<string, string> = {};
    if (minutes !== null && (!Number.isInteger(minutes) || minutes < 1))
      local['minutes'] = 'Please give whole minutes, like 20';
    if (!Number.isInteger(times) || times < 1) local['times'] = 'Please give a whole number, like 3';
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    add.mutate(
      { date: draft.date, period: draft.period, help: draft.help, minutes, times, whatHappened: draft.whatHappened },
      {
        onSuccess: () => {
          setErrors({});
          setDraft({ ...EMPTY(today), date: draft.date, period: draft.period });
          setMessage('Added to the diary.');
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && Array.isArray(error.details)) {
            setErrors(Object.fromEntries((error.details as FieldIssue[]).map((issue) => [issue.field, issue.message])));
          }
          setMessage(
            error instanceof ApiRequestError && error.isClientError
              ? error.message
              : 'That wasn’t added: we couldn’t reach Tedi. What you typed is still here; please try again.',
          );
        },
      },
    );
  };

  return (
    <section aria-labelledby="dla-diary-heading" className="flex flex-col gap-4">
      <h2 id="dla-diary-heading" className="text-h2 font-bold">
        Care diary
      </h2>
      <p className="max-w-3xl">
        Write down the help {overview.childName} needs, day and night, for about a week before you fill in the form. Say
        what you did, how long it took and how many times. Bad days count too.
      </p>

      {canEdit ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              id="diary-date"
              label="Day"
              type="date"
              max={today}
              value={draft.date}
              error={errors['date']}
              onChange={(event) => setDraft({ ...draft, date: event.target.value })}
            />
            <SelectField
              id="diary-period"
              label="Day or night"
              options={DLA_DIARY_PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }))}
              value={draft.period}
              error={errors['period']}
              onChange={(event) => setDraft({ ...draft, period: event.target.value as DlaDiaryPeriod })}
            />
          </div>
          <TextField
            id="diary-help"
            label="What help was needed"
            hint="For example: settling after waking, changing the bed, calming a meltdown"
            value={draft.help}
            error={errors['help']}
            onChange={(event) => setDraft({ ...draft, help: event.target.value })}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              id="diary-minutes"
              label="How long each time (minutes)"
              inputMode="numeric"
              value={draft.minutes}
              error={errors['minutes']}
              onChange={(event) => setDraft({ ...draft, minutes: event.target.value })}
            />
            <TextField
              id="diary-times"
              label="How many times"
              inputMode="numeric"
              value={draft.times}
              error={errors['times']}
              onChange={(event) => setDraft({ ...draft, times: event.target.value })}
            />
          </div>
          <TextAreaField
            id="diary-what-happened"
            label="What happened (optional)"
            value={draft.whatHappened}
            error={errors['whatHappened']}
            onChange={(event) => setDraft({ ...draft, whatHappened: event.target.value })}
          />
          {message ? (
            <p role="status" className={add.isError ? 'font-semibold text-danger' : ''}>
              {message}
            </p>
          ) : null}
          <p>
            <button type="submit" className={BUTTON_CLASSES.primary} disabled={add.isPending}>
              {add.isPending ? 'Adding…' : 'Add to the diary'}
            </button>
          </p>
        </form>
      ) : null}

      {overview.diaryWeeks.length === 0 ? (
        <p>Nothing in the diary yet.</p>
      ) : (
        overview.diaryWeeks.map((week) => {
          const entries = overview.diary.filter(
            (entry) => entry.date >= week.weekStarting && entry.date <= addSixDays(week.weekStarting),
          );
          return (
            <div key={week.weekStarting} className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4">
              <h3 className="text-h3 font-bold">Week starting {formatDate(week.weekStarting)}</h3>
              <p>
                By day: help {week.dayTimes} time{week.dayTimes === 1 ? '' : 's'} on {week.daysWithHelp} day
                {week.daysWithHelp === 1 ? '' : 's'}, {hoursAndMinutes(week.dayMinutes)}. At night: help{' '}
                {week.nightTimes} time{week.nightTimes === 1 ? '' : 's'} on {week.nightsWithHelp} night
                {week.nightsWithHelp === 1 ? '' : 's'}, {hoursAndMinutes(week.nightMinutes)}.
              </p>
              <ul className="flex flex-col gap-2">
                {entries.map((entry) => (
                  <li
                    key={entry.id}
                    className="flex flex-wrap items-start justify-between gap-2 border-t border-line pt-2"
                  >
                    <div>
                      <p className="font-semibold">
                        {formatDate(entry.date)}, {PERIOD_LABELS[entry.period].toLowerCase()}: {entry.help}
                      </p>
                      <p className="text-ink-muted">
                        {entry.times > 1 ? `${entry.times} times` : 'Once'}
                        {entry.minutes !== null ? `, ${entry.minutes} min each` : ''}
                        {entry.recordedByName ? ` · written by ${entry.recordedByName}` : ''}
                      </p>
                      {entry.whatHappened ? <p>{entry.whatHappened}</p> : null}
                    </div>
                    {canEdit ? (
                      <button
                        type="button"
                        className={BUTTON_CLASSES.link}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(entry.id)}
                      >
                        Remove
                        <span className="sr-only">
                          {' '}
                          the entry of {formatDate(entry.date)}: {entry.help}
                        </span>
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
      {remove.isError ? (
        <p role="alert" className="font-semibold text-danger">
          That entry wasn’t removed: {remove.error.message}
        </p>
      ) : null}
    </section>
  );
}

function addSixDays(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 6);
  return day.toISOString().slice(0, 10);
}
