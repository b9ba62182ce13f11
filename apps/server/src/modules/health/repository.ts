import type { DoseStatus, HealthEventKind } from '@tedi/contracts';
import {
  and,
  asc,
  type Database,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  schema,
  sql,
} from '@tedi/db';
import { personNameFrom } from '../../platform/family-name.ts';
import type { ManagePass, ReadPass, WritePass } from '../../policies/child-access.ts';

const {
  files,
  healthAllergies,
  healthAppointments,
  healthDocuments,
  healthDoseLogs,
  healthEvents,
  healthGrowth,
  healthImmunisations,
  healthMedications,
  healthProfessionals,
  profiles,
  users,
} = schema;

export type AllergyRow = typeof healthAllergies.$inferSelect;
export type ProfessionalRow = typeof healthProfessionals.$inferSelect;
export type MedicationRow = typeof healthMedications.$inferSelect;
export type DoseLogRow = typeof healthDoseLogs.$inferSelect;
export type AppointmentRow = typeof healthAppointments.$inferSelect;
export type GrowthRow = typeof healthGrowth.$inferSelect;
export type HealthEventRow = typeof healthEvents.$inferSelect;
export type ImmunisationRow = typeof healthImmunisations.$inferSelect;
export type DocumentRow = typeof healthDocuments.$inferSelect & {
  readonly contentType: string;
  readonly byteSize: number;
};

/** The tables of entries a parent adds, changes and removes one by one, by the name the routes use. */
export const ENTRY_TABLES = {
  allergies: healthAllergies,
  professionals: healthProfessionals,
  medications: healthMedications,
  appointments: healthAppointments,
  growth: healthGrowth,
  events: healthEvents,
  immunisations: healthImmunisations,
} as const;
export type EntryKind = keyof typeof ENTRY_TABLES;
export type EntryRow<Kind extends EntryKind> = (typeof ENTRY_TABLES)[Kind]['$inferSelect'];
export type EntryValues<Kind extends EntryKind> = Omit<
  (typeof ENTRY_TABLES)[Kind]['$inferInsert'],
  'id' | 'childId' | 'createdAt' | 'updatedAt'
>;

/** The parts of a health document upload that end up in the `files` row. */
export interface NewDocumentFile {
  readonly familyId: string;
  readonly ownerUserId: string;
  readonly contentType: string;
  readonly byteSize: number;
  readonly sha256: string;
  readonly storageKey: string;
  readonly originalName: string;
}

export interface DocumentValues {
  readonly title: string;
  readonly tags: readonly string[];
  readonly documentDate: string | null;
  readonly notes: string | null;
}

const documentColumns = {
  id: healthDocuments.id,
  childId: healthDocuments.childId,
  fileId: healthDocuments.fileId,
  title: healthDocuments.title,
  tags: healthDocuments.tags,
  documentDate: healthDocuments.documentDate,
  notes: healthDocuments.notes,
  createdAt: healthDocuments.createdAt,
  updatedAt: healthDocuments.updatedAt,
  contentType: files.contentType,
  byteSize: files.byteSize,
};

/**
 * One entry table, typed as any of them: the generic queries below use only what every entry table has (its id, its
 * child and when it changed), and their callers get the kind's own row type back.
 */
function entryTable(kind: EntryKind): typeof healthAllergies {
  return ENTRY_TABLES[kind] as unknown as typeof healthAllergies;
}

