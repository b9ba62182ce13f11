import { createHash } from 'node:crypto';
import {
  type AllergyCreateInput,
  type AllergyResponse,
  type AllergyUpdateInput,
  type AppointmentCreateInput,
  type AppointmentResponse,
  type AppointmentUpdateInput,
  asNeededBreach,
  asNeededPosition,
  type ChildConditionResponse,
  CHILD_LIMITS,
  DOSE_STATUS_LABELS,
  type DoseLogCreateInput,
  type DoseLogResponse,
  type DoseOverLimitDetails,
  dosesDueOn,
  type GrowthCreateInput,
  type GrowthUpdateInput,
  type GrowthResponse,
  HEALTH_DOCUMENT_CONTENT_TYPES,
  HEALTH_TIMELINE_KINDS,
  type HealthChangesResponse,
  type HealthDocumentResponse,
  type HealthDocumentSearch,
  type HealthDocumentUpdateInput,
  type HealthEventCreateInput,
  type HealthEventResponse,
  type HealthEventUpdateInput,
  type HealthHubResponse,
  type HealthTimelineEntry,
  type HealthTimelineResponse,
  type ImmunisationCreateInput,
  type ImmunisationResponse,
  type ImmunisationUpdateInput,
  localDateOf,
  type MedicationCreateInput,
  type MedicationResponse,
  type MedicationUpdateInput,
  ordinal,
  type ProfessionalCreateInput,
  type ProfessionalResponse,
  type ProfessionalUpdateInput,
  allergyCreateSchema,
  allergyUpdateSchema,
  appointmentCreateSchema,
  appointmentUpdateSchema,
  doseLogCreateSchema,
  growthCreateSchema,
  growthUpdateSchema,
  healthDocumentSearchSchema,
  healthDocumentUpdateSchema,
  healthEventCreateSchema,
  healthEventUpdateSchema,
  healthTimelineQuerySchema,
  immunisationCreateSchema,
  immunisationUpdateSchema,
  medicationCreateSchema,
  medicationUpdateSchema,
  professionalCreateSchema,
  professionalUpdateSchema,
} from '@tedi/contracts';
import { z } from 'zod';
import type { ChildAuditService } from '../../platform/child-audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CalendarEvent } from '../calendar/ics.ts';
import type { CalendarService } from '../calendar/service.ts';
import type { RemindedAppointment } from '../reminders/appointments.ts';
import type { AppointmentReminders } from '../reminders/service.ts';
import { AppError, parseInput } from '../../platform/errors.ts';
import { reencodePhoto } from '../../platform/storage-images.ts';
import type { StorageDriver } from '../../platform/storage-driver.ts';
import { newStorageKey, sanitisedFileName } from '../../platform/storage.ts';
import { detectFileType } from '../../platform/file-type.ts';
import type { AccessActor, ChildAccessService, ChildRights, ReadPass, WritePass } from '../../policies/child-access.ts';
import type { ChildrenService } from '../children/service.ts';
import {
  describeDuration,
  presentAllergy,
  presentAppointment,
  presentDocument,
  presentDose,
  presentEvent,
  presentGrowth,
  presentImmunisation,
  presentMedication,
  presentProfessional,
} from './presenter.ts';
import type {
  AppointmentRow,
  DoseLogRow,
  EntryKind,
  EntryValues,
  HealthRepository,
  MedicationRow,
} from './repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How far back the hub's first screen reaches; older entries come through the timeline. */
const HUB_WINDOWS = {
  doseDays: 30,
  doseLimit: 500,
  eventDays: 365,
  eventLimit: 100,
  upcomingAppointments: 20,
  pastAppointments: 10,
  documents: 50,
} as const;

/** With no past appointment with the professional, "what changed" looks back this far. */
const CHANGES_FALLBACK_DAYS = 91;
const CHANGES_LIST_LIMIT = 100;

const TIMELINE_DEFAULT_LIMIT = 50;
const DOCUMENTS_LIST_MAX = 200;

/** A health document as it arrived, read only once the upload has been authorised. */
export interface DocumentUpload {
  readonly bytes: Uint8Array;
  readonly fileName: string | undefined;
  readonly title: string | undefined;
  readonly tags: string | undefined;
  readonly documentDate: string | undefined;
}

/** Where appointments go besides the hub: e-mail reminders the day before, and calendar files. */
export interface HealthAppointmentsOut {
  readonly reminders: Pick<AppointmentReminders, 'scheduleAppointmentReminder' | 'cancelAppointmentReminder'>;
  readonly calendar: Pick<CalendarService, 'fileOf'>;
}

/** An appointment as a calendar shows it: with whom, where, why, and whether it was cancelled. */
export function appointmentEvent(row: AppointmentRow): CalendarEvent {
  return {
    id: `appointment-${row.id}`,
    title: `Appointment with ${row.withWhom}`,
    start: row.startsAt,
    end: row.endsAt,
    location: row.location,
    description: [row.reason, row.followUp ? `Follow-up: ${row.followUp}` : null].filter(Boolean).join('\n') || null,
    cancelled: row.cancelledAt !== null,
    updatedAt: row.updatedAt,
  };
}

/** The whole health record of one child, for the passport and the export: everything, not the hub's windows. */
export interface HealthRecord {
  readonly childId: string;
  readonly conditions: readonly ChildConditionResponse[];
  readonly allergies: readonly AllergyResponse[];
  readonly medications: readonly MedicationResponse[];
  readonly doses: readonly DoseLogResponse[];
  readonly appointments: readonly AppointmentResponse[];
  readonly professionals: readonly ProfessionalResponse[];
  readonly growth: readonly GrowthResponse[];
  readonly events: readonly HealthEventResponse[];
  readonly immunisations: readonly ImmunisationResponse[];
  readonly documents: readonly HealthDocumentResponse[];
}

