import {
  type BoardAccess,
  type BoardAccessMethod,
  BOARD_LIMITS,
  BOARD_PALETTE,
  type BoardButton,
  type BoardResponse,
  type BoardSetResponse,
  type BoardSymbolMatch,
  BOARD_API,
  cellKey,
  DEFAULT_BUTTON_COLOURS,
} from '@tedi/contracts';
import { type FormEvent, useId, useMemo, useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import {
  downloadBoardFile,
  searchSymbols,
  uploadBoardPhoto,
  useCreateBoard,
  useImportBoards,
  useRemoveBoard,
  useBoardOutbox,
  useSaveBoard,
  useSaveBoardSettings,
} from '../api/board.ts';
import type { BoardRefusal } from '../api/board-outbox.ts';
import { BoardSyncStatus } from './board-sync-status.tsx';
import { speak, speechEngine, useVoices } from '../../../lib/board/speech.ts';
import { BoardPicture } from '../../../lib/board/board-view.tsx';

/**
 * The parent's board editor. A board is changed as a draft and saved whole, naming the revision it was opened at:
 * if it was changed on another device meanwhile, the server refuses and the editor says so and offers the board as
 * it is now, so nobody's change is silently lost. Buttons are moved with explicit controls (up, down, left, right),
 * which work by keyboard and switch as well as by touch; a move never shifts any other button but the one swapped.
 */

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/** What a save would change: the board's words, places and looks, not its revision. */
function contentOf(board: BoardResponse): string {
  return JSON.stringify([board.name, board.rows, board.columns, board.coreWords, board.buttons]);
}

function newButtonId(): string {
  return `b-${crypto.randomUUID().slice(0, 8)}`;
}

const DIRECTIONS = [
  { label: 'Up', arrow: '↑', row: -1, column: 0 },
  { label: 'Down', arrow: '↓', row: 1, column: 0 },
  { label: 'Left', arrow: '←', row: 0, column: -1 },
  { label: 'Right', arrow: '→', row: 0, column: 1 },
] as const;

export function BoardEditor({
  childId,
  childName,
  set,
  putBack = null,
}: {
  childId: string;
  childName: string;
  set: BoardSetResponse;
  /** A change made offline and refused, to open as the draft of its board. */
  putBack?: BoardRefusal | null;
}) {
  const [boardId, setBoardId] = useState(putBack?.boardId ?? set.homeBoardId ?? set.boards[0]?.id ?? '');
  const board = set.boards.find((candidate) => candidate.id === boardId) ?? set.boards[0];
  return (
    <div className="flex flex-col gap-8">
      {board ? (
        <>
          <SelectField
            id="editor-board"
            label="Board to change"
            value={board.id}
            onChange={(event) => setBoardId(event.target.value)}
            options={set.boards.map((each) => ({
              value: each.id,
              label: each.id === set.homeBoardId ? `${each.name} (home)` : each.name,
            }))}
          />
          <BoardDraftEditor
            key={`${board.id}`}
            childId={childId}
            set={set}
            board={board}
            putBack={putBack?.boardId === board.id ? putBack : null}
          />
        </>
      ) : null}
      <NewBoardForm childId={childId} onMade={(id) => setBoardId(id)} set={set} />
      <SpeechSettings childId={childId} set={set} />
      <AccessSettings childId={childId} childName={childName} set={set} />
      <FilesSection childId={childId} childName={childName} set={set} board={board ?? null} />
    </div>
  );
}

function BoardDraftEditor({
  childId,
  set,
  board,
  putBack,
}: {
  childId: string;
  set: BoardSetResponse;
  board: BoardResponse;
  putBack: BoardRefusal | null;
}) {
  // A change put back starts as an unsaved draft over the board as it is now, so saving it names today's revision.
  const [draft, setDraft] = useState<BoardResponse>(() =>
    putBack ? { ...board, ...putBack.mine, revision: board.revision } : board,
  );
  // The board as it was when the draft began: a save names its revision, so a change made meanwhile on another
  // device is never overwritten.
  const [baseline, setBaseline] = useState<BoardResponse>(board);
  const [selected, setSelected] = useState<{ row: number; column: number } | null>(null);
  const [stale, setStale] = useState<BoardResponse | null>(null);
  const save = useSaveBoard(childId);
  const keptOnDevice = useBoardOutbox(childId).outbox.writes.some((write) => write.boardId === board.id);
  const remove = useRemoveBoard(childId);
  const headingId = useId();
  const changed = contentOf(draft) !== contentOf(baseline);
  // A newer board from the server (saved here, or fetched again) is taken when nothing is unsaved.
  if (board.revision > baseline.revision && !changed) {
    setBaseline(board);
    setDraft(board);
  }

  const core = useMemo(
    () =>
      new Map(
        (draft.coreWords ? set.coreButtons : [])
          .filter((button) => button.row < draft.rows && button.column < draft.columns)
          .map((button) => [cellKey(button.row, button.column), button]),
      ),
    [draft, set.coreButtons],
  );
  const at = (row: number, column: number) =>
    draft.buttons.find((button) => button.row === row && button.column === column);
  const selectedButton = selected ? at(selected.row, selected.column) : undefined;

  const update = (id: string, change: Partial<BoardButton>) =>
    setDraft((before) => ({
      ...before,
      buttons: before.buttons.map((button) => (button.id === id ? { ...button, ...change } : button)),
    }));

  const move = (button: BoardButton, row: number, column: number) => {
    const other = at(row, column);
    setDraft((before) => ({
      ...before,
      buttons: before.buttons.map((each) => {
        if (each.id === button.id) return { ...each, row, column };
        if (other && each.id === other.id) return { ...each, row: button.row, column: button.column };
        return each;
      }),
    }));
    setSelected({ row, column });
  };

  const onSave = () => {
    setStale(null);
    save.mutate(
      {
        boardId: board.id,
        input: {
          revision: baseline.revision,
          name: draft.name,
          rows: draft.rows,
          columns: draft.columns,
          coreWords: draft.coreWords,
          buttons: [...draft.buttons],
        },
      },
      {
        onSuccess: (saved) => {
          setBaseline(saved);
          setDraft(saved);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) {
            const latest = (error.details as { board?: BoardResponse } | undefined)?.board;
            if (latest) setStale(latest);
          }
        },
      },
    );
  };

  const folders = set.boards.filter((each) => each.id !== board.id);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-h2 font-bold">
        Change “{board.name}”
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id="board-name"
          label="Board’s name"
          value={draft.name}
          maxLength={BOARD_LIMITS.nameMax}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <TextField
          id="board-rows"
          label="Rows"
          type="number"
          min={1}
          max={BOARD_LIMITS.rowsMax}
          value={draft.rows}
          onChange={(event) => setDraft({ ...draft, rows: Number(event.target.value) })}
        />
        <TextField
          id="board-columns"
          label="Columns"
          type="number"
          min={1}
          max={BOARD_LIMITS.columnsMax}
          value={draft.columns}
          onChange={(event) => setDraft({ ...draft, columns: Number(event.target.value) })}
        />
      </div>
      <p>Choose a cell to add or change its button. Core words (marked) stay in the same place on every board.</p>
      <div
        role="group"
        aria-label={`Cells of ${draft.name}`}
        className="grid gap-1"
        style={{ gridTemplateColumns: `repeat(${Math.max(1, draft.columns)}, minmax(0, 1fr))` }}
      >
        {Array.from({ length: Math.max(0, draft.rows) * Math.max(0, draft.columns) }, (_, index) => {
          const row = Math.floor(index / draft.columns);
          const column = index % draft.columns;
          const coreButton = core.get(cellKey(row, column));
          const button = coreButton ?? at(row, column);
          const isSelected = selected?.row === row && selected.column === column;
          const where = `row ${row + 1}, column ${column + 1}`;
          return (
            <button
              key={cellKey(row, column)}
              type="button"
              aria-pressed={isSelected}
              onClick={() => setSelected({ row, column })}
              style={button ? { backgroundColor: button.background, borderColor: button.border } : undefined}
              className={`flex min-h-20 min-w-0 flex-col items-center justify-center rounded-lg border-2 p-1 text-sm font-semibold break-words text-black ${
                button ? '' : 'border-dashed border-ink-muted bg-surface'
              } ${isSelected ? 'outline-4 outline-offset-2 outline-focus' : ''} ${button?.hidden ? 'opacity-60' : ''}`}
            >
              {button ? <BoardPicture button={button} size="small" /> : null}
              <span>
                {button ? button.label : <span className="sr-only">Empty: </span>}
                <span className="sr-only">
                  {button ? `, ${where}` : where}
                  {coreButton ? ', core word' : ''}
                  {button?.hidden ? ', hidden' : ''}
                </span>
              </span>
              {coreButton ? (
                <span aria-hidden="true" className="text-xs">
                  core
                </span>
              ) : null}
              {button?.hidden ? (
                <span aria-hidden="true" className="text-xs">
                  hidden
                </span>
              ) : null}
            </button>
          );
        })}
      </div>

      {selected && core.has(cellKey(selected.row, selected.column)) ? (
        <CoreWordForm
          key={core.get(cellKey(selected.row, selected.column))!.id}
          childId={childId}
          set={set}
          word={core.get(cellKey(selected.row, selected.column))!}
          folders={set.boards}
        />
      ) : null}
      {selected && !core.has(cellKey(selected.row, selected.column)) ? (
        selectedButton ? (
          <ButtonForm
            key={selectedButton.id}
            childId={childId}
            button={selectedButton}
            folders={folders}
            onChange={(change) => update(selectedButton.id, change)}
            onRemove={() => {
              setDraft({ ...draft, buttons: draft.buttons.filter((each) => each.id !== selectedButton.id) });
            }}
            moves={DIRECTIONS.map((direction) => {
              const row = selectedButton.row + direction.row;
              const column = selectedButton.column + direction.column;
              const possible =
                row >= 0 &&
                column >= 0 &&
                row < draft.rows &&
                column < draft.columns &&
                !core.has(cellKey(row, column));
              return {
                ...direction,
                possible,
                go: () => move(selectedButton, row, column),
              };
            })}
          />
        ) : (
          <button
            type="button"
            className={BUTTON_CLASSES.secondary}
            onClick={() =>
              setDraft({
                ...draft,
                buttons: [
                  ...draft.buttons,
                  {
                    id: newButtonId(),
                    row: selected.row,
                    column: selected.column,
                    label: 'New word',
                    spokenText: null,
                    ...DEFAULT_BUTTON_COLOURS,
                    image: null,
                    linkBoardId: null,
                    hidden: false,
                  },
                ],
              })
            }
          >
            Add a button at row {selected.row + 1}, column {selected.column + 1}
          </button>
        )
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={onSave} disabled={!changed || save.isPending} className={BUTTON_CLASSES.primary}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </button>
        <button
          type="button"
          onClick={() => setDraft(baseline)}
          disabled={!changed || save.isPending}
          className={BUTTON_CLASSES.secondary}
        >
          Undo unsaved changes
        </button>
        <p role="status" className="font-semibold">
          {changed
            ? 'Unsaved changes on this device'
            : keptOnDevice
              ? 'Kept on this device until it can be sent'
              : save.isSuccess
                ? 'Saved'
                : 'No unsaved changes'}
        </p>
        <BoardSyncStatus childId={childId} announce={false} />
      </div>
      {save.isError ? (
        <Notice tone="warning" title="This change wasn’t saved">
          <p>{messageOf(save.error)}</p>
          {stale ? (
            <button
              type="button"
              className={BUTTON_CLASSES.link}
              onClick={() => {
                setBaseline(stale);
                setDraft(stale);
                setStale(null);
                save.reset();
              }}
            >
              Show the board as it is now
            </button>
          ) : null}
        </Notice>
      ) : null}
      {board.id !== set.homeBoardId ? (
        <div className="flex flex-wrap gap-3">
          <HomeButton childId={childId} set={set} boardId={board.id} />
          <button
            type="button"
            className={BUTTON_CLASSES.danger}
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(`Remove the board “${board.name}”? Folders that open it stop being folders.`)) {
                remove.mutate({ boardId: board.id, revision: board.revision });
              }
            }}
          >
            Remove this board
          </button>
        </div>
      ) : null}
      {remove.isError ? <Notice tone="warning">{messageOf(remove.error)}</Notice> : null}
    </section>
  );
}

