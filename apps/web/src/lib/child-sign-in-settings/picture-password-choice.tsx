import {
  BOARD_API,
  BOARD_SYMBOL_ATTRIBUTION,
  CHILD_SIGN_IN_LIMITS,
  SIGN_IN_PICTURES,
  type SignInPicture,
} from '@tedi/contracts';
import type { ReactNode } from 'react';

import { BUTTON_CLASSES } from '../../components/ui/buttons.ts';
import { errorIdOf } from '../../components/ui/form-fields.tsx';

const COUNT = CHILD_SIGN_IN_LIMITS.picturesChosen;
const WORDS = new Map<string, string>(SIGN_IN_PICTURES.map((picture) => [picture.name, picture.word]));

/** A field's error in place, tied to its group with aria-describedby. */
export function GroupError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(id)} className="font-semibold text-danger">
      <span className="sr-only">Error: </span>
      {message}
    </p>
  );
}

/**
 * The nine pictures in their 3 by 3 grid (always in the same places, as the child sees them), as toggle buttons the
 * parent taps in order; then the password so far, numbered, and a way to start again. A chosen picture says its
 * place in its name ("dog, picture 1 of 3"); tapping it again takes it out.
 */
export function PicturePasswordChoice({
  id,
  name,
  chosen,
  onChange,
  error,
  extraHint,
}: {
  /** The grid's id, which the error summary links to. */
  id: string;
  /** The child's name. */
  name: string;
  chosen: readonly SignInPicture[];
  onChange: (chosen: SignInPicture[]) => void;
  error: string | undefined;
  extraHint?: ReactNode;
}) {
  const hintId = `${id}-hint`;
  const sequenceId = `${id}-sequence`;
  const full = chosen.length >= COUNT;
  const tap = (picture: SignInPicture) => {
    if (chosen.includes(picture)) onChange(chosen.filter((each) => each !== picture));
    else if (!full) onChange([...chosen, picture]);
  };

  return (
    <fieldset
      aria-describedby={[hintId, error ? errorIdOf(id) : null].filter(Boolean).join(' ')}
      className="flex flex-col gap-3"
    >
      <legend className="mb-1 text-lg font-bold">Choose {COUNT} pictures, in order</legend>
      <div id={hintId} className="flex flex-col gap-1 text-ink-muted">
        <p>Tap the pictures in the order {name} will tap them. Tap a chosen picture again to take it out.</p>
        {extraHint}
      </div>
      <GroupError id={id} message={error} />
      <div
        id={id}
        tabIndex={-1}
        className={`grid max-w-md grid-cols-3 gap-2 rounded-xl sm:gap-3 ${error ? 'border-l-4 border-danger pl-2' : ''}`}
      >
        {SIGN_IN_PICTURES.map((picture) => {
          const place = chosen.indexOf(picture.name);
          const isChosen = place >= 0;
          const unavailable = full && !isChosen;
          return (
            <button
              key={picture.name}
              type="button"
              aria-pressed={isChosen}
              aria-disabled={unavailable || undefined}
              aria-label={isChosen ? `${picture.word}, picture ${place + 1} of ${COUNT}` : picture.word}
              onClick={() => tap(picture.name)}
              className={`relative flex min-h-24 flex-col items-center justify-center gap-1 rounded-xl border-2 p-2 font-semibold ${
                isChosen
                  ? 'border-brand bg-brand-soft ring-2 ring-brand ring-inset'
                  : 'border-ink-muted bg-surface hover:border-brand hover:bg-brand-soft'
              } ${unavailable ? 'cursor-not-allowed opacity-70 hover:border-ink-muted hover:bg-surface' : ''}`}
            >
              <img src={BOARD_API.symbol(picture.name)} alt="" width={48} height={48} className="size-12" />
              <span>{picture.word}</span>
              {isChosen ? (
                <span
                  aria-hidden="true"
                  className="absolute top-1 left-1 flex size-7 items-center justify-center rounded-full bg-brand font-bold text-white"
                >
                  {place + 1}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>

      <div className="flex flex-col gap-2">
        <p id={sequenceId} className="font-semibold">
          {name}'s picture password
        </p>
        <ol aria-labelledby={sequenceId} className="grid max-w-md grid-cols-3 gap-2 sm:gap-3">
          {Array.from({ length: COUNT }, (_, place) => {
            const picture = chosen[place];
            return (
              <li
                key={place}
                className={`flex min-h-20 flex-col items-center justify-center gap-1 rounded-lg border-2 p-2 text-center ${
                  picture ? 'border-brand bg-surface' : 'border-dashed border-ink-muted'
                }`}
              >
                <span className="font-bold">
                  {place + 1}
                  <span className="sr-only">:</span>
                </span>
                {picture ? (
                  <>
                    <img src={BOARD_API.symbol(picture)} alt="" width={32} height={32} className="size-8" />
                    <span>{WORDS.get(picture)}</span>
                  </>
                ) : (
                  <span className="text-sm text-ink-muted">Not chosen yet</span>
                )}
              </li>
            );
          })}
        </ol>
        <p role="status" className="text-ink-muted">
          {full
            ? `All ${COUNT} pictures chosen. To change one, tap it to take it out, or start again.`
            : `${chosen.length} of ${COUNT} pictures chosen.`}
        </p>
        <div>
          <button
            type="button"
            disabled={chosen.length === 0}
            onClick={() => onChange([])}
            className={BUTTON_CLASSES.secondary}
          >
            Start again
          </button>
        </div>
        <p className="text-sm text-ink-muted">
          Pictures: {BOARD_SYMBOL_ATTRIBUTION.name} by {BOARD_SYMBOL_ATTRIBUTION.author}, used under the{' '}
          <a href={BOARD_SYMBOL_ATTRIBUTION.url} className="underline" rel="noreferrer">
            {BOARD_SYMBOL_ATTRIBUTION.licence} licence
          </a>
          .
        </p>
      </div>
    </fieldset>
  );
}
