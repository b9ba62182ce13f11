import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { idColumn, timestamps } from './columns.ts';

/**
 * A person's private calendar feed: the address their calendar app subscribes to. Only the SHA-256 of the token in
 * the address is kept; a new address revokes the old one, and a revoked one answers nothing.
 */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('calendar_feed_tokens_hash_idx').on(table.tokenHash),
    // One live feed per person.
    uniqueIndex('calendar_feed_tokens_live_user_idx')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
  ],
);
