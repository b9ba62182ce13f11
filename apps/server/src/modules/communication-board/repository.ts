import type { BoardAccess, BoardButton, BoardSpeech } from '@tedi/contracts';
import { and, asc, eq, inArray, schema, sql, type Database } from '@tedi/db';
import type { ReadPass, WritePass } from '../../policies/child-access.ts';

const { boardSets, boards, files } = schema;

export type BoardSetRow = typeof boardSets.$inferSelect;
export type BoardRow = typeof boards.$inferSelect;

export interface BoardContent {
  readonly name: string;
  readonly rows: number;
  readonly columns: number;
  readonly buttons: readonly BoardButton[];
  readonly coreWords: boolean;
}

export interface SetSettings {
  readonly homeBoardId?: string | null;
  readonly coreButtons?: readonly BoardButton[];
  readonly speech?: BoardSpeech;
  readonly access?: BoardAccess;
}

/** A file's row, as the storage pattern writes it. */
export interface BoardFileValues {
  readonly familyId: string;
  readonly ownerUserId: string;
  readonly contentType: string;
  readonly byteSize: number;
  readonly sha256: string;
  readonly storageKey: string;
  readonly originalName: string;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The only SQL of the communication board: a child's set and boards, read with a board pass and written with a
 * write pass. Writes that replace a board name the revision they were made from and change nothing when it has
 * moved on, so two devices never silently overwrite each other.
 */
export class BoardRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async set(pass: ReadPass<'board'>, childId: string): Promise<{ set: BoardSetRow | null; boards: BoardRow[] }> {
    pass.assertCovers([childId]);
    const [set] = await this.#db.select().from(boardSets).where(eq(boardSets.childId, childId));
    const rows = await this.#db
      .select()
      .from(boards)
      .where(eq(boards.childId, childId))
      .orderBy(asc(boards.position), asc(boards.createdAt));
    return { set: set ?? null, boards: rows };
  }

