import type { ChildArea, ChildAuditAction } from '@tedi/contracts';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { children } from './children.ts';
import { idColumn } from './columns.ts';
import { families } from './families.ts';

/**
 * Who read or changed what about a child, and when: what the family's parents see of everyone else's use of the
 * child's record. A description says what was done ("opened the health hub"), never the data. Reads of the same
 * thing by the same person a few minutes apart are one entry with a count. Entries are kept two years.
 */
export const childAuditEntries = pgTable(
  'child_audit_entries',
  {
    id: idColumn(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name the person had then, kept when their account goes. */
    actorName: text('actor_name').notNull(),
    area: text('area').$type<ChildArea>().notNull(),
    action: text('action').$type<ChildAuditAction>().notNull(),
    description: text('description').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    times: integer('times').notNull().default(1),
  },
  (table) => [
    index('child_audit_entries_child_last_at_idx').on(table.childId, table.lastAt),
    index('child_audit_entries_batch_idx').on(table.actorUserId, table.childId, table.area, table.lastAt),
    index('child_audit_entries_last_at_idx').on(table.lastAt),
  ],
);