/**
 * A core word is the same button in the same cell on every board: it is changed for all of them at once, saved with
 * the set's settings, and never moved (so no board's words are covered).
 */
function CoreWordForm({
  childId,
  set,
  word,
  folders,
}: {
  childId: string;
  set: BoardSetResponse;
  word: BoardButton;
  folders: readonly BoardResponse[];
}) {
  const [draft, setDraft] = useState(word);
  const save = useSaveBoardSettings(childId);
  const changed = JSON.stringify(draft) !== JSON.stringify(word);
  const saveWith = (coreButtons: readonly BoardButton[]) =>
    save.mutate({ revision: set.revision, coreButtons: [...coreButtons] });
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-lg bg-sand p-3">
        “{word.label}” is a core word: it is in this cell on every board, so a change here changes it everywhere.
      </p>
      <ButtonForm
        childId={childId}
        button={draft}
        folders={folders}
        onChange={(change) => setDraft({ ...draft, ...change })}
        onRemove={() => {
          if (window.confirm(`Take the core word “${word.label}” off every board?`)) {
            saveWith(set.coreButtons.filter((each) => each.id !== word.id));
          }
        }}
        moves={[]}
      />
      <button
        type="button"
        className={`${BUTTON_CLASSES.primary} self-start`}
        disabled={!changed || save.isPending}
        onClick={() => saveWith(set.coreButtons.map((each) => (each.id === word.id ? draft : each)))}
      >
        {save.isPending ? 'Saving…' : 'Save the core word on every board'}
      </button>
      {save.isError ? <Notice tone="warning">{messageOf(save.error)}</Notice> : null}
    </div>
  );
}

