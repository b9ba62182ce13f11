import {
  BOARD_USAGE_LIMITS,
  BOARD_USAGE_PERIODS,
  BOARD_USAGE_STATES,
  type BoardUsagePeriod,
  type BoardUsageState,
  DEFAULT_BOARD_USAGE_PERIOD,
} from '@tedi/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { type ShownBoardUsage, useBoardUsage, useClearBoardUsage, useSetBoardUsage } from '../api/usage.ts';

const STATE_WORDS: Readonly<Record<BoardUsageState, { label: string; hint: (name: string) => string }>> = {
  off: {
    label: 'Off',
    hint: () => 'Nothing is counted. This is how the log starts. Words counted before stay until you clear them.',
  },
  on: { label: 'On', hint: (name) => `Each word ${name} says on their own board is counted.` },
  paused: {
    label: 'Paused',
    hint: () =>
      'Nothing is counted for now, for example while someone else uses the device. The words counted so far stay here.',
  },
};

const PERIOD_OPTIONS = BOARD_USAGE_PERIODS.map((days) => ({ value: String(days), label: `Last ${days} days` }));

const times = (count: number) => `${count} ${count === 1 ? 'time' : 'times'}`;

/**
 * The board's usage log on /parent/communication: which words the child says most on their own board, over the
 * last 7, 30 or 90 days, for a parent and the child's speech and language therapist. The family's parents turn it
 * on, pause it, turn it off and clear it; a family member shared the board sees the words only.
 */
export function UsageLog({ childId, childName }: { childId: string; childName: string }) {
  const [days, setDays] = useState<BoardUsagePeriod>(DEFAULT_BOARD_USAGE_PERIOD);
  const log = useBoardUsage(childId, days);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-t-2 border-line pt-4">
      <h2 id={headingId} className="text-h2 font-bold">
        Usage log
      </h2>
      <div className="flex max-w-prose flex-col gap-2">
        <p>
          The usage log counts the words {childName} says on their own board, signed in to their own area. It shows the
          words used most, so you and {childName}’s speech and language therapist can see how their language grows.
        </p>
        <p>
          It is off until a parent turns it on. Words said on this page are never counted. Tedi keeps only how many
          times each word was said each day, for up to {BOARD_USAGE_LIMITS.keptDays} days. While it is on, {childName}’s
          Talk page says that a grown-up can see which words they use.
        </p>
      </div>
      {log.isPending ? (
        <p role="status">Loading the usage log…</p>
      ) : log.isError ? (
        <Notice tone="warning" title="We couldn’t load the usage log just now">
          <button type="button" onClick={() => void log.refetch()} className={BUTTON_CLASSES.link}>
            Try again
          </button>
        </Notice>
      ) : (
        <>
          {log.data.permissions.manage ? (
            <StateForm childId={childId} childName={childName} saved={log.data.state} />
          ) : (
            <p>
              The usage log is <strong>{STATE_WORDS[log.data.state].label.toLowerCase()}</strong>. A parent of the
              family can change this.
            </p>
          )}
          <div className="max-w-xs">
            <SelectField
              id={`${headingId}-period`}
              label="Period"
              options={PERIOD_OPTIONS}
              value={String(days)}
              onChange={(event) => setDays(Number(event.target.value) as BoardUsagePeriod)}
            />
          </div>
          <div aria-busy={log.isPlaceholderData}>
            <Words log={log.data} childName={childName} />
          </div>
          {log.data.permissions.manage ? <ClearLog childId={childId} childName={childName} /> : null}
        </>
      )}
    </section>
  );
}

