import { date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { children } from './children.ts';
import { idColumn, timestamps } from './columns.ts';

/** The dates a family enters about a case, by field (`YYYY-MM-DD`), with what the council decided and the move year. */
export type EhcpStoredDates = Readonly<Record<string, string | number | null>>;

/** The plan's sections as the family wants them written, and the council's draft wording, by letter (A to K). */
export type EhcpStoredSections = Readonly<
  Record<
    string,
    { readonly parent: string | null; readonly council: string | null; readonly evidence?: readonly EhcpEvidenceRef[] }
  >
>;

/** Evidence linked to a section: a typed reference to something kept elsewhere in Tedi, never a copy. */
export interface EhcpEvidenceRef {
  readonly kind: 'condition' | 'professional' | 'health-document';
  readonly id: string;
}

/** A child's EHCP case: one per child, with the dates its deadlines are worked out from. */
export const ehcpCases = pgTable('ehcp_cases', {
  id: idColumn(),
  childId: uuid('child_id')
    .notNull()
    .unique()
    .references(() => children.id, { onDelete: 'cascade' }),
  stage: text('stage').notNull(),
  nation: text('nation').notNull(),
  localAuthority: text('local_authority'),
  caseOfficer: text('case_officer'),
  caseOfficerContact: text('case_officer_contact'),
  proposedSchool: text('proposed_school'),
  dates: jsonb('dates').$type<EhcpStoredDates>().notNull().default({}),
  sections: jsonb('sections').$type<EhcpStoredSections>().notNull().default({}),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

/** The family's log of contact with the council and the school: who, when, how, what was said and promised. */
export const ehcpContacts = pgTable(
  'ehcp_contacts',
  {
    id: idColumn(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    happenedOn: date('happened_on', { mode: 'string' }).notNull(),
    who: text('who').notNull(),
    method: text('method').notNull(),
    summary: text('summary'),
    promise: text('promise'),
    promisedBy: date('promised_by', { mode: 'string' }),
    promiseKeptOn: date('promise_kept_on', { mode: 'string' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [index('ehcp_contacts_child_idx').on(table.childId, table.happenedOn)],
);
