import type { GoTrueClient, Session } from '@supabase/auth-js';
import { useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { verifiedFactors } from '../../../lib/auth/access.ts';
import { signOutUser, verifyCode } from '../../../lib/auth/auth-actions.ts';
import { describeCodeError } from '../../../lib/auth/auth-messages.ts';
import { CodeForm } from './code-form.tsx';

interface CodeStepProps {
  client: GoTrueClient;
  session: Session;
}

/**
 * After the password, for someone with two-step verification: a code from their authenticator app raises the
 * session from aal1 to aal2. Choosing another account signs out on this device.
 */
export function CodeStep({ client, session }: CodeStepProps) {
  const apps = verifiedFactors(session.user).filter((factor) => factor.factor_type === 'totp');
  const [factorId, setFactorId] = useState(apps[0]?.id ?? '');
  const [leaving, setLeaving] = useState(false);

  const useAnotherAccount = () => {
    setLeaving(true);
    void signOutUser(client, session.user.id).finally(() => setLeaving(false));
  };

  if (apps.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="warning" title="This account needs a kind of code Tedi can't ask for here">
          Your account uses a second step other than an authenticator app. Please contact support to sign in.
        </Notice>
        <div>
          <button type="button" onClick={useAnotherAccount} disabled={leaving} className={BUTTON_CLASSES.secondary}>
            Sign in with a different account
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <p>
        Your account has two-step verification. Open your authenticator app and type the 6-digit code it shows for Tedi.
      </p>
      {apps.length > 1 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">Which app are you using?</legend>
          {apps.map((app) => (
            <label key={app.id} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="factor"
                value={app.id}
                checked={factorId === app.id}
                onChange={() => setFactorId(app.id)}
                className="size-5 accent-brand"
              />
              {app.friendly_name ?? 'Authenticator app'}
            </label>
          ))}
        </fieldset>
      ) : null}
      <CodeForm
        idPrefix="sign-in-code"
        hint="The code changes every 30 seconds. If it changes while you type, use the new one."
        submitLabel="Continue"
        onSubmit={async (code) => {
          const result = await verifyCode(client, factorId, code, session.user.id);
          return result.ok ? null : describeCodeError(result.error);
        }}
      >
        <button type="button" onClick={useAnotherAccount} disabled={leaving} className={BUTTON_CLASSES.secondary}>
          Use a different account
        </button>
      </CodeForm>
    </div>
  );
}
