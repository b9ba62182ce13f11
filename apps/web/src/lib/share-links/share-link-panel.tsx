import { SHARE_LINK_LIMITS, type ShareLinkCreatedResponse, type ShareLinkKind } from '@tedi/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { BUTTON_CLASSES } from '../../components/ui/buttons.ts';
import { ErrorSummary } from '../../components/ui/error-summary.tsx';
import { SelectField, TextField } from '../../components/ui/form-fields.tsx';
import { useCreateShareLink, useShareLinks, useWithdrawShareLink } from '../../features/share-links/api/share-links.ts';
import { apiFieldErrors } from '../forms/api-field-errors.ts';
import { useFormErrors } from '../forms/use-form-errors.ts';

/** How long a link stays open: from an appointment this afternoon to a month of respite. */
const DURATIONS: readonly { readonly hours: number; readonly label: string }[] = [
  { hours: 4, label: '4 hours' },
  { hours: 24, label: '1 day' },
  { hours: 72, label: '3 days' },
  { hours: 24 * 7, label: '1 week' },
  { hours: 24 * 14, label: '2 weeks' },
  { hours: SHARE_LINK_LIMITS.maxHours, label: '4 weeks' },
];

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => WHEN.format(new Date(iso));

const STATUS_WORDS = { open: 'Open', expired: 'Expired', withdrawn: 'Withdrawn' } as const;

/** The link just made: shown once, with its QR code, to copy or show on screen. */
function NewLink({ created, onDone }: { created: ShareLinkCreatedResponse; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const urlId = useId();
  // The new link replaces the form: focus goes to it, so it is read out.
  useEffect(() => headingRef.current?.focus(), []);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(created.url)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <section
      aria-labelledby={`${urlId}-heading`}
      className="flex flex-col gap-3 rounded-lg border-2 border-brand bg-surface p-4"
    >
      <h3 id={`${urlId}-heading`} ref={headingRef} tabIndex={-1} className="text-h3 font-bold">
        Your link for {created.link.label}
      </h3>
      <p>
        Copy it now, or let them scan the code: for safety we show the link only this once. It works until{' '}
        {when(created.link.expiresAt)}.
      </p>
      <label htmlFor={urlId} className="font-semibold">
        The link
      </label>
      <input
        id={urlId}
        readOnly
        value={created.url}
        onFocus={(event) => event.target.select()}
        className="min-h-11 w-full rounded-lg border-2 border-ink-muted bg-surface px-3 py-2 font-mono text-sm"
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={BUTTON_CLASSES.primary} onClick={copy}>
          Copy the link
        </button>
        <button type="button" className={BUTTON_CLASSES.secondary} onClick={onDone}>
          Done
        </button>
        <p role="status" className="font-semibold text-brand">
          {copied ? 'Copied' : ''}
        </p>
      </div>
      <img
        src={created.qrCode.pngDataUrl}
        alt="QR code of the link, for a phone's camera"
        className="size-48 self-start rounded-md border border-line bg-white p-2"
      />
    </section>
  );
}

/**
 * Sharing one thing about a child by link, for parents: make a link for someone (who it is for, how long it
 * stays open), see every link with who opened it and when, and withdraw one at once.
 */
export function ShareLinkPanel({
  childId,
  kind,
  what,
}: {
  childId: string;
  kind: ShareLinkKind;
  /** What is shared, in words: "Ollie’s passport". */
  what: string;
}) {
  const { links, isPending: listing } = useShareLinks(childId, kind);
  const create = useCreateShareLink(childId);
  const withdraw = useWithdrawShareLink(childId);
  const [label, setLabel] = useState('');
  const [hours, setHours] = useState(String(24));
  const [created, setCreated] = useState<ShareLinkCreatedResponse | null>(null);
  const { errors, setErrors, summary, idOf } = useFormErrors<'label' | 'expiresInHours'>('share-link', [
    'label',
    'expiresInHours',
  ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({ fields: {} });
    create.mutate(
      { kind, label, expiresInHours: Number(hours) },
      {
        onSuccess: (answer) => {
          setCreated(answer);
          setLabel('');
        },
        onError: (error) => {
          const refused = apiFieldErrors(error);
          setErrors({ fields: refused.fields, form: refused.form });
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <p>
        Make a link that opens {what} on any phone or computer, without an account: for a ward, a new respite carer or a
        school trip. You choose how long it works, you see each time it is opened, and you can withdraw it at once.
      </p>
      {created ? (
        <NewLink created={created} onDone={() => setCreated(null)} />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <ErrorSummary items={summary} />
          <TextField
            id={idOf('label')}
            label="Who is the link for?"
            hint="So you know which link to withdraw, for example “Ward 4 nurses” or “Respite, Friday”."
            value={label}
            maxLength={SHARE_LINK_LIMITS.labelMax}
            error={errors.fields.label}
            onChange={(event) => setLabel(event.target.value)}
          />
          <SelectField
            id={idOf('expiresInHours')}
            label="How long should it work?"
            value={hours}
            error={errors.fields.expiresInHours}
            options={DURATIONS.map((duration) => ({ value: String(duration.hours), label: duration.label }))}
            onChange={(event) => setHours(event.target.value)}
          />
          <div>
            <button type="submit" disabled={create.isPending} className={BUTTON_CLASSES.primary}>
              {create.isPending ? 'Making the link…' : 'Make a link'}
            </button>
          </div>
        </form>
      )}
      <h3 className="text-h3 font-bold">Your links</h3>
      {listing ? <p>Loading your links…</p> : null}
      {links && links.length === 0 ? <p>No links yet.</p> : null}
      {links && links.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {links.map((link) => (
            <li key={link.id} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4">
              <p className="font-semibold">
                {link.label} <span className="font-normal text-ink-muted">· {STATUS_WORDS[link.status]}</span>
              </p>
              <p>
                {link.status === 'open'
                  ? `Works until ${when(link.expiresAt)}.`
                  : link.status === 'withdrawn' && link.revokedAt
                    ? `Withdrawn ${when(link.revokedAt)}.`
                    : `Stopped working ${when(link.expiresAt)}.`}{' '}
                {link.openings.length === 0
                  ? 'Not opened yet.'
                  : `Opened ${link.openings.length === 1 ? 'once' : `${link.openings.length} times`}:`}
              </p>
              {link.openings.length > 0 ? (
                <ul className="list-disc pl-6 text-ink-muted">
                  {link.openings.slice(0, 5).map((opening) => (
                    <li key={opening.openedAt}>
                      {when(opening.openedAt)}, {opening.device}
                    </li>
                  ))}
                </ul>
              ) : null}
              {link.status === 'open' ? (
                <div>
                  <button
                    type="button"
                    className={BUTTON_CLASSES.danger}
                    disabled={withdraw.isPending}
                    onClick={() => withdraw.mutate(link.id)}
                  >
                    Withdraw the link for {link.label}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {withdraw.isError ? (
        <p role="alert" className="font-semibold text-danger">
          The link wasn’t withdrawn: {withdraw.error.message}
        </p>
      ) : null}
    </div>
  );
}
