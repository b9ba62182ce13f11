import { createHash } from 'node:crypto';
import {
  BOARD_LIMITS,
  type BoardButton,
  type BoardCreateInput,
  type BoardPhotoResponse,
  type BoardResponse,
  type BoardSetResponse,
  type BoardSettingsUpdateInput,
  type BoardUpdateInput,
  boardCreateSchema,
  boardSettingsUpdateSchema,
  boardUpdateSchema,
  cellKey,
  DEFAULT_BOARD_ACCESS,
  DEFAULT_BOARD_SPEECH,
  type StarterPersonal,
  splitLikes,
  starterBoardCount,
  starterBoards,
  symbolForRole,
} from '@tedi/contracts';
import type { ChildAuditService } from '../../platform/child-audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, parseInput } from '../../platform/errors.ts';
import { reencodePhoto } from '../../platform/storage-images.ts';
import type { StorageDriver } from '../../platform/storage-driver.ts';
import { newStorageKey } from '../../platform/storage.ts';
import type { AccessActor, ChildAccessService, ChildRights, ReadPass, WritePass } from '../../policies/child-access.ts';
import type { ChildrenService } from '../children/service.ts';
import type { BoardContent, BoardRepository, BoardRow, BoardSetRow } from './repository.ts';
import type { BoardSymbols } from './symbols.ts';
import type { BoardUsageService } from './usage-service.ts';

export const BOARD_NOT_FOUND = 'This child has no board with this id.';

const STALE_BOARD =
  'This board was changed on another device since you opened it, so your change was not saved. Here is the board as it is now: please make your change again.';
const STALE_SETTINGS =
  'The board’s settings were changed on another device since you opened them, so your change was not saved. Here they are as they are now: please make your change again.';

