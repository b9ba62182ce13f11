import {
  BOARD_API,
  type BoardAccess,
  type BoardButton,
  type BoardResponse,
  type BoardSetResponse,
  type BoardSpeech,
  buttonsOnBoard,
  cellKey,
  DEFAULT_BOARD_ACCESS,
  spokenTextOf,
} from '@tedi/contracts';
import {
  createContext,
  memo,
  type CSSProperties,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

import { useChildPhoto } from '../../features/children/api/child-photo.ts';
import { type Dwell, usePageActivated, useDwell } from './dwell.ts';
import { speak, speechEngine, type SpeechEngine, useVoices } from './speech.ts';
import { type ScanRow, useSwitchScan } from './switch-scan.ts';

/**
 * The board itself, as a child uses it and as a parent models language on it: the sentence bar, the board's name
 * with Home and Back, and the grid of big picture buttons, each in its own cell (row and column from the board,
 * never reflowed, so a word is always where the child learnt it). It needs nothing but the set and how to speak,
 * so the child's own Talk page uses it unchanged. Besides touch, a child selects as the set's access settings say:
 * by dwell (a pointer resting on a button) or by switch scanning (one or two switches, the sentence and board
 * controls being the first row scanned), all pressing a button exactly as a tap does.
 */

export interface BoardViewProps {
  readonly set: BoardSetResponse;
  /** The speech settings to use; the set's own by default. */
  readonly speech?: BoardSpeech;
  /** How the child selects; the set's own by default. */
  readonly access?: BoardAccess;
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

/**
 * A button's picture: a shipped symbol (a cacheable SVG file) or the family's photo, fetched privately. Kept from
 * drawing again while its button is the same, so a tap that only adds a word to the sentence stays quick.
 */
export const BoardPicture = memo(function BoardPicture({
  button,
  size = 'large',
}: {
  button: BoardButton;
  size?: 'large' | 'small';
}) {
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
});

/** How long to wait for voices that load late before saying there are none. */
const VOICES_SETTLE_MS = 1500;

/** The sentence bar's and the navigation's controls, in the order a switch steps through them (their own row). */
const CONTROLS = [
  { key: 'speak', name: 'Speak' },
  { key: 'delete', name: 'Delete last word' },
  { key: 'clear', name: 'Clear' },
  { key: 'home', name: 'Home' },
  { key: 'back', name: 'Back' },
] as const;
type ControlKey = (typeof CONTROLS)[number]['key'];

const isControl = (key: string): key is ControlKey => CONTROLS.some((control) => control.key === key);

const CONTROLS_ROW = 'controls';
const rowKeyOf = (row: number) => `row:${row}`;
const cellKeyOf = (button: Pick<BoardButton, 'row' | 'column'>) => `cell:${cellKey(button.row, button.column)}`;

function enabledControls(hasSentence: boolean, atHome: boolean, canGoBack: boolean): Record<ControlKey, boolean> {
  return { speak: hasSentence, delete: hasSentence, clear: hasSentence, home: !atHome, back: canGoBack };
}

/**
 * The scan highlight: a thick dark ring, and the button itself dark with white words, so it is seen without telling
 * colours apart. Outlines take no room, so no button moves.
 */
const HIGHLIGHT: CSSProperties = {
  outline: '5px solid var(--color-ink)',
  outlineOffset: '3px',
  backgroundColor: 'var(--color-ink)',
  color: '#ffffff',
};
/** The other buttons of the row picked, so the child sees which row the highlight is stepping through. */
const PICKED_ROW: CSSProperties = { outline: '3px dashed var(--color-ink)', outlineOffset: '3px' };

/** What every pressable button of the board shares: its press, the scan's look and the dwell. */
function pressProps(
  key: string,
  look: CSSProperties | undefined,
  disabled: boolean,
  onActivate: (key: string) => void,
  dwellHandlers: Dwell['handlers'],
  style: CSSProperties = {},
) {
  return {
    type: 'button' as const,
    disabled,
    onClick: () => onActivate(key),
    style: { ...style, ...look },
    'data-highlighted': look === HIGHLIGHT ? true : undefined,
    ...dwellHandlers(key, disabled),
  };
}

/** Where someone may be typing, which keeps the focus when the board opens. */
const TYPING = 'input, select, textarea, [contenteditable="true"]';
/** Controls the person may be using elsewhere on the page, which keep the focus when scanning is switched on. */
const IN_USE_ELSEWHERE = `${TYPING}, button, a[href]`;

/**
 * A dwell in progress: a fill rising over the dwell time and a dashed ring that stays still. With reduced motion the
 * fill is not drawn (the app's styles stop every animation), and the ring alone says the button is being held.
 */
function DwellMark({ ms }: { ms: number }) {
  return (
    <span aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden rounded-[inherit]">
      <span
        className="absolute inset-0 origin-bottom animate-board-dwell bg-ink/30 motion-reduce:hidden"
        style={{ animationDuration: `${ms}ms`, transform: 'scaleY(0)' }}
      />
      <span className="absolute inset-1 rounded-[inherit] border-4 border-dashed border-ink" />
    </span>
  );
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} second${ms === 1000 ? '' : 's'}`;

/** A line under the sentence for whoever sits with the child: how this board is used. */
function accessNote(access: BoardAccess): string | null {
  switch (access.method) {
    case 'dwell':
      return `Dwell: rest the pointer on a picture for ${seconds(access.dwellMs)} to press it.`;
    case 'one-switch':
      return 'One switch: press Space or Enter when the row you want lights up, then again for the picture. Escape goes back to the rows.';
    case 'two-switch':
      return 'Two switches: Space moves the highlight on, Enter picks. Escape goes back to the rows.';
    case 'touch':
      return null;
  }
}

export function BoardView({ set, speech = set.speech, access: givenAccess, engine: given, onWord }: BoardViewProps) {
  // A copy of the set kept on a device from before there was a choice has no access settings: touch, then.
  const access = givenAccess ?? set.access ?? DEFAULT_BOARD_ACCESS;
  const scanning = access.method === 'one-switch' || access.method === 'two-switch';
  const engine = useMemo(() => (given === undefined ? speechEngine() : given), [given]);
  const voices = useVoices(engine);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(true), VOICES_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const noVoice = engine === null || (settled && voices.length === 0);
  const activated = usePageActivated(access.method === 'dwell');

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

  const shown = useMemo(
    () =>
      current
        ? buttonsOnBoard(current, set.coreButtons)
            .map(({ button }) => button)
            .filter((button) => !button.hidden)
        : [],
    [current, set.coreButtons],
  );
  const hasSentence = sentence.length > 0;
  const atHome = current?.id === homeId;
  const canGoBack = trail.length >= 2;
  const enabled = enabledControls(hasSentence, atHome, canGoBack);

  // What a switch steps through: the controls that can be pressed now, then each row of the grid that has buttons.
  const scanRows = useMemo((): ScanRow[] => {
    const controlsNow = enabledControls(hasSentence, atHome, canGoBack);
    const gridRows = new Map<number, BoardButton[]>();
    for (const button of shown) gridRows.set(button.row, [...(gridRows.get(button.row) ?? []), button]);
    return [
      {
        key: CONTROLS_ROW,
        name: 'Controls',
        cells: CONTROLS.filter((control) => controlsNow[control.key]).map(({ key, name }) => ({ key, name })),
      },
      ...[...gridRows.entries()]
        .toSorted(([a], [b]) => a - b)
        .map(([row, buttons]) => ({
          key: rowKeyOf(row),
          name: `Row ${row + 1}`,
          cells: buttons
            .toSorted((a, b) => a.column - b.column)
            .map((button) => ({
              key: cellKeyOf(button),
              name: button.linkBoardId ? `${button.label}, opens a board` : button.label,
            })),
        })),
    ].filter((row) => row.cells.length > 0);
  }, [shown, hasSentence, atHome, canGoBack]);

  const scan = useSwitchScan({
    method: access.method,
    scanMs: access.scanMs,
    scope: current?.id ?? '',
    rows: scanRows,
    press: (key) => activate(key),
  });
  const dwell = useDwell({
    enabled: access.method === 'dwell',
    dwellMs: access.dwellMs,
    press: (key) => activate(key),
  });

  // The switch is a key, so the board takes the focus for it to work at once: on arriving at the board from
  // anywhere but a field being typed in, and when scanning is switched on later (a parent saving it) unless the
  // person is using another control.
  const regionRef = useRef<HTMLDivElement>(null);
  const shownBefore = useRef(false);
  const hasBoard = current !== undefined;
  useEffect(() => {
    const arriving = !shownBefore.current;
    shownBefore.current = true;
    if (!scanning || !hasBoard) return;
    const region = regionRef.current;
    const focused = document.activeElement;
    if (!region || region.contains(focused) || focused?.matches(arriving ? TYPING : IN_USE_ELSEWHERE)) return;
    region.focus();
  }, [scanning, hasBoard]);

  const sentenceRef = useRef<HTMLOutputElement>(null);
  useLayoutEffect(() => {
    const bar = sentenceRef.current;
    if (bar) bar.scrollLeft = bar.scrollWidth;
  }, [sentence]);

  const say = (text: string) => {
    if (engine) speak(engine, text, speech);
  };

  const press = (button: BoardButton) => {
    onWord?.(button);
    if (button.linkBoardId && byId.has(button.linkBoardId)) {
      setTrail((before) => [...before, button.linkBoardId!]);
      return;
    }
    setSentence((before) => [...before, button]);
    if (!speech.quietBuilding) say(spokenTextOf(button));
  };

  const sentenceText = sentence.map(spokenTextOf).join(' ');

  /** Presses a control or a cell's button, however it was chosen: a tap, a dwell or a switch. */
  function activate(key: string) {
    dwell.settle(key);
    scan.restart();
    if (!isControl(key)) {
      const button = shown.find((candidate) => cellKeyOf(candidate) === key);
      if (button) press(button);
      return;
    }
    if (!enabled[key]) return;
    switch (key) {
      case 'speak':
        return say(sentenceText);
      case 'delete':
        return setSentence((before) => before.slice(0, -1));
      case 'clear':
        return setSentence([]);
      case 'home':
        return setTrail(homeId ? [homeId] : []);
      case 'back':
        return setTrail((before) => before.slice(0, -1));
    }
  }

  // The grid's buttons are drawn again only when they themselves change (not for each word added to the sentence),
  // so they are given one press that always does what this render would.
  const activateLatest = useRef(activate);
  useLayoutEffect(() => {
    activateLatest.current = activate;
  });
  const onActivate = useCallback((key: string) => activateLatest.current(key), []);

  if (!current) {
    return <p className="rounded-lg bg-sand p-4">There are no boards yet.</p>;
  }

  /** How a button looks to the scan: highlighted, in the row picked, or as it is. */
  const scanLook = (key: string, rowKey: string): CSSProperties | undefined => {
    if (scan.cell !== null) return scan.cell === key ? HIGHLIGHT : scan.row === rowKey ? PICKED_ROW : undefined;
    return scan.row === rowKey ? HIGHLIGHT : undefined;
  };

  const pressable = (key: string, rowKey: string, disabled: boolean) =>
    pressProps(key, disabled ? undefined : scanLook(key, rowKey), disabled, activate, dwell.handlers);
  const dwellMark = (key: string) => (dwell.dwelling === key ? <DwellMark ms={access.dwellMs} /> : null);
  const control = (key: ControlKey, className: string, content: ReactNode) => (
    <button {...pressable(key, CONTROLS_ROW, !enabled[key])} className={`relative ${className}`}>
      {content}
      {dwellMark(key)}
    </button>
  );

  const note = accessNote(access);

  return (
    <div
      ref={regionRef}
      role="region"
      aria-label="Communication board"
      tabIndex={scanning ? 0 : undefined}
      onKeyDown={scan.onKeyDown}
      onKeyUp={scan.onKeyUp}
      className="flex flex-col gap-3 rounded-xl"
    >
      <section aria-label="Sentence" className="flex flex-col gap-2 rounded-xl border-2 border-line bg-surface p-2">
        <div className="flex flex-wrap items-stretch gap-2">
          {/* One line of fixed height that scrolls to its newest word, so the board never moves under the child's
              finger as the sentence grows. Focusable, so a keyboard can scroll back through a long one. */}
          <output
            ref={sentenceRef}
            tabIndex={0}
            aria-label="Sentence so far"
            className="flex h-16 min-w-0 flex-1 items-center gap-3 overflow-x-auto rounded-lg bg-sand px-3 text-xl font-semibold whitespace-nowrap"
          >
            {sentence.length === 0 ? (
              <span className="text-base font-normal text-ink-muted">
                {access.method === 'touch' ? 'Tap' : 'Choose'} pictures to build a sentence
              </span>
            ) : (
              sentence.map((button, index) => (
                <span key={`${button.id}-${index}`} className="inline-flex items-center gap-1">
                  <BoardPicture button={button} size="small" />
                  {button.label}
                </span>
              ))
            )}
          </output>
          {control(
            'speak',
            'min-h-16 rounded-lg border-2 border-brand bg-brand px-5 text-lg font-bold text-white disabled:opacity-60',
            'Speak',
          )}
          {control(
            'delete',
            'min-h-16 rounded-lg border-2 border-brand bg-surface px-4 text-lg font-semibold text-brand disabled:opacity-60',
            <>
              <span aria-hidden="true">⌫ </span>Delete last word
            </>,
          )}
          {control(
            'clear',
            'min-h-16 rounded-lg border-2 border-brand bg-surface px-4 text-lg font-semibold text-brand disabled:opacity-60',
            'Clear',
          )}
        </div>
        {speech.quietBuilding ? (
          <p className="px-1 text-sm">Quiet building: words are said only when you press Speak.</p>
        ) : null}
        {note ? <p className="px-1 text-sm">{note}</p> : null}
      </section>

      <div className="flex flex-wrap items-center gap-2">
        {control(
          'home',
          'min-h-11 rounded-lg border-2 border-brand bg-surface px-4 font-semibold text-brand disabled:opacity-60',
          <>
            <span aria-hidden="true">⌂ </span>Home
          </>,
        )}
        {control(
          'back',
          'min-h-11 rounded-lg border-2 border-brand bg-surface px-4 font-semibold text-brand disabled:opacity-60',
          <>
            <span aria-hidden="true">← </span>Back
          </>,
        )}
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
        {shown.map((button) => {
          const key = cellKeyOf(button);
          return (
            <GridButton
              key={button.id}
              button={button}
              cell={key}
              look={scanLook(key, rowKeyOf(button.row))}
              dwellMs={dwell.dwelling === key ? access.dwellMs : null}
              dwellHandlers={dwell.handlers}
              onActivate={onActivate}
            />
          );
        })}
      </div>

      {/* Notes that come and go while the board is in use sit under it, so the board never moves for them. */}
      {access.method === 'dwell' && !activated ? (
        <p className="px-1 text-sm">
          Browsers speak only after a first tap, click or key press on the page: someone needs to do that once, then
          resting on pictures is enough.
        </p>
      ) : null}
      {noVoice ? (
        <p role="status" className="rounded-lg border-l-4 border-danger bg-danger-soft p-2 text-sm">
          This browser has no voice to speak with, so the board can’t talk here. The sentence still builds, so it can be
          read out or shown. A different browser, or adding a voice in the device’s settings, usually fixes this.
        </p>
      ) : null}

      {scanning ? (
        // Polite, so the row or button highlighted is said after whatever is being said now.
        <p aria-live="polite" className="sr-only">
          {scan.announcement}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One button of the grid, in its own cell. Memoised: a tap that adds a word to the sentence draws the sentence
 * again, not every button of the board.
 */
const GridButton = memo(function GridButton({
  button,
  cell,
  look,
  dwellMs,
  dwellHandlers,
  onActivate,
}: {
  button: BoardButton;
  cell: string;
  /** The scan's look for this button, if any. */
  look: CSSProperties | undefined;
  /** The dwell time while the pointer rests on this button; null otherwise. */
  dwellMs: number | null;
  dwellHandlers: Dwell['handlers'];
  onActivate: (key: string) => void;
}) {
  return (
    <button
      {...pressProps(cell, look, false, onActivate, dwellHandlers, {
        gridRow: button.row + 1,
        gridColumn: button.column + 1,
        backgroundColor: button.background,
        borderColor: button.border,
      })}
      // On a phone six columns are narrow: the words shrink with the screen rather than break mid-word.
      className="relative flex min-h-18 min-w-0 flex-col items-center justify-center gap-0.5 rounded-lg border-2 p-0.5 text-center text-[clamp(0.7rem,2.9vw,1.125rem)] leading-tight font-bold hyphens-auto text-black sm:min-h-22 sm:gap-1 sm:rounded-xl sm:border-4 sm:p-1"
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
      {dwellMs !== null ? <DwellMark ms={dwellMs} /> : null}
    </button>
  );
});
