import {
  BOARD_API,
  type BoardButton,
  type BoardResponse,
  type BoardSetResponse,
  type BoardSpeech,
  buttonsOnBoard,
  spokenTextOf,
} from '@tedi/contracts';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';

import { useChildPhoto } from '../../features/children/api/child-photo.ts';
import { speak, speechEngine, type SpeechEngine, useVoices } from './speech.ts';

/**
 * The board itself, as a child uses it and as a parent models language on it: the sentence bar, the board's name
 * with Home and Back, and the grid of big picture buttons, each in its own cell (row and column from the board,
 * never reflowed, so a word is always where the child learnt it). It needs nothing but the set and how to speak,
 * so the child's own Talk page uses it unchanged.
 */

export interface BoardViewProps {
  readonly set: BoardSetResponse;
  /** The speech settings to use; the set's own by default. */
  readonly speech?: BoardSpeech;
  /** Where the voice comes from: the browser's by default; tests pass a stand-in. */
  readonly engine?: SpeechEngine | null;
  /** Called when a button is pressed (a usage log may listen). */
  readonly onWord?: (button: BoardButton) => void;
}

const COLUMN_CLASS = 'grid gap-1 sm:gap-3';

/**
 * How a board photo is fetched: from the storage service for a parent or family member; the child's own area gives
 * its own way, since a child's session reaches nothing else (and keeps the photos for use with no connection).
 * A hook, so the provider's way of fetching is called like any other.
 */
export type BoardPhotoSource = (fileId: string | null) => string | undefined;

function useStoragePhoto(fileId: string | null): string | undefined {
  return useChildPhoto(fileId ? BOARD_API.photo(fileId) : null).data;
}

export const BoardPhotoSourceContext = createContext<BoardPhotoSource>(useStoragePhoto);

/** A button's picture: a shipped symbol (a cacheable SVG file) or the family's photo, fetched privately. */
export function BoardPicture({ button, size = 'large' }: { button: BoardButton; size?: 'large' | 'small' }) {
  const usePhoto = useContext(BoardPhotoSourceContext);
  const photo = usePhoto(button.image?.kind === 'photo' ? button.image.fileId : null);
  const sizeClass = size === 'large' ? 'size-9 sm:size-16' : 'size-6';
  if (button.image?.kind === 'symbol') {
    return (
      <img
        src={BOARD_API.symbol(button.image.name)}
        alt=""
        width={64}
        height={64}
        className={`${sizeClass} object-contain`}
        draggable={false}
      />
    );
  }
  if (photo) {
    return <img src={photo} alt="" className={`${sizeClass} rounded-md object-cover`} draggable={false} />;
  }
  return size === 'large' ? <span aria-hidden="true" className={sizeClass} /> : null;
}

/** How long to wait for voices that load late before saying there are none. */
const VOICES_SETTLE_MS = 1500;

