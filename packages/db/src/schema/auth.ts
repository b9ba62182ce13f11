import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgSchema, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';

/** The auth service's own tables live in their own schema, apart from product data. */
export const authSchema = pgSchema('auth');

export const users = authSchema.table(
  'users',
  {
    id: idColumn(),
    email: text('email'),
    /** argon2id hash; null for accounts that only sign in through a provider. */
    encryptedPassword: text('encrypted_password'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Set by the service only (roles live here): never writable by the user. */
    appMetadata: jsonb('raw_app_meta_data').$type<Record<string, unknown>>().notNull().default({}),
    /** The user's own profile data (e.g. display name). */
    userMetadata: jsonb('raw_user_meta_data').$type<Record<string, unknown>>().notNull().default({}),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    bannedUntil: timestamp('banned_until', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    // E-mail addresses are unique regardless of case.
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    index('users_created_at_idx').on(table.createdAt),
  ],
);
