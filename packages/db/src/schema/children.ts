import type { ChildArea } from '@tedi/contracts';
import { bigint, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { idColumn, timestamps } from './columns.ts';
import { families } from './families.ts';

/** How a child communicates: what they use, and what helps the people around them. Blank fields are null. */
export interface ChildCommunication {
  speech?: string | null;
  signs?: string | null;
  aac?: string | null;
  whatHelps?: string | null;
}

/** What a child's senses look for, and what they find hard. */
export interface ChildSensory {
  seeks?: string | null;
  avoids?: string | null;
}

/** The child's school and the people to talk to there. */
export interface ChildSchool {
  name?: string | null;
  contacts?: { name: string; role?: string | null; phone?: string | null; email?: string | null }[];
}

/**
 * A child of a family. Everything else about a child (health, education, tracking, stories) hangs off this row.
 * Children are archived, never deleted, so nothing recorded about them is lost by a slip.
 */
export const children = pgTable(
  'children',
  {
    id: idColumn(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    preferredName: text('preferred_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    pronouns: text('pronouns'),
    photoFileId: uuid('photo_file_id'),
    communication: jsonb('communication').$type<ChildCommunication>().notNull().default({}),
    sensory: jsonb('sensory').$type<ChildSensory>().notNull().default({}),
    likes: text('likes'),
    dislikes: text('dislikes'),
    needs: text('needs'),
    strengths: text('strengths'),
    school: jsonb('school').$type<ChildSchool>().notNull().default({}),
    emergencyInformation: text('emergency_information'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [index('children_family_id_idx').on(table.familyId)],
);

/** A condition or diagnosis of a child, with when and by whom it was diagnosed. */
export const childConditions = pgTable(
  'child_conditions',
  {
    id: idColumn(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    diagnosedOn: date('diagnosed_on', { mode: 'string' }),
    diagnosedBy: text('diagnosed_by'),
    notes: text('notes'),
    ...timestamps(),
  },
  (table) => [index('child_conditions_child_id_idx').on(table.childId)],
);

/** Someone who matters in a child's life: a GP, a speech therapist, a grandparent who collects from school. */
export const childContacts = pgTable(
  'child_contacts',
  {
    id: idColumn(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    notes: text('notes'),
    ...timestamps(),
  },
  (table) => [index('child_contacts_child_id_idx').on(table.childId)],
);

export const FILE_KINDS = ['child_photo', 'health_document', 'library_document', 'board_photo'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The area of the child's record each kind of file belongs to: reading one needs that area. */
export const FILE_KIND_AREAS = {
  child_photo: 'profile',
  health_document: 'health',
  library_document: 'documents',
  board_photo: 'board',
} as const satisfies Record<FileKind, ChildArea>;

/**
 * A stored file: its metadata here, its bytes in the storage driver under `storage_key`, a random key that never
 * contains anything a user typed. `original_name` is kept, cleaned, only for the download's file name.
 */
export const files = pgTable(
  'files',
  {
    id: idColumn(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    ...timestamps(),
  },
  (table) => [index('files_child_id_idx').on(table.childId), index('files_family_id_idx').on(table.familyId)],
);