function StateForm({ childId, childName, saved }: { childId: string; childName: string; saved: BoardUsageState }) {
  const [choice, setChoice] = useState<BoardUsageState>(saved);
  const [shown, setShown] = useState<BoardUsageState>(saved);
  const [done, setDone] = useState<string | null>(null);
  // Changed on another device and read again: the choice follows what is saved.
  if (shown !== saved) {
    setShown(saved);
    setChoice(saved);
  }
  const save = useSetBoardUsage(childId);
  const legendId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    save.mutate(choice, {
      onSuccess: ({ state }) => setDone(`Saved: the usage log is ${STATE_WORDS[state].label.toLowerCase()}.`),
    });
  };
  return (
    <form onSubmit={submit} aria-busy={save.isPending} className="flex flex-col gap-3">
      <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
        <legend id={legendId} className="font-semibold">
          Count the words {childName} says
        </legend>
        {BOARD_USAGE_STATES.map((state) => (
          <div key={state} className="flex items-start gap-3">
            <input
              id={`${legendId}-${state}`}
              type="radio"
              name={`${legendId}-state`}
              value={state}
              checked={choice === state}
              onChange={() => setChoice(state)}
              aria-describedby={`${legendId}-${state}-hint`}
              className="mt-3 size-5"
            />
            <div className="flex flex-col">
              <label htmlFor={`${legendId}-${state}`} className="flex min-h-11 items-center font-semibold">
                {STATE_WORDS[state].label}
              </label>
              <p id={`${legendId}-${state}-hint`} className="text-ink-muted">
                {STATE_WORDS[state].hint(childName)}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={save.isPending} className={BUTTON_CLASSES.primary}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        {/* Read out when it changes, without moving the focus. */}
        <p role="status">{done}</p>
      </div>
      {save.isError ? <Notice tone="warning">{save.error.message}</Notice> : null}
    </form>
  );
}

/** The words used most, as bars to see at a glance and as a table to read; the numbers are in both. */
function Words({ log, childName }: { log: ShownBoardUsage; childName: string }) {
  const captionId = useId();
  const period = `the last ${log.days} days (since ${formatDate(log.since)})`;
  if (log.words.length === 0) {
    return <p>No words were counted in {period}.</p>;
  }
  const most = log.words[0]!.count;
  return (
    <div className="flex flex-col gap-4">
      <p>
        Total words said in {period}: <strong>{log.totalWords}</strong>
      </p>
      <figure aria-labelledby={captionId} className="flex max-w-3xl flex-col gap-2">
        <figcaption id={captionId} className="font-semibold">
          The {log.words.length === 1 ? 'word' : `${log.words.length} words`} {childName} used most
        </figcaption>
        <ol className="flex flex-col gap-1">
          {log.words.map(({ word, count }) => (
            <li key={word} className="grid grid-cols-[minmax(6rem,12rem)_1fr] items-center gap-3">
              <span className="truncate font-semibold" title={word}>
                {word}
              </span>
              <span className="flex items-center gap-2">
                {/* The bar's length is the count beside it, which says the same in words. */}
                <span
                  aria-hidden="true"
                  className="h-5 rounded-sm border border-brand-strong bg-brand"
                  style={{ width: `${Math.max(2, Math.round((count / most) * 100))}%` }}
                />
                <span className="shrink-0 tabular-nums">{times(count)}</span>
              </span>
            </li>
          ))}
        </ol>
      </figure>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Words used most, as a table">
        <table className="w-full max-w-xl border-collapse text-left">
          <caption className="sr-only">Words used most in {period}, most used first</caption>
          <thead>
            <tr className="border-b-2 border-line">
              <th scope="col" className="py-2 pr-4">
                Word
              </th>
              <th scope="col" className="py-2">
                Times used
              </th>
            </tr>
          </thead>
          <tbody>
            {log.words.map(({ word, count }) => (
              <tr key={word} className="border-b border-line">
                <th scope="row" className="py-2 pr-4 font-normal break-words">
                  {word}
                </th>
                <td className="py-2 tabular-nums">{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ClearLog({ childId, childName }: { childId: string; childName: string }) {
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        ref={openerRef}
        type="button"
        onClick={() => {
          setDone(null);
          setConfirming(true);
        }}
        className={BUTTON_CLASSES.danger}
      >
        Clear the log
      </button>
      <p role="status">{done}</p>
      {confirming ? (
        <ClearDialog
          childId={childId}
          childName={childName}
          onClose={(cleared) => {
            setConfirming(false);
            if (cleared) setDone('The usage log was cleared.');
            openerRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/** Asks before clearing, and says it can't be undone. Cancel has the focus. */
function ClearDialog({
  childId,
  childName,
  onClose,
}: {
  childId: string;
  childName: string;
  onClose: (cleared: boolean) => void;
}) {
  const clear = useClearBoardUsage(childId);
  return (
    <ConfirmDialog
      title={`Clear ${childName}’s usage log?`}
      problem={clear.isError ? clear.error.message : null}
      cancelLabel="Cancel, keep it"
      confirmLabel="Clear the log"
      pendingLabel="Clearing…"
      pending={clear.isPending}
      onCancel={() => onClose(false)}
      onConfirm={() => clear.mutate(undefined, { onSuccess: () => onClose(true) })}
    >
      <p>
        Every word counted so far is deleted for good. This can’t be undone. Whether the log is on, off or paused stays
        as it is.
      </p>
    </ConfirmDialog>
  );
}
