import {
  CHILD_SIGN_IN_CODES,
  CHILD_SIGN_IN_LIMITS,
  type ChildSessionResponse,
  SIGN_IN_PICTURES,
  type SignInChild,
} from '@tedi/contracts';
import { useEffect, useRef, useState } from 'react';

import { ApiRequestError } from '../../../lib/api-client.ts';
import { startChildSession } from '../api/child-side.ts';
import type { TrustedDevice } from '../api/trusted-device.ts';
import { Symbol } from './symbol.tsx';

export type SignInOutcome =
  { readonly kind: 'signed-in'; readonly session: ChildSessionResponse } | { readonly kind: 'locked' };

interface SecretEntryProps {
  readonly device: TrustedDevice;
  readonly child: SignInChild;
  readonly say: (text: string) => void;
  readonly onDone: (outcome: SignInOutcome) => void;
}

/** Tries the secret; a wrong one comes back as a calm message, a lock as the locked screen. */
async function attempt(
  props: SecretEntryProps,
  secret: { pictures: readonly string[] } | { pin: string },
): Promise<string | null> {
  try {
    const session = await startChildSession(props.device, props.child.childId, secret);
    props.onDone({ kind: 'signed-in', session });
    return null;
  } catch (error) {
    const reason = error instanceof ApiRequestError ? (error.details as { reason?: string } | undefined)?.reason : null;
    if (reason === CHILD_SIGN_IN_CODES.locked) {
      props.onDone({ kind: 'locked' });
      return null;
    }
    if (reason === CHILD_SIGN_IN_CODES.wrong) return 'That wasn’t right. Let’s try again.';
    return error instanceof ApiRequestError ? error.message : 'Tedi can’t reach the internet just now. Try again soon.';
  }
}

/** How far along the secret is, as filled circles (never the pictures or numbers themselves). */
function Progress({ filled, total, label }: { filled: number; total: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="flex justify-center gap-3">
      {Array.from({ length: total }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={`size-6 rounded-full border-4 border-brand ${index < filled ? 'bg-brand' : 'bg-surface'}`}
        />
      ))}
    </div>
  );
}

function Problem({ message }: { message: string | null }) {
  return (
    <p role="alert" className="min-h-8 text-center text-xl font-semibold">
      {message}
    </p>
  );
}

/** The child's picture password: the nine pictures, always in the same places; three taps sign in. */
export function PictureSecret(props: SecretEntryProps) {
  const { say } = props;
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  const total = CHILD_SIGN_IN_LIMITS.picturesChosen;

  useEffect(() => first.current?.focus(), []);

  const tap = async (name: string, word: string) => {
    if (busy) return;
    say(word);
    setProblem(null);
    const next = [...chosen, name];
    setChosen(next);
    if (next.length < total) return;
    setBusy(true);
    const message = await attempt(props, { pictures: next });
    setBusy(false);
    setChosen([]);
    if (message) {
      setProblem(message);
      say(message);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Progress filled={chosen.length} total={total} label={`${chosen.length} of ${total} pictures chosen`} />
      <Problem message={problem} />
      <div role="group" aria-label="Your pictures" className="mx-auto grid w-full max-w-md grid-cols-3 gap-3">
        {SIGN_IN_PICTURES.map((picture, index) => (
          <button
            key={picture.name}
            ref={index === 0 ? first : undefined}
            type="button"
            disabled={busy}
            onClick={() => void tap(picture.name, picture.word)}
            className="flex aspect-square flex-col items-center justify-center gap-1 rounded-2xl border-4 border-line bg-surface text-lg font-bold text-ink hover:border-brand disabled:opacity-70"
          >
            <Symbol name={picture.name} className="size-14 sm:size-20" />
            {picture.word}
          </button>
        ))}
      </div>
    </div>
  );
}

const PIN_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** A PIN on a big number pad; the child presses the tick when it is all in. */
export function PinSecret(props: SecretEntryProps) {
  const { say } = props;
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { pinMinLength, pinMaxLength } = CHILD_SIGN_IN_LIMITS;

  const press = (digit: string) => {
    say(digit);
    setProblem(null);
    setPin((before) => (before.length < pinMaxLength ? before + digit : before));
  };
  const submit = async () => {
    if (pin.length < pinMinLength || busy) return;
    setBusy(true);
    const message = await attempt(props, { pin });
    setBusy(false);
    setPin('');
    if (message) {
      setProblem(message);
      say(message);
    }
  };
  const key =
    'flex aspect-[4/3] items-center justify-center rounded-2xl border-4 border-line bg-surface text-3xl font-bold text-ink hover:border-brand disabled:opacity-60';

  return (
    <div className="flex flex-col gap-4">
      <Progress filled={pin.length} total={Math.max(pinMinLength, pin.length)} label={`${pin.length} numbers typed`} />
      <Problem message={problem} />
      <div role="group" aria-label="Number pad" className="mx-auto grid w-full max-w-sm grid-cols-3 gap-3">
        {PIN_KEYS.map((digit) => (
          <button key={digit} type="button" className={key} disabled={busy} onClick={() => press(digit)}>
            {digit}
          </button>
        ))}
        <button
          type="button"
          className={key}
          disabled={busy || pin.length === 0}
          onClick={() => setPin((before) => before.slice(0, -1))}
        >
          <span aria-hidden="true">⌫</span>
          <span className="sr-only">Delete</span>
        </button>
        <button type="button" className={key} disabled={busy} onClick={() => press('0')}>
          0
        </button>
        <button
          type="button"
          className={`${key} border-brand`}
          disabled={busy || pin.length < pinMinLength}
          onClick={() => void submit()}
        >
          <Symbol name="check-mark-button" className="size-10" />
          <span className="sr-only">Done</span>
        </button>
      </div>
    </div>
  );
}
