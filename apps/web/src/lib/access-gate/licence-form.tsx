import { checkLicenceCode } from '@tedi/contracts';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';

import { BUTTON_CLASSES } from '../../components/ui/buttons.ts';
import { ErrorSummary } from '../../components/ui/error-summary.tsx';
import { TextField } from '../../components/ui/form-fields.tsx';
import { useRedeemLicence, type LicenceRedeemAnswer } from '../../features/subscriptions/api/redeem-licence.ts';
import { ApiRequestError } from '../api-client.ts';
import { apiFieldErrors } from '../forms/api-field-errors.ts';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { formatLongDate } from './plans.tsx';

const FIELDS = ['code'] as const;

/** "You have access until 31 December 2027, thanks to Acme Charity." */
export function licenceThanks(status: LicenceRedeemAnswer): string {
  if (status.alreadyRedeemed) {
    return `Your family had already used a code from this licence, so nothing changed. ${licenceThanks({ ...status, alreadyRedeemed: false })}`;
  }
  const until = status.endsAt ?? status.licence?.endsAt ?? null;
  const sponsor = status.licence?.sponsorName;
  return `You have access${until ? ` until ${formatLongDate(until)}` : ''}${sponsor ? `, thanks to ${sponsor}` : ''}.`;
}

/**
 * The thanks after a code is redeemed, with what comes next. It takes focus when it appears, so a screen reader
 * reads it and keyboard users continue from it.
 */
export function LicenceThanks({ status, children }: { status: LicenceRedeemAnswer; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="flex flex-col gap-4 rounded-lg border-l-4 border-brand bg-brand-soft p-4">
      <p role="status" className="text-lg font-semibold">
        {licenceThanks(status)}
      </p>
      {children ? <div>{children}</div> : null}
    </div>
  );
}

/**
 * A licence code from a sponsor. The code is checked here first (letters and numbers, any case, spaces and dashes
 * allowed), then by the server; what was typed stays in the field when it is refused.
 */
export function LicenceForm({
  idPrefix = 'licence',
  onRedeemed,
}: {
  idPrefix?: string;
  onRedeemed: (status: LicenceRedeemAnswer) => void;
}) {
  const [code, setCode] = useState('');
  const { errors, setErrors, summary, idOf } = useFormErrors(idPrefix, FIELDS);
  const redeem = useRedeemLicence();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (redeem.isPending) return;
    const checked = checkLicenceCode(code);
    if ('error' in checked) {
      setErrors({ fields: { code: checked.error } });
      return;
    }
    setErrors({ fields: {} });
    redeem.mutate(
      { code },
      {
        onSuccess: onRedeemed,
        onError: (error) => {
          const refused = apiFieldErrors(error);
          // An unknown code (404) or one that can no longer be used (409: revoked, expired, no seats left) is about
          // the code itself, so its message goes beside the field.
          const aboutTheCode =
            error instanceof ApiRequestError && (error.status === 404 || error.status === 409) ? error.message : null;
          const message = refused.fields['code'] ?? aboutTheCode;
          setErrors(message ? { fields: { code: message } } : { fields: {}, form: refused.form });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4">
      <ErrorSummary items={summary} />
      <TextField
        id={idOf('code')}
        label="Licence code"
        hint="For example TEDI-7KQ2-M9XD. Capital letters, spaces and dashes don’t matter."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.fields.code}
      />
      <div>
        <button type="submit" disabled={redeem.isPending} className={BUTTON_CLASSES.primary}>
          {redeem.isPending ? 'Checking your code…' : 'Use this code'}
        </button>
      </div>
    </form>
  );
}
