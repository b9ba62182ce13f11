import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';

/**
 * Work the server does later, kept in the database so it survives restarts and every instance shares it:
 * appointment reminders, deadlines, review dates, e-mails about unread messages. A job is claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), so two instances never run one job at once.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: idColumn(),
    /** Which handler runs it (`appointment-reminder`, ...). */
    kind: text('kind').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Ids the handler needs, never personal data: it reads the rest again when it runs. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** What makes it one job: scheduling the same reminder twice moves the one job rather than adding a second. */
    dedupeKey: text('dedupe_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** While in the future, a worker is running the job (or died doing so; the lease then runs out). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** When the job finished: done, cancelled, or given up on (then `last_error` says why). */
    doneAt: timestamp('done_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('scheduled_jobs_dedupe_key_idx').on(table.dedupeKey),
    index('scheduled_jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null`),
  ],
);
