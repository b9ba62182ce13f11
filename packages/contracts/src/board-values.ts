import { CHILD_LIMITS } from './constants.ts';

/**
 * The communication board's plain values and types (no zod), so the board's page, which a child's Talk page will
 * reuse, stays small. Schemas for what the server accepts are in `communication-board.ts`.
 *
 * A child finds words by where they are: a button's place is its row and column on the grid, kept exactly through
 * edits, other devices and Open Board Format files, and never reflowed. Core words are pinned to the same cells
 * on every board.
 */

export const BOARD_LIMITS = {
  rowsMax: 12,
  columnsMax: 12,
  boardsMax: 200,
  nameMax: 80,
  labelMax: 60,
  spokenMax: 300,
  coreButtonsMax: 40,
  photoMaxBytes: CHILD_LIMITS.photoMaxBytes,
  /** An `.obf` or `.obz` file as uploaded. */
  importMaxBytes: 30 * 1024 * 1024,
  /** What an `.obz` may unpack to, in all, and how many files it may hold: beyond these it is refused unread. */
  importUnpackedMaxBytes: 100 * 1024 * 1024,
  importEntriesMax: 2000,
  /** One image inside an `.obz` or an `.obf`'s data URL. */
  importImageMaxBytes: CHILD_LIMITS.photoMaxBytes,
  symbolSearchMax: 60,
  rateMin: 0.5,
  rateMax: 2,
  pitchMin: 0,
  pitchMax: 2,
  /** How long the pointer rests on a button to press it, and how long switch scanning stays on each step. */
  dwellMsMin: 500,
  dwellMsMax: 4000,
  scanMsMin: 500,
  scanMsMax: 5000,
} as const;

/** A colour as `#rrggbb`. */
export type BoardColour = string;

/**
 * Colours offered in the editor, after the modified Fitzgerald key many AAC boards use (people yellow, actions
 * green, describing words blue, things orange, social words pink, questions purple), each named in words.
 */
export const BOARD_PALETTE: readonly { readonly name: string; readonly background: string; readonly border: string }[] =
  [
    { name: 'White', background: '#ffffff', border: '#5f6368' },
    { name: 'Yellow (people)', background: '#fff3b0', border: '#8a6d00' },
    { name: 'Green (actions)', background: '#d4f5d4', border: '#1b5e20' },
    { name: 'Blue (describing)', background: '#d6e8ff', border: '#0d47a1' },
    { name: 'Orange (things)', background: '#ffe0b8', border: '#8a4500' },
    { name: 'Pink (social)', background: '#ffd6e7', border: '#880e4f' },
    { name: 'Purple (questions)', background: '#e8dcff', border: '#4a148c' },
    { name: 'Red (stop)', background: '#ffd6d6', border: '#b71c1c' },
    { name: 'Grey', background: '#eceff1', border: '#37474f' },
  ];

export const DEFAULT_BUTTON_COLOURS = { background: '#ffffff', border: '#5f6368' } as const;

/** What a button shows above its label: a symbol of the shipped set, a parent's photo, or nothing. */
export type BoardImage =
  { readonly kind: 'symbol'; readonly name: string } | { readonly kind: 'photo'; readonly fileId: string };

/** One button, at an exact place on its board's grid (row and column count from 0). */
export interface BoardButton {
  readonly id: string;
  readonly row: number;
  readonly column: number;
  readonly label: string;
  /** What is said when it is pressed, if not the label. */
  readonly spokenText: string | null;
  readonly background: BoardColour;
  readonly border: BoardColour;
  readonly image: BoardImage | null;
  /** A folder: the board this button opens. */
  readonly linkBoardId: string | null;
  /** Hidden from the child's board, kept in its place for later. */
  readonly hidden: boolean;
}

export interface BoardResponse {
  readonly id: string;
  readonly name: string;
  readonly rows: number;
  readonly columns: number;
  readonly buttons: readonly BoardButton[];
  /** Whether the set's core words show on this board, in their cells. */
  readonly coreWords: boolean;
  /** Goes up by one with every saved change; a write names the revision it was made from. */
  readonly revision: number;
  readonly updatedAt: string;
}

/** How the board speaks, chosen per child. */
export interface BoardSpeech {
  /** The browser voice's name (`SpeechSynthesisVoice.name`); null for the device's default voice. */
  readonly voiceName: string | null;
  /** The voice's language when chosen, to pick a close voice on a device without that one. */
  readonly voiceLang: string | null;
  readonly rate: number;
  readonly pitch: number;
  /** Quiet building: buttons add words to the sentence silently; only Speak says them. */
  readonly quietBuilding: boolean;
}

export const DEFAULT_BOARD_SPEECH: BoardSpeech = {
  voiceName: null,
  voiceLang: null,
  rate: 1,
  pitch: 1,
  quietBuilding: false,
};

