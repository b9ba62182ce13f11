import { BOARD_SYMBOL_ATTRIBUTION, type BoardButton, buttonsOnBoard } from '@tedi/contracts';
import { strToU8, zipSync } from 'fflate';
import { AppError } from '../../platform/errors.ts';
import type { AccessActor } from '../../policies/child-access.ts';
import type { BoardRow } from './repository.ts';
import type { BoardService, LoadedSet } from './service.ts';
import { OBF_FORMAT, rgbColour } from './obf.ts';

/** A file name from a board's name: letters, digits and hyphens. */
export function fileNameOf(name: string, extension: string): string {
  const stem = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${stem || 'board'}.${extension}`;
}

const EXTENSIONS: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

interface ImageSource {
  readonly id: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
  readonly symbol: string | null;
}

/**
 * Writes a child's boards as Open Board Format: one board as `.obf` (images inside it as data URLs), or the whole
 * set as `.obz` (each board and image its own file, named in the manifest). Core words are written on each board
 * where they show, marked `ext_tedi_core`, so another app shows the board as the child knows it.
 */
export class BoardExporter {
  readonly #service: BoardService;

  constructor(service: BoardService) {
    this.#service = service;
  }

  async #images(
    pass: Parameters<BoardService['repository']['photos']>[0],
    childId: string,
    buttons: readonly BoardButton[],
  ): Promise<Map<string, ImageSource>> {
    const images = new Map<string, ImageSource>();
    const photoIds = buttons.flatMap((button) => (button.image?.kind === 'photo' ? [button.image.fileId] : []));
    for (const photo of await this.#service.repository.photos(pass, childId, photoIds)) {
      const bytes = await this.#service.storage.get(photo.storageKey).catch(() => null);
      if (bytes) images.set(photo.id, { id: photo.id, contentType: photo.contentType, bytes, symbol: null });
    }
    for (const button of buttons) {
      if (button.image?.kind !== 'symbol' || images.has(button.image.name)) continue;
      const svg = this.#service.symbols.svg(button.image.name);
      if (svg) {
        images.set(button.image.name, {
          id: button.image.name,
          contentType: 'image/svg+xml',
          bytes: strToU8(svg),
          symbol: button.image.name,
        });
      }
    }
    return images;
  }

  #board(
    board: BoardRow,
    loaded: LoadedSet,
    images: ReadonlyMap<string, ImageSource>,
    imageRef: (image: ImageSource) => Record<string, unknown>,
    linkRef: (target: BoardRow) => Record<string, unknown>,
  ): Record<string, unknown> {
    const shown = buttonsOnBoard(board, loaded.set?.coreButtons ?? []);
    const order: (string | null)[][] = Array.from({ length: board.rows }, () =>
      Array.from({ length: board.columns }, () => null),
    );
    const used = new Map<string, ImageSource>();
    const buttons = shown.map(({ button, core }) => {
      order[button.row]![button.column] = button.id;
      const imageKey = button.image?.kind === 'photo' ? button.image.fileId : button.image?.name;
      const image = imageKey ? images.get(imageKey) : undefined;
      if (image) used.set(image.id, image);
      const target = button.linkBoardId ? loaded.boards.find((row) => row.id === button.linkBoardId) : undefined;
      return {
        id: button.id,
        label: button.label,
        ...(button.spokenText ? { vocalization: button.spokenText } : {}),
        background_color: rgbColour(button.background),
        border_color: rgbColour(button.border),
        ...(image ? { image_id: image.id } : {}),
        ...(target ? { load_board: linkRef(target) } : {}),
        ...(button.hidden ? { hidden: true } : {}),
        ...(core ? { ext_tedi_core: true } : {}),
      };
    });
    return {
      format: OBF_FORMAT,
      id: board.id,
      locale: 'en',
      name: board.name,
      license: { type: 'private' },
      buttons,
      grid: { rows: board.rows, columns: board.columns, order },
      images: [...used.values()].map((image) => ({
        id: image.id,
        content_type: image.contentType,
        ...imageRef(image),
        ...(image.symbol
          ? {
              ext_tedi_symbol: image.symbol,
              license: {
                type: BOARD_SYMBOL_ATTRIBUTION.licence,
                author_name: BOARD_SYMBOL_ATTRIBUTION.author,
                source_url: BOARD_SYMBOL_ATTRIBUTION.url,
              },
            }
          : { license: { type: 'private' } }),
      })),
      sounds: [],
    };
  }

  /** One board as `.obf`, its images inside it. */
  async board(actor: AccessActor, childId: string, boardId: string): Promise<{ fileName: string; bytes: Buffer }> {
    const { pass, board, loaded } = await this.#service.boardWithSet(actor, childId, boardId, 'exported a board');
    const shown = buttonsOnBoard(board, loaded.set?.coreButtons ?? []).map(({ button }) => button);
    const images = await this.#images(pass, childId, shown);
    const obf = this.#board(
      board,
      loaded,
      images,
      (image) => ({ data: `data:${image.contentType};base64,${Buffer.from(image.bytes).toString('base64')}` }),
      (target) => ({ id: target.id, name: target.name }),
    );
    return { fileName: fileNameOf(board.name, 'obf'), bytes: Buffer.from(JSON.stringify(obf, null, 2)) };
  }

  /** Every board of the set as `.obz`, the home board as its root. */
  async set(actor: AccessActor, childId: string): Promise<{ fileName: string; bytes: Buffer }> {
    const { pass } = await this.#service.readPass(actor, childId);
    const loaded = await this.#service.repository.set(pass, childId);
    if (loaded.boards.length === 0) {
      throw new AppError('not_found', 'This child has no boards yet, so there is nothing to export.');
    }
    const home = loaded.boards.find((row) => row.id === loaded.set?.homeBoardId) ?? loaded.boards[0]!;
    const all = loaded.boards.flatMap((board) =>
      buttonsOnBoard(board, loaded.set?.coreButtons ?? []).map(({ button }) => button),
    );
    const images = await this.#images(pass, childId, all);
    const imagePath = (image: ImageSource) =>
      `images/${image.id}.${image.contentType === 'image/svg+xml' ? 'svg' : (EXTENSIONS[image.contentType] ?? 'bin')}`;
    const boardPath = (board: BoardRow) => `boards/${board.id}.obf`;
    const files: Record<string, Uint8Array> = {};
    const ordered = [home, ...loaded.boards.filter((board) => board.id !== home.id)];
    for (const board of ordered) {
      const obf = this.#board(
        board,
        loaded,
        images,
        (image) => ({ path: imagePath(image) }),
        (target) => ({ id: target.id, name: target.name, path: boardPath(target) }),
      );
      files[boardPath(board)] = strToU8(JSON.stringify(obf, null, 2));
    }
    for (const image of images.values()) files[imagePath(image)] = image.bytes;
    files['manifest.json'] = strToU8(
      JSON.stringify(
        {
          format: OBF_FORMAT,
          root: boardPath(home),
          paths: {
            boards: Object.fromEntries(ordered.map((board) => [board.id, boardPath(board)])),
            images: Object.fromEntries([...images.values()].map((image) => [image.id, imagePath(image)])),
            sounds: {},
          },
        },
        null,
        2,
      ),
    );
    const bytes = zipSync(files, { level: 6 });
    await this.#service.auditRead(pass, 'exported the boards');
    return { fileName: fileNameOf(`${home.name}-boards`, 'obz'), bytes: Buffer.from(bytes) };
  }
}
