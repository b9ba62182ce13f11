import { ACCOUNT_DELETION_GRACE_DAYS, type AccountDeletionResponse, type AccountDeletionScope } from '@tedi/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { PasswordField } from '../../../components/ui/form-fields.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { decodeJwtPayload } from '../../../lib/auth/jwt.ts';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { useFormErrors } from '../../../lib/forms/use-form-errors.ts';
import { useAccountDeletion, useCancelAccountDeletion, useScheduleAccountDeletion } from '../api/account-deletion.ts';

/** The heading of the section, which the notice at the top of the page links to. */
export const DELETION_HEADING_ID = 'deletion-heading';

/** A day as people say it, e.g. "Sunday 6 December 2026", in the person's own time zone. */
export function deletionDay(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/**
 * The server takes a sign-in in the last five minutes as proof enough and otherwise asks for the password. The
 * session's sign-in time is in its token (the oldest `amr` entry); a little is kept in hand for clocks that differ
 * and for the time spent reading, and if the server still asks, the field appears then.
 */
const FRESH_SIGN_IN_MS = 4 * 60 * 1000;

function signedInMomentsAgo(accessToken: string | undefined, now: number): boolean {
  const amr = accessToken ? decodeJwtPayload(accessToken)?.['amr'] : undefined;
  if (!Array.isArray(amr)) return false;
  const times = amr
    .map((entry) => (entry as { timestamp?: unknown } | null)?.timestamp)
    .filter((timestamp): timestamp is number => typeof timestamp === 'number');
  if (times.length === 0) return false;
  return now - Math.min(...times) * 1000 < FRESH_SIGN_IN_MS;
}

function WhatGoes({ removes }: { removes: AccountDeletionScope }) {
  switch (removes) {
    case 'family':
      return (
        <p>
          Your account will be deleted, and <strong>with it your family’s data</strong>: your children’s profiles, their
          records, and every photo and file your family keeps in Tedi. This is because you are your family’s only parent
          in Tedi.
        </p>
      );
    case 'membership':
      return (
        <p>
          Your account will be deleted: how you sign in, your settings, and your access to what your family shares with
          you. Nothing your family keeps in Tedi is deleted: their children’s profiles, records and files stay with
          them.
        </p>
      );
    case 'account':
      return (
        <p>
          Your account will be deleted: how you sign in, and your settings. Nothing your family shares is deleted with
          it: any children’s profiles, records and files stay in Tedi with your family’s other parent.
        </p>
      );
  }
}

/** Shown at the top of the settings page while the account is due to be deleted, so it is never missed. */
export function AccountDeletionBanner() {
  const { data } = useAccountDeletion();
  if (!data?.scheduled || !data.deleteAfter) return null;
  return (
    <Notice tone="warning" title={`Your account is due to be deleted on ${deletionDay(data.deleteAfter)}`}>
      <p>
        Until then nothing is lost.{' '}
        <a href={`#${DELETION_HEADING_ID}`} className={BUTTON_CLASSES.link}>
          Keep your account
        </a>
      </p>
    </Notice>
  );
}

const DELETION_FIELDS = ['password'] as const;

/** The second step: what will happen once more, the password when it is needed, and the final button. */
function ConfirmDeletion({ removes, onBack }: { removes: AccountDeletionScope; onBack: () => void }) {
  const { session } = useAuth();
  const change = useScheduleAccountDeletion();
  const [askPassword, setAskPassword] = useState(() => !signedInMomentsAgo(session?.access_token, Date.now()));
  const [password, setPassword] = useState('');
  const { errors, setErrors, summary, idOf } = useFormErrors('delete-account', DELETION_FIELDS);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    if (askPassword && password === '') {
      setErrors({ fields: { password: 'Enter your password to confirm it’s you.' } });
      return;
    }
    setErrors({ fields: {} });
    change.mutate(askPassword ? { password } : {}, {
      onError: (error) => {
        const refusedPassword =
          error instanceof ApiRequestError &&
          error.code === 'forbidden' &&
          Array.isArray(error.details) &&
          error.details.some((issue) => (issue as { field?: unknown } | null)?.field === 'password');
        if (refusedPassword) {
          // The server's sentence is the one to show ("That password isn't right…", "Please enter your password…").
          setAskPassword(true);
          setErrors({ fields: { password: error.message } });
          return;
        }
        if (!(error instanceof ApiRequestError) || !error.isClientError) {
          setErrors({ fields: {}, form: 'We couldn’t reach Tedi just now, so nothing has changed. Please try again.' });
          return;
        }
        const { fields, form } = apiFieldErrors(error);
        setErrors({ fields: fields['password'] ? { password: fields['password'] } : {}, form });
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={change.isPending}
      aria-labelledby="delete-account-confirm-heading"
      className="flex flex-col gap-5 rounded-lg border-2 border-danger p-4"
    >
      <h3 id="delete-account-confirm-heading" ref={headingRef} tabIndex={-1} className="text-h3 font-bold">
        Are you sure you want to delete your account?
      </h3>
      <ErrorSummary items={summary} />
      <WhatGoes removes={removes} />
      <p>
        It happens in {ACCOUNT_DELETION_GRACE_DAYS} days. Until then you can change your mind. Other devices signed in
        to your account will be signed out now.
      </p>
      {askPassword ? (
        <PasswordField
          id={idOf('password')}
          label="Your password"
          hint="To keep your account safe, we check it’s you. If you don’t use a password to sign in, sign out and sign in again, then come back here within five minutes."
          name="current-password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.fields.password}
        />
      ) : (
        <p className="text-ink-muted">You signed in a few minutes ago, so we won’t ask for your password again.</p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={change.isPending} className={BUTTON_CLASSES.danger}>
          {change.isPending ? 'Deleting…' : 'Delete my account'}
        </button>
        <button type="button" disabled={change.isPending} onClick={onBack} className={BUTTON_CLASSES.secondary}>
          Go back without deleting
        </button>
      </div>
    </form>
  );
}

/** The account as it is due to be deleted: when, what goes, and the one button that undoes it. */
function ScheduledDeletion({ state, justAsked }: { state: AccountDeletionResponse; justAsked: boolean }) {
  const change = useCancelAccountDeletion();
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Straight after "Delete my account" the form has gone: focus goes to what happened instead. Someone who opens
    // the page later is not moved: the notice at the top of the page tells them.
    if (justAsked) noticeRef.current?.focus();
  }, [justAsked]);

  const problem =
    change.error === null
      ? null
      : change.error instanceof ApiRequestError &&
          change.error.isClientError &&
          change.error.code !== 'unexpected_response'
        ? change.error.message
        : 'We couldn’t reach Tedi just now, so your account is still due to be deleted. Please check your connection and try again.';

  return (
    <div
      ref={noticeRef}
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-lg border-l-4 border-danger bg-danger-soft p-4 focus-visible:outline-3"
    >
      <h3 className="text-h3 font-bold">
        Your account will be deleted on {state.deleteAfter ? deletionDay(state.deleteAfter) : 'a date we can’t show'}
      </h3>
      <WhatGoes removes={state.removes} />
      <p>
        Until then nothing is lost. If you change your mind, choose “Keep my account” and everything stays as it was.
        You can also sign in at any time before then and choose it here.
      </p>
      {problem ? (
        <p role="alert" className="font-semibold text-danger">
          {problem}
        </p>
      ) : null}
      <div>
        <button
          type="button"
          disabled={change.isPending}
          onClick={() => change.mutate()}
          className={BUTTON_CLASSES.primary}
        >
          {change.isPending ? 'Keeping your account…' : 'Keep my account'}
        </button>
      </div>
    </div>
  );
}

/**
 * "Delete your account": what deleting would remove and the grace period, then a two-step confirmation in the
 * page. While a deletion is due, its date and "Keep my account" take the place of all that.
 */
export function AccountDeletionSection() {
  const deletion = useAccountDeletion();
  const [confirming, setConfirming] = useState(false);
  const [kept, setKept] = useState(false);
  const [justAsked, setJustAsked] = useState(false);
  const keptRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const scheduled = deletion.data?.scheduled;

  // When the deletion is cancelled ("Keep my account"), say so in its place; when it is scheduled, the form goes.
  const [shownScheduled, setShownScheduled] = useState(scheduled);
  if (scheduled !== shownScheduled) {
    setShownScheduled(scheduled);
    if (shownScheduled === true && scheduled === false) setKept(true);
    setJustAsked(shownScheduled === false && scheduled === true);
    if (scheduled) {
      setKept(false);
      setConfirming(false);
    }
  }

  useEffect(() => {
    if (kept) keptRef.current?.focus();
  }, [kept]);

  if (deletion.isPending) return <p className="text-ink-muted">Checking your account…</p>;
  if (deletion.isError) {
    return (
      <Notice tone="warning" title="We couldn’t check your account just now">
        <p>Please check your connection and try again.</p>
        <p className="mt-3">
          <button type="button" onClick={() => void deletion.refetch()} className={BUTTON_CLASSES.secondary}>
            Try again
          </button>
        </p>
      </Notice>
    );
  }

  const state = deletion.data;
  if (state.scheduled) return <ScheduledDeletion state={state} justAsked={justAsked} />;

  return (
    <div className="flex flex-col gap-5">
      {kept ? (
        <div ref={keptRef} tabIndex={-1} className="focus-visible:outline-3">
          <Notice tone="success" title="Your account is staying">
            Nothing has been deleted, and everything is as it was. We’ve sent you an e-mail to confirm.
          </Notice>
        </div>
      ) : null}
      <WhatGoes removes={state.removes} />
      <p>
        It doesn’t happen straight away. For {ACCOUNT_DELETION_GRACE_DAYS} days nothing is lost: sign in and choose
        “Keep my account” on this page, and everything stays as it was. We’ll e-mail you to confirm either way.
      </p>
      {/* A family member has no family data of their own to download: it stays with the family. */}
      {state.removes === 'membership' ? null : (
        <p>
          You may want to{' '}
          <a href="#data-heading" className={BUTTON_CLASSES.link}>
            download your family’s data
          </a>{' '}
          first.
        </p>
      )}
      {confirming ? (
        <ConfirmDeletion
          removes={state.removes}
          onBack={() => {
            setConfirming(false);
            // Back to the button that opened the confirmation, once it is on screen again.
            window.setTimeout(() => startRef.current?.focus(), 0);
          }}
        />
      ) : (
        <div>
          <button
            ref={startRef}
            type="button"
            onClick={() => {
              setKept(false);
              setConfirming(true);
            }}
            className={BUTTON_CLASSES.danger}
          >
            I want to delete my account
          </button>
        </div>
      )}
    </div>
  );
}