/**
 * How the child presses a button, besides touch: `dwell` rests a pointer (mouse, eye gaze, head pointer) on it;
 * `one-switch` steps a highlight on its own and one switch picks; `two-switch` moves the highlight with one switch
 * (Space) and picks with the other (Enter).
 */
export const BOARD_ACCESS_METHODS = ['touch', 'dwell', 'one-switch', 'two-switch'] as const;
export type BoardAccessMethod = (typeof BOARD_ACCESS_METHODS)[number];

/** How the child selects on the board, chosen per child. */
export interface BoardAccess {
  readonly method: BoardAccessMethod;
  /** How long the pointer rests on a button before it is pressed (dwell). */
  readonly dwellMs: number;
  /** How long the highlight stays on each row or button before moving on (one switch). */
  readonly scanMs: number;
}

export const DEFAULT_BOARD_ACCESS: BoardAccess = { method: 'touch', dwellMs: 1200, scanMs: 1500 };

/** A child's whole board set: their boards, the home board, core words and how the board speaks. */
export interface BoardSetResponse {
  readonly childId: string;
  readonly homeBoardId: string | null;
  /** Core words: the same buttons at the same cells on every board whose grid reaches them. */
  readonly coreButtons: readonly BoardButton[];
  readonly speech: BoardSpeech;
  readonly access: BoardAccess;
  /** The revision of the set's own settings (home, core words, speech, access). */
  readonly revision: number;
  readonly boards: readonly BoardResponse[];
  readonly permissions: { readonly edit: boolean };
}

/** Where the board's API lives. */
export const BOARD_API = {
  set: (childId: string) => `/api/v1/children/${childId}/board`,
  settings: (childId: string) => `/api/v1/children/${childId}/board/settings`,
  boards: (childId: string) => `/api/v1/children/${childId}/board/boards`,
  board: (childId: string, boardId: string) => `/api/v1/children/${childId}/board/boards/${boardId}`,
  starter: (childId: string) => `/api/v1/children/${childId}/board/starter`,
  boardPdf: (childId: string, boardId: string) => `/api/v1/children/${childId}/board/boards/${boardId}/pdf`,
  boardObf: (childId: string, boardId: string) => `/api/v1/children/${childId}/board/boards/${boardId}/obf`,
  exportObz: (childId: string) => `/api/v1/children/${childId}/board/obz`,
  importFile: (childId: string) => `/storage/v1/children/${childId}/board-import`,
  photos: (childId: string) => `/storage/v1/children/${childId}/board-photos`,
  photo: (fileId: string) => `/storage/v1/object/${fileId}`,
  symbol: (name: string) => `/api/v1/board-symbols/${name}.svg`,
  symbolSearch: (query: string) => `/api/v1/board-symbols?q=${encodeURIComponent(query)}`,
} as const;

/** The shipped symbol set and its licence, shown wherever symbols are. */
export const BOARD_SYMBOL_ATTRIBUTION = {
  name: 'Fluent Emoji Flat',
  author: 'Microsoft Corporation',
  licence: 'MIT',
  url: 'https://github.com/microsoft/fluentui-emoji',
} as const;

export interface BoardSymbolMatch {
  readonly name: string;
  /** The symbol's name in words ("red apple"). */
  readonly label: string;
}

export interface BoardSymbolSearchResponse {
  readonly symbols: readonly BoardSymbolMatch[];
}

export interface BoardPhotoResponse {
  readonly fileId: string;
}

/** What an import brought in. */
export interface BoardImportResponse {
  readonly set: BoardSetResponse;
  readonly imported: { readonly boards: number; readonly buttons: number; readonly images: number };
  /** The first imported board. */
  readonly boardId: string;
}

/** The text a button says: its spoken text, or its label. */
export function spokenTextOf(button: Pick<BoardButton, 'label' | 'spokenText'>): string {
  return button.spokenText?.trim() || button.label;
}

/** The cell a button sits in, as one key. */
export function cellKey(row: number, column: number): string {
  return `${row}:${column}`;
}

/** The buttons shown on a board: its own, and the core words whose cells it reaches (core words win a cell). */
export function buttonsOnBoard(
  board: Pick<BoardResponse, 'rows' | 'columns' | 'buttons' | 'coreWords'>,
  coreButtons: readonly BoardButton[],
): { readonly button: BoardButton; readonly core: boolean }[] {
  const core = board.coreWords
    ? coreButtons.filter((button) => button.row < board.rows && button.column < board.columns)
    : [];
  const taken = new Set(core.map((button) => cellKey(button.row, button.column)));
  return [
    ...core.map((button) => ({ button, core: true })),
    ...board.buttons
      .filter((button) => !taken.has(cellKey(button.row, button.column)))
      .map((button) => ({ button, core: false })),
  ];
}
