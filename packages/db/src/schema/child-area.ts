import type { ChildAllowances, ChildChoices } from '@tedi/contracts';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { children } from './children.ts';
import { idColumn, timestamps } from './columns.ts';
import { families } from './families.ts';

/**
 * A child's own sign-in, made when a parent turns it on: the child's account in the auth service (no e-mail, the
 * child role), the picture password or PIN as a slow hash, how long a session lasts, and the lock after wrong
 * tries. Turning the sign-in off deletes the account, and with it this row and every session of the child.
 */
export const childSignIns = pgTable('child_sign_ins', {
  childId: uuid('child_id')
    .primaryKey()
    .references(() => children.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  method: text('method', { enum: ['pictures', 'pin'] }).notNull(),
  /** argon2id of the pictures' names joined by commas, or of the PIN. */
  secretHash: text('secret_hash').notNull(),
  sessionMinutes: integer('session_minutes').notNull(),
  /** Wrong tries since the last success or unlock. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  /** What the parent lets the child change. */
  allowances: jsonb('allowances').$type<ChildAllowances>().notNull(),
  /** What the child chose, inside the allowances. */
  choices: jsonb('choices').$type<ChildChoices>().notNull(),
  ...timestamps(),
});

/**
 * A device a parent trusted for the family's children to sign in on. The device keeps a random token; only its
 * SHA-256 is stored, so the table holds nothing a device could be impersonated with. Revoking keeps the row (the
 * attempts made on it keep their device's name).
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: idColumn(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    name: text('name').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [index('trusted_devices_family_id_idx').on(table.familyId)],
);

/** Every try at a child's sign-in, for the parent to see; a session a parent handed over has no device. */
export const childSignInAttempts = pgTable(
  'child_sign_in_attempts',
  {
    id: idColumn(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => trustedDevices.id, { onDelete: 'set null' }),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('child_sign_in_attempts_child_at_idx').on(table.childId, table.at)],
);

/** The family's grown-up PIN for leaving the child area, as a slow hash; a parent's password always works too. */
export const grownUpPins = pgTable('grown_up_pins', {
  familyId: uuid('family_id')
    .primaryKey()
    .references(() => families.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  ...timestamps(),
});
