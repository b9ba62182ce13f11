import type { Factor, GoTrueClient, User } from '@supabase/auth-js';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { EmailField, PasswordField } from '../../../components/ui/form-fields.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { verifiedFactors } from '../../../lib/auth/access.ts';
import {
  removeAuthenticatorApp,
  signOutOtherDevices,
  updateEmail,
  updatePassword,
} from '../../../lib/auth/auth-actions.ts';
import { describeAccountChangeError, describeFactorError } from '../../../lib/auth/auth-messages.ts';
import type { AuthRuntime } from '../../../lib/auth/auth-runtime.ts';
import { listSignedInDevices, signOutDevice, type SignedInDevice } from '../api/signed-in-devices.ts';
import { deviceName, lastActiveLabel } from '../../../lib/device-name.ts';
import { checkEmail, checkPasswordPresent } from '../validation.ts';
import { AuthenticatorSetup } from './authenticator-setup.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { noFieldErrors, onlyErrors, useFormErrors } from '../../../lib/forms/use-form-errors.ts';

interface SectionProps {
  client: GoTrueClient;
  user: User;
}

function SubSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-t border-line pt-6">
      <h3 id={id} className="text-h3 font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function ChangePasswordSection({ client }: SectionProps) {
  const [done, setDone] = useState(false);
  return (
    <SubSection id="password-heading" title="Password">
      {done ? (
        <Notice tone="success" title="Your password has been changed">
          Use your new password next time you sign in. Any other devices signed in to your account have been signed out.
        </Notice>
      ) : null}
      <NewPasswordForm
        idPrefix="change-password"
        askCurrentPassword
        submitLabel="Change password"
        onSubmit={async (newPassword, currentPassword) => {
          setDone(false);
          const result = await updatePassword(client, newPassword, currentPassword);
          if (!result.ok) return describeAccountChangeError(result.error);
          setDone(true);
          return null;
        }}
      />
    </SubSection>
  );
}

const EMAIL_FIELDS = ['email', 'currentPassword'] as const;

export function ChangeEmailSection({ client, user }: SectionProps) {
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, setErrors, summary, idOf } = useFormErrors('change-email', EMAIL_FIELDS);
  const pending = sentTo ?? user.new_email ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const fields = {
      email:
        checkEmail(email) ??
        (email.trim().toLowerCase() === (user.email ?? '').toLowerCase()
          ? 'That is the address you use now. Type the new one.'
          : undefined),
      currentPassword: checkPasswordPresent(currentPassword, 'your current password'),
    };
    if (!noFieldErrors(fields)) {
      setErrors({ fields: onlyErrors(fields) });
      return;
    }
    setBusy(true);
    setErrors({ fields: {} });
    const result = await updateEmail(client, email, currentPassword, `${window.location.origin}/parent/settings`);
    setBusy(false);
    if (result.ok) {
      setSentTo(email.trim());
      setEmail('');
      setCurrentPassword('');
      return;
    }
    const problem = describeAccountChangeError(result.error);
    if (problem.field === 'email' || problem.field === 'currentPassword') {
      setErrors({ fields: { [problem.field]: problem.message } });
    } else {
      setErrors({ fields: {}, form: problem.message });
    }
  };

  return (
    <SubSection id="email-heading" title="E-mail address">
      <p>
        You sign in with <strong className="break-all">{user.email}</strong>.
      </p>
      {pending ? (
        <Notice title="Waiting for you to confirm your new address">
          We've sent a link to <strong className="break-all">{pending}</strong>. Your address changes when you open that
          link. Until then, keep signing in with <strong className="break-all">{user.email}</strong>.
        </Notice>
      ) : null}
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-busy={busy}>
        <ErrorSummary items={summary} />
        <EmailField
          id={idOf('email')}
          label="New e-mail address"
          hint="We'll send a link to the new address. The change happens when you open it."
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.fields.email}
        />
        <PasswordField
          id={idOf('currentPassword')}
          label="Current password"
          hint="To keep your account safe, we check it's you."
          name="current-password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={errors.fields.currentPassword}
        />
        <div>
          <button type="submit" disabled={busy} className={BUTTON_CLASSES.primary}>
            {busy ? 'Sending...' : 'Change e-mail address'}
          </button>
        </div>
      </form>
    </SubSection>
  );
}

function formatDate(value: string | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

function FactorItem({ client, factor }: { client: GoTrueClient; factor: Factor }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const added = formatDate(factor.created_at);
  const name = factor.friendly_name ?? 'Authenticator app';

  const remove = async () => {
    setBusy(true);
    setProblem(null);
    const result = await removeAuthenticatorApp(client, factor.id);
    setBusy(false);
    if (!result.ok) setProblem(describeFactorError(result.error).message);
  };

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <p>
        <span className="font-semibold">{name}</span>
        {added ? <span className="text-ink-muted"> · added {added}</span> : null}
      </p>
      {problem ? <Notice tone="warning">{problem}</Notice> : null}
      {confirming ? (
        <div className="flex flex-col gap-3">
          <p>Remove this app? After that, signing in needs only your password, until you set up an app again.</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" disabled={busy} onClick={() => void remove()} className={BUTTON_CLASSES.danger}>
              {busy ? 'Removing...' : 'Yes, remove it'}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setConfirming(false)}
              className={BUTTON_CLASSES.secondary}
            >
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <div>
          <button type="button" onClick={() => setConfirming(true)} className={BUTTON_CLASSES.secondary}>
            Remove <span className="sr-only">{name}</span>
          </button>
        </div>
      )}
    </li>
  );
}

