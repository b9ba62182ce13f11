import type {
  DlaCareAward,
  DlaDiaryPeriod,
  DlaEvidenceKind,
  DlaEvidenceStatus,
  DlaMobilityAward,
  Nation,
} from '@tedi/contracts';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { children } from './children.ts';
import { idColumn, timestamps } from './columns.ts';
import { healthDocuments } from './health.ts';

/**
 * A child's DLA claim, all of it in the child's `benefits` area: the claim's dates and decision, the answers to the
 * claim form's questions, the care diary and the evidence checklist. Rows go with the child.
 */

const childColumn = () =>
  uuid('child_id')
    .notNull()
    .references(() => children.id, { onDelete: 'cascade' });

/** Who last wrote: the account (gone when deleted) and the name they had then, kept. */
const writtenBy = () => ({
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedByName: text('updated_by_name'),
});

/** The claim: one a child. Dates are calendar dates; `revision` rises with each save so two devices never clash. */
export const dlaClaims = pgTable(
  'dla_claims',
  {
    id: idColumn(),
    childId: childColumn(),
    nation: text('nation').$type<Nation>().notNull().default('england'),
    callDate: date('call_date', { mode: 'string' }),
    formSentOn: date('form_sent_on', { mode: 'string' }),
    formReturnedOn: date('form_returned_on', { mode: 'string' }),
    needsBeganOn: date('needs_began_on', { mode: 'string' }),
    claimReference: text('claim_reference'),
    decisionDate: date('decision_date', { mode: 'string' }),
    careAward: text('care_award').$type<DlaCareAward>(),
    mobilityAward: text('mobility_award').$type<DlaMobilityAward>(),
    awardUntil: date('award_until', { mode: 'string' }),
    decisionNotes: text('decision_notes'),
    reconsiderationRequestedOn: date('reconsideration_requested_on', { mode: 'string' }),
    reconsiderationNoticeDate: date('reconsideration_notice_date', { mode: 'string' }),
    appealLodgedOn: date('appeal_lodged_on', { mode: 'string' }),
    revision: integer('revision').notNull().default(1),
    ...writtenBy(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('dla_claims_child_id_idx').on(table.childId)],
);

/** The answer to one question of the claim form, saved as the parent types. */
export const dlaAnswers = pgTable(
  'dla_answers',
  {
    id: idColumn(),
    childId: childColumn(),
    questionKey: text('question_key').notNull(),
    text: text('text').notNull(),
    revision: integer('revision').notNull().default(1),
    ...writtenBy(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('dla_answers_child_question_idx').on(table.childId, table.questionKey)],
);

/**
 * One entry of the care diary: help given by day or by night, how long and how often. `origin` is `parent` for an
 * entry typed in the diary; weekly tracking may add entries under its own origin and source id later.
 */
export const dlaDiaryEntries = pgTable(
  'dla_diary_entries',
  {
    id: idColumn(),
    childId: childColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    period: text('period').$type<DlaDiaryPeriod>().notNull(),
    help: text('help').notNull(),
    minutes: integer('minutes'),
    times: integer('times').notNull().default(1),
    whatHappened: text('what_happened'),
    origin: text('origin').notNull().default('parent'),
    /** The entry elsewhere this one was made from (a tracking entry), when `origin` is not `parent`. */
    originId: uuid('origin_id'),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name'),
    ...timestamps(),
  },
  (table) => [index('dla_diary_entries_child_date_idx').on(table.childId, table.date)],
);

/** Something to send with the claim: a letter, a report; asked for or in hand, maybe kept in the health hub. */
export const dlaEvidence = pgTable(
  'dla_evidence',
  {
    id: idColumn(),
    childId: childColumn(),
    kind: text('kind').$type<DlaEvidenceKind>().notNull(),
    title: text('title').notNull(),
    status: text('status').$type<DlaEvidenceStatus>().notNull(),
    healthDocumentId: uuid('health_document_id').references(() => healthDocuments.id, { onDelete: 'set null' }),
    note: text('note'),
    ...timestamps(),
  },
  (table) => [index('dla_evidence_child_id_idx').on(table.childId)],
);
