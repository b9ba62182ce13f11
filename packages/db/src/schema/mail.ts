import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';

/**
 * Messages the server would send when no SMTP server is configured. The developer mailbox and the tests read
 * them; production sends through SMTP instead.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** What the message is for: confirmation, recovery, email_change, ... */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_to_address_idx').on(table.toAddress),
    index('mail_outbox_created_at_idx').on(table.createdAt),
  ],
);
