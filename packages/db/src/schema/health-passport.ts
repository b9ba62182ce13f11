import { date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { children } from './children.ts';
import { idColumn, timestamps } from './columns.ts';

/** What is written on a passport itself: free text by field key, and the reasonable adjustments asked for. */
export type PassportWritten = Readonly<Record<string, string | null>>;

/**
 * A child's health passport: only what is written on it. The rest (communication, allergies, medicines, contacts)
 * is read from the profile and the health hub each time, so the passport never falls out of step with them.
 */
export const healthPassports = pgTable('health_passports', {
  id: idColumn(),
  childId: uuid('child_id')
    .notNull()
    .unique()
    .references(() => children.id, { onDelete: 'cascade' }),
  nhsNumber: text('nhs_number'),
  written: jsonb('written').$type<PassportWritten>().notNull().default({}),
  reasonableAdjustments: text('reasonable_adjustments').array().notNull().default([]),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewDueOn: date('review_due_on', { mode: 'string' }),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});
