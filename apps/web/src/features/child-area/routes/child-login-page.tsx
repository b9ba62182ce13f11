import { type ChildSessionResponse, PATHS, type SignInChild } from '@tedi/contracts';
import { useQueries } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';

import { LoadingScreen } from '../../../app/screens/loading-screen.tsx';
import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { assuranceOf, roleOf } from '../../../lib/auth/access.ts';
import { useAuth, useAuthState } from '../../../lib/auth/auth-context.tsx';
import { hasStoredSession } from '../../../lib/auth/auth-storage-key.ts';
import { signInPathFor } from '../../../lib/auth/redirect-target.ts';
import { childDisplayName } from '../../../lib/children/child-photo.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { deviceName } from '../../../lib/device-name.ts';
import { useChildren } from '../../children/api/children.ts';
import { useSignInChildren, useSignInPhoto } from '../api/child-side.ts';
import { childSignInQueryOptions } from '../api/parent-side.ts';
import { useHandOver, useStopTrustingDevice, useTrustThisDevice } from '../api/device-setup.ts';
import { PictureSecret, PinSecret, type SignInOutcome } from '../components/picture-sign-in.tsx';
import { Symbol } from '../components/symbol.tsx';
import { useSayAloud } from '../say-aloud.ts';
import {
  forgetTrustedDevice,
  readTrustedDevice,
  rememberTrustedDevice,
  type TrustedDevice,
} from '../api/trusted-device.ts';

/**
 * /child/login. On a device a parent trusted, the family's children tap their own picture, then their picture
 * password or PIN. Three wrong tries lock calmly until a parent unlocks. On a device nobody trusted, a child is
 * asked to fetch a grown-up. A parent signed in here sets the device up: trusts it, or hands it straight to a child.
 */
export function ChildLoginPage() {
  useDocumentTitle('Child sign-in – Tedi');
  const [device, setDevice] = useState<TrustedDevice | null>(() => readTrustedDevice());
  // A public page, so it brings its own query cache. A browser that has never held a session needs no auth client
  // until a child signs in.
  return (
    <QueryProvider>
      {hasStoredSession() ? (
        <SignedInCheck device={device} onDeviceChange={setDevice} />
      ) : (
        <SignedOut device={device} onDeviceChange={setDevice} />
      )}
    </QueryProvider>
  );
}

interface DeviceProps {
  readonly device: TrustedDevice | null;
  readonly onDeviceChange: (device: TrustedDevice | null) => void;
}

function SignedInCheck({ device, onDeviceChange }: DeviceProps) {
  const auth = useAuth();
  if (auth.loading) return <LoadingScreen message="Getting ready..." />;
  const role = roleOf(auth.session);
  if (role === 'child') return <Navigate to="/child" replace />;
  const signedIn = auth.session !== null && !assuranceOf(auth.session).needsCode;
  if (signedIn) return <GrownUpSetup device={device} onDeviceChange={onDeviceChange} isParent={role === 'parent'} />;
  return <SignedOut device={device} onDeviceChange={onDeviceChange} />;
}

function SignedOut({ device, onDeviceChange }: DeviceProps) {
  if (!device) return <AskAGrownUp />;
  return <ChildrenOfDevice device={device} onUntrusted={() => onDeviceChange(null)} />;
}

function AskAGrownUp() {
  const say = useSayAloud({ enabled: true });
  const message = 'Please ask a grown-up to set up this device.';
  return (
    <div className="flex flex-col items-center gap-6 text-center">
      <h1 className="text-h1 font-bold">Hello!</h1>
      <button
        type="button"
        onClick={() => say(message)}
        className="flex flex-col items-center gap-3 rounded-2xl border-4 border-line bg-surface p-6 text-2xl font-bold"
      >
        <Symbol name="person-raising-hand" className="size-28" />
        {message}
      </button>
      <Link to={signInPathFor(PATHS.childSignIn)} className={BUTTON_CLASSES.secondary}>
        I’m a grown-up: sign in
      </Link>
    </div>
  );
}

