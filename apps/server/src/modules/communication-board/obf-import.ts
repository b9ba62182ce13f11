import {
  BOARD_LIMITS,
  type BoardButton,
  type BoardImage,
  type BoardImportResponse,
  cellKey,
  DEFAULT_BUTTON_COLOURS,
} from '@tedi/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { AppError } from '../../platform/errors.ts';
import { detectFileType } from '../../platform/file-type.ts';
import type { AccessActor, WritePass } from '../../policies/child-access.ts';
import type { BoardContent } from './repository.ts';
import type { BoardService, LoadedSet } from './service.ts';
import { hexColour, type ObfBoard, type ObfButton, type ObfImage } from './obf.ts';

/** A file that cannot be imported: the message names what is wrong, and nothing is changed. */
function refuse(message: string): never {
  throw new AppError('bad_request', message);
}

const PHOTO_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);
const MAX_CELLS = BOARD_LIMITS.rowsMax * BOARD_LIMITS.columnsMax;

/** A board as read from the file, before it is given an id in Tedi. */
interface ReadBoard {
  readonly key: string;
  readonly name: string;
  readonly rows: number;
  readonly columns: number;
  readonly buttons: readonly (Omit<BoardButton, 'linkBoardId' | 'image'> & {
    readonly link: string | null;
    readonly image: PendingImage | null;
  })[];
}

type PendingImage =
  | { readonly kind: 'symbol'; readonly name: string }
  | { readonly kind: 'photo'; readonly key: string; readonly bytes: Uint8Array };