function HomeButton({ childId, set, boardId }: { childId: string; set: BoardSetResponse; boardId: string }) {
  const settings = useSaveBoardSettings(childId);
  return (
    <>
      <button
        type="button"
        className={BUTTON_CLASSES.secondary}
        disabled={settings.isPending}
        onClick={() => settings.mutate({ revision: set.revision, homeBoardId: boardId })}
      >
        Make this the home board
      </button>
      {settings.isError ? <Notice tone="warning">{messageOf(settings.error)}</Notice> : null}
    </>
  );
}

interface Move {
  readonly label: string;
  readonly arrow: string;
  readonly possible: boolean;
  readonly go: () => void;
}

function ButtonForm({
  childId,
  button,
  folders,
  onChange,
  onRemove,
  moves,
}: {
  childId: string;
  button: BoardButton;
  folders: readonly BoardResponse[];
  onChange: (change: Partial<BoardButton>) => void;
  onRemove: () => void;
  moves: readonly Move[];
}) {
  const api = useSignedInApi();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border-2 border-line bg-surface p-4">
      <h3 id={headingId} className="text-h3 font-bold">
        Button “{button.label}” (row {button.row + 1}, column {button.column + 1})
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="button-label"
          label="Label"
          value={button.label}
          maxLength={BOARD_LIMITS.labelMax}
          onChange={(event) => onChange({ label: event.target.value })}
        />
        <TextField
          id="button-spoken"
          label="What it says (if not the label)"
          value={button.spokenText ?? ''}
          maxLength={BOARD_LIMITS.spokenMax}
          onChange={(event) => onChange({ spokenText: event.target.value === '' ? null : event.target.value })}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">Colour</legend>
        <div className="flex flex-wrap gap-2">
          {BOARD_PALETTE.map((colour) => (
            <label
              key={colour.name}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 px-2"
              style={{ backgroundColor: colour.background, borderColor: colour.border }}
            >
              <input
                type="radio"
                name="button-colour"
                className="size-5"
                checked={button.background === colour.background && button.border === colour.border}
                onChange={() => onChange({ background: colour.background, border: colour.border })}
              />
              <span className="text-black">{colour.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <SymbolChooser onChoose={(symbol) => onChange({ image: { kind: 'symbol', name: symbol.name } })} />
      <div className="flex flex-col gap-2">
        <label htmlFor="button-photo" className="font-semibold">
          Or use your own photo
        </label>
        <input
          id="button-photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setPhotoError(null);
            setUploading(true);
            uploadBoardPhoto(api, childId, file)
              .then((photo) => onChange({ image: { kind: 'photo', fileId: photo.fileId } }))
              .catch((error: unknown) => setPhotoError(messageOf(error)))
              .finally(() => setUploading(false));
          }}
        />
        {uploading ? <p role="status">Uploading the photo…</p> : null}
        {photoError ? <p className="font-semibold text-danger">{photoError}</p> : null}
        {button.image ? (
          <div className="flex items-center gap-2">
            <BoardPicture button={button} />
            <button type="button" className={BUTTON_CLASSES.link} onClick={() => onChange({ image: null })}>
              Remove the picture
            </button>
          </div>
        ) : null}
      </div>
      <SelectField
        id="button-folder"
        label="Opens a board (a folder)"
        value={button.linkBoardId ?? ''}
        onChange={(event) => onChange({ linkBoardId: event.target.value === '' ? null : event.target.value })}
        options={[
          { value: '', label: 'No: it is a word' },
          ...folders.map((each) => ({ value: each.id, label: each.name })),
        ]}
      />
      <label className="inline-flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={button.hidden}
          onChange={(event) => onChange({ hidden: event.target.checked })}
        />
        Hide this button from the board (it keeps its place)
      </label>
      {moves.length > 0 ? (
        <div role="group" aria-label="Move this button" className="flex flex-wrap gap-2">
          {moves.map((each) => (
            <button
              key={each.label}
              type="button"
              className={BUTTON_CLASSES.secondary}
              disabled={!each.possible}
              onClick={each.go}
            >
              <span aria-hidden="true">{each.arrow}&nbsp;</span>Move {each.label.toLowerCase()}
            </button>
          ))}
        </div>
      ) : null}
      <button type="button" className={`${BUTTON_CLASSES.danger} self-start`} onClick={onRemove}>
        Remove this button
      </button>
    </section>
  );
}

function SymbolChooser({ onChoose }: { onChoose: (symbol: BoardSymbolMatch) => void }) {
  const api = useSignedInApi();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<readonly BoardSymbolMatch[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onSearch = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setFound((await searchSymbols(api, query)).symbols);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <form
        role="search"
        aria-label="Symbols"
        onSubmit={(event) => void onSearch(event)}
        className="flex flex-wrap items-end gap-2"
      >
        <div className="min-w-48 flex-1">
          <TextField
            id="symbol-search"
            label="Find a symbol"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <button type="submit" className={BUTTON_CLASSES.secondary}>
          Search
        </button>
      </form>
      {error ? <p className="font-semibold text-danger">{error}</p> : null}
      {found !== null ? (
        found.length === 0 ? (
          <p role="status">No symbols match “{query}”. Try a simpler word.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Symbols found">
            {found.map((symbol) => (
              <li key={symbol.name}>
                <button
                  type="button"
                  onClick={() => onChoose(symbol)}
                  className="flex min-h-11 flex-col items-center rounded-lg border-2 border-line bg-surface p-1 text-xs"
                >
                  <img src={BOARD_API.symbol(symbol.name)} alt="" width={40} height={40} className="size-10" />
                  {symbol.label}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

function NewBoardForm({
  childId,
  set,
  onMade,
}: {
  childId: string;
  set: BoardSetResponse;
  onMade: (boardId: string) => void;
}) {
  const create = useCreateBoard(childId);
  const home = set.boards.find((board) => board.id === set.homeBoardId);
  const [name, setName] = useState('');
  const [rows, setRows] = useState(home?.rows ?? 4);
  const [columns, setColumns] = useState(home?.columns ?? 6);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-h2 font-bold">
        Add a board
      </h2>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { name, rows, columns },
            {
              onSuccess: (after) => {
                const made = after.boards.find((board) => !set.boards.some((before) => before.id === board.id));
                if (made) onMade(made.id);
                setName('');
              },
            },
          );
        }}
      >
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            id="new-board-name"
            label="Name"
            value={name}
            required
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            id="new-board-rows"
            label="Rows"
            type="number"
            min={1}
            max={BOARD_LIMITS.rowsMax}
            value={rows}
            onChange={(event) => setRows(Number(event.target.value))}
          />
          <TextField
            id="new-board-columns"
            label="Columns"
            type="number"
            min={1}
            max={BOARD_LIMITS.columnsMax}
            value={columns}
            onChange={(event) => setColumns(Number(event.target.value))}
          />
        </div>
        <button type="submit" className={`${BUTTON_CLASSES.secondary} self-start`} disabled={create.isPending}>
          Add the board
        </button>
        {create.isError ? <Notice tone="warning">{messageOf(create.error)}</Notice> : null}
      </form>
    </section>
  );
}

function SpeechSettings({ childId, set }: { childId: string; set: BoardSetResponse }) {
  const engine = useMemo(() => speechEngine(), []);
  const voices = useVoices(engine);
  const [speech, setSpeech] = useState(set.speech);
  const save = useSaveBoardSettings(childId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-h2 font-bold">
        Voice
      </h2>
      {engine === null || voices.length === 0 ? (
        <p>This browser offers no voices to choose from; the board uses the device’s own voice where it has one.</p>
      ) : (
        <SelectField
          id="speech-voice"
          label="Voice"
          value={speech.voiceName ?? ''}
          onChange={(event) => {
            const voice = voices.find((each) => each.name === event.target.value);
            setSpeech({ ...speech, voiceName: voice?.name ?? null, voiceLang: voice?.lang ?? null });
          }}
          options={[
            { value: '', label: 'The device’s usual voice' },
            ...voices.map((voice) => ({ value: voice.name, label: `${voice.name} (${voice.lang})` })),
          ]}
        />
      )}
      <label className="flex flex-col gap-1 font-semibold">
        Speed: {speech.rate.toFixed(1)}
        <input
          type="range"
          min={BOARD_LIMITS.rateMin}
          max={BOARD_LIMITS.rateMax}
          step={0.1}
          value={speech.rate}
          onChange={(event) => setSpeech({ ...speech, rate: Number(event.target.value) })}
        />
      </label>
      <label className="flex flex-col gap-1 font-semibold">
        Pitch: {speech.pitch.toFixed(1)}
        <input
          type="range"
          min={BOARD_LIMITS.pitchMin}
          max={BOARD_LIMITS.pitchMax}
          step={0.1}
          value={speech.pitch}
          onChange={(event) => setSpeech({ ...speech, pitch: Number(event.target.value) })}
        />
      </label>
      <label className="inline-flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={speech.quietBuilding}
          onChange={(event) => setSpeech({ ...speech, quietBuilding: event.target.checked })}
        />
        Quiet building: say words only when Speak is pressed
      </label>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={BUTTON_CLASSES.secondary}
          disabled={engine === null}
          onClick={() => engine && speak(engine, 'Hello, this is my voice.', speech)}
        >
          Try the voice
        </button>
        <button
          type="button"
          className={BUTTON_CLASSES.primary}
          disabled={save.isPending}
          onClick={() => save.mutate({ revision: set.revision, speech })}
        >
          Save the voice
        </button>
      </div>
      {save.isSuccess ? <p role="status">The voice is saved for this child on every device.</p> : null}
      {save.isError ? <Notice tone="warning">{messageOf(save.error)}</Notice> : null}
    </section>
  );
}

/** The ways a child can select on the board, each said in plain words for the parent choosing. */
const ACCESS_CHOICES: readonly {
  readonly method: BoardAccessMethod;
  readonly label: string;
  readonly hint: (name: string) => string;
}[] = [
  { method: 'touch', label: 'Touch', hint: (name) => `${name} taps or clicks the pictures.` },
  {
    method: 'dwell',
    label: 'Dwell (look and hold)',
    hint: (name) =>
      `${name} rests a pointer on a picture (a mouse, eye gaze or a head pointer) until it fills up, and then it is pressed.`,
  },
  {
    method: 'one-switch',
    label: 'One switch',
    hint: (name) =>
      `A highlight moves on by itself, row by row, then picture by picture; ${name} presses the switch to pick. A switch works like the Space or Enter key.`,
  },
  {
    method: 'two-switch',
    label: 'Two switches',
    hint: (name) =>
      `${name} moves the highlight with one switch (Space) and picks with the other (Enter). Nothing moves by itself.`,
  },
];

const secondsOf = (ms: number) => String(ms / 1000);
/** Seconds as typed, to the tenth of a second, in milliseconds. */
const msOf = (seconds: string) => Math.round(Number(seconds) * 10) * 100;

/** What is wrong with a time typed in seconds, in the server's words; undefined when nothing is. */
function timingProblem(what: string, seconds: string, min: number, max: number): string | undefined {
  if (seconds.trim() === '' || !Number.isFinite(Number(seconds))) return `${what} must be a number of seconds`;
  if (msOf(seconds) < min) return `${what} must be at least ${min / 1000} seconds`;
  if (msOf(seconds) > max) return `${what} can be at most ${max / 1000} seconds`;
  return undefined;
}

/**
 * How the child selects on the board: touch, dwell, or switch scanning, with the dwell time and scan speed where
 * they count. Saved with the set's settings, from the revision they were read at, as the voice is.
 */
function AccessSettings({ childId, childName, set }: { childId: string; childName: string; set: BoardSetResponse }) {
  const [method, setMethod] = useState(set.access.method);
  const [dwell, setDwell] = useState(secondsOf(set.access.dwellMs));
  const [scan, setScan] = useState(secondsOf(set.access.scanMs));
  const [shown, setShown] = useState<{ dwell?: string; scan?: string }>({});
  const save = useSaveBoardSettings(childId);
  const dwellProblem = timingProblem('The dwell time', dwell, BOARD_LIMITS.dwellMsMin, BOARD_LIMITS.dwellMsMax);
  const scanProblem = timingProblem('The scan speed', scan, BOARD_LIMITS.scanMsMin, BOARD_LIMITS.scanMsMax);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only the time that counts for the way chosen must be right; the other keeps its saved value if it isn't.
    const problems = {
      ...(method === 'dwell' && dwellProblem ? { dwell: dwellProblem } : {}),
      ...(method === 'one-switch' && scanProblem ? { scan: scanProblem } : {}),
    };
    setShown(problems);
    if (Object.keys(problems).length > 0) return;
    const access: BoardAccess = {
      method,
      dwellMs: dwellProblem ? set.access.dwellMs : msOf(dwell),
      scanMs: scanProblem ? set.access.scanMs : msOf(scan),
    };
    save.mutate({ revision: set.revision, access });
  };

  const chosen = ACCESS_CHOICES.find((choice) => choice.method === set.access.method);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-h2 font-bold">How {childName} selects</legend>
        <div className="flex flex-col gap-2">
          {ACCESS_CHOICES.map((choice) => (
            <label key={choice.method} className="flex min-h-11 items-start gap-3">
              <input
                type="radio"
                name="board-access"
                value={choice.method}
                checked={method === choice.method}
                onChange={() => setMethod(choice.method)}
                className="mt-1 size-5 shrink-0"
                aria-describedby={`board-access-${choice.method}-hint`}
              />
              <span className="flex flex-col">
                <span className="font-semibold">{choice.label}</span>
                <span id={`board-access-${choice.method}-hint`} className="text-ink-muted">
                  {choice.hint(childName)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {method === 'dwell' ? (
          <div className="max-w-xs">
            <TextField
              id="board-dwell-seconds"
              label="Dwell time, in seconds"
              hint={`How long to rest on a picture before it is pressed: ${BOARD_LIMITS.dwellMsMin / 1000} to ${BOARD_LIMITS.dwellMsMax / 1000} seconds.`}
              type="number"
              inputMode="decimal"
              min={BOARD_LIMITS.dwellMsMin / 1000}
              max={BOARD_LIMITS.dwellMsMax / 1000}
              step={0.1}
              value={dwell}
              onChange={(event) => setDwell(event.target.value)}
              error={shown.dwell}
            />
          </div>
        ) : null}
        {method === 'one-switch' ? (
          <div className="max-w-xs">
            <TextField
              id="board-scan-seconds"
              label="Scan speed, in seconds on each step"
              hint={`How long the highlight stays on each row or picture: ${BOARD_LIMITS.scanMsMin / 1000} to ${BOARD_LIMITS.scanMsMax / 1000} seconds. Longer is easier.`}
              type="number"
              inputMode="decimal"
              min={BOARD_LIMITS.scanMsMin / 1000}
              max={BOARD_LIMITS.scanMsMax / 1000}
              step={0.1}
              value={scan}
              onChange={(event) => setScan(event.target.value)}
              error={shown.scan}
            />
          </div>
        ) : null}
        {method === 'one-switch' || method === 'two-switch' ? (
          <p>
            The first row scanned is Speak, Delete last word and Clear (and Home and Back inside a folder), so the
            switch alone is enough to talk.
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className={`${BUTTON_CLASSES.primary} self-start`} disabled={save.isPending}>
        Save how {childName} selects
      </button>
      {save.isSuccess && chosen ? (
        <p role="status">
          Saved: {childName} selects by {chosen.label.toLowerCase()} on every device.
        </p>
      ) : null}
      {save.isError ? <Notice tone="warning">{messageOf(save.error)}</Notice> : null}
    </form>
  );
}

function FilesSection({
  childId,
  childName,
  set,
  board,
}: {
  childId: string;
  childName: string;
  set: BoardSetResponse;
  board: BoardResponse | null;
}) {
  const api = useSignedInApi();
  const importBoards = useImportBoards(childId);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const headingId = useId();
  const download = (path: string, name: string) => {
    setDownloadError(null);
    downloadBoardFile(api, path, name).catch((error: unknown) => setDownloadError(messageOf(error)));
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-h2 font-bold">
        Print, export and import
      </h2>
      <p>
        Boards move to and from other AAC apps (Cboard, CoughDrop and others) as Open Board Format files, every button
        in its place.
      </p>
      <div className="flex flex-wrap gap-3">
        {board ? (
          <>
            <button
              type="button"
              className={BUTTON_CLASSES.secondary}
              onClick={() => download(BOARD_API.boardPdf(childId, board.id), 'board.pdf')}
            >
              Print “{board.name}” (PDF)
            </button>
            <button
              type="button"
              className={BUTTON_CLASSES.secondary}
              onClick={() => download(BOARD_API.boardObf(childId, board.id), 'board.obf')}
            >
              Export “{board.name}” (.obf)
            </button>
          </>
        ) : null}
        {set.boards.length > 0 ? (
          <button
            type="button"
            className={BUTTON_CLASSES.secondary}
            onClick={() => download(BOARD_API.exportObz(childId), 'boards.obz')}
          >
            Export all of {childName}’s boards (.obz)
          </button>
        ) : null}
      </div>
      {downloadError ? <Notice tone="warning">{downloadError}</Notice> : null}
      <div className="flex flex-col gap-2">
        <label htmlFor="board-import" className="font-semibold">
          Import boards (.obf or .obz)
        </label>
        <p className="text-ink-muted">They are added beside {childName}’s boards; nothing already there changes.</p>
        <input
          id="board-import"
          type="file"
          accept=".obf,.obz,application/json,application/zip"
          disabled={importBoards.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) importBoards.mutate(file);
            event.target.value = '';
          }}
        />
        {importBoards.isPending ? <p role="status">Importing…</p> : null}
        {importBoards.isSuccess ? (
          <p role="status">
            Imported {importBoards.data.imported.boards} board{importBoards.data.imported.boards === 1 ? '' : 's'} with{' '}
            {importBoards.data.imported.buttons} buttons.
          </p>
        ) : null}
        {importBoards.isError ? (
          <Notice tone="warning" title="This file wasn’t imported">
            {messageOf(importBoards.error)}
          </Notice>
        ) : null}
      </div>
    </section>
  );
}