/** The children of the device's family, each a big button with their photo and name. */
function ChildrenOfDevice({ device, onUntrusted }: { device: TrustedDevice; onUntrusted: () => void }) {
  const listed = useSignInChildren(device);
  const navigate = useNavigate();
  const auth = useAuthState();
  const say = useSayAloud({ enabled: true });
  const [chosen, setChosen] = useState<SignInChild | null>(null);
  const [locked, setLocked] = useState(false);
  const [session, setSession] = useState<ChildSessionResponse | null>(null);

  // The auth client starts only now, when there is a session to take up.
  const { runtime, start } = auth;
  useEffect(() => {
    if (!session) return;
    if (!runtime) {
      start();
      return;
    }
    void takeUpSession(runtime, session).then(() => navigate('/child', { replace: true }));
  }, [session, runtime, start, navigate]);

  if (listed.isPending) return <LoadingScreen message="Getting ready..." />;
  if (listed.error) {
    const untrusted = listed.error instanceof ApiRequestError && listed.error.status === 401;
    if (untrusted) {
      forgetTrustedDevice();
      onUntrusted();
      return null;
    }
    return (
      <Notice tone="warning" title="Tedi can’t reach the internet just now">
        <button type="button" className={BUTTON_CLASSES.primary} onClick={() => void listed.refetch()}>
          Try again
        </button>
      </Notice>
    );
  }

  const done = async (outcome: SignInOutcome) => {
    if (outcome.kind === 'locked') {
      setLocked(true);
      say('Let’s get a grown-up to help.');
      return;
    }
    setSession(outcome.session);
  };

  if (chosen && (locked || chosen.locked)) {
    return <LockedScreen child={chosen} say={say} onBack={() => (setChosen(null), setLocked(false))} />;
  }

  if (chosen) {
    return (
      <div className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => setChosen(null)}>
            <Symbol name="left-arrow" className="mr-2 size-6" />
            Back
          </button>
          <h1 className="flex items-center gap-3 text-h2 font-bold">
            <ChildFace device={device} child={chosen} size="small" />
            {chosen.name}
          </h1>
        </div>
        {chosen.method === 'pictures' ? (
          <PictureSecret device={device} child={chosen} say={say} onDone={(outcome) => void done(outcome)} />
        ) : (
          <PinSecret device={device} child={chosen} say={say} onDone={(outcome) => void done(outcome)} />
        )}
      </div>
    );
  }

  const children = listed.data.children;
  return (
    <div className="flex flex-col items-center gap-6">
      <h1 className="text-h1 font-bold">Who’s here?</h1>
      {children.length === 0 ? (
        <Notice title="No child can sign in here yet">
          A parent can turn on a child’s sign-in from the child’s profile.
        </Notice>
      ) : (
        <ul className="grid w-full max-w-2xl grid-cols-2 gap-4 sm:grid-cols-3">
          {children.map((child) => (
            <li key={child.childId}>
              <button
                type="button"
                onClick={() => {
                  say(child.name);
                  setChosen(child);
                }}
                className="flex w-full flex-col items-center gap-2 rounded-2xl border-4 border-line bg-surface p-4 text-2xl font-bold hover:border-brand"
              >
                <ChildFace device={device} child={child} size="large" />
                {child.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link to={signInPathFor(PATHS.childSignIn)} className={BUTTON_CLASSES.link}>
        I’m a grown-up
      </Link>
    </div>
  );
}

function ChildFace({ device, child, size }: { device: TrustedDevice; child: SignInChild; size: 'large' | 'small' }) {
  const photo = useSignInPhoto(device, child.childId, child.hasPhoto);
  const box = size === 'large' ? 'size-28 sm:size-32 text-5xl' : 'size-14 text-2xl';
  if (photo.data) return <img src={photo.data} alt="" className={`${box} rounded-full object-cover`} />;
  return (
    <span aria-hidden="true" className={`${box} flex items-center justify-center rounded-full bg-brand text-white`}>
      {child.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

function LockedScreen({ child, say, onBack }: { child: SignInChild; say: (text: string) => void; onBack: () => void }) {
  const message = 'Let’s get a grown-up to help.';
  return (
    <div className="flex flex-col items-center gap-6 text-center">
      <h1 className="text-h1 font-bold">{message}</h1>
      <button
        type="button"
        onClick={() => say(message)}
        aria-label={`Hear it again: ${message}`}
        className="rounded-2xl border-4 border-line bg-surface p-6"
      >
        <Symbol name="person-raising-hand" className="size-28" />
      </button>
      <p className="max-w-md text-lg">
        Grown-ups: {child.name}’s sign-in is locked after 3 wrong tries. A parent can unlock it from {child.name}’s
        profile.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to={signInPathFor(`/dashboard/parent/child/${child.childId}#child-sign-in`)}
          className={BUTTON_CLASSES.primary}
        >
          Parent: sign in to unlock
        </Link>
        <button type="button" className={BUTTON_CLASSES.secondary} onClick={onBack}>
          Back
        </button>
      </div>
    </div>
  );
}

/** Takes up the child's session in this browser, as the auth client keeps every session. */
async function takeUpSession(runtime: ReturnType<typeof useAuth>['runtime'], session: ChildSessionResponse) {
  if (!runtime) throw new Error('The sign-in is not ready yet');
  const { error } = await runtime.client.setSession({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
  });
  if (error) throw error;
}

/** A signed-in grown-up on this page: trust the device for the children, or hand it to one of them now. */
function GrownUpSetup({
  device,
  onDeviceChange,
  isParent,
}: {
  device: TrustedDevice | null;
  onDeviceChange: (device: TrustedDevice | null) => void;
  isParent: boolean;
}) {
  const { runtime } = useAuth();
  const navigate = useNavigate();
  const api = useSignedInApi();
  const children = useChildren();
  const trust = useTrustThisDevice();
  const stopTrusting = useStopTrustingDevice();
  const handOver = useHandOver();
  const [name, setName] = useState(() => deviceName(globalThis.navigator?.userAgent));
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const list = (children.data?.children ?? []).filter((child) => child.archivedAt === null);
  const signIns = useQueries({
    queries: list.map((child) => ({ ...childSignInQueryOptions(api, child.id), enabled: api.ready && isParent })),
  });

  if (!isParent) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-h1 font-bold">Child sign-in</h1>
        <p>Only a parent of the family can set up a child’s sign-in on a device.</p>
        <Link to={PATHS.home} className={BUTTON_CLASSES.secondary}>
          Go to the home page
        </Link>
      </div>
    );
  }

  const submitTrust = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setFieldError(undefined);
    try {
      const created = await trust.mutateAsync(name);
      const trusted = { id: created.device.id, name: created.device.name, token: created.deviceToken };
      rememberTrustedDevice(trusted);
      onDeviceChange(trusted);
    } catch (error) {
      const errors = apiFieldErrors(error);
      setFieldError(errors.fields['name']);
      setProblem(errors.form ?? null);
    }
  };

  const untrust = async () => {
    if (device) await stopTrusting.mutateAsync(device.id).catch(() => undefined);
    forgetTrustedDevice();
    onDeviceChange(null);
  };

  const startFor = async (childId: string) => {
    setProblem(null);
    try {
      const session = await handOver.mutateAsync(childId);
      // The parent's own session ends on this device before the child's begins, so the child can't go back to it.
      await runtime?.client.signOut({ scope: 'local' });
      await takeUpSession(runtime, session);
      await navigate('/child', { replace: true });
    } catch (error) {
      setProblem(apiFieldErrors(error).form ?? null);
    }
  };

  const showChildren = async () => {
    await runtime?.client.signOut({ scope: 'local' });
  };

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-h1 font-bold">Set up this device for your child</h1>
        <p>
          Trust this device and your children can sign in here by tapping their picture and their picture password or
          PIN. Or hand it to a child straight away.
        </p>
        <p>
          <Link to={PATHS.parentDashboard} className={BUTTON_CLASSES.link}>
            Back to your dashboard
          </Link>
        </p>
      </div>
      {problem ? <Notice tone="warning">{problem}</Notice> : null}

      <section aria-labelledby="this-device-heading" className="flex flex-col gap-3">
        <h2 id="this-device-heading" className="text-h2 font-bold">
          This device
        </h2>
        {device ? (
          <>
            <Notice tone="success">This device is trusted as “{device.name}”.</Notice>
            <div className="flex flex-wrap gap-3">
              <button type="button" className={BUTTON_CLASSES.primary} onClick={() => void showChildren()}>
                Sign out and show the children’s sign-in
              </button>
              <button type="button" className={BUTTON_CLASSES.danger} onClick={() => void untrust()}>
                Stop trusting this device
              </button>
            </div>
          </>
        ) : (
          <form onSubmit={(event) => void submitTrust(event)} className="flex max-w-md flex-col gap-3" noValidate>
            <TextField
              id="device-name"
              label="Name this device"
              hint="So you can tell your devices apart, like “Kitchen tablet”"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={fieldError}
              maxLength={60}
            />
            <button type="submit" className={BUTTON_CLASSES.primary} disabled={trust.isPending}>
              Trust this device
            </button>
          </form>
        )}
      </section>

      <section aria-labelledby="hand-over-heading" className="flex flex-col gap-3">
        <h2 id="hand-over-heading" className="text-h2 font-bold">
          Hand this device to a child now
        </h2>
        {list.length === 0 ? <p>Add a child first, from your dashboard.</p> : null}
        <ul className="flex flex-col gap-3">
          {list.map((child, index) => {
            const enabled = signIns[index]?.data?.enabled;
            const childName = childDisplayName(child);
            return (
              <li
                key={child.id}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface p-3"
              >
                <span className="font-semibold">{childName}</span>
                {enabled ? (
                  <button
                    type="button"
                    className={BUTTON_CLASSES.primary}
                    disabled={handOver.isPending}
                    onClick={() => void startFor(child.id)}
                  >
                    Start {childName}’s time
                  </button>
                ) : enabled === false ? (
                  <Link to={`/dashboard/parent/child/${child.id}#child-sign-in`} className={BUTTON_CLASSES.link}>
                    Turn on {childName}’s sign-in first
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