const uploadFieldsSchema = z.strictObject({
  title: z
    .string({ error: 'Please give the document a title' })
    .trim()
    .min(1, { error: 'Please give the document a title' })
    .max(CHILD_LIMITS.nameMax * 2, { error: `The title can be at most ${CHILD_LIMITS.nameMax * 2} characters` }),
  tags: healthDocumentUpdateSchema.shape.tags,
  documentDate: healthDocumentUpdateSchema.shape.documentDate,
});

const ENTRY_NOT_FOUND: Readonly<Record<EntryKind, string>> = {
  allergies: 'This child has no allergy with this id.',
  professionals: 'This child has no professional with this id.',
  medications: 'This child has no medicine with this id.',
  appointments: 'This child has no appointment with this id.',
  growth: 'This child has no growth measurement with this id.',
  events: 'This child has no seizure or symptom with this id.',
  immunisations: 'This child has no immunisation with this id.',
};

/** Only the keys that were sent: a partial update leaves every other field as it was. */
function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** A date-only entry's place on the timeline: midday UTC of its day. */
function midday(date: string): string {
  return `${date}T12:00:00.000Z`;
}

function doseAmountText(amount: number, unit: string): string {
  return `${amount} ${unit}`;
}

/**
 * A child's health record: allergies, medicines and their doses, appointments, professionals, growth, seizures
 * and symptoms, immunisations and documents. Every method asks the child access check first for the `health`
 * area: `view` to read, `edit` to change, `manage` for what only parents do (documents). Conditions stay with
 * the children capability and are read through its service.
 */
export class HealthService {
  readonly #repository: HealthRepository;
  readonly #access: ChildAccessService;
  readonly #children: ChildrenService;
  readonly #storage: StorageDriver;
  readonly #clock: Clock;

  readonly #audit: ChildAuditService;
  readonly #appointmentsOut: HealthAppointmentsOut;

  constructor(
    repository: HealthRepository,
    access: ChildAccessService,
    children: ChildrenService,
    storage: StorageDriver,
    clock: Clock,
    audit: ChildAuditService,
    appointmentsOut: HealthAppointmentsOut,
  ) {
    this.#audit = audit;
    this.#appointmentsOut = appointmentsOut;
    this.#repository = repository;
    this.#access = access;
    this.#children = children;
    this.#storage = storage;
    this.#clock = clock;
  }