export function BoardView({ set, speech = set.speech, engine: given, onWord }: BoardViewProps) {
  const engine = useMemo(() => (given === undefined ? speechEngine() : given), [given]);
  const voices = useVoices(engine);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(true), VOICES_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const noVoice = engine === null || (settled && voices.length === 0);

  const homeId = set.homeBoardId ?? set.boards[0]?.id ?? null;
  const [trail, setTrail] = useState<string[]>(homeId ? [homeId] : []);
  const [sentence, setSentence] = useState<BoardButton[]>([]);
  const byId = useMemo(() => new Map(set.boards.map((board) => [board.id, board])), [set.boards]);
  // A board that is gone (removed on another device) leaves the trail; home is always there to come back to.
  const current: BoardResponse | undefined =
    [...trail]
      .reverse()
      .map((id) => byId.get(id))
      .find(Boolean) ?? (homeId ? byId.get(homeId) : undefined);

  const say = (text: string) => {
    if (engine) speak(engine, text, speech);
  };

  if (!current) {
    return <p className="rounded-lg bg-sand p-4">There are no boards yet.</p>;
  }

  const press = (button: BoardButton) => {
    onWord?.(button);
    if (button.linkBoardId && byId.has(button.linkBoardId)) {
      setTrail((before) => [...before, button.linkBoardId!]);
      return;
    }
    setSentence((before) => [...before, button]);
    if (!speech.quietBuilding) say(spokenTextOf(button));
  };

  const shown = buttonsOnBoard(current, set.coreButtons).filter(({ button }) => !button.hidden);
  const atHome = current.id === homeId;
  const sentenceText = sentence.map(spokenTextOf).join(' ');

  return (
    <div className="flex flex-col gap-3">
      <section aria-label="Sentence" className="flex flex-col gap-2 rounded-xl border-2 border-line bg-surface p-2">
        <div className="flex flex-wrap items-stretch gap-2">
          <output
            aria-label="Sentence so far"
            className="flex min-h-16 min-w-0 flex-1 flex-wrap items-center gap-2 rounded-lg bg-sand px-3 py-2 text-xl font-semibold"
          >
            {sentence.length === 0 ? (
              <span className="text-base font-normal text-ink-muted">Tap pictures to build a sentence</span>
            ) : (
              sentence.map((button, index) => (
                <span key={`${button.id}-${index}`} className="inline-flex items-center gap-1">
                  <BoardPicture button={button} size="small" />
                  {button.label}
                </span>
              ))
            )}
          </output>
          <button
            type="button"
            onClick={() => say(sentenceText)}
            disabled={sentence.length === 0}
            className="min-h-16 rounded-lg border-2 border-brand bg-brand px-5 text-lg font-bold text-white disabled:opacity-60"
          >
            Speak
          </button>
          <button
            type="button"
            onClick={() => setSentence((before) => before.slice(0, -1))}
            disabled={sentence.length === 0}
            className="min-h-16 rounded-lg border-2 border-brand bg-surface px-4 text-lg font-semibold text-brand disabled:opacity-60"
          >
            <span aria-hidden="true">⌫ </span>Delete last word
          </button>
          <button
            type="button"
            onClick={() => setSentence([])}
            disabled={sentence.length === 0}
            className="min-h-16 rounded-lg border-2 border-brand bg-surface px-4 text-lg font-semibold text-brand disabled:opacity-60"
          >
            Clear
          </button>
        </div>
        {speech.quietBuilding ? (
          <p className="px-1 text-sm">Quiet building: words are said only when you press Speak.</p>
        ) : null}
        {noVoice ? (
          <p role="status" className="rounded-lg border-l-4 border-danger bg-danger-soft p-2 text-sm">
            This browser has no voice to speak with, so the board can’t talk here. The sentence still builds, so it can
            be read out or shown. A different browser, or adding a voice in the device’s settings, usually fixes this.
          </p>
        ) : null}
      </section>

      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => setTrail(homeId ? [homeId] : [])}
          disabled={atHome}
          className="min-h-11 rounded-lg border-2 border-brand bg-surface px-4 font-semibold text-brand disabled:opacity-60"
        >
          <span aria-hidden="true">⌂ </span>Home
        </button>
        <button
          type="button"
          onClick={() => setTrail((before) => before.slice(0, -1))}
          disabled={trail.length < 2}
          className="min-h-11 rounded-lg border-2 border-brand bg-surface px-4 font-semibold text-brand disabled:opacity-60"
        >
          <span aria-hidden="true">← </span>Back
        </button>
        <h2 className="text-h3 font-bold" aria-live="polite">
          {current.name}
        </h2>
      </div>

      <div
        role="group"
        aria-label={`${current.name} board`}
        className={COLUMN_CLASS}
        style={{
          gridTemplateColumns: `repeat(${current.columns}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${current.rows}, minmax(4.5rem, auto))`,
        }}
      >
        {shown.map(({ button }) => (
          <button
            key={button.id}
            type="button"
            onClick={() => press(button)}
            style={{
              gridRow: button.row + 1,
              gridColumn: button.column + 1,
              backgroundColor: button.background,
              borderColor: button.border,
            }}
            // On a phone six columns are narrow: the words shrink with the screen rather than break mid-word.
            className="flex min-h-18 min-w-0 flex-col items-center justify-center gap-0.5 rounded-lg border-2 p-0.5 text-center text-[clamp(0.7rem,2.9vw,1.125rem)] leading-tight font-bold hyphens-auto text-black sm:min-h-22 sm:gap-1 sm:rounded-xl sm:border-4 sm:p-1"
          >
            <BoardPicture button={button} />
            <span className="max-w-full">
              {button.label}
              {button.linkBoardId ? <span className="sr-only"> (opens a board)</span> : null}
            </span>
            {button.linkBoardId ? (
              <span aria-hidden="true" className="text-xs font-semibold">
                ▸<span className="hidden sm:inline"> folder</span>
              </span>
            ) : null}
          </button>
        ))}
      </div>
    </div>
  );
}
