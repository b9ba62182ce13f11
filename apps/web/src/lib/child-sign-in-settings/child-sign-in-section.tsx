import { CHILD_SIGN_IN_LIMITS, type ChildSignInResponse } from '@tedi/contracts';
import { useEffect, useRef, useState } from 'react';

import { BUTTON_CLASSES } from '../../components/ui/buttons.ts';
import { Notice } from '../../components/ui/notice.tsx';
import {
  useChildSignIn,
  useTurnOffChildSignIn,
  useUnlockChildSignIn,
  useUpdateChildSignIn,
} from '../../features/child-area/api/parent-side.ts';
import { formatDateTime } from '../dates.ts';
import { apiFieldErrors } from '../forms/api-field-errors.ts';
import { ChildSignInForm, type SignInSaved } from './child-sign-in-form.tsx';
import { ChildSignInLink, DevicesAndGrownUpPin } from './devices-and-grown-up-pin.tsx';
import { FocusedNotice, said, type Said } from './focused-notice.tsx';
import { allowancesText, METHOD_LABELS, SESSION_LABELS } from './sign-in-words.ts';

/** The id of the section, for the profile's "On this page" list. */
export const CHILD_SIGN_IN_SECTION_ID = 'child-sign-in';

/** The next step after the sign-in is turned on or changed: trusting the device the child uses. */
function NextStep({ name }: { name: string }) {
  return (
    <p>
      <strong>Next step:</strong> Open Tedi on the device {name} uses and go to <ChildSignInLink /> to trust the device.
    </p>
  );
}

function savedNotice(name: string, saved: SignInSaved): Said {
  const secret = saved.method === 'pin' ? 'PIN' : 'pictures';
  return said(
    <div className="flex flex-col gap-2">
      {!saved.turnedOn && saved.newSecret ? (
        <p>
          {name} uses the new {secret} from now on.
        </p>
      ) : null}
      <NextStep name={name} />
    </div>,
    'success',
    saved.turnedOn ? `${name}'s sign-in is on` : `${name}'s sign-in is saved`,
  );
}

/** How the child signs in now, as a list of answers. */
function SignInSummary({ name, signIn }: { name: string; signIn: ChildSignInResponse }) {
  const may = allowancesText(signIn.allowances);
  const items = [
    {
      label: `How ${name} signs in`,
      value:
        signIn.method === 'pictures'
          ? `${METHOD_LABELS.pictures} (${CHILD_SIGN_IN_LIMITS.picturesChosen} pictures, in order)`
          : METHOD_LABELS.pin,
    },
    {
      label: `How long ${name} stays signed in`,
      value: `${SESSION_LABELS[signIn.sessionMinutes]}, then ${name} signs in again`,
    },
    { label: `What ${name} may change`, value: may ?? 'Nothing: everything stays as you set it' },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,14rem)_1fr]">
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="font-semibold">{item.label}</dt>
          <dd className="mb-2 sm:mb-0">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Said calmly when three wrong tries in a row have locked the sign-in, with the way to unlock it. */
function LockedNotice({
  name,
  signIn,
  unlock,
  busy,
}: {
  name: string;
  signIn: ChildSignInResponse;
  unlock: () => void;
  busy: boolean;
}) {
  const pin = signIn.method === 'pin';
  return (
    <div
      role="region"
      aria-labelledby="child-sign-in-locked-heading"
      className="flex flex-col gap-3 rounded-lg border-l-4 border-brand bg-sand p-4"
    >
      <h3 id="child-sign-in-locked-heading" className="text-h3 font-bold">
        {name}'s sign-in is locked after {CHILD_SIGN_IN_LIMITS.attemptsBeforeLock} wrong tries
      </h3>
      <p>
        This keeps {name}'s area safe while someone is guessing. {name} can't sign in until you unlock it. After that,
        the same {pin ? 'PIN works' : 'pictures work'} again. If you think someone else has learned the{' '}
        {pin ? 'PIN' : 'pictures'}, use “Change sign-in” to choose new {pin ? 'numbers' : 'pictures'}.
      </p>
      <div>
        <button type="button" disabled={busy} onClick={unlock} className={BUTTON_CLASSES.primary}>
          {busy ? 'Unlocking...' : 'Unlock'}
          <span className="sr-only"> {name}'s sign-in</span>
        </button>
      </div>
    </div>
  );
}

