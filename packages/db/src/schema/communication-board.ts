import type { BoardAccess, BoardButton, BoardSpeech } from '@tedi/contracts';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { children } from './children.ts';
import { idColumn, timestamps } from './columns.ts';

/**
 * A child's communication board set: which board is home, the core words pinned to the same cells on every board,
 * how the board speaks and how the child selects on it. One per child, made with the first board.
 */
export const boardSets = pgTable('board_sets', {
  id: idColumn(),
  childId: uuid('child_id')
    .notNull()
    .unique()
    .references(() => children.id, { onDelete: 'cascade' }),
  homeBoardId: uuid('home_board_id'),
  coreButtons: jsonb('core_buttons').$type<BoardButton[]>().notNull().default([]),
  speech: jsonb('speech').$type<BoardSpeech>().notNull(),
  /**
   * Touch, dwell or switch scanning, and their timings; a set made before there was a choice has touch. The default
   * is `DEFAULT_BOARD_ACCESS` written out as the migration records it (the board's tests check they agree).
   */
  access: jsonb('access')
    .$type<BoardAccess>()
    .notNull()
    .default({ method: 'touch', dwellMs: 1200, scanMs: 1500 } satisfies BoardAccess),
  /** Goes up by one with each saved change to the set's own settings; a write names the one it was made from. */
  revision: integer('revision').notNull().default(1),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

/**
 * One board of a child's set: a grid and its buttons at exact cells, kept together so a board is saved whole and a
 * stale write is refused whole (by `revision`), never half-applied.
 */
export const boards = pgTable(
  'boards',
  {
    id: idColumn(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rows: integer('rows').notNull(),
    columns: integer('columns').notNull(),
    buttons: jsonb('buttons').$type<BoardButton[]>().notNull().default([]),
    /** Whether the set's core words show on this board (a board imported from another app keeps its own cells). */
    coreWords: boolean('core_words').notNull().default(true),
    /** The board's place in the editor's list. */
    position: integer('position').notNull().default(0),
    revision: integer('revision').notNull().default(1),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [index('boards_child_id_idx').on(table.childId)],
);
