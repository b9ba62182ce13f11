import { date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { children } from './children.ts';
import { idColumn, timestamps } from './columns.ts';

/**
 * Whether the words a child says on their own board are counted: off until a parent turns it on (high privacy by
 * default), on, or paused. No row means off.
 */
export const boardUsageSettings = pgTable('board_usage_settings', {
  childId: uuid('child_id')
    .primaryKey()
    .references(() => children.id, { onDelete: 'cascade' }),
  state: text('state', { enum: ['off', 'on', 'paused'] }).notNull(),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

/**
 * How many times a child said a word on their own board on one day (in London). Counted per day, so nothing finer
 * than a day is ever kept; rows older than the log keeps are forgotten.
 */
export const boardWordUses = pgTable(
  'board_word_uses',
  {
    id: idColumn(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** What the button says: its spoken text, or its label. */
    word: text('word').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    unique('board_word_uses_child_day_word_unique').on(table.childId, table.day, table.word),
    index('board_word_uses_day_idx').on(table.day),
  ],
);
