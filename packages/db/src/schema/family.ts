import type { ChildAreaGrant } from '@tedi/contracts';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { children } from './children.ts';
import { idColumn, timestamps } from './columns.ts';
import { families } from './families.ts';

/**
 * An invitation a parent sends to bring someone into the family. Only a hash of the token in the e-mailed link is
 * kept, so a read of the table cannot be turned into a working link. Used once (accepted_at), or revoked.
 */
export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: idColumn(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The children the member will see and what they may do with each, applied when the invitation is accepted. */
    grants: jsonb('grants').$type<{ childId: string; areas: ChildAreaGrant }[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index('family_invitations_family_idx').on(table.familyId),
    uniqueIndex('family_invitations_one_open_per_email_idx')
      .on(table.familyId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);

/** What one family member may see and do with one child of the family, per area. */
export const childGrants = pgTable(
  'child_grants',
  {
    id: idColumn(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    areas: jsonb('areas').$type<ChildAreaGrant>().notNull().default({}),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('child_grants_child_user_idx').on(table.childId, table.userId),
    index('child_grants_user_idx').on(table.userId),
  ],
);
