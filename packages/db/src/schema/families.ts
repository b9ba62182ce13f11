import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { idColumn, timestamps } from './columns.ts';

/** A family account: it owns its children and everything recorded about them. */
export const families = pgTable('families', {
  id: idColumn(),
  name: text('name').notNull(),
  ...timestamps(),
});

export const PROFILE_ROLES = ['parent', 'family_member', 'child', 'admin', 'super_admin'] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

/** One per user: who they are in the product and which family they belong to. */
export const profiles = pgTable('profiles', {
  id: idColumn(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  familyId: uuid('family_id').references(() => families.id, { onDelete: 'set null' }),
  role: text('role', { enum: PROFILE_ROLES }).notNull().default('parent'),
  displayName: text('display_name'),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  /** What the user chose at /account-type-selection ('parent' or 'family_member'); null until they choose. */
  accountType: text('account_type', { enum: ['parent', 'family_member'] }),
  ...timestamps(),
});

/** A user's own choices (dashboard look and layout, e-mail notifications); a missing row means the defaults. */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dashboardSettings: jsonb('dashboard_settings').$type<Record<string, unknown>>().notNull().default({}),
  dashboardLayout: text('dashboard_layout'),
  emailNotifications: jsonb('email_notifications').$type<Record<string, boolean>>().notNull().default({}),
  ...timestamps(),
});

/**
 * An account's deletion, asked for and carried out after a grace period. Cancelling keeps the row with
 * `cancelled_at` set; the row goes with the user once the deletion is done.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    deleteAfter: timestamp('delete_after', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('account_deletions_due_idx').on(table.deleteAfter),
    uniqueIndex('account_deletions_one_pending_idx')
      .on(table.userId)
      .where(sql`${table.cancelledAt} is null`),
  ],
);