export function presentBoard(row: BoardRow): BoardResponse {
  return {
    id: row.id,
    name: row.name,
    rows: row.rows,
    columns: row.columns,
    buttons: row.buttons,
    coreWords: row.coreWords,
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A photo the board was given, as uploaded. */
export interface BoardPhotoUpload {
  readonly bytes: Uint8Array;
  readonly fileName: string | undefined;
}

/** The set as the rest of the module reads it: rows, and what a board's buttons may point at. */
export interface LoadedSet {
  readonly set: BoardSetRow | null;
  readonly boards: BoardRow[];
}

/**
 * A child's communication board: their boards, core words and voice. Every method asks the child access check
 * first for the `board` area: `view` to use the board (a family member shared it may use it with the child), `edit`
 * to change it. Boards are written whole, from the revision they were read at; a write from an older revision is
 * refused with the board as it is now, so edits made on two devices never silently overwrite each other.
 */
export class BoardService {
  readonly #repository: BoardRepository;
  readonly #access: ChildAccessService;
  readonly #children: ChildrenService;
  readonly #storage: StorageDriver;
  readonly #audit: ChildAuditService;
  readonly #symbols: BoardSymbols;
  readonly #usage: BoardUsageService;

  constructor(
    repository: BoardRepository,
    access: ChildAccessService,
    children: ChildrenService,
    storage: StorageDriver,
    _clock: Clock,
    audit: ChildAuditService,
    symbols: BoardSymbols,
    usage: BoardUsageService,
  ) {
    this.#repository = repository;
    this.#access = access;
    this.#children = children;
    this.#storage = storage;
    this.#audit = audit;
    this.#symbols = symbols;
    this.#usage = usage;
  }

  get symbols(): BoardSymbols {
    return this.#symbols;
  }

  /** The board's usage log; the child's own area records the child's words and reads the setting through it. */
  get usage(): BoardUsageService {
    return this.#usage;
  }

  get repository(): BoardRepository {
    return this.#repository;
  }

  get storage(): StorageDriver {
    return this.#storage;
  }

  #present(childId: string, loaded: LoadedSet, edit: boolean): BoardSetResponse {
    return {
      childId,
      homeBoardId: loaded.set?.homeBoardId ?? loaded.boards[0]?.id ?? null,
      coreButtons: loaded.set?.coreButtons ?? [],
      speech: loaded.set?.speech ?? DEFAULT_BOARD_SPEECH,
      access: loaded.set?.access ?? DEFAULT_BOARD_ACCESS,
      revision: loaded.set?.revision ?? 1,
      boards: loaded.boards.map(presentBoard),
      permissions: { edit },
    };
  }

  async #response(pass: ReadPass<'board'>, childId: string, edit: boolean): Promise<BoardSetResponse> {
    return this.#present(childId, await this.#repository.set(pass, childId), edit);
  }

  async readPass(actor: AccessActor, childId: string): Promise<{ pass: ReadPass<'board'>; edit: boolean }> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'board', 'view');
    return { pass, edit: rights.may(childId, 'board', 'edit') };
  }

  async writePass(actor: AccessActor, childId: string): Promise<WritePass<'board'>> {
    return (await this.#access.requireChild(actor, [childId], 'board', 'edit')).pass;
  }

  /** The child's whole board set. */
  async set(actor: AccessActor, childId: string): Promise<BoardSetResponse> {
    const { pass, edit } = await this.readPass(actor, childId);
    const response = await this.#response(pass, childId, edit);
    await this.#audit.read(pass, 'opened the communication board');
    return response;
  }

  /**
   * The whole set for a pass issued without a person's own check (a child signed in to their own area), which
   * uses the board and never edits it.
   */
  setWithPass(pass: ReadPass<'board'>, childId: string): Promise<BoardSetResponse> {
    return this.#response(pass, childId, false);
  }

  /** One board of the set, with the set it belongs to, for exports and printing. */
  async boardWithSet(
    actor: AccessActor,
    childId: string,
    boardId: string,
    what: string,
  ): Promise<{ pass: ReadPass<'board'>; board: BoardRow; loaded: LoadedSet }> {
    const { pass } = await this.readPass(actor, childId);
    const loaded = await this.#repository.set(pass, childId);
    const board = loaded.boards.find((candidate) => candidate.id === boardId);
    if (!board) throw new AppError('not_found', BOARD_NOT_FOUND);
    await this.#audit.read(pass, what);
    return { pass, board, loaded };
  }

  /**
   * What a board's buttons may point at must exist in the child's set: folders open one of their boards (never the
   * board itself), photos are the child's board photos, and no button sits in a cell a core word holds.
   */
  async checkButtons(
    pass: ReadPass<'board'>,
    childId: string,
    loaded: LoadedSet,
    board: {
      id: string | null;
      name: string;
      rows: number;
      columns: number;
      coreWords: boolean;
      buttons: readonly BoardButton[];
    },
    extraBoardIds: readonly string[] = [],
  ): Promise<void> {
    const issues: string[] = [];
    const boardIds = new Set([...loaded.boards.map((row) => row.id), ...extraBoardIds]);
    for (const button of board.buttons) {
      if (button.linkBoardId === null) continue;
      if (button.linkBoardId === board.id) issues.push(`“${button.label}” can’t open the board it is on`);
      else if (!boardIds.has(button.linkBoardId))
        issues.push(`“${button.label}” opens a board this child doesn’t have`);
    }
    const core = new Map(
      (board.coreWords ? (loaded.set?.coreButtons ?? []) : []).map((button) => [
        cellKey(button.row, button.column),
        button.label,
      ]),
    );
    for (const button of board.buttons) {
      const held = core.get(cellKey(button.row, button.column));
      if (held !== undefined && button.row < board.rows && button.column < board.columns) {
        issues.push(
          `Row ${button.row + 1}, column ${button.column + 1} holds the core word “${held}” on every board: please put “${button.label}” in another cell`,
        );
      }
    }
    await this.#checkPhotos(pass, childId, board.buttons, issues);
    if (issues.length > 0) {
      throw new AppError(
        'validation_failed',
        issues.length === 1 ? `${issues[0]}.` : `Please check these buttons: ${issues.join('; ')}.`,
        issues.map((message) => ({ field: 'buttons', message })),
      );
    }
  }

  async #checkPhotos(
    pass: ReadPass<'board'>,
    childId: string,
    buttons: readonly BoardButton[],
    issues: string[],
  ): Promise<void> {
    const wanted = buttons.flatMap((button) => (button.image?.kind === 'photo' ? [button.image.fileId] : []));
    const found = new Set((await this.#repository.photos(pass, childId, wanted)).map((photo) => photo.id));
    for (const button of buttons) {
      if (button.image?.kind === 'photo' && !found.has(button.image.fileId)) {
        issues.push(`The photo on “${button.label}” isn’t one uploaded to this child’s board`);
      }
      if (button.image?.kind === 'symbol' && !this.#symbols.has(button.image.name)) {
        issues.push(`“${button.label}” names a symbol that isn’t in the symbol set`);
      }
    }
  }

  async createBoard(actor: AccessActor, childId: string, input: BoardCreateInput): Promise<BoardSetResponse> {
    const pass = await this.writePass(actor, childId);
    const content = parseInput(boardCreateSchema, input);
    const loaded = await this.#repository.set(pass, childId);
    await this.checkButtons(pass, childId, loaded, { id: null, ...content });
    const added = await this.#repository.addBoards(
      pass,
      childId,
      { speech: DEFAULT_BOARD_SPEECH },
      () => ({ boards: [content] }),
      1,
      BOARD_LIMITS.boardsMax,
    );
    this.#refuseTooMany(added.tooMany);
    await this.#audit.changed(pass, 'added a board');
    return this.#response(pass, childId, true);
  }

  #refuseTooMany(tooMany: boolean): void {
    if (tooMany) {
      throw new AppError(
        'conflict',
        `A child can have at most ${BOARD_LIMITS.boardsMax} boards. Please remove one you no longer use first.`,
      );
    }
  }

  async updateBoard(
    actor: AccessActor,
    childId: string,
    boardId: string,
    input: BoardUpdateInput,
  ): Promise<BoardResponse> {
    const pass = await this.writePass(actor, childId);
    const { revision, ...content } = parseInput(boardUpdateSchema, input);
    const loaded = await this.#repository.set(pass, childId);
    const current = loaded.boards.find((board) => board.id === boardId);
    if (!current) throw new AppError('not_found', BOARD_NOT_FOUND);
    if (current.revision !== revision) this.#stale(current);
    await this.checkButtons(pass, childId, loaded, { id: boardId, ...content });
    const result = await this.#repository.replaceBoard(pass, childId, boardId, revision, content);
    if ('stale' in result) {
      if (!result.stale) throw new AppError('not_found', BOARD_NOT_FOUND);
      this.#stale(result.stale);
    }
    await this.#audit.changed(pass, 'changed a board');
    return presentBoard(result.saved);
  }

  #stale(current: BoardRow): never {
    throw new AppError('conflict', STALE_BOARD, { board: presentBoard(current) });
  }

  async removeBoard(actor: AccessActor, childId: string, boardId: string, revision: number): Promise<BoardSetResponse> {
    const pass = await this.writePass(actor, childId);
    const loaded = await this.#repository.set(pass, childId);
    const current = loaded.boards.find((board) => board.id === boardId);
    if (!current) throw new AppError('not_found', BOARD_NOT_FOUND);
    const home = loaded.set?.homeBoardId ?? loaded.boards[0]?.id;
    if (home === boardId) {
      throw new AppError(
        'conflict',
        'This is the home board, which the board always opens at. Please choose another home board before removing it.',
      );
    }
    const outcome = await this.#repository.removeBoard(pass, childId, boardId, revision);
    if (outcome === 'missing') throw new AppError('not_found', BOARD_NOT_FOUND);
    if (outcome === 'stale') {
      const now = await this.#repository.board(pass, childId, boardId);
      if (now) this.#stale(now);
    }
    await this.#audit.changed(pass, 'removed a board');
    return this.#response(pass, childId, true);
  }

  async updateSettings(
    actor: AccessActor,
    childId: string,
    input: BoardSettingsUpdateInput,
  ): Promise<BoardSetResponse> {
    const pass = await this.writePass(actor, childId);
    const settings = parseInput(boardSettingsUpdateSchema, input);
    const loaded = await this.#repository.set(pass, childId);
    const boardIds = new Set(loaded.boards.map((board) => board.id));
    if (settings.homeBoardId !== undefined && !boardIds.has(settings.homeBoardId)) {
      throw new AppError('validation_failed', 'The home board must be one of this child’s boards.', [
        { field: 'homeBoardId', message: 'The home board must be one of this child’s boards' },
      ]);
    }
    if (settings.coreButtons) {
      const issues: string[] = [];
      for (const button of settings.coreButtons) {
        if (button.linkBoardId !== null && !boardIds.has(button.linkBoardId)) {
          issues.push(`“${button.label}” opens a board this child doesn’t have`);
        }
      }
      // A core word never covers a button already on a board: positions the child has learnt stay as they are.
      for (const board of loaded.boards) {
        if (!board.coreWords) continue;
        const cells = new Map(board.buttons.map((button) => [cellKey(button.row, button.column), button.label]));
        for (const button of settings.coreButtons) {
          const there = cells.get(cellKey(button.row, button.column));
          if (there !== undefined && button.row < board.rows && button.column < board.columns) {
            issues.push(
              `the core word “${button.label}” would cover “${there}” on the board “${board.name}” (row ${button.row + 1}, column ${button.column + 1})`,
            );
          }
        }
      }
      await this.#checkPhotos(pass, childId, settings.coreButtons, issues);
      if (issues.length > 0) {
        throw new AppError(
          'validation_failed',
          `Please check the core words: ${issues.join('; ')}.`,
          issues.map((message) => ({ field: 'coreButtons', message })),
        );
      }
    }
    const result = await this.#repository.updateSettings(pass, childId, settings.revision, settings, {
      speech: DEFAULT_BOARD_SPEECH,
    });
    if ('stale' in result) {
      throw new AppError('conflict', STALE_SETTINGS, {
        set: this.#present(childId, { ...loaded, set: result.stale }, true),
      });
    }
    await this.#audit.changed(pass, 'changed the board’s settings');
    return this.#present(childId, { ...loaded, set: result.saved }, true);
  }

  /**
   * The starter boards, added to what the child has: core words, feelings, food, places, and the child's own
   * people (from the profile's key contacts, and their photo) and favourite things (the profile's likes). What the
   * asker may not read of the profile is simply left out.
   */
  async addStarterBoards(actor: AccessActor, childId: string): Promise<BoardSetResponse> {
    const pass = await this.writePass(actor, childId);
    const loaded = await this.#repository.set(pass, childId);
    const personal = await this.#personal(actor, pass, childId);
    const count = starterBoardCount(personal);
    const existingCore = loaded.set?.coreButtons ?? [];
    const added = await this.#repository.addBoards(
      pass,
      childId,
      { speech: DEFAULT_BOARD_SPEECH },
      (ids) => {
        const starter = starterBoards(ids, personal);
        // A child who has boards keeps their home and their core words; the starter's fill a set that has none.
        const fresh = loaded.boards.length === 0;
        return {
          boards: starter.boards,
          ...(fresh ? { homeIndex: 0 } : {}),
          ...(existingCore.length === 0 && fresh ? { coreButtons: starter.coreButtons } : {}),
        };
      },
      count,
      BOARD_LIMITS.boardsMax,
    );
    this.#refuseTooMany(added.tooMany);
    await this.#audit.changed(pass, 'added the starter boards');
    return this.#response(pass, childId, true);
  }

  async #personal(actor: AccessActor, pass: WritePass<'board'>, childId: string): Promise<StarterPersonal> {
    const profile = await this.#children.get(actor, childId).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 403) return null;
      throw error;
    });
    if (!profile) return { childName: null, childPhotoFileId: null, people: [], likes: [] };
    let childPhotoFileId: string | null = null;
    if (profile.photo) {
      const photo = await this.#children.download(actor, profile.photo.fileId).catch(() => null);
      if (photo) childPhotoFileId = await this.#storePhoto(pass, childId, photo.bytes, 'me');
    }
    return {
      childName: profile.preferredName ?? profile.name,
      childPhotoFileId,
      people: profile.contacts.slice(0, 10).map((contact) => ({
        label: contact.name,
        symbol: symbolForRole(contact.role),
      })),
      likes: splitLikes(profile.likes).map((like) => ({
        label: like,
        symbol: this.#symbols.search(like, 1)[0]?.name ?? null,
      })),
    };
  }

  /** Stores a photo for the board (checked by its bytes and re-encoded, so no location or camera data is kept). */
  async #storePhoto(pass: WritePass<'board'>, childId: string, bytes: Uint8Array, name: string): Promise<string> {
    const photo = await reencodePhoto(bytes);
    if (!photo.ok) {
      throw new AppError(
        'unsupported_media_type',
        'This file isn’t a photo we can use. Please choose a JPG, PNG or WebP image.',
      );
    }
    const key = newStorageKey();
    await this.#storage.put(key, photo.bytes);
    try {
      return await this.#repository.addPhoto(pass, childId, {
        familyId: pass.member.familyId!,
        ownerUserId: pass.member.userId,
        contentType: photo.contentType,
        byteSize: photo.bytes.byteLength,
        sha256: createHash('sha256').update(photo.bytes).digest('hex'),
        storageKey: key,
        originalName: `${name.replace(/[^A-Za-z0-9 _-]/g, '').slice(0, 60) || 'photo'}.${photo.extension}`,
      });
    } catch (error) {
      await this.#storage.delete(key);
      throw error;
    }
  }

  /** A photo for a button; the button names it by the id returned. */
  async uploadPhoto(
    actor: AccessActor,
    childId: string,
    readUpload: () => Promise<BoardPhotoUpload>,
  ): Promise<BoardPhotoResponse> {
    const pass = await this.writePass(actor, childId);
    const upload = await readUpload();
    const fileId = await this.#storePhoto(
      pass,
      childId,
      upload.bytes,
      upload.fileName?.replace(/\.[^.]*$/, '') ?? 'photo',
    );
    await this.#audit.changed(pass, 'added a photo to the board');
    return { fileId };
  }

  /** Used by the import, which stores photos found in a file under the same checks. */
  storePhoto(pass: WritePass<'board'>, childId: string, bytes: Uint8Array, name: string): Promise<string> {
    return this.#storePhoto(pass, childId, bytes, name);
  }

  /** Used by the import: the set as it is, and a way to add boards to it in one transaction. */
  async addImported(
    pass: WritePass<'board'>,
    childId: string,
    count: number,
    prepare: (ids: readonly string[]) => { boards: BoardContent[] },
  ): Promise<string[]> {
    const added = await this.#repository.addBoards(
      pass,
      childId,
      { speech: DEFAULT_BOARD_SPEECH },
      (ids) => prepare(ids),
      count,
      BOARD_LIMITS.boardsMax,
    );
    this.#refuseTooMany(added.tooMany);
    await this.#audit.changed(pass, 'imported boards');
    return added.ids;
  }

  /**
   * The children's boards for the family's export: each set as the API shows it, with its usage log's setting and
   * counts per day when a parent ever turned it on, by child id.
   */
  async recordsOf(rights: ChildRights, childIds: readonly string[]): Promise<Readonly<Record<string, unknown>>> {
    const pass = rights.pass('board', 'view', childIds);
    const records: Record<string, unknown> = {};
    for (const childId of pass.childIds) {
      const loaded = await this.#repository.set(pass, childId);
      const usage = await this.#usage.recordsOf(pass, childId);
      if (loaded.boards.length === 0 && loaded.set === null && usage === null) continue;
      const { permissions: _permissions, ...set } = this.#present(childId, loaded, false);
      records[childId] = usage ? { ...set, usage } : set;
    }
    return records;
  }

  auditRead(pass: ReadPass<'board'>, what: string): Promise<void> {
    return this.#audit.read(pass, what);
  }

  response(pass: ReadPass<'board'>, childId: string): Promise<BoardSetResponse> {
    return this.#response(pass, childId, true);
  }
}
