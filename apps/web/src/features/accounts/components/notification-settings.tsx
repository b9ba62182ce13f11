import { offeredEmailNotices, type EmailNoticeKind } from '@tedi/contracts';
import { useId, useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { usePreferences, useUpdatePreferences } from '../api/preferences.ts';

type EmailChoice = EmailNoticeKind;

/** How each optional e-mail is offered; only those something sends are shown (EMAIL_NOTICES in the contracts). */
const CHOICES: Readonly<Record<EmailChoice, { label: string; hint: string; about: string }>> = {
  deadlines: {
    label: 'Deadlines',
    hint: 'A reminder before something is due, such as a form, a review or an appointment.',
    about: 'deadlines',
  },
  messages: {
    label: 'Messages from co-parents and family',
    hint: 'When someone in your family sends you a message in Tedi.',
    about: 'messages from co-parents and family',
  },
  weeklySummary: {
    label: 'Weekly summary',
    hint: 'One e-mail a week with what is coming up and what has changed.',
    about: 'the weekly summary',
  },
};

/** What the status line under the choices says: nothing yet, a save under way, or how the last save went. */
type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; key: EmailChoice; on: boolean }
  | { kind: 'failed'; key: EmailChoice; on: boolean };

function statusText(status: SaveStatus): string {
  if (status.kind === 'idle') return '';
  if (status.kind === 'saving') return 'Saving…';
  const { about } = CHOICES[status.key];
  if (status.kind === 'saved') {
    return status.on ? `Saved. We'll e-mail you about ${about}.` : `Saved. We won't e-mail you about ${about}.`;
  }
  // `on` is what the checkbox went back to: the choice saved before.
  return `We couldn't save that change just now, so e-mails about ${about} are still ${status.on ? 'on' : 'off'}. Please try again in a moment.`;
}

/** Security e-mails are always sent: shown as a statement rather than as a box that cannot be changed. */
function SecurityEmails() {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-4">
      <p className="font-semibold">Security e-mails: always on</p>
      <p className="text-ink-muted">
        We always e-mail you when your password or e-mail address changes, when a sign-in step is added or removed, and
        when your account is due to be deleted. That way you would hear about a change you didn't make, so these e-mails
        can't be turned off.
      </p>
    </div>
  );
}

/**
 * Which e-mails Tedi sends. Only the optional e-mails that something sends are offered (`offered`, by default those
 * the contracts mark live); while there are none, the section says so and asks nothing. Security e-mails are always
 * sent.
 */
export function NotificationSettings({ offered = offeredEmailNotices() }: { offered?: readonly EmailChoice[] }) {
  if (offered.length === 0) {
    return (
      <div className="flex flex-col gap-5">
        <p>
          For now, Tedi only e-mails you about your account. When there is more we could tell you about, you'll be able
          to choose those e-mails here.
        </p>
        <SecurityEmails />
      </div>
    );
  }
  return <EmailChoices offered={offered} />;
}

/**
 * The optional e-mails offered, each saved to the account as soon as its box is ticked or cleared. When a save is
 * refused the box goes back to what is saved, and the status line says so. A choice saved for an e-mail not offered
 * here is left as it is.
 */
function EmailChoices({ offered }: { offered: readonly EmailChoice[] }) {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  // What the person just chose, shown while it is being saved.
  const [choosing, setChoosing] = useState<Partial<Record<EmailChoice, boolean>>>({});
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const groupId = useId();

  if (preferences.isPending) {
    return <p className="text-ink-muted">Loading your e-mail choices…</p>;
  }
  if (preferences.isError) {
    return (
      <Notice tone="warning" title="We couldn't load your e-mail choices just now">
        <p>Nothing has changed. Please check your connection and try again.</p>
        <p className="mt-3">
          <button type="button" onClick={() => void preferences.refetch()} className={BUTTON_CLASSES.secondary}>
            Try again
          </button>
        </p>
      </Notice>
    );
  }

  const saved = preferences.data.notifications.email;
  const change = (key: EmailChoice, on: boolean) => {
    setChoosing((current) => ({ ...current, [key]: on }));
    setStatus({ kind: 'saving' });
    // Each change has its own promise: the mutation's own callbacks would only report the latest of several.
    void update
      .mutateAsync({ notifications: { email: { [key]: on } } })
      .then(
        () => setStatus({ kind: 'saved', key, on }),
        () => setStatus({ kind: 'failed', key, on: saved[key] }),
      )
      .finally(() =>
        setChoosing((current) => {
          const { [key]: _done, ...rest } = current;
          return rest;
        }),
      );
  };

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">E-mail me about</legend>
        {offered.map((key) => {
          const choice = CHOICES[key];
          const id = `${groupId}-${key}`;
          return (
            <div key={key} className="flex items-start gap-3">
              <input
                id={id}
                type="checkbox"
                checked={choosing[key] ?? saved[key]}
                onChange={(event) => change(key, event.target.checked)}
                aria-describedby={`${id}-hint`}
                className="mt-1 size-6 shrink-0 accent-brand"
              />
              <label htmlFor={id} className="flex min-h-8 flex-col">
                <span className="font-semibold">{choice.label}</span>
                <span id={`${id}-hint`} className="text-ink-muted">
                  {choice.hint}
                </span>
              </label>
            </div>
          );
        })}
      </fieldset>
      <p role="status" className={status.kind === 'failed' ? 'font-semibold text-danger' : 'text-ink-muted'}>
        {statusText(status)}
      </p>
      <SecurityEmails />
    </div>
  );
}