/** An `.obz`'s files, checked entry by entry before anything is unpacked. */
function unpack(bytes: Uint8Array): Map<string, Uint8Array> {
  let entries = 0;
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter(file) {
        entries += 1;
        if (entries > BOARD_LIMITS.importEntriesMax) {
          refuse(
            `This .obz file holds more than ${BOARD_LIMITS.importEntriesMax} files, more than any board set needs.`,
          );
        }
        const name = file.name.replaceAll('\\', '/');
        if (name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.split('/').includes('..')) {
          refuse(
            `This .obz file has a path that climbs out of its folder (“${file.name.slice(0, 80)}”), so it can’t be opened safely.`,
          );
        }
        unpacked += file.originalSize;
        if (unpacked > BOARD_LIMITS.importUnpackedMaxBytes) {
          refuse(
            `This .obz file would unpack to more than ${Math.round(BOARD_LIMITS.importUnpackedMaxBytes / (1024 * 1024))} MB, far more than a board set needs, so it wasn’t opened.`,
          );
        }
        return !name.endsWith('/');
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    refuse('This .obz file is damaged or isn’t a zip file, so it can’t be opened.');
  }
  return new Map(Object.entries(files).map(([name, data]) => [name.replaceAll('\\', '/').replace(/^\.\//, ''), data]));
}

function parseJson(bytes: Uint8Array, what: string): unknown {
  try {
    return JSON.parse(strFromU8(bytes));
  } catch {
    return refuse(`${what} isn’t readable JSON, so it isn’t an Open Board Format file.`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed.slice(0, max);
}

function dataUrlBytes(value: string): Uint8Array | null {
  const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(value);
  if (!match) return null;
  if (match[3]!.length > BOARD_LIMITS.importImageMaxBytes * 1.4) return null;
  return match[2] ? Buffer.from(match[3]!, 'base64') : Buffer.from(decodeURIComponent(match[3]!));
}

/** Where a board's file sits in the zip, resolved against the manifest's folder; null when it climbs out. */
function within(path: string): string {
  const clean = path.replaceAll('\\', '/').replace(/^\.\//, '');
  if (clean.startsWith('/') || clean.split('/').includes('..')) {
    refuse(
      `This file names a path that climbs out of its folder (“${path.slice(0, 80)}”), so it can’t be opened safely.`,
    );
  }
  return clean;
}

/**
 * Reads Open Board Format files into a child's set: `.obf` (one board) or `.obz` (boards and images). Everything is
 * checked before anything is written, and the boards are added beside the child's own, so a file that is refused
 * leaves the board as it was. Positions come from `grid.order` exactly.
 */
export class BoardImporter {
  readonly #service: BoardService;

  constructor(service: BoardService) {
    this.#service = service;
  }

  async import(
    actor: AccessActor,
    childId: string,
    readFile: () => Promise<{ bytes: Buffer; fileName: string }>,
  ): Promise<BoardImportResponse> {
    const pass = await this.#service.writePass(actor, childId);
    const file = await readFile();
    const read = await this.read(file.bytes);
    const loaded = await this.#service.repository.set(pass, childId);
    return this.#write(pass, childId, loaded, read);
  }

  /** The boards a file holds, checked; refused with a message naming the problem. */
  async read(bytes: Uint8Array): Promise<{ boards: ReadBoard[]; rootKey: string }> {
    if (bytes.byteLength === 0) refuse('This file is empty.');
    const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
    if (isZip) return this.#readObz(unpack(bytes));
    const start = strFromU8(bytes.subarray(0, 64)).trimStart();
    if (!start.startsWith('{')) {
      refuse(
        'This file isn’t an Open Board Format board (.obf) or board set (.obz). Please choose one exported from an AAC app.',
      );
    }
    const board = parseJson(bytes, 'This file');
    const read = await this.#readBoard(board, 'board', new Map(), () => null);
    return { boards: [read], rootKey: 'board' };
  }

  async #readObz(files: Map<string, Uint8Array>): Promise<{ boards: ReadBoard[]; rootKey: string }> {
    const manifestBytes = files.get('manifest.json');
    if (!manifestBytes) refuse('This .obz file has no manifest.json, so it isn’t an Open Board Format board set.');
    const manifest = parseJson(manifestBytes, 'The manifest of this .obz file');
    if (!isRecord(manifest) || typeof manifest['root'] !== 'string') {
      refuse('The manifest of this .obz file doesn’t name its first board (“root”).');
    }
    if (typeof manifest['format'] === 'string' && !manifest['format'].startsWith('open-board-')) {
      refuse(`This .obz file is in the format “${manifest['format'].slice(0, 40)}”, not Open Board Format.`);
    }
    const paths = isRecord(manifest['paths']) ? manifest['paths'] : {};
    const boardPaths = isRecord(paths['boards']) ? paths['boards'] : {};
    const imagePaths = isRecord(paths['images']) ? paths['images'] : {};
    const root = within(manifest['root']);
    const byId = new Map<string, string>();
    for (const [id, path] of Object.entries(boardPaths)) if (typeof path === 'string') byId.set(id, within(path));

    // Boards reachable from the root, by their path in the zip.
    const boards: ReadBoard[] = [];
    const seen = new Set<string>();
    // Then every other board the manifest lists, so a set's boards that no folder opens come too.
    const queue = [root, ...byId.values()];
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      if (seen.size > BOARD_LIMITS.boardsMax) {
        refuse(
          `This .obz file has more than ${BOARD_LIMITS.boardsMax} boards; a child can have at most ${BOARD_LIMITS.boardsMax}.`,
        );
      }
      const data = files.get(path);
      if (!data) refuse(`This .obz file names a board “${path.slice(0, 80)}” that isn’t in it.`);
      const json = parseJson(data, `The board “${path.slice(0, 80)}”`);
      const board = await this.#readBoard(
        json,
        path,
        files,
        (link) => {
          const target =
            (typeof link.path === 'string' ? within(link.path) : null) ??
            (typeof link.id === 'string' || typeof link.id === 'number' ? (byId.get(String(link.id)) ?? null) : null);
          if (target && files.has(target)) {
            queue.push(target);
            return target;
          }
          return null;
        },
        imagePaths,
      );
      boards.push(board);
    }
    return { boards, rootKey: root };
  }

  async #readBoard(
    value: unknown,
    key: string,
    files: ReadonlyMap<string, Uint8Array>,
    linkOf: (link: NonNullable<ObfButton['load_board']>) => string | null,
    imagePaths: Record<string, unknown> = {},
  ): Promise<ReadBoard> {
    if (!isRecord(value)) refuse('This file isn’t an Open Board Format board.');
    const board = value as ObfBoard;
    if (typeof board.format !== 'string' || !board.format.startsWith('open-board-')) {
      refuse('This file isn’t an Open Board Format board: it doesn’t say “format”: “open-board-0.1”.');
    }
    const name = text(board.name, BOARD_LIMITS.nameMax) ?? 'Imported board';
    const buttons = Array.isArray(board.buttons) ? (board.buttons as unknown[]) : [];
    if (buttons.length > MAX_CELLS) {
      refuse(
        `The board “${name}” has ${buttons.length.toLocaleString('en-GB')} buttons; a board can hold at most ${MAX_CELLS} (${BOARD_LIMITS.rowsMax} × ${BOARD_LIMITS.columnsMax}).`,
      );
    }
    const grid = board.grid;
    const rows = isRecord(grid) ? grid.rows : undefined;
    const columns = isRecord(grid) ? grid.columns : undefined;
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || (rows as number) < 1 || (columns as number) < 1) {
      refuse(`The board “${name}” has no grid (rows and columns), so its buttons have no places.`);
    }
    const rowCount = rows as number;
    const columnCount = columns as number;
    if (rowCount > BOARD_LIMITS.rowsMax || columnCount > BOARD_LIMITS.columnsMax) {
      refuse(
        `The board “${name}” is ${rowCount} × ${columnCount}; a board can be at most ${BOARD_LIMITS.rowsMax} rows by ${BOARD_LIMITS.columnsMax} columns.`,
      );
    }
    const order = isRecord(grid) && Array.isArray(grid.order) ? (grid.order as unknown[]) : [];
    const placed = new Map<string, { row: number; column: number }>();
    order.slice(0, rowCount).forEach((row, rowIndex) => {
      if (!Array.isArray(row)) return;
      row.slice(0, columnCount).forEach((id, columnIndex) => {
        if ((typeof id === 'string' || typeof id === 'number') && !placed.has(String(id))) {
          placed.set(String(id), { row: rowIndex, column: columnIndex });
        }
      });
    });
    const images = new Map<string, ObfImage>();
    for (const image of Array.isArray(board.images) ? (board.images as unknown[]) : []) {
      if (isRecord(image) && (typeof image['id'] === 'string' || typeof image['id'] === 'number')) {
        images.set(String(image['id']), image);
      }
    }
    const read: ReadBoard['buttons'][number][] = [];
    const ids = new Set<string>();
    for (const [index, raw] of buttons.entries()) {
      if (!isRecord(raw)) continue;
      const button = raw as ObfButton;
      const obfId = typeof button.id === 'string' || typeof button.id === 'number' ? String(button.id) : null;
      const place = obfId !== null ? placed.get(obfId) : undefined;
      // A button the grid does not place is not shown by any app; it has no cell to keep.
      if (!place) continue;
      let id = obfId!.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || `button-${index + 1}`;
      while (ids.has(id)) id = `${id.slice(0, 56)}-${index + 1}`;
      ids.add(id);
      const label =
        text(button.label, BOARD_LIMITS.labelMax) ??
        text(button.vocalization, BOARD_LIMITS.labelMax) ??
        `Button ${index + 1}`;
      const vocalization = text(button.vocalization, BOARD_LIMITS.spokenMax);
      const imageId =
        typeof button.image_id === 'string' || typeof button.image_id === 'number' ? String(button.image_id) : null;
      const image = imageId ? await this.#image(images.get(imageId), name, files, imagePaths) : null;
      read.push({
        id,
        row: place.row,
        column: place.column,
        label,
        spokenText: vocalization && vocalization !== label ? vocalization : null,
        background: hexColour(button.background_color) ?? DEFAULT_BUTTON_COLOURS.background,
        border: hexColour(button.border_color) ?? DEFAULT_BUTTON_COLOURS.border,
        hidden: button.hidden === true,
        link: isRecord(button.load_board) ? linkOf(button.load_board) : null,
        image,
        ...(button['ext_tedi_core'] === true ? { core: true } : {}),
      });
    }
    return { key, name, rows: rowCount, columns: columnCount, buttons: read };
  }

  /** A button's picture: a Tedi symbol by name, or a photo whose bytes are really a JPEG, PNG or WebP image. */
  async #image(
    image: ObfImage | undefined,
    boardName: string,
    files: ReadonlyMap<string, Uint8Array>,
    imagePaths: Record<string, unknown>,
  ): Promise<PendingImage | null> {
    if (!image) return null;
    const symbol = image['ext_tedi_symbol'];
    if (typeof symbol === 'string' && this.#service.symbols.has(symbol)) return { kind: 'symbol', name: symbol };
    let bytes: Uint8Array | null = null;
    const id = String(image.id);
    if (typeof image.data === 'string') bytes = dataUrlBytes(image.data);
    else if (typeof image.path === 'string') bytes = files.get(within(image.path)) ?? null;
    else if (typeof imagePaths[id] === 'string') bytes = files.get(within(imagePaths[id])) ?? null;
    // Images only on the internet are not fetched: the board keeps the button and its words.
    if (!bytes) return null;
    if (bytes.byteLength > BOARD_LIMITS.importImageMaxBytes) {
      refuse(
        `An image on the board “${boardName}” is larger than ${Math.round(BOARD_LIMITS.importImageMaxBytes / (1024 * 1024))} MB.`,
      );
    }
    const head = strFromU8(bytes.subarray(0, 256)).trimStart().toLowerCase();
    // Drawings (SVG) from other symbol sets are not kept: the button keeps its words and colours.
    if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return null;
    const detected = await detectFileType(bytes);
    if (!detected || !PHOTO_TYPES.has(detected.mime)) {
      refuse(
        `The image “${id.slice(0, 60)}” on the board “${boardName}” isn’t a picture: its content is ${detected ? `a ${detected.ext.toUpperCase()} file` : 'not an image'}. Only JPEG, PNG and WebP pictures can be imported.`,
      );
    }
    return { kind: 'photo', key: `${id}`, bytes };
  }

  async #write(
    pass: WritePass<'board'>,
    childId: string,
    loaded: LoadedSet,
    read: { boards: ReadBoard[]; rootKey: string },
  ): Promise<BoardImportResponse> {
    const { boards, rootKey } = read;
    refuseLoops(boards, rootKey);
    if (loaded.boards.length + boards.length > BOARD_LIMITS.boardsMax) {
      refuse(
        `This file has ${boards.length} boards, and this child has ${loaded.boards.length}: a child can have at most ${BOARD_LIMITS.boardsMax}. Please remove boards you no longer use first.`,
      );
    }
    // Photos are stored only now that every board is known to be good.
    const photoIds = new Map<Uint8Array, string>();
    let imageCount = 0;
    for (const board of boards) {
      for (const button of board.buttons) {
        if (button.image?.kind !== 'photo' || photoIds.has(button.image.bytes)) continue;
        photoIds.set(
          button.image.bytes,
          await this.#service.storePhoto(pass, childId, button.image.bytes, button.label),
        );
        imageCount += 1;
      }
    }
    const core = loaded.set?.coreButtons ?? [];
    const coreCells = new Map(core.map((button) => [cellKey(button.row, button.column), button.label]));
    const ids = await this.#service.addImported(pass, childId, boards.length, (newIds) => {
      const idOf = new Map(boards.map((board, index) => [board.key, newIds[index]!]));
      return {
        boards: boards.map((board): BoardContent => {
          // A board exported by Tedi carries the core words in their cells: they are the set's again here.
          const coreButtons = board.buttons.filter((button) => (button as { core?: boolean }).core === true);
          const matchesCore =
            coreButtons.length > 0 &&
            coreButtons.every((button) => coreCells.get(cellKey(button.row, button.column)) === button.label);
          const kept = matchesCore ? board.buttons.filter((button) => !coreButtons.includes(button)) : board.buttons;
          const coreWords = matchesCore && kept.every((button) => !coreCells.has(cellKey(button.row, button.column)));
          return {
            name: board.name,
            rows: board.rows,
            columns: board.columns,
            coreWords,
            buttons: (coreWords ? kept : board.buttons).map((button): BoardButton => {
              const image: BoardImage | null =
                button.image?.kind === 'symbol'
                  ? button.image
                  : button.image?.kind === 'photo'
                    ? { kind: 'photo', fileId: photoIds.get(button.image.bytes)! }
                    : null;
              return {
                id: button.id,
                row: button.row,
                column: button.column,
                label: button.label,
                spokenText: button.spokenText,
                background: button.background,
                border: button.border,
                hidden: button.hidden,
                image,
                linkBoardId: button.link ? (idOf.get(button.link) ?? null) : null,
              };
            }),
          };
        }),
      };
    });
    const set = await this.#service.response(pass, childId);
    return {
      set,
      boardId: ids[0]!,
      imported: {
        boards: boards.length,
        buttons: boards.reduce((sum, board) => sum + board.buttons.length, 0),
        images: imageCount,
      },
    };
  }
}

/**
 * Boards that link round in a circle (a folder opening a board that leads back to it) are refused, naming them; a
 * link back to the first board is a Home button and is allowed.
 */
function refuseLoops(boards: readonly ReadBoard[], rootKey: string): void {
  const names = new Map(boards.map((board) => [board.key, board.name]));
  const links = new Map(
    boards.map((board) => [
      board.key,
      [...new Set(board.buttons.flatMap((button) => (button.link && button.link !== rootKey ? [button.link] : [])))],
    ]),
  );
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (key: string): void => {
    state.set(key, 'visiting');
    path.push(key);
    for (const next of links.get(key) ?? []) {
      if (state.get(next) === 'visiting') {
        const loop = [...path.slice(path.indexOf(next)), next].map((item) => `“${names.get(item) ?? item}”`);
        refuse(
          `These boards link to one another in a loop: ${loop.join(' → ')}. Please fix the links in the app it came from.`,
        );
      }
      if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(key, 'done');
  };
  for (const board of boards) if (!state.has(board.key)) visit(board.key);
}