  async board(pass: ReadPass<'board'>, childId: string, boardId: string): Promise<BoardRow | null> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .select()
      .from(boards)
      .where(and(eq(boards.childId, childId), eq(boards.id, boardId)));
    return row ?? null;
  }

  async #ensureSet(
    tx: Transaction,
    pass: WritePass<'board'>,
    childId: string,
    speech: BoardSpeech,
  ): Promise<BoardSetRow> {
    await tx
      .insert(boardSets)
      .values({ childId, speech, updatedByUserId: pass.member.userId })
      .onConflictDoNothing({ target: boardSets.childId });
    const [set] = await tx.select().from(boardSets).where(eq(boardSets.childId, childId)).for('update');
    return set!;
  }

  /**
   * Adds boards to a child's set in one transaction, making the set when it is the first, and sets the home board
   * and core words when given (a first board becomes home). `prepare` turns the new boards' ids into their content,
   * so boards that link to one another are written at once.
   */
  async addBoards(
    pass: WritePass<'board'>,
    childId: string,
    defaults: { readonly speech: BoardSpeech },
    prepare: (
      ids: readonly string[],
      set: BoardSetRow,
    ) => {
      readonly boards: readonly BoardContent[];
      readonly homeIndex?: number;
      readonly coreButtons?: readonly BoardButton[];
    },
    count: number,
    limit: number,
  ): Promise<{ ids: string[]; tooMany: boolean }> {
    pass.assertCovers([childId]);
    return this.#db.transaction(async (tx) => {
      const set = await this.#ensureSet(tx, pass, childId, defaults.speech);
      const [existing] = await tx
        .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${boards.position}), -1)::int` })
        .from(boards)
        .where(eq(boards.childId, childId));
      if (existing!.count + count > limit) return { ids: [], tooMany: true };
      const ids = Array.from({ length: count }, () => crypto.randomUUID());
      const prepared = prepare(ids, set);
      if (prepared.boards.length > 0) {
        await tx.insert(boards).values(
          prepared.boards.map((board, index) => ({
            id: ids[index]!,
            childId,
            name: board.name,
            rows: board.rows,
            columns: board.columns,
            buttons: [...board.buttons],
            coreWords: board.coreWords,
            position: existing!.last + 1 + index,
            updatedByUserId: pass.member.userId,
          })),
        );
      }
      const home = prepared.homeIndex !== undefined ? ids[prepared.homeIndex] : undefined;
      const newHome = home ?? (set.homeBoardId === null ? ids[0] : undefined);
      if (newHome !== undefined || prepared.coreButtons) {
        await tx
          .update(boardSets)
          .set({
            ...(newHome !== undefined ? { homeBoardId: newHome } : {}),
            ...(prepared.coreButtons ? { coreButtons: [...prepared.coreButtons] } : {}),
            revision: sql`${boardSets.revision} + 1`,
            updatedByUserId: pass.member.userId,
            updatedAt: new Date(),
          })
          .where(eq(boardSets.id, set.id));
      }
      return { ids, tooMany: false };
    });
  }

  /**
   * Replaces a board's content if it is still at `revision`: the new row, or what is there now when the revision
   * has moved on (null when the board is gone).
   */
  async replaceBoard(
    pass: WritePass<'board'>,
    childId: string,
    boardId: string,
    revision: number,
    content: BoardContent,
  ): Promise<{ saved: BoardRow } | { stale: BoardRow | null }> {
    pass.assertCovers([childId]);
    const [saved] = await this.#db
      .update(boards)
      .set({
        name: content.name,
        rows: content.rows,
        columns: content.columns,
        buttons: [...content.buttons],
        coreWords: content.coreWords,
        revision: sql`${boards.revision} + 1`,
        updatedByUserId: pass.member.userId,
        updatedAt: new Date(),
      })
      .where(and(eq(boards.childId, childId), eq(boards.id, boardId), eq(boards.revision, revision)))
      .returning();
    if (saved) return { saved };
    return { stale: await this.board(pass, childId, boardId) };
  }

  /**
   * Removes a board still at `revision`, and every folder button elsewhere that opened it (those boards move on a
   * revision). The home board is never removed here.
   */
  async removeBoard(
    pass: WritePass<'board'>,
    childId: string,
    boardId: string,
    revision: number,
  ): Promise<'removed' | 'stale' | 'missing'> {
    pass.assertCovers([childId]);
    return this.#db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(boards)
        .where(and(eq(boards.childId, childId), eq(boards.id, boardId), eq(boards.revision, revision)))
        .returning({ id: boards.id });
      if (!removed) {
        const [still] = await tx
          .select({ id: boards.id })
          .from(boards)
          .where(and(eq(boards.childId, childId), eq(boards.id, boardId)));
        return still ? 'stale' : 'missing';
      }
      const others = await tx.select().from(boards).where(eq(boards.childId, childId)).for('update');
      for (const other of others) {
        if (!other.buttons.some((button) => button.linkBoardId === boardId)) continue;
        await tx
          .update(boards)
          .set({
            buttons: other.buttons.map((button) =>
              button.linkBoardId === boardId ? { ...button, linkBoardId: null } : button,
            ),
            revision: sql`${boards.revision} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(boards.id, other.id));
      }
      return 'removed';
    });
  }

  /** Changes the set's own settings if it is still at `revision`. */
  async updateSettings(
    pass: WritePass<'board'>,
    childId: string,
    revision: number,
    settings: SetSettings,
    defaults: { readonly speech: BoardSpeech },
  ): Promise<{ saved: BoardSetRow } | { stale: BoardSetRow }> {
    pass.assertCovers([childId]);
    return this.#db.transaction(async (tx) => {
      const set = await this.#ensureSet(tx, pass, childId, defaults.speech);
      if (set.revision !== revision) return { stale: set };
      const [saved] = await tx
        .update(boardSets)
        .set({
          ...(settings.homeBoardId !== undefined ? { homeBoardId: settings.homeBoardId } : {}),
          ...(settings.coreButtons ? { coreButtons: [...settings.coreButtons] } : {}),
          ...(settings.speech ? { speech: settings.speech } : {}),
          ...(settings.access ? { access: settings.access } : {}),
          revision: set.revision + 1,
          updatedByUserId: pass.member.userId,
          updatedAt: new Date(),
        })
        .where(eq(boardSets.id, set.id))
        .returning();
      return { saved: saved! };
    });
  }

  /** Stores a photo's row for the board; its bytes are already in storage under `storageKey`. */
  async addPhoto(pass: WritePass<'board'>, childId: string, file: BoardFileValues): Promise<string> {
    pass.assertCovers([childId]);
    const [stored] = await this.#db
      .insert(files)
      .values({ ...file, childId, kind: 'board_photo' })
      .returning({ id: files.id });
    return stored!.id;
  }

  /** The board photos of a child among these ids: what exists and may be put on a button. */
  async photos(
    pass: ReadPass<'board'>,
    childId: string,
    fileIds: readonly string[],
  ): Promise<{ id: string; storageKey: string; contentType: string }[]> {
    pass.assertCovers([childId]);
    if (fileIds.length === 0) return [];
    return this.#db
      .select({ id: files.id, storageKey: files.storageKey, contentType: files.contentType })
      .from(files)
      .where(and(eq(files.childId, childId), eq(files.kind, 'board_photo'), inArray(files.id, [...new Set(fileIds)])));
  }
}
