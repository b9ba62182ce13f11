import type { Factor, GoTrueClient } from '@supabase/auth-js';
import { useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { confirmAuthenticatorApp, enrolAuthenticatorApp, type TotpEnrolment } from '../../../lib/auth/auth-actions.ts';
import { describeCodeError, describeFactorError } from '../../../lib/auth/auth-messages.ts';
import { CodeForm } from './code-form.tsx';

/** The secret in groups of four, which is easier to copy by eye. */
export function groupedSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

interface AuthenticatorSetupProps {
  client: GoTrueClient;
  /** Factors whose setup was started but never confirmed; removed before a new one starts. */
  unverified: readonly Factor[];
  /** Called once the app is confirmed; the session is then at aal2. */
  onDone: () => void;
  /** Distinguishes ids when the setup appears on more than one page. */
  idPrefix: string;
}

/**
 * Turning on two-step verification: scan a QR code (or type the key), then prove it works with a code. The QR
 * code is an image from a data: address, which the content security policy allows (img-src 'self' data: blob:).
 */
export function AuthenticatorSetup({ client, unverified, onDone, idPrefix }: AuthenticatorSetupProps) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setProblem(null);
    const result = await enrolAuthenticatorApp(client, unverified);
    setBusy(false);
    if (result.ok) setEnrolment(result.value);
    else setProblem(describeFactorError(result.error).message);
  };

  const cancel = async () => {
    if (!enrolment) return;
    setBusy(true);
    await client.mfa.unenroll({ factorId: enrolment.factorId });
    setBusy(false);
    setEnrolment(null);
  };

  if (!enrolment) {
    return (
      <div className="flex flex-col gap-3">
        {problem ? <Notice tone="warning">{problem}</Notice> : null}
        <div>
          <button type="button" onClick={() => void start()} disabled={busy} className={BUTTON_CLASSES.primary}>
            {busy ? 'Getting ready...' : 'Set up an authenticator app'}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5 rounded-lg border border-line bg-canvas p-4 sm:p-5">
      <ol className="flex list-decimal flex-col gap-5 pl-5">
        <li>
          Open an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or 1Password,
          and choose to add an account.
        </li>
        <li className="flex flex-col gap-3">
          <span>Scan this QR code with the app.</span>
          <img
            src={enrolment.qrCodeImage}
            alt="QR code for adding Tedi to your authenticator app"
            width={192}
            height={192}
            className="size-48 rounded-md border border-line bg-white p-2"
          />
          <span>
            Can't scan it? Choose to enter a setup key instead, and type this key:
            <code
              data-testid="totp-secret"
              className="mt-2 block rounded-md bg-sand px-3 py-2 font-mono text-lg tracking-wide break-all"
            >
              {groupedSecret(enrolment.secret)}
            </code>
          </span>
        </li>
        <li className="flex flex-col gap-3">
          <span>Type the 6-digit code the app now shows for Tedi.</span>
          <CodeForm
            idPrefix={idPrefix}
            submitLabel="Turn on two-step verification"
            onSubmit={async (code) => {
              const result = await confirmAuthenticatorApp(client, enrolment.factorId, code);
              if (!result.ok) return describeCodeError(result.error);
              onDone();
              return null;
            }}
          >
            <button type="button" onClick={() => void cancel()} disabled={busy} className={BUTTON_CLASSES.secondary}>
              Cancel
            </button>
          </CodeForm>
        </li>
      </ol>
    </div>
  );
}