export function TwoStepSection({ client, user }: SectionProps) {
  const [justTurnedOn, setJustTurnedOn] = useState(false);
  const apps = verifiedFactors(user);
  const unverified = (user.factors ?? []).filter((factor) => factor.status !== 'verified');
  return (
    <SubSection id="two-step-heading" title="Two-step verification">
      <p>
        With two-step verification, signing in needs your password and a code from an authenticator app on your phone.
        Someone who learns your password still can't get in.
      </p>
      {justTurnedOn && apps.length > 0 ? (
        <Notice tone="success" title="Two-step verification is on">
          Next time you sign in, Tedi will ask for a code from your app. If other devices are signed in that you don't
          recognise, sign them out below.
        </Notice>
      ) : null}
      {apps.length > 0 ? (
        <>
          <p className="font-semibold">Two-step verification is on. Your authenticator apps:</p>
          <ul className="flex flex-col gap-3">
            {apps.map((factor) => (
              <FactorItem key={factor.id} client={client} factor={factor} />
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="font-semibold">Two-step verification is off.</p>
          <AuthenticatorSetup
            client={client}
            idPrefix="settings-setup"
            unverified={unverified}
            onDone={() => setJustTurnedOn(true)}
          />
        </>
      )}
    </SubSection>
  );
}

function DeviceItem({
  device,
  now,
  onSignOut,
}: {
  device: SignedInDevice;
  now: Date;
  onSignOut: (device: SignedInDevice, name: string) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const name = deviceName(device.user_agent);
  const lastActive = device.current ? 'Active now' : lastActiveLabel(device.last_active_at, now);
  const headingId = `device-${device.id}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <h4 id={headingId} className="font-semibold">
        {name}
        {device.current ? <span className="text-ink-muted"> · This device</span> : null}
      </h4>
      <p className="text-ink-muted">
        {lastActive}
        {device.ip ? ` · network ${device.ip}` : ''}
      </p>
      {device.current ? null : (
        <div>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void onSignOut(device, name).finally(() => setBusy(false));
            }}
            className={BUTTON_CLASSES.secondary}
          >
            {busy ? 'Signing out...' : 'Sign out'}
            <span className="sr-only">
              {' '}
              {name}, {lastActive.toLowerCase()}
            </span>
          </button>
        </div>
      )}
    </li>
  );
}

const DEVICES_UNAVAILABLE = "We couldn't load your signed-in devices just now. Please try again in a moment.";

export function DevicesSection({ runtime }: { runtime: AuthRuntime }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [devices, setDevices] = useState<SignedInDevice[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [now, setNow] = useState(() => new Date());

  const showDevices = useCallback((result: Awaited<ReturnType<typeof listSignedInDevices>>) => {
    setNow(new Date());
    setLoadFailed(!result.ok);
    if (result.ok) setDevices(result.value);
  }, []);

  useEffect(() => {
    let current = true;
    void listSignedInDevices(runtime).then((result) => {
      if (current) showDevices(result);
    });
    return () => {
      current = false;
    };
  }, [runtime, showDevices]);

  const signOutOne = async (device: SignedInDevice, name: string) => {
    setOutcome(null);
    const result = await signOutDevice(runtime, device.id);
    // Already gone (signed out elsewhere meanwhile) is what the person wanted too.
    if (result.ok || result.code === 'session_not_found') {
      setDevices((current) => current?.filter((candidate) => candidate.id !== device.id) ?? null);
      setOutcome({ ok: true, message: `${name} has been signed out. It will need your password again.` });
    } else {
      setOutcome({ ok: false, message: `We couldn't sign out ${name}. Please try again in a moment.` });
    }
  };

  const signOutOthers = async () => {
    setBusy(true);
    setOutcome(null);
    const result = await signOutOtherDevices(runtime.client);
    setBusy(false);
    setOutcome(
      result.ok
        ? { ok: true, message: 'Every other device has been signed out. This device is still signed in.' }
        : { ok: false, message: describeAccountChangeError(result.error).message },
    );
    if (result.ok) showDevices(await listSignedInDevices(runtime));
  };

  const others = devices?.filter((device) => !device.current).length ?? 0;

  return (
    <SubSection id="devices-heading" title="Signed-in devices">
      <p>
        These are the devices signed in to your account. If you see one you don't recognise, sign it out and change your
        password. Anyone using a signed-out device will need your password again.
      </p>
      {outcome ? <Notice tone={outcome.ok ? 'success' : 'warning'}>{outcome.message}</Notice> : null}
      {loadFailed ? <Notice tone="warning">{DEVICES_UNAVAILABLE}</Notice> : null}
      {devices === null ? (
        loadFailed ? null : (
          <p aria-busy="true">Looking up your devices...</p>
        )
      ) : (
        <ul aria-labelledby="devices-heading" className="flex flex-col gap-3">
          {devices.map((device) => (
            <DeviceItem key={device.id} device={device} now={now} onSignOut={signOutOne} />
          ))}
        </ul>
      )}
      {devices !== null && others === 0 ? <p>No other device is signed in.</p> : null}
      <div>
        <button type="button" disabled={busy} onClick={() => void signOutOthers()} className={BUTTON_CLASSES.secondary}>
          {busy ? 'Signing out other devices...' : 'Sign out of all other devices'}
        </button>
      </div>
    </SubSection>
  );
}