/** The last tries at signing in as the child: when, whether it worked, and on which device. */
function RecentTries({ name, signIn }: { name: string; signIn: ChildSignInResponse }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 id="child-sign-in-tries-heading" className="text-h3 font-bold">
        Recent tries
      </h3>
      {signIn.attempts.length === 0 ? (
        <p className="text-ink-muted italic">No tries yet.</p>
      ) : (
        <>
          <p className="text-ink-muted">
            The last {CHILD_SIGN_IN_LIMITS.attemptsShown} times someone tried to sign in as {name}, newest first.
          </p>
          <div className="overflow-x-auto">
            <table aria-labelledby="child-sign-in-tries-heading" className="w-full border-collapse text-left">
              <thead>
                <tr className="border-b-2 border-line">
                  <th scope="col" className="py-2 pr-3">
                    When
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    What happened
                  </th>
                  <th scope="col" className="py-2">
                    Device
                  </th>
                </tr>
              </thead>
              <tbody>
                {signIn.attempts.map((attempt, index) => (
                  <tr key={`${attempt.at}-${index}`} className="border-b border-line align-top">
                    <td className="py-2 pr-3">
                      <time dateTime={attempt.at}>{formatDateTime(attempt.at)}</time>
                    </td>
                    <td className={`py-2 pr-3 font-semibold ${attempt.succeeded ? 'text-brand' : 'text-danger'}`}>
                      <span aria-hidden="true">{attempt.succeeded ? '✓ ' : '✗ '}</span>
                      {attempt.succeeded ? 'Signed in' : 'Wrong pictures or PIN'}
                    </td>
                    <td className="py-2 break-words">{attempt.deviceName ?? 'Started by a parent'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

/** Asks on the page before turning the sign-in off, saying what it does. */
function TurnOffConfirm({
  name,
  busy,
  confirm,
  cancel,
}: {
  name: string;
  busy: boolean;
  confirm: () => void;
  cancel: () => void;
}) {
  return (
    <div role="group" aria-label={`Turn off ${name}'s sign-in?`} className="flex flex-col gap-3 rounded-lg bg-sand p-4">
      <p className="font-semibold">
        Turn off {name}'s sign-in? {name} will be signed out everywhere straight away and can't sign in again until you
        turn it back on.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={busy} autoFocus onClick={confirm} className={BUTTON_CLASSES.danger}>
          {busy ? 'Turning off...' : 'Yes, turn it off'}
        </button>
        <button type="button" disabled={busy} onClick={cancel} className={BUTTON_CLASSES.secondary}>
          No, keep it on
        </button>
      </div>
    </div>
  );
}

type Mode = 'view' | 'editing' | 'confirmingOff';

/**
 * A child's own sign-in, on their profile, for the parents who manage the child: off, it says what it is and turns
 * it on; on, it shows how the child signs in with ways to change it or turn it off; locked, it says so calmly with
 * the way to unlock; and it lists the recent tries. The family's trusted devices and grown-up PIN follow.
 */
export function ChildSignInSection({
  childId,
  name,
}: {
  childId: string;
  /** The name the child is called by. */
  name: string;
}) {
  const query = useChildSignIn(childId);
  const update = useUpdateChildSignIn(childId);
  const unlock = useUnlockChildSignIn(childId);
  const turnOff = useTurnOffChildSignIn(childId);
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState<Said | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Back from the form or the question without a change: focus returns to the button that opened it.
  useEffect(() => {
    if (mode === 'view' && returnFocus.current) {
      returnFocus.current = false;
      opener.current?.focus();
    }
  }, [mode]);

  const cancel = () => {
    returnFocus.current = true;
    setMode('view');
  };
  const problem = (error: unknown, fallback: string) =>
    setNotice(said(apiFieldErrors(error).form ?? fallback, 'warning'));

  const signIn = query.data;
  let body;
  if (query.isPending) {
    body = <p role="status">Loading {name}'s sign-in...</p>;
  } else if (query.isError || !signIn) {
    body = (
      <div className="flex flex-col gap-3">
        <Notice tone="warning">
          {apiFieldErrors(query.error).form ?? `We couldn’t load ${name}'s sign-in just now.`}
        </Notice>
        <div>
          <button type="button" onClick={() => void query.refetch()} className={BUTTON_CLASSES.secondary}>
            Try again
          </button>
        </div>
      </div>
    );
  } else if (mode === 'editing') {
    body = (
      <ChildSignInForm
        name={name}
        current={signIn}
        save={(input) => update.mutateAsync(input)}
        onSaved={(saved) => {
          setMode('view');
          setNotice(savedNotice(name, saved));
        }}
        onCancel={cancel}
      />
    );
  } else {
    body = (
      <>
        {signIn.enabled && signIn.locked ? (
          <LockedNotice
            name={name}
            signIn={signIn}
            busy={unlock.isPending}
            unlock={() => {
              setNotice(null);
              unlock.mutate(undefined, {
                onSuccess: () => setNotice(said(`${name}'s sign-in is unlocked. ${name} can try again now.`)),
                onError: (error) => problem(error, `We couldn’t unlock ${name}'s sign-in just now.`),
              });
            }}
          />
        ) : null}
        {signIn.enabled ? (
          <SignInSummary name={name} signIn={signIn} />
        ) : (
          <p>
            Let {name} open their own area — their talking board and favourite things — on a device you trust, by
            tapping pictures instead of typing.
          </p>
        )}
        {mode === 'confirmingOff' ? (
          <TurnOffConfirm
            name={name}
            busy={turnOff.isPending}
            cancel={cancel}
            confirm={() =>
              turnOff.mutate(undefined, {
                onSuccess: () => {
                  setMode('view');
                  setNotice(said(`${name}'s sign-in is off, and ${name} has been signed out everywhere.`));
                },
                onError: (error) => {
                  setMode('view');
                  problem(error, `We couldn’t turn off ${name}'s sign-in just now.`);
                },
              })
            }
          />
        ) : (
          <div className="flex flex-wrap gap-3">
            <button
              ref={opener}
              type="button"
              onClick={() => {
                setNotice(null);
                setMode('editing');
              }}
              className={signIn.enabled ? BUTTON_CLASSES.secondary : BUTTON_CLASSES.primary}
            >
              {signIn.enabled ? (
                <>
                  Change sign-in<span className="sr-only"> for {name}</span>
                </>
              ) : (
                `Turn on ${name}'s sign-in`
              )}
            </button>
            {signIn.enabled ? (
              <button
                type="button"
                onClick={() => {
                  setNotice(null);
                  setMode('confirmingOff');
                }}
                className={BUTTON_CLASSES.danger}
              >
                Turn off<span className="sr-only"> {name}'s sign-in</span>
              </button>
            ) : null}
          </div>
        )}
        {signIn.enabled || signIn.attempts.length > 0 ? <RecentTries name={name} signIn={signIn} /> : null}
      </>
    );
  }

  return (
    <section
      id={CHILD_SIGN_IN_SECTION_ID}
      aria-labelledby="child-sign-in-heading"
      className="flex scroll-mt-4 flex-col gap-5 rounded-xl border border-line bg-surface p-5 sm:p-6 print:hidden"
    >
      <h2 id="child-sign-in-heading" className="text-h2 font-bold">
        {name}'s own sign-in
      </h2>
      <FocusedNotice said={notice} />
      {body}
      <DevicesAndGrownUpPin childId={childId} name={name} grownUpPinSet={signIn?.grownUpPinSet ?? null} />
    </section>
  );
}
