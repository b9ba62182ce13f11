import { integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { idColumn, timestamps } from './columns.ts';

/**
 * How far a user has come through onboarding (spec: onboarding_progress.current_step) and what the steps recorded,
 * so a parent can stop and carry on later on another device. Complete from step 6.
 */
export const onboardingProgress = pgTable('onboarding_progress', {
  id: idColumn(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentStep: integer('current_step').notNull().default(0),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps(),
});
