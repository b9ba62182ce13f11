import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
  ...timestamps(),
});
