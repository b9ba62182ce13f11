import type {
  AllergySeverity,
  DoseStatus,
  DoseUnit,
  HealthEventKind,
  MedicationForm,
  MedicationRoute,
  MedicationSchedule,
} from '@tedi/contracts';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { children, files } from './children.ts';
import { idColumn, timestamps } from './columns.ts';

/**
 * The health hub: a child's whole health record, all of it in the child's `health` area. Conditions and diagnoses
 * are `child_conditions` (kept with the profile since the first release); everything else is here. Rows go with
 * the child when the child goes; nothing else deletes them but the family.
 */

const childColumn = () =>
  uuid('child_id')
    .notNull()
    .references(() => children.id, { onDelete: 'cascade' });

/** Who wrote an entry: the account (gone when the account is deleted) and the name they had then, kept. */
const recordedBy = () => ({
  recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  recordedByName: text('recorded_by_name'),
});

/** Something the child reacts to, and how badly. */
export const healthAllergies = pgTable(
  'health_allergies',
  {
    id: idColumn(),
    childId: childColumn(),
    substance: text('substance').notNull(),
    reaction: text('reaction'),
    severity: text('severity').$type<AllergySeverity>().notNull(),
    notes: text('notes'),
    ...timestamps(),
  },
  (table) => [index('health_allergies_child_id_idx').on(table.childId)],
);

/** A GP, a paediatrician, a therapist, a school nurse: someone in the child's care, with how to reach them. */
export const healthProfessionals = pgTable(
  'health_professionals',
  {
    id: idColumn(),
    childId: childColumn(),
    role: text('role').notNull(),
    name: text('name').notNull(),
    organisation: text('organisation'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    notes: text('notes'),
    ...timestamps(),
  },
  (table) => [index('health_professionals_child_id_idx').on(table.childId)],
);

/** A medicine the child takes or took: the dose, how it is given, when, and why. */
export const healthMedications = pgTable(
  'health_medications',
  {
    id: idColumn(),
    childId: childColumn(),
    name: text('name').notNull(),
    doseAmount: doublePrecision('dose_amount').notNull(),
    doseUnit: text('dose_unit').$type<DoseUnit>().notNull(),
    form: text('form').$type<MedicationForm>().notNull(),
    route: text('route').$type<MedicationRoute>().notNull(),
    schedule: jsonb('schedule').$type<MedicationSchedule>().notNull(),
    startDate: date('start_date', { mode: 'string' }),
    stopDate: date('stop_date', { mode: 'string' }),
    reason: text('reason'),
    instructions: text('instructions'),
    prescriberId: uuid('prescriber_id').references(() => healthProfessionals.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [index('health_medications_child_id_idx').on(table.childId)],
);

/** One dose given, missed, refused or given late; written by whoever was with the child. Never edited silently. */
export const healthDoseLogs = pgTable(
  'health_dose_logs',
  {
    id: idColumn(),
    childId: childColumn(),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => healthMedications.id, { onDelete: 'cascade' }),
    status: text('status').$type<DoseStatus>().notNull(),
    /** When the dose was given (or, for a missed or refused dose, when it should have been). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The scheduled time this entry answers, for a regular medicine; null for an as-needed dose. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** The amount given when it differs from the medicine's dose; null means the usual dose. */
    amount: doublePrecision('amount'),
    note: text('note'),
    ...recordedBy(),
    ...timestamps(),
  },
  (table) => [
    index('health_dose_logs_child_occurred_idx').on(table.childId, table.occurredAt),
    index('health_dose_logs_medication_occurred_idx').on(table.medicationId, table.occurredAt),
  ],
);

/** An appointment: who, where, when, why, and afterwards what was said and what follows. */
export const healthAppointments = pgTable(
  'health_appointments',
  {
    id: idColumn(),
    childId: childColumn(),
    professionalId: uuid('professional_id').references(() => healthProfessionals.id, { onDelete: 'set null' }),
    /** Who the appointment is with, as the parent wrote it (kept when no professional is linked). */
    withWhom: text('with_whom').notNull(),
    location: text('location'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    reason: text('reason'),
    outcome: text('outcome'),
    followUp: text('follow_up'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [index('health_appointments_child_starts_idx').on(table.childId, table.startsAt)],
);

/** Height, weight and head circumference on a day; any of them may be missing. */
export const healthGrowth = pgTable(
  'health_growth',
  {
    id: idColumn(),
    childId: childColumn(),
    measuredOn: date('measured_on', { mode: 'string' }).notNull(),
    heightCm: doublePrecision('height_cm'),
    weightKg: doublePrecision('weight_kg'),
    headCircumferenceCm: doublePrecision('head_circumference_cm'),
    notes: text('notes'),
    ...timestamps(),
  },
  (table) => [index('health_growth_child_measured_idx').on(table.childId, table.measuredOn)],
);

/** A seizure or a symptom: when, how long, what kind, what set it off, what was given, how the child recovered. */
export const healthEvents = pgTable(
  'health_events',
  {
    id: idColumn(),
    childId: childColumn(),
    kind: text('kind').$type<HealthEventKind>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds'),
    type: text('type'),
    triggers: text('triggers'),
    rescueMedication: text('rescue_medication'),
    recovery: text('recovery'),
    notes: text('notes'),
    ...recordedBy(),
    ...timestamps(),
  },
  (table) => [index('health_events_child_occurred_idx').on(table.childId, table.occurredAt)],
);

/** A vaccination given. */
export const healthImmunisations = pgTable(
  'health_immunisations',
  {
    id: idColumn(),
    childId: childColumn(),
    vaccine: text('vaccine').notNull(),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    doseLabel: text('dose_label'),
    givenBy: text('given_by'),
    batchNumber: text('batch_number'),
    notes: text('notes'),
    ...timestamps(),
  },
  (table) => [index('health_immunisations_child_given_idx').on(table.childId, table.givenOn)],
);

/** A letter, report or scan kept in the hub: its file in storage, and a title and tags to find it by. */
export const healthDocuments = pgTable(
  'health_documents',
  {
    id: idColumn(),
    childId: childColumn(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    tags: text('tags').array().notNull().default([]),
    /** The date on the document (a clinic letter's date), not the upload's. */
    documentDate: date('document_date', { mode: 'string' }),
    notes: text('notes'),
    ...timestamps(),
  },
  (table) => [
    index('health_documents_child_id_idx').on(table.childId),
    uniqueIndex('health_documents_file_id_idx').on(table.fileId),
  ],
);