  /**
   * The one place the hub is read: every read of a child's health record (the hub, the timeline, what changed,
   * documents, the whole record) passes here, so recording who read it is one line.
   */
  async #read(actor: AccessActor, childId: string): Promise<{ pass: ReadPass<'health'>; rights: ChildRights }> {
    const allowed = await this.#access.requireChild(actor, [childId], 'health', 'view');
    await this.#audit.read(allowed.pass, 'read the child’s health record');
    return allowed;
  }

  async #write(actor: AccessActor, childId: string): Promise<WritePass<'health'>> {
    return (await this.#access.requireChild(actor, [childId], 'health', 'edit')).pass;
  }

  /** The hub's first screen: everything current and the recent past, each read bounded and in parallel. */
  async hub(actor: AccessActor, childId: string): Promise<HealthHubResponse> {
    const { pass, rights } = await this.#read(actor, childId);
    const now = this.#clock();
    const today = localDateOf(now);
    const [
      conditions,
      allergies,
      medications,
      doses,
      upcoming,
      past,
      professionals,
      growth,
      events,
      immunisations,
      documents,
    ] = await Promise.all([
      this.#children.conditionsOf(pass),
      this.#repository.allergiesOf(pass),
      this.#repository.medicationsOf(pass),
      this.#repository.dosesSince(
        pass,
        childId,
        new Date(now.getTime() - HUB_WINDOWS.doseDays * DAY_MS),
        HUB_WINDOWS.doseLimit,
      ),
      this.#repository.appointmentsFrom(pass, childId, now, HUB_WINDOWS.upcomingAppointments),
      this.#repository.appointmentsBefore(pass, childId, now, HUB_WINDOWS.pastAppointments),
      this.#repository.professionalsOf(pass),
      this.#repository.growthOf(pass),
      this.#repository.eventsSince(
        pass,
        childId,
        new Date(now.getTime() - HUB_WINDOWS.eventDays * DAY_MS),
        HUB_WINDOWS.eventLimit,
      ),
      this.#repository.immunisationsOf(pass),
      this.#repository.documentsOf(pass, {}, HUB_WINDOWS.documents),
    ]);
    const logsByScheduledTime = new Map(
      doses
        .filter((dose) => dose.scheduledFor !== null)
        .map((dose) => [`${dose.medicationId} ${dose.scheduledFor!.toISOString()}`, dose] as const),
    );
    const dueToday = dosesDueOn(medications, today).map((due) => {
      const log = logsByScheduledTime.get(`${due.medicationId} ${due.scheduledFor}`);
      return { ...due, log: log ? presentDose(log) : null };
    });
    const asNeeded = medications
      .filter((medication) => medication.schedule.kind === 'as_needed' && presentMedication(medication, today).current)
      .map((medication) => ({
        medicationId: medication.id,
        ...asNeededPosition(
          medication.schedule as Extract<MedicationRow['schedule'], { kind: 'as_needed' }>,
          doses.filter((dose) => dose.medicationId === medication.id),
          now,
        ),
      }));
    return {
      childId,
      permissions: {
        canEdit: rights.may(childId, 'health', 'edit'),
        canManage: rights.may(childId, 'health', 'manage'),
      },
      conditions: conditions.map(({ createdAt: _createdAt, ...condition }) => condition),
      allergies: allergies.map(presentAllergy),
      medications: medications.map((row) => presentMedication(row, today)),
      dueToday,
      asNeeded,
      recentDoses: doses.map(presentDose),
      upcomingAppointments: upcoming.map(presentAppointment),
      pastAppointments: past.map(presentAppointment),
      professionals: professionals.map(presentProfessional),
      growth: growth.map(presentGrowth),
      events: events.map(presentEvent),
      immunisations: immunisations.map(presentImmunisation),
      documents: documents.map(presentDocument),
    };
  }

  /**
   * For the health passport and the FHIR export: a child's whole health record, all of it, for someone who may
   * read the child's health.
   */
  async recordFor(actor: AccessActor, childId: string): Promise<HealthRecord> {
    const { pass } = await this.#read(actor, childId);
    return this.#record(pass, childId);
  }

  /** A child's whole health record for a pass already given (an open share link of the health passport). */
  recordWith(pass: ReadPass<'health'>, childId: string): Promise<HealthRecord> {
    pass.assertCovers([childId]);
    return this.#record(pass, childId);
  }

  /** The records of these children the asker may read (the family's export); children without are left out. */
  async recordsOf(rights: ChildRights, childIds: readonly string[]): Promise<Record<string, HealthRecord>> {
    const pass = rights.pass('health', 'view', childIds);
    const records = await Promise.all(pass.childIds.map((childId) => this.#record(pass.only(childId), childId)));
    return Object.fromEntries(records.map((record) => [record.childId, record]));
  }

  async #record(pass: ReadPass<'health'>, childId: string): Promise<HealthRecord> {
    const today = localDateOf(this.#clock());
    const epoch = new Date(0);
    const [
      conditions,
      allergies,
      medications,
      doses,
      appointments,
      professionals,
      growth,
      events,
      immunisations,
      documents,
    ] = await Promise.all([
      this.#children.conditionsOf(pass),
      this.#repository.allergiesOf(pass),
      this.#repository.medicationsOf(pass),
      this.#repository.dosesSince(pass, childId, epoch, Number.MAX_SAFE_INTEGER),
      this.#repository.appointmentsFrom(pass, childId, epoch, Number.MAX_SAFE_INTEGER),
      this.#repository.professionalsOf(pass),
      this.#repository.growthOf(pass),
      this.#repository.eventsSince(pass, childId, epoch, Number.MAX_SAFE_INTEGER),
      this.#repository.immunisationsOf(pass),
      this.#repository.documentsOf(pass, {}, Number.MAX_SAFE_INTEGER),
    ]);
    return {
      childId,
      conditions: conditions.map(({ createdAt: _createdAt, ...condition }) => condition),
      allergies: allergies.map(presentAllergy),
      medications: medications.map((row) => presentMedication(row, today)),
      doses: doses.map(presentDose),
      appointments: appointments.map(presentAppointment),
      professionals: professionals.map(presentProfessional),
      growth: growth.map(presentGrowth),
      events: events.map(presentEvent),
      immunisations: immunisations.map(presentImmunisation),
      documents: documents.map(presentDocument),
    };
  }

  // Entries

  async #update<Kind extends EntryKind>(
    pass: WritePass<'health'>,
    kind: Kind,
    childId: string,
    id: string,
    changes: Partial<EntryValues<Kind>>,
  ) {
    const row =
      Object.keys(changes).length > 0
        ? await this.#repository.updateEntry(pass, kind, childId, id, changes)
        : await this.#repository.findEntry(pass, kind, childId, id);
    if (!row) throw new AppError('not_found', ENTRY_NOT_FOUND[kind]);
    return row;
  }

  async remove(actor: AccessActor, childId: string, kind: EntryKind, id: string): Promise<void> {
    const pass = await this.#write(actor, childId);
    if (!(await this.#repository.deleteEntry(pass, kind, childId, id))) {
      throw new AppError('not_found', ENTRY_NOT_FOUND[kind]);
    }
    if (kind === 'appointments') await this.#appointmentsOut.reminders.cancelAppointmentReminder(id);
  }

  async addAllergy(actor: AccessActor, childId: string, input: AllergyCreateInput): Promise<AllergyResponse> {
    const pass = await this.#write(actor, childId);
    const values = parseInput(allergyCreateSchema, input);
    return presentAllergy(
      await this.#repository.insertEntry(pass, 'allergies', childId, {
        substance: values.substance,
        reaction: values.reaction ?? null,
        severity: values.severity,
        notes: values.notes ?? null,
      }),
    );
  }

  async updateAllergy(actor: AccessActor, childId: string, id: string, input: AllergyUpdateInput) {
    const pass = await this.#write(actor, childId);
    const values = parseInput(allergyUpdateSchema, input);
    return presentAllergy(await this.#update(pass, 'allergies', childId, id, definedOnly(values)));
  }

  async addProfessional(actor: AccessActor, childId: string, input: ProfessionalCreateInput) {
    const pass = await this.#write(actor, childId);
    const values = parseInput(professionalCreateSchema, input);
    return presentProfessional(
      await this.#repository.insertEntry(pass, 'professionals', childId, {
        role: values.role,
        name: values.name,
        organisation: values.organisation ?? null,
        phone: values.phone ?? null,
        email: values.email ?? null,
        address: values.address ?? null,
        notes: values.notes ?? null,
      }),
    );
  }

  async updateProfessional(actor: AccessActor, childId: string, id: string, input: ProfessionalUpdateInput) {
    const pass = await this.#write(actor, childId);
    const values = parseInput(professionalUpdateSchema, input);
    return presentProfessional(await this.#update(pass, 'professionals', childId, id, definedOnly(values)));
  }

  /** A professional linked from a medicine or appointment must be one of this child's. */
  async #requireProfessional(pass: ReadPass<'health'>, childId: string, id: string | null | undefined, field: string) {
    if (!id) return;
    if (!(await this.#repository.findEntry(pass, 'professionals', childId, id))) {
      throw new AppError('validation_failed', `Please check ${field}: choose one of this child’s professionals.`, [
        { field, message: 'Please choose one of this child’s professionals' },
      ]);
    }
  }

  async addMedication(actor: AccessActor, childId: string, input: MedicationCreateInput) {
    const pass = await this.#write(actor, childId);
    const values = parseInput(medicationCreateSchema, input);
    await this.#requireProfessional(pass, childId, values.prescriberId, 'prescriberId');
    const row = await this.#repository.insertEntry(pass, 'medications', childId, {
      name: values.name,
      doseAmount: values.doseAmount,
      doseUnit: values.doseUnit,
      form: values.form,
      route: values.route,
      schedule: values.schedule,
      startDate: values.startDate ?? null,
      stopDate: values.stopDate ?? null,
      reason: values.reason ?? null,
      instructions: values.instructions ?? null,
      prescriberId: values.prescriberId ?? null,
    });
    return presentMedication(row, localDateOf(this.#clock()));
  }

  async updateMedication(actor: AccessActor, childId: string, id: string, input: MedicationUpdateInput) {
    const pass = await this.#write(actor, childId);
    const values = parseInput(medicationUpdateSchema, input);
    await this.#requireProfessional(pass, childId, values.prescriberId, 'prescriberId');
    const current = await this.#repository.findEntry(pass, 'medications', childId, id);
    if (!current) throw new AppError('not_found', ENTRY_NOT_FOUND.medications);
    const startDate = values.startDate !== undefined ? values.startDate : current.startDate;
    const stopDate = values.stopDate !== undefined ? values.stopDate : current.stopDate;
    if (startDate && stopDate && stopDate < startDate) {
      throw new AppError('validation_failed', 'Please check stopDate: the stop date can’t be before the start date.', [
        { field: 'stopDate', message: 'The stop date can’t be before the start date' },
      ]);
    }
    return presentMedication(
      await this.#update(pass, 'medications', childId, id, definedOnly(values)),
      localDateOf(this.#clock()),
    );
  }

  async addAppointment(actor: AccessActor, childId: string, input: AppointmentCreateInput) {
    const pass = await this.#write(actor, childId);
    const values = parseInput(appointmentCreateSchema, input);
    await this.#requireProfessional(pass, childId, values.professionalId, 'professionalId');
    return this.#remindOf(
      await this.#repository.insertEntry(pass, 'appointments', childId, {
        professionalId: values.professionalId ?? null,
        withWhom: values.withWhom,
        location: values.location ?? null,
        startsAt: new Date(values.startsAt),
        endsAt: values.endsAt ? new Date(values.endsAt) : null,
        reason: values.reason ?? null,
        outcome: values.outcome ?? null,
        followUp: values.followUp ?? null,
        cancelledAt: values.cancelled ? this.#clock() : null,
      }),
    );
  }

  /** A saved appointment's reminder is set (or moved, or cancelled with it), and the appointment answered. */
  async #remindOf(row: AppointmentRow): Promise<AppointmentResponse> {
    await this.#appointmentsOut.reminders.scheduleAppointmentReminder(row);
    return presentAppointment(row);
  }

  /** One appointment as a calendar file, to add to a phone's calendar. */
  async appointmentFile(actor: AccessActor, childId: string, appointmentId: string): Promise<string> {
    const { pass } = await this.#read(actor, childId);
    const row = await this.#repository.findEntry(pass, 'appointments', childId, appointmentId);
    if (!row) throw new AppError('not_found', ENTRY_NOT_FOUND.appointments);
    return this.#appointmentsOut.calendar.fileOf('Tedi', [appointmentEvent(row)]);
  }

  /** The appointments a calendar feed shows, for the children its pass covers. */
  async appointmentEvents(pass: ReadPass<'health'>, from: Date, to: Date): Promise<CalendarEvent[]> {
    return (await this.#repository.appointmentsBetween(pass, from, to)).map(appointmentEvent);
  }

  /** What an appointment's reminder reads when it falls due (a job of the system, not a person's request). */
  async appointmentForReminder(appointmentId: string): Promise<RemindedAppointment | null> {
    const row = await this.#repository.unsafeAppointmentForReminder(appointmentId);
    return row
      ? {
          id: row.id,
          childId: row.childId,
          withWhom: row.withWhom,
          location: row.location,
          startsAt: row.startsAt,
          cancelledAt: row.cancelledAt,
        }
      : null;
  }

  async updateAppointment(actor: AccessActor, childId: string, id: string, input: AppointmentUpdateInput) {
    const pass = await this.#write(actor, childId);
    const values = parseInput(appointmentUpdateSchema, input);
    await this.#requireProfessional(pass, childId, values.professionalId, 'professionalId');
    const current = await this.#repository.findEntry(pass, 'appointments', childId, id);
    if (!current) throw new AppError('not_found', ENTRY_NOT_FOUND.appointments);
    const startsAt = values.startsAt ? new Date(values.startsAt) : current.startsAt;
    const endsAt = values.endsAt !== undefined ? (values.endsAt ? new Date(values.endsAt) : null) : current.endsAt;
    if (endsAt && endsAt <= startsAt) {
      throw new AppError('validation_failed', 'Please check endsAt: the end must be after the start.', [
        { field: 'endsAt', message: 'The end must be after the start' },
      ]);
    }
    const { cancelled, startsAt: _startsAt, endsAt: _endsAt, ...rest } = values;
    return this.#remindOf(
      await this.#update(pass, 'appointments', childId, id, {
        ...definedOnly(rest),
        ...(values.startsAt ? { startsAt } : {}),
        ...(values.endsAt !== undefined ? { endsAt } : {}),
        ...(cancelled === undefined ? {} : { cancelledAt: cancelled ? (current.cancelledAt ?? this.#clock()) : null }),
      }),
    );
  }

  async addGrowth(actor: AccessActor, childId: string, input: GrowthCreateInput) {
    const pass = await this.#write(actor, childId);
    const values = parseInput(growthCreateSchema, input);
    return presentGrowth(
      await this.#repository.insertEntry(pass, 'growth', childId, {
        measuredOn: values.measuredOn,
        heightCm: values.heightCm ?? null,
        weightKg: values.weightKg ?? null,
        headCircumferenceCm: values.headCircumferenceCm ?? null,
        notes: values.notes ?? null,
      }),
    );
  }

  /** Changes only the fields sent; a measurement keeps at least one of height, weight and head circumference. */
  async updateGrowth(actor: AccessActor, childId: string, id: string, input: GrowthUpdateInput) {
    const pass = await this.#write(actor, childId);
    const values = parseInput(growthUpdateSchema, input);
    const current = await this.#repository.findEntry(pass, 'growth', childId, id);
    if (!current) throw new AppError('not_found', ENTRY_NOT_FOUND.growth);
    const changes = definedOnly(values);
    const merged = { ...current, ...changes };
    if (merged.heightCm === null && merged.weightKg === null && merged.headCircumferenceCm === null) {
      throw new AppError(
        'validation_failed',
        'Please check heightCm: please keep a height, a weight or a head circumference.',
        [{ field: 'heightCm', message: 'Please keep a height, a weight or a head circumference' }],
      );
    }
    return presentGrowth(await this.#update(pass, 'growth', childId, id, changes));
  }

  async addEvent(actor: AccessActor, childId: string, input: HealthEventCreateInput) {
    const pass = await this.#write(actor, childId);
    const values = parseInput(healthEventCreateSchema, input);
    const userId = pass.member.userId;
    return presentEvent(
      await this.#repository.insertEntry(pass, 'events', childId, {
        kind: values.kind,
        occurredAt: new Date(values.occurredAt),
        durationSeconds: values.durationSeconds ?? null,
        type: values.type ?? null,
        triggers: values.triggers ?? null,
        rescueMedication: values.rescueMedication ?? null,
        recovery: values.recovery ?? null,
        notes: values.notes ?? null,
        recordedByUserId: userId,
        recordedByName: await this.#repository.nameOf(userId),
      }),
    );
  }

  async updateEvent(actor: AccessActor, childId: string, id: string, input: HealthEventUpdateInput) {
    const pass = await this.#write(actor, childId);
    const values = parseInput(healthEventUpdateSchema, input);
    const { occurredAt, ...rest } = values;
    return presentEvent(
      await this.#update(pass, 'events', childId, id, {
        ...definedOnly(rest),
        ...(occurredAt ? { occurredAt: new Date(occurredAt) } : {}),
      }),
    );
  }

  async addImmunisation(actor: AccessActor, childId: string, input: ImmunisationCreateInput) {
    const pass = await this.#write(actor, childId);
    const values = parseInput(immunisationCreateSchema, input);
    return presentImmunisation(
      await this.#repository.insertEntry(pass, 'immunisations', childId, {
        vaccine: values.vaccine,
        givenOn: values.givenOn,
        doseLabel: values.doseLabel ?? null,
        givenBy: values.givenBy ?? null,
        batchNumber: values.batchNumber ?? null,
        notes: values.notes ?? null,
      }),
    );
  }

  async updateImmunisation(actor: AccessActor, childId: string, id: string, input: ImmunisationUpdateInput) {
    const pass = await this.#write(actor, childId);
    const values = parseInput(immunisationUpdateSchema, input);
    return presentImmunisation(await this.#update(pass, 'immunisations', childId, id, definedOnly(values)));
  }

  // Doses

  /**
   * Logs a dose in two taps: given, now, by the person logging. A medicine that stopped more than a day before the
   * dose, or has not started yet, takes no doses. An as-needed dose that would go over the medicine's most in any
   * 24 hours, or come sooner than its least time between doses, is refused with a warning (409
   * `dose_over_limit`) unless the person has seen it and confirms; refused and missed doses never count.
   */
  async logDose(
    actor: AccessActor,
    childId: string,
    medicationId: string,
    input: DoseLogCreateInput,
  ): Promise<DoseLogResponse> {
    const pass = await this.#write(actor, childId);
    const values = parseInput(doseLogCreateSchema, input);
    const medication = await this.#repository.findEntry(pass, 'medications', childId, medicationId);
    if (!medication) throw new AppError('not_found', ENTRY_NOT_FOUND.medications);
    const occurredAt = values.occurredAt ? new Date(values.occurredAt) : this.#clock();
    const doseDay = localDateOf(occurredAt);
    if (
      medication.stopDate !== null &&
      occurredAt.getTime() > Date.parse(`${medication.stopDate}T23:59:59Z`) + DAY_MS
    ) {
      throw new AppError(
        'conflict',
        `${medication.name} was stopped on ${medication.stopDate}, so a dose can’t be logged for ${doseDay}. If your child takes it again, please change its stop date first.`,
      );
    }
    if (medication.startDate !== null && doseDay < medication.startDate) {
      throw new AppError(
        'conflict',
        `${medication.name} starts on ${medication.startDate}, so a dose can’t be logged for ${doseDay}. Please check the time of the dose or the medicine’s start date.`,
      );
    }
    const userId = pass.member.userId;
    const row = {
      medicationId,
      status: values.status,
      occurredAt,
      scheduledFor: values.scheduledFor ? new Date(values.scheduledFor) : null,
      amount: values.amount ?? null,
      note: values.note ?? null,
      recordedByUserId: userId,
      recordedByName: await this.#repository.nameOf(userId),
    };
    const { schedule } = medication;
    const counts = values.status === 'given' || values.status === 'late';
    if (schedule.kind !== 'as_needed' || !counts || values.confirmOverLimit === true) {
      return presentDose(await this.#repository.insertDose(pass, childId, row));
    }
    const logged = await this.#repository.insertDoseInTurn(
      pass,
      childId,
      row,
      { from: new Date(occurredAt.getTime() - DAY_MS), to: new Date(occurredAt.getTime() + DAY_MS) },
      (nearby) => {
        const breach = asNeededBreach(schedule, nearby, occurredAt);
        if (!breach) return;
        const details: DoseOverLimitDetails = breach.position;
        const next = details.nextAllowedAt
          ? ` The next dose is allowed from ${londonTime(details.nextAllowedAt)}.`
          : '';
        const message =
          breach.kind === 'too_many'
            ? `This would be the ${ordinal(breach.doseNumber)} dose of ${medication.name} in 24 hours; the most is ${schedule.maxPerDay}.${next} If a doctor has said to give it, you can still log it.`
            : `This would be ${describeHours(breach.hoursSinceNearest)} from another dose of ${medication.name}; doses should be at least ${describeHours(schedule.minHoursBetween!)} apart.${next} If a doctor has said to give it, you can still log it.`;
        throw new AppError('dose_over_limit', message, details);
      },
    );
    return presentDose(logged);
  }

  /** A mistaken entry is removed by the person who wrote it or by a parent. */
  async removeDose(actor: AccessActor, childId: string, doseId: string): Promise<void> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'health', 'edit');
    const dose = await this.#repository.findDose(pass, childId, doseId);
    if (!dose) throw new AppError('not_found', 'This child has no dose with this id.');
    if (dose.recordedByUserId !== pass.member.userId && !rights.may(childId, 'health', 'manage')) {
      throw new AppError('forbidden', 'Only the person who logged this dose, or a parent, can remove it.');
    }
    await this.#repository.deleteDose(pass, childId, doseId);
  }

  // Timeline and changes

  /** A page of the timeline; the query as the contract's schema reads it (`kinds` a list). */
  async timeline(
    actor: AccessActor,
    childId: string,
    query: z.output<typeof healthTimelineQuerySchema>,
  ): Promise<HealthTimelineResponse> {
    const { pass } = await this.#read(actor, childId);
    const { kinds, before, limit = TIMELINE_DEFAULT_LIMIT } = query;
    const wanted = new Set<string>(kinds.length > 0 ? kinds : HEALTH_TIMELINE_KINDS);
    const beforeAt = before ? new Date(before) : null;
    // A date-only entry sits at midday UTC: it is before `before` when its day is on or before this one.
    const beforeDay = beforeAt ? new Date(beforeAt.getTime() - 12 * HOUR_MS - 1).toISOString().slice(0, 10) : null;
    const [page, conditions] = await Promise.all([
      // One more than the page of each kind, to know whether another page follows.
      this.#repository.timelinePage(pass, childId, wanted, { before: beforeAt, beforeDay, limit: limit + 1 }),
      wanted.has('condition') ? this.#children.conditionsOf(pass) : Promise.resolve([]),
    ]);
    const entries: HealthTimelineEntry[] = [
      ...conditions.map((condition) => ({
        kind: 'condition' as const,
        id: condition.id,
        at: condition.diagnosedOn ? midday(condition.diagnosedOn) : condition.createdAt,
        title: `Diagnosed: ${condition.name}`,
        detail: condition.diagnosedBy ? `By ${condition.diagnosedBy}` : condition.notes,
      })),
      ...page.allergies.map((row) => ({
        kind: 'allergy' as const,
        id: row.id,
        at: row.createdAt.toISOString(),
        title: `Allergy: ${row.substance}`,
        detail: row.reaction,
      })),
      ...page.medications.map((row) => ({
        kind: 'medication' as const,
        id: row.id,
        at: row.createdAt.toISOString(),
        title: `${row.name} ${doseAmountText(row.doseAmount, row.doseUnit)} added`,
        detail: row.reason,
      })),
      ...page.doses.map((row) => ({
        kind: 'dose' as const,
        id: row.id,
        at: row.occurredAt.toISOString(),
        title: `${row.medicationName}: ${DOSE_STATUS_LABELS[row.status].toLowerCase()}`,
        detail: row.note ?? (row.recordedByName ? `Logged by ${row.recordedByName}` : null),
      })),
      ...page.appointments.map((row) => ({
        kind: 'appointment' as const,
        id: row.id,
        at: row.startsAt.toISOString(),
        title: `${row.cancelledAt ? 'Cancelled: appointment' : 'Appointment'} with ${row.withWhom}`,
        detail: row.outcome ?? row.reason,
      })),
      ...page.growth.map((row) => ({
        kind: 'growth' as const,
        id: row.id,
        at: midday(row.measuredOn),
        title: growthTitle(row),
        detail: row.notes,
      })),
      ...page.events.map((row) => ({
        kind: row.kind,
        id: row.id,
        at: row.occurredAt.toISOString(),
        title: `${row.kind === 'seizure' ? 'Seizure' : 'Symptom'}${row.type ? `: ${row.type}` : ''}${row.durationSeconds !== null ? `, ${describeDuration(row.durationSeconds)}` : ''}`,
        detail: row.rescueMedication ? `Rescue medicine: ${row.rescueMedication}` : row.notes,
      })),
      ...page.immunisations.map((row) => ({
        kind: 'immunisation' as const,
        id: row.id,
        at: midday(row.givenOn),
        title: `Immunisation: ${row.vaccine}${row.doseLabel ? ` (${row.doseLabel})` : ''}`,
        detail: row.givenBy,
      })),
      ...page.documents.map((row) => ({
        kind: 'document' as const,
        id: row.id,
        at: row.createdAt.toISOString(),
        title: `Document: ${row.title}`,
        detail: row.tags.length > 0 ? row.tags.join(', ') : null,
      })),
    ]
      .filter((entry) => beforeAt === null || entry.at < beforeAt.toISOString())
      .sort((a, b) => b.at.localeCompare(a.at) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
    if (entries.length <= limit) return { entries, nextBefore: null };
    // Entries at the same moment as the page's last stay on this page: the next starts strictly before it.
    const last = entries[limit - 1]!.at;
    const page1 = entries.filter((entry, index) => index < limit || entry.at === last);
    return { entries: page1, nextBefore: last };
  }

  /** What changed since the last appointment with a professional that took place: to take into the room. */
  async changesSince(actor: AccessActor, childId: string, professionalId: string): Promise<HealthChangesResponse> {
    const { pass } = await this.#read(actor, childId);
    if (!(await this.#repository.findEntry(pass, 'professionals', childId, professionalId))) {
      throw new AppError('not_found', ENTRY_NOT_FOUND.professionals);
    }
    const now = this.#clock();
    const today = localDateOf(now);
    const last = await this.#repository.lastAppointmentWith(pass, childId, professionalId, now);
    const from = last ? last.startsAt : new Date(now.getTime() - CHANGES_FALLBACK_DAYS * DAY_MS);
    const fromDay = localDateOf(from);
    const [medications, notTaken, events, conditions, allergies, growth] = await Promise.all([
      this.#repository.medicationsChangedSince(pass, childId, from),
      this.#repository.dosesNotTakenSince(pass, childId, from, CHANGES_LIST_LIMIT),
      this.#repository.eventsSince(pass, childId, from, CHANGES_LIST_LIMIT * 2),
      this.#children.conditionsOf(pass),
      this.#repository.allergiesOf(pass),
      this.#repository.growthOf(pass),
    ]);
    const started = medications.filter(
      (row) => (row.startDate ?? localDateOf(row.createdAt)) >= fromDay && (row.startDate ?? '') <= today,
    );
    const stopped = medications.filter(
      (row) => row.stopDate !== null && row.stopDate >= fromDay && row.stopDate <= today,
    );
    const changed = medications.filter(
      (row) =>
        !started.includes(row) &&
        !stopped.includes(row) &&
        row.updatedAt >= from &&
        row.updatedAt.getTime() - row.createdAt.getTime() > 1000,
    );
    return {
      since: last ? presentAppointment(last) : null,
      from: from.toISOString(),
      medicationsStarted: started.map((row) => presentMedication(row, today)),
      medicationsStopped: stopped.map((row) => presentMedication(row, today)),
      medicationsChanged: changed.map((row) => presentMedication(row, today)),
      dosesMissedOrRefused: notTaken.total,
      missedOrRefused: notTaken.rows.map(presentDose),
      seizures: events.filter((row) => row.kind === 'seizure').map(presentEvent),
      symptoms: events.filter((row) => row.kind === 'symptom').map(presentEvent),
      newConditions: conditions
        .filter((condition) => (condition.diagnosedOn ?? condition.createdAt.slice(0, 10)) >= fromDay)
        .map(({ createdAt: _createdAt, ...condition }) => condition),
      newAllergies: allergies.filter((row) => row.createdAt >= from).map(presentAllergy),
      growth: growth.filter((row) => row.measuredOn >= fromDay).map(presentGrowth),
    };
  }

  // Documents

  async documents(
    actor: AccessActor,
    childId: string,
    search: HealthDocumentSearch,
  ): Promise<HealthDocumentResponse[]> {
    const { pass } = await this.#read(actor, childId);
    const values = parseInput(healthDocumentSearchSchema, search);
    return (await this.#repository.documentsOf(pass, values, DOCUMENTS_LIST_MAX)).map(presentDocument);
  }

  /**
   * Keeps a letter, report or scan. Only a parent uploads (and removes): a document carries the whole of a clinic
   * letter, often about more than the child's health, and takes the family's storage; the parent decides what the
   * record keeps, while a family member with the health grant reads them and fixes a title or tags. The upload is
   * read only after the check has passed and checked by its bytes; the file's row and the document's are saved in
   * one transaction, and the bytes are removed again when that fails.
   */
  async uploadDocument(
    actor: AccessActor,
    childId: string,
    readUpload: () => Promise<DocumentUpload>,
  ): Promise<HealthDocumentResponse> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'health', 'manage');
    const upload = await readUpload();
    const fields = parseInput(uploadFieldsSchema, {
      title: upload.title ?? '',
      ...(upload.tags !== undefined ? { tags: upload.tags.split(',').filter((tag) => tag.trim() !== '') } : {}),
      ...(upload.documentDate !== undefined ? { documentDate: upload.documentDate } : {}),
    });
    const detected = await detectFileType(upload.bytes);
    const accepted: readonly string[] = HEALTH_DOCUMENT_CONTENT_TYPES;
    if (!detected || !accepted.includes(detected.mime)) {
      throw new AppError(
        'unsupported_media_type',
        'This file isn’t a document we can keep. Please choose a PDF, or a photo or scan as JPG, PNG or WebP.',
      );
    }
    let bytes: Uint8Array = upload.bytes;
    let extension = detected.ext;
    if (detected.mime !== 'application/pdf') {
      // A photographed letter is re-encoded like a child's photo, so its GPS position never reaches storage.
      const photo = await reencodePhoto(upload.bytes);
      if (!photo.ok) {
        throw new AppError('unsupported_media_type', 'This image can’t be read. Please scan or photograph it again.');
      }
      bytes = photo.bytes;
      extension = photo.extension;
    }
    const key = newStorageKey();
    await this.#storage.put(key, bytes);
    let documentId: string;
    try {
      documentId = await this.#repository.insertDocument(
        pass,
        childId,
        {
          familyId: rights.member.familyId!,
          ownerUserId: rights.member.userId,
          contentType: detected.mime,
          byteSize: bytes.byteLength,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storageKey: key,
          originalName: documentName(upload.fileName, fields.title, extension),
        },
        {
          title: fields.title,
          tags: fields.tags ?? [],
          documentDate: fields.documentDate ?? null,
          notes: null,
        },
      );
    } catch (error) {
      // Nothing was saved, so the bytes would be orphaned: remove them before reporting the failure.
      await this.#storage.delete(key).catch(() => undefined);
      throw error;
    }
    return presentDocument((await this.#repository.findDocument(pass, childId, documentId))!);
  }

  async updateDocument(
    actor: AccessActor,
    childId: string,
    documentId: string,
    input: HealthDocumentUpdateInput,
  ): Promise<HealthDocumentResponse> {
    const pass = await this.#write(actor, childId);
    const values = parseInput(healthDocumentUpdateSchema, input);
    const changes = definedOnly(values);
    if (Object.keys(changes).length > 0) {
      const { title, tags, documentDate, notes } = changes;
      await this.#repository.updateDocument(pass, childId, documentId, {
        ...(title !== undefined ? { title } : {}),
        ...(tags !== undefined ? { tags } : {}),
        ...(documentDate !== undefined ? { documentDate } : {}),
        ...(notes !== undefined ? { notes } : {}),
      });
    }
    const row = await this.#repository.findDocument(pass, childId, documentId);
    if (!row) throw new AppError('not_found', 'This child has no document with this id.');
    return presentDocument(row);
  }

  async removeDocument(actor: AccessActor, childId: string, documentId: string): Promise<void> {
    const { pass } = await this.#access.requireChild(actor, [childId], 'health', 'manage');
    const storageKey = await this.#repository.deleteDocument(pass, childId, documentId);
    if (storageKey === null) throw new AppError('not_found', 'This child has no document with this id.');
    // The record is gone, so the bytes can never be served again; a failure to remove them is not the parent's.
    await this.#storage.delete(storageKey).catch(() => undefined);
  }
}

