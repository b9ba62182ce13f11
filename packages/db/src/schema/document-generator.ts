import { jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { children } from './children.ts';
import { idColumn, timestamps } from './columns.ts';
import { libraryDocuments } from './documents.ts';
import { families } from './families.ts';

/** What a parent typed into a template: text, or the lines of a list, by field key. */
export type GeneratorDraftValues = Readonly<Record<string, string | readonly string[]>>;

/**
 * A child's draft of one template of the document generator (documents area): only what the parent typed, as
 * they type it; the rest is filled from the child's record each time it is opened. One per child and template,
 * so a letter made again becomes a new version of the same library document.
 */
export const generatorDrafts = pgTable(
  'generator_drafts',
  {
    id: idColumn(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    values: jsonb('values').$type<GeneratorDraftValues>().notNull().default({}),
    savedByUserId: uuid('saved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    producedAt: timestamp('produced_at', { withTimezone: true }),
    /** The document library's document this letter is kept as, once it has been made and kept there. */
    libraryDocumentId: uuid('library_document_id').references(() => libraryDocuments.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [unique('generator_drafts_child_template_unique').on(table.childId, table.templateId)],
);

/**
 * The family's details that letters are sent from (name, postal address, phone, e-mail): nowhere else in the
 * product holds a postal address, so the generator keeps it, once per family, from the first letter.
 */
export const generatorSenders = pgTable('generator_senders', {
  id: idColumn(),
  familyId: uuid('family_id')
    .notNull()
    .unique()
    .references(() => families.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  addressLines: text('address_lines').array().notNull().default([]),
  phone: text('phone'),
  email: text('email'),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});