/** `%` and `_` typed by a person are letters to find, not wildcards. */
function containing(words: string): string {
  return `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A page of one kind of entry: strictly before a moment (or a day, for entries kept by date), newest first. */
export interface PageQuery {
  readonly before: Date | null;
  /** The last day whose date-only entries (placed at midday) fall before `before`. */
  readonly beforeDay: string | null;
  readonly limit: number;
}

/**
 * The only SQL of the health capability. Every query takes a pass from the child access check for the `health`
 * area and touches only the child it covers; every lookup by an entry's id also names the child, so an id of
 * another child's entry finds nothing.
 */
export class HealthRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** The writer's name as they gave it, kept with what they log (so the entry still says who after they leave). */
  async nameOf(userId: string): Promise<string | null> {
    const [row] = await this.#db
      .select({ displayName: profiles.displayName, metadata: users.userMetadata })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    return personNameFrom(row?.displayName, row?.metadata);
  }

  // Appointments for reminders and calendars

  /**
   * An appointment by id alone, for its reminder when it falls due (a job of the system, with no one asking): what
   * the reminder needs to decide whether to send, and to whom (its child).
   */
  async unsafeAppointmentForReminder(appointmentId: string): Promise<AppointmentRow | undefined> {
    const [row] = await this.#db.select().from(healthAppointments).where(eq(healthAppointments.id, appointmentId));
    return row;
  }

  /** The appointments of the children the pass covers that start within the window, cancelled ones included. */
  async appointmentsBetween(pass: ReadPass<'health'>, from: Date, to: Date): Promise<AppointmentRow[]> {
    if (pass.childIds.length === 0) return [];
    return this.#db
      .select()
      .from(healthAppointments)
      .where(
        and(
          inArray(healthAppointments.childId, [...pass.childIds]),
          gte(healthAppointments.startsAt, from),
          lt(healthAppointments.startsAt, to),
        ),
      )
      .orderBy(asc(healthAppointments.startsAt));
  }

  // Entries of every kind

  async insertEntry<Kind extends EntryKind>(
    pass: WritePass<'health'>,
    kind: Kind,
    childId: string,
    values: EntryValues<Kind>,
  ): Promise<EntryRow<Kind>> {
    pass.assertCovers([childId]);
    const table = entryTable(kind);
    const [row] = await this.#db
      .insert(table)
      .values({ ...values, childId } as never)
      .returning();
    return row as EntryRow<Kind>;
  }

  /** Undefined when the entry is not this child's. */
  async findEntry<Kind extends EntryKind>(
    pass: ReadPass<'health'>,
    kind: Kind,
    childId: string,
    id: string,
  ): Promise<EntryRow<Kind> | undefined> {
    pass.assertCovers([childId]);
    const table = entryTable(kind);
    const [row] = await this.#db
      .select()
      .from(table)
      .where(and(eq(table.childId, childId), eq(table.id, id)));
    return row;
  }

  /** Undefined when the entry is not this child's. */
  async updateEntry<Kind extends EntryKind>(
    pass: WritePass<'health'>,
    kind: Kind,
    childId: string,
    id: string,
    changes: Partial<EntryValues<Kind>>,
  ): Promise<EntryRow<Kind> | undefined> {
    pass.assertCovers([childId]);
    const table = entryTable(kind);
    const [row] = await this.#db
      .update(table)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(table.childId, childId), eq(table.id, id)))
      .returning();
    return row;
  }

  async deleteEntry(pass: WritePass<'health'>, kind: EntryKind, childId: string, id: string): Promise<boolean> {
    pass.assertCovers([childId]);
    const table = entryTable(kind);
    const rows = await this.#db
      .delete(table)
      .where(and(eq(table.childId, childId), eq(table.id, id)))
      .returning({ id: table.id });
    return rows.length > 0;
  }

  // The hub's first screen: each a bounded, indexed read of one child

  async allergiesOf(pass: ReadPass<'health'>): Promise<AllergyRow[]> {
    if (pass.childIds.length === 0) return [];
    return this.#db
      .select()
      .from(healthAllergies)
      .where(inArray(healthAllergies.childId, [...pass.childIds]))
      .orderBy(asc(healthAllergies.createdAt), asc(healthAllergies.id));
  }

  async professionalsOf(pass: ReadPass<'health'>): Promise<ProfessionalRow[]> {
    if (pass.childIds.length === 0) return [];
    return this.#db
      .select()
      .from(healthProfessionals)
      .where(inArray(healthProfessionals.childId, [...pass.childIds]))
      .orderBy(asc(healthProfessionals.createdAt), asc(healthProfessionals.id));
  }

  async medicationsOf(pass: ReadPass<'health'>): Promise<MedicationRow[]> {
    if (pass.childIds.length === 0) return [];
    return this.#db
      .select()
      .from(healthMedications)
      .where(inArray(healthMedications.childId, [...pass.childIds]))
      .orderBy(asc(healthMedications.name), asc(healthMedications.id));
  }

  /** Doses logged from a moment on, newest first, at most `limit`. */
  async dosesSince(pass: ReadPass<'health'>, childId: string, since: Date, limit: number): Promise<DoseLogRow[]> {
    pass.assertCovers([childId]);
    return this.#db
      .select()
      .from(healthDoseLogs)
      .where(and(eq(healthDoseLogs.childId, childId), gte(healthDoseLogs.occurredAt, since)))
      .orderBy(desc(healthDoseLogs.occurredAt), desc(healthDoseLogs.id))
      .limit(limit);
  }

  /** One medicine's doses between two moments (an as-needed medicine's 24 hours either side of a new dose). */
  async dosesOfMedicationBetween(
    pass: ReadPass<'health'>,
    childId: string,
    medicationId: string,
    from: Date,
    to: Date,
  ): Promise<DoseLogRow[]> {
    pass.assertCovers([childId]);
    return this.#db
      .select()
      .from(healthDoseLogs)
      .where(
        and(
          eq(healthDoseLogs.childId, childId),
          eq(healthDoseLogs.medicationId, medicationId),
          gte(healthDoseLogs.occurredAt, from),
          lte(healthDoseLogs.occurredAt, to),
        ),
      )
      .orderBy(asc(healthDoseLogs.occurredAt));
  }

  /** Doses missed or refused from a moment on, newest first. */
  async dosesNotTakenSince(
    pass: ReadPass<'health'>,
    childId: string,
    since: Date,
    limit: number,
  ): Promise<{ rows: DoseLogRow[]; total: number }> {
    pass.assertCovers([childId]);
    const where = and(
      eq(healthDoseLogs.childId, childId),
      gte(healthDoseLogs.occurredAt, since),
      inArray(healthDoseLogs.status, ['missed', 'refused'] satisfies DoseStatus[]),
    );
    const [rows, [counted]] = await Promise.all([
      this.#db
        .select()
        .from(healthDoseLogs)
        .where(where)
        .orderBy(desc(healthDoseLogs.occurredAt), desc(healthDoseLogs.id))
        .limit(limit),
      this.#db
        .select({ total: sql<number>`count(*)::int` })
        .from(healthDoseLogs)
        .where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  async findDose(pass: ReadPass<'health'>, childId: string, doseId: string): Promise<DoseLogRow | undefined> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .select()
      .from(healthDoseLogs)
      .where(and(eq(healthDoseLogs.childId, childId), eq(healthDoseLogs.id, doseId)));
    return row;
  }

  async insertDose(
    pass: WritePass<'health'>,
    childId: string,
    values: Omit<typeof healthDoseLogs.$inferInsert, 'id' | 'childId' | 'createdAt' | 'updatedAt'>,
  ): Promise<DoseLogRow> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .insert(healthDoseLogs)
      .values({ ...values, childId })
      .returning();
    return row!;
  }

  /**
   * Logs an as-needed dose after `allow` has seen the medicine's doses in the 24 hours either side, in one
   * transaction with the medicine's row locked: two people logging at once take turns, so both cannot slip under
   * the limit together. `allow` throws to refuse.
   */
  async insertDoseInTurn(
    pass: WritePass<'health'>,
    childId: string,
    values: Omit<typeof healthDoseLogs.$inferInsert, 'id' | 'childId' | 'createdAt' | 'updatedAt'>,
    window: { from: Date; to: Date },
    allow: (nearby: readonly DoseLogRow[]) => void,
  ): Promise<DoseLogRow> {
    pass.assertCovers([childId]);
    return this.#db.transaction(async (tx) => {
      await tx
        .select({ id: healthMedications.id })
        .from(healthMedications)
        .where(and(eq(healthMedications.childId, childId), eq(healthMedications.id, values.medicationId)))
        .for('update');
      const nearby = await tx
        .select()
        .from(healthDoseLogs)
        .where(
          and(
            eq(healthDoseLogs.childId, childId),
            eq(healthDoseLogs.medicationId, values.medicationId),
            gte(healthDoseLogs.occurredAt, window.from),
            lte(healthDoseLogs.occurredAt, window.to),
          ),
        );
      allow(nearby);
      const [row] = await tx
        .insert(healthDoseLogs)
        .values({ ...values, childId })
        .returning();
      return row!;
    });
  }

  async deleteDose(pass: WritePass<'health'>, childId: string, doseId: string): Promise<boolean> {
    pass.assertCovers([childId]);
    const rows = await this.#db
      .delete(healthDoseLogs)
      .where(and(eq(healthDoseLogs.childId, childId), eq(healthDoseLogs.id, doseId)))
      .returning({ id: healthDoseLogs.id });
    return rows.length > 0;
  }

  /** Appointments from a moment on, soonest first (cancelled ones included, marked). */
  async appointmentsFrom(pass: ReadPass<'health'>, childId: string, from: Date, limit: number) {
    pass.assertCovers([childId]);
    return this.#db
      .select()
      .from(healthAppointments)
      .where(and(eq(healthAppointments.childId, childId), gte(healthAppointments.startsAt, from)))
      .orderBy(asc(healthAppointments.startsAt), asc(healthAppointments.id))
      .limit(limit);
  }

  /** Appointments before a moment, latest first. */
  async appointmentsBefore(pass: ReadPass<'health'>, childId: string, before: Date, limit: number) {
    pass.assertCovers([childId]);
    return this.#db
      .select()
      .from(healthAppointments)
      .where(and(eq(healthAppointments.childId, childId), lt(healthAppointments.startsAt, before)))
      .orderBy(desc(healthAppointments.startsAt), desc(healthAppointments.id))
      .limit(limit);
  }

  /** The last appointment with a professional that took place (not cancelled) before a moment. */
  async lastAppointmentWith(
    pass: ReadPass<'health'>,
    childId: string,
    professionalId: string,
    before: Date,
  ): Promise<AppointmentRow | undefined> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .select()
      .from(healthAppointments)
      .where(
        and(
          eq(healthAppointments.childId, childId),
          eq(healthAppointments.professionalId, professionalId),
          lt(healthAppointments.startsAt, before),
          isNull(healthAppointments.cancelledAt),
        ),
      )
      .orderBy(desc(healthAppointments.startsAt))
      .limit(1);
    return row;
  }

  async growthOf(pass: ReadPass<'health'>): Promise<GrowthRow[]> {
    if (pass.childIds.length === 0) return [];
    return this.#db
      .select()
      .from(healthGrowth)
      .where(inArray(healthGrowth.childId, [...pass.childIds]))
      .orderBy(asc(healthGrowth.measuredOn), asc(healthGrowth.id));
  }

  /** Seizures and symptoms from a moment on, newest first. */
  async eventsSince(pass: ReadPass<'health'>, childId: string, since: Date, limit: number): Promise<HealthEventRow[]> {
    pass.assertCovers([childId]);
    return this.#db
      .select()
      .from(healthEvents)
      .where(and(eq(healthEvents.childId, childId), gte(healthEvents.occurredAt, since)))
      .orderBy(desc(healthEvents.occurredAt), desc(healthEvents.id))
      .limit(limit);
  }

  async immunisationsOf(pass: ReadPass<'health'>): Promise<ImmunisationRow[]> {
    if (pass.childIds.length === 0) return [];
    return this.#db
      .select()
      .from(healthImmunisations)
      .where(inArray(healthImmunisations.childId, [...pass.childIds]))
      .orderBy(asc(healthImmunisations.givenOn), asc(healthImmunisations.id));
  }

  /** Documents newest first, found by words in the title or tags and by a tag; at most `limit`. */
  async documentsOf(
    pass: ReadPass<'health'>,
    search: { q?: string | undefined; tag?: string | undefined },
    limit: number,
  ): Promise<DocumentRow[]> {
    if (pass.childIds.length === 0) return [];
    const words = search.q?.trim();
    const tag = search.tag?.trim().toLowerCase();
    return this.#db
      .select(documentColumns)
      .from(healthDocuments)
      .innerJoin(files, eq(files.id, healthDocuments.fileId))
      .where(
        and(
          inArray(healthDocuments.childId, [...pass.childIds]),
          words
            ? or(
                sql`${healthDocuments.title} ilike ${containing(words)}`,
                sql`array_to_string(${healthDocuments.tags}, ' ') ilike ${containing(words)}`,
              )
            : undefined,
          tag ? sql`${tag} = any(${healthDocuments.tags})` : undefined,
        ),
      )
      .orderBy(desc(healthDocuments.createdAt), desc(healthDocuments.id))
      .limit(limit);
  }

  async findDocument(pass: ReadPass<'health'>, childId: string, documentId: string): Promise<DocumentRow | undefined> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .select(documentColumns)
      .from(healthDocuments)
      .innerJoin(files, eq(files.id, healthDocuments.fileId))
      .where(and(eq(healthDocuments.childId, childId), eq(healthDocuments.id, documentId)));
    return row;
  }

  /** The file's row and the document's, in one transaction: both are saved or neither. */
  async insertDocument(
    pass: ManagePass<'health'>,
    childId: string,
    file: NewDocumentFile,
    values: DocumentValues,
  ): Promise<string> {
    pass.assertCovers([childId]);
    return this.#db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(files)
        .values({ ...file, childId, kind: 'health_document' })
        .returning({ id: files.id });
      const [document] = await tx
        .insert(healthDocuments)
        .values({ ...values, tags: [...values.tags], childId, fileId: stored!.id })
        .returning({ id: healthDocuments.id });
      return document!.id;
    });
  }

  async updateDocument(
    pass: WritePass<'health'>,
    childId: string,
    documentId: string,
    changes: Partial<DocumentValues>,
  ): Promise<boolean> {
    pass.assertCovers([childId]);
    const rows = await this.#db
      .update(healthDocuments)
      .set({ ...changes, tags: changes.tags ? [...changes.tags] : undefined, updatedAt: new Date() })
      .where(and(eq(healthDocuments.childId, childId), eq(healthDocuments.id, documentId)))
      .returning({ id: healthDocuments.id });
    return rows.length > 0;
  }

  /** Removes a document and its file's row (the document goes with it); the storage key, for its bytes. */
  async deleteDocument(pass: ManagePass<'health'>, childId: string, documentId: string): Promise<string | null> {
    pass.assertCovers([childId]);
    return this.#db.transaction(async (tx) => {
      const [document] = await tx
        .select({ fileId: healthDocuments.fileId })
        .from(healthDocuments)
        .where(and(eq(healthDocuments.childId, childId), eq(healthDocuments.id, documentId)));
      if (!document) return null;
      const [file] = await tx
        .delete(files)
        .where(and(eq(files.childId, childId), eq(files.id, document.fileId)))
        .returning({ storageKey: files.storageKey });
      return file?.storageKey ?? null;
    });
  }

  // The timeline: a page of each kind, merged by the service

  async timelinePage(
    pass: ReadPass<'health'>,
    childId: string,
    kinds: ReadonlySet<string>,
    page: PageQuery,
  ): Promise<{
    allergies: AllergyRow[];
    medications: MedicationRow[];
    doses: (DoseLogRow & { medicationName: string })[];
    appointments: AppointmentRow[];
    growth: GrowthRow[];
    events: HealthEventRow[];
    immunisations: ImmunisationRow[];
    documents: DocumentRow[];
  }> {
    pass.assertCovers([childId]);
    const { before, beforeDay, limit } = page;
    const skip = Promise.resolve([]);
    const eventKinds = (['seizure', 'symptom'] as const).filter((kind): kind is HealthEventKind => kinds.has(kind));
    const [allergies, medications, doses, appointments, growth, events, immunisations, documents] = await Promise.all([
      kinds.has('allergy')
        ? this.#db
            .select()
            .from(healthAllergies)
            .where(
              and(eq(healthAllergies.childId, childId), before ? lt(healthAllergies.createdAt, before) : undefined),
            )
            .orderBy(desc(healthAllergies.createdAt))
            .limit(limit)
        : skip,
      kinds.has('medication')
        ? this.#db
            .select()
            .from(healthMedications)
            .where(
              and(eq(healthMedications.childId, childId), before ? lt(healthMedications.createdAt, before) : undefined),
            )
            .orderBy(desc(healthMedications.createdAt))
            .limit(limit)
        : skip,
      kinds.has('dose')
        ? this.#db
            .select({ ...getTableColumns(healthDoseLogs), medicationName: healthMedications.name })
            .from(healthDoseLogs)
            .innerJoin(healthMedications, eq(healthMedications.id, healthDoseLogs.medicationId))
            .where(and(eq(healthDoseLogs.childId, childId), before ? lt(healthDoseLogs.occurredAt, before) : undefined))
            .orderBy(desc(healthDoseLogs.occurredAt))
            .limit(limit)
        : skip,
      kinds.has('appointment')
        ? this.#db
            .select()
            .from(healthAppointments)
            .where(
              and(
                eq(healthAppointments.childId, childId),
                before ? lt(healthAppointments.startsAt, before) : undefined,
              ),
            )
            .orderBy(desc(healthAppointments.startsAt))
            .limit(limit)
        : skip,
      kinds.has('growth')
        ? this.#db
            .select()
            .from(healthGrowth)
            .where(
              and(eq(healthGrowth.childId, childId), beforeDay ? lte(healthGrowth.measuredOn, beforeDay) : undefined),
            )
            .orderBy(desc(healthGrowth.measuredOn))
            .limit(limit)
        : skip,
      eventKinds.length > 0
        ? this.#db
            .select()
            .from(healthEvents)
            .where(
              and(
                eq(healthEvents.childId, childId),
                inArray(healthEvents.kind, eventKinds),
                before ? lt(healthEvents.occurredAt, before) : undefined,
              ),
            )
            .orderBy(desc(healthEvents.occurredAt))
            .limit(limit)
        : skip,
      kinds.has('immunisation')
        ? this.#db
            .select()
            .from(healthImmunisations)
            .where(
              and(
                eq(healthImmunisations.childId, childId),
                beforeDay ? lte(healthImmunisations.givenOn, beforeDay) : undefined,
              ),
            )
            .orderBy(desc(healthImmunisations.givenOn))
            .limit(limit)
        : skip,
      kinds.has('document')
        ? this.#db
            .select(documentColumns)
            .from(healthDocuments)
            .innerJoin(files, eq(files.id, healthDocuments.fileId))
            .where(
              and(eq(healthDocuments.childId, childId), before ? lt(healthDocuments.createdAt, before) : undefined),
            )
            .orderBy(desc(healthDocuments.createdAt))
            .limit(limit)
        : skip,
    ]);
    return {
      allergies: allergies as AllergyRow[],
      medications: medications as MedicationRow[],
      doses: doses as (DoseLogRow & { medicationName: string })[],
      appointments: appointments as AppointmentRow[],
      growth: growth as GrowthRow[],
      events: events as HealthEventRow[],
      immunisations: immunisations as ImmunisationRow[],
      documents: documents as DocumentRow[],
    };
  }

  // What changed since a moment, for the appointment with a professional

  async medicationsChangedSince(pass: ReadPass<'health'>, childId: string, since: Date): Promise<MedicationRow[]> {
    pass.assertCovers([childId]);
    const sinceDay = since.toISOString().slice(0, 10);
    return this.#db
      .select()
      .from(healthMedications)
      .where(
        and(
          eq(healthMedications.childId, childId),
          or(
            gte(healthMedications.updatedAt, since),
            gte(healthMedications.startDate, sinceDay),
            gte(healthMedications.stopDate, sinceDay),
          ),
        ),
      )
      .orderBy(asc(healthMedications.name));
  }
}
