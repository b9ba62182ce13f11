import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters that limit how often something may happen, shared by every instance and kept across restarts: wrong
 * passwords and codes per account and per address (with the soft lock-out they lead to), and e-mails sent per
 * recipient, per sender and per kind. One row per key (`account:<id>`, `address:<ip>`, `mail-to:<hash>`, ...).
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  /** Events counted since `window_started_at` (failures, or e-mails sent). */
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  /** While in the future, attempts are refused without being checked. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Lock-outs in a row: each lasts twice as long as the one before, up to a cap. */
  lockouts: integer('lockouts').notNull().default(0),
  /** When the owner was told about this run of lock-outs; null until they are. */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