function growthTitle(row: { heightCm: number | null; weightKg: number | null; headCircumferenceCm: number | null }) {
  const parts = [
    row.heightCm !== null ? `height ${row.heightCm} cm` : null,
    row.weightKg !== null ? `weight ${row.weightKg} kg` : null,
    row.headCircumferenceCm !== null ? `head ${row.headCircumferenceCm} cm` : null,
  ].filter(Boolean);
  return `Measured: ${parts.join(', ')}`;
}

/** "4 hours", "half an hour", "1 hour 30 minutes". */
function describeHours(hours: number): string {
  const minutes = Math.round(hours * 60);
  if (minutes === 30) return 'half an hour';
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    whole ? `${whole} hour${whole === 1 ? '' : 's'}` : '',
    rest ? `${rest} minute${rest === 1 ? '' : 's'}` : '',
  ];
  return parts.filter(Boolean).join(' ') || 'no time';
}

/** "14:30 on Tue 24 Nov", in UK time, as the family reads the clock. */
function londonTime(iso: string): string {
  const date = new Date(iso);
  const time = date.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });
  const day = date.toLocaleDateString('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  return `${time} on ${day}`;
}

/** The stored name of a document: the person's own file name, cleaned, else its title, with its real extension. */
function documentName(given: string | undefined, title: string, extension: string): string {
  const base = sanitisedFileName(given, '').replace(/\.[^.]*$/, '') || sanitisedFileName(title, 'document');
  return `${base.slice(0, CHILD_LIMITS.nameMax)}.${extension}`;
}

export type { DoseLogRow };
