import type { ShareLinkKind } from '@tedi/contracts';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { children } from './children.ts';
import { idColumn, timestamps } from './columns.ts';
import { families } from './families.ts';

/**
 * Links a parent made to share one thing about a child (the health passport first) with someone without an
 * account. Only the SHA-256 of the link's token is kept: a copy of this table opens nothing. A link is never
 * reopened: once expired or withdrawn, a new one is made.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: idColumn(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ShareLinkKind>().notNull(),
    /** The shared record within the kind, when a kind shares one of many (a story); null for the child's passport. */
    subjectId: uuid('subject_id'),
    label: text('label').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('share_links_token_hash_idx').on(table.tokenHash),
    index('share_links_child_id_idx').on(table.childId, table.createdAt),
  ],
);

/** Each time a link was opened: when, and on what kind of device ("Safari on iPhone"). No address is kept. */
export const shareLinkOpenings = pgTable(
  'share_link_openings',
  {
    id: idColumn(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    device: text('device').notNull(),
  },
  (table) => [index('share_link_openings_link_id_idx').on(table.linkId, table.openedAt)],
);
