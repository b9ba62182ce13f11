import { useId, useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/calendar-feed.ts';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

/**
 * "Your calendar": a private address that a phone's or computer's calendar subscribes to, so the children's
 * appointments appear there and stay up to date. Shown once when made; a new one stops the old one at once.
 */
export function CalendarFeedSettings() {
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const [copied, setCopied] = useState(false);
  const addressId = useId();
  const made = change.data?.url ? change.data : null;
  const active = (change.data ?? feed.data)?.active ?? false;
  const createdAt = (change.data ?? feed.data)?.createdAt ?? null;

  const copy = (url: string) => {
    void navigator.clipboard
      ?.writeText(url)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };

  return (
    <div className="flex flex-col gap-3">
      <p>
        See the children’s appointments in the calendar on your phone or computer. Tedi gives you a private address your
        calendar app subscribes to; it shows only what you may see, and changes there when you change an appointment
        here. Anyone with the address can see these appointments, so keep it to yourself.
      </p>
      {feed.isPending ? <p>Checking your calendar…</p> : null}
      {made ? (
        <div className="flex flex-col gap-2 rounded-lg border-2 border-brand bg-surface p-4">
          <label htmlFor={addressId} className="font-semibold">
            Your calendar address (shown only now)
          </label>
          <input
            id={addressId}
            readOnly
            value={made.url}
            onFocus={(event) => event.target.select()}
            className="min-h-11 w-full rounded-lg border-2 border-ink-muted bg-surface px-3 py-2 font-mono text-sm"
          />
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className={BUTTON_CLASSES.primary} onClick={() => copy(made.url!)}>
              Copy the address
            </button>
            {made.webcalUrl ? (
              <a href={made.webcalUrl} className={BUTTON_CLASSES.secondary}>
                Open in my calendar app
              </a>
            ) : null}
            <p role="status" className="font-semibold text-brand">
              {copied ? 'Copied' : ''}
            </p>
          </div>
          <p className="text-ink-muted">
            In your calendar app, choose “add a calendar from a link” (or “subscribe”) and paste the address.
          </p>
        </div>
      ) : active && createdAt ? (
        <p>Your calendar address was made on {WHEN.format(new Date(createdAt))}. It works until you stop it.</p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={active ? BUTTON_CLASSES.secondary : BUTTON_CLASSES.primary}
          disabled={change.isPending || feed.isPending}
          onClick={() => change.mutate('make')}
        >
          {active ? 'Make a new address (the old one stops)' : 'Make my calendar address'}
        </button>
        {active ? (
          <button
            type="button"
            className={BUTTON_CLASSES.danger}
            disabled={change.isPending}
            onClick={() => change.mutate('stop')}
          >
            Stop the calendar
          </button>
        ) : null}
      </div>
      {change.isError ? <Notice tone="warning">That didn’t work just now: {change.error.message}</Notice> : null}
    </div>
  );
}
