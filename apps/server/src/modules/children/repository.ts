import { and, asc, type Database, eq, getTableColumns, inArray, isNull, schema, type SQL, sql } from '@tedi/db';
import type { ChildNamePass, ManagePass, ReadPass, WritePass } from '../../policies/child-access.ts';

const { children, childConditions, childContacts, files, families, FILE_KIND_AREAS } = schema;

export type ChildRow = typeof children.$inferSelect;
export type ChildValues = Omit<typeof children.$inferInsert, 'id' | 'familyId' | 'createdAt' | 'updatedAt'>;
export type ConditionRow = typeof childConditions.$inferSelect;
export type ConditionValues = Pick<ConditionRow, 'name' | 'diagnosedOn' | 'diagnosedBy' | 'notes'>;
export type ContactRow = typeof childContacts.$inferSelect;
export type ContactValues = Pick<ContactRow, 'role' | 'name' | 'phone' | 'email' | 'notes'>;
/** What a child's profile shows of a condition. */
export type ConditionShown = Pick<ConditionRow, 'id' | 'childId' | 'name' | 'diagnosedOn' | 'diagnosedBy' | 'notes'>;
/** What a child's profile shows of a contact. */
export type ContactShown = Pick<ContactRow, 'id' | 'childId' | 'role' | 'name' | 'phone' | 'email' | 'notes'>;
/** A child's row with its contacts, and its conditions when the health pass covers it (else null). */
export type ChildProfileRow = ChildRow & {
  readonly conditions: ConditionShown[] | null;
  readonly contacts: ContactShown[];
};

/**
 * A file as the rest of the server sees it: everything but where its bytes are kept. The storage key is read only
 * by `storedFile` and `storedFilesOf`, for downloads the policy has allowed, so a forgotten check elsewhere cannot reveal it.
 */
const fileColumns = {
  id: files.id,
  familyId: files.familyId,
  childId: files.childId,
  kind: files.kind,
  contentType: files.contentType,
  byteSize: files.byteSize,
  sha256: files.sha256,
  originalName: files.originalName,
  createdAt: files.createdAt,
};
export type FileRow = { [K in keyof typeof fileColumns]: (typeof files.$inferSelect)[K] };
export type StoredFile = FileRow & { readonly storageKey: string };
/** The areas files belong to; a download needs a read pass for the file's area. */
export type FileArea = (typeof FILE_KIND_AREAS)[keyof typeof FILE_KIND_AREAS];
export type NewFile = Omit<typeof files.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The kinds of file that belong to an area of the child's record. */
function kindsOf(area: string): (keyof typeof FILE_KIND_AREAS)[] {
  return (Object.keys(FILE_KIND_AREAS) as (keyof typeof FILE_KIND_AREAS)[]).filter(
    (kind) => FILE_KIND_AREAS[kind] === area,
  );
}

/**
 * A child's row with its contacts, and its conditions where `withConditions` holds, as JSON aggregated in the same
 * statement. The subqueries name the outer row's table: drizzle leaves a lone table's columns unqualified, and a
 * bare "id" there would be the subquery's own.
 */
function profileColumns(withConditions: SQL) {
  return {
    ...getTableColumns(children),
    conditions: sql<ConditionShown[] | null>`case when ${withConditions} then (
      select coalesce(json_agg(json_build_object(
        'id', c.id, 'childId', c.child_id, 'name', c.name, 'diagnosedOn', c.diagnosed_on,
        'diagnosedBy', c.diagnosed_by, 'notes', c.notes) order by c.created_at, c.id), '[]'::json)
      from ${childConditions} c where c.child_id = ${children}.id) end`,
    contacts: sql<ContactShown[]>`(
      select coalesce(json_agg(json_build_object(
        'id', k.id, 'childId', k.child_id, 'role', k.role, 'name', k.name, 'phone', k.phone, 'email', k.email,
        'notes', k.notes) order by k.created_at, k.id), '[]'::json)
      from ${childContacts} k where k.child_id = ${children}.id)`,
  };
}

/**
 * One child's profile (`childId`, and `withConditions`), built once: the most frequent read of all. Exported for
 * the authenticated-read benchmark, whose bare route runs this same statement without the access check.
 */
export function oneProfileStatement(db: Database) {
  return db
    .select(profileColumns(sql`${sql.placeholder('withConditions')}::boolean`))
    .from(children)
    .where(eq(children.id, sql.placeholder('childId')))
    .prepare('child_profile');
}

/**
 * The only SQL of the children capability. Every query of child data takes a pass from the child access check
 * for the area the data belongs to (the profile: the `children` row, contacts and photos; health: conditions) and
 * touches only the children it covers. The few queries that are not scoped (they find which children a family or
 * a file belongs to, so the access check can be asked) are named `unsafe...`.
 */
export class ChildrenRepository {
  readonly #db: Database;
  readonly #oneProfile;

  constructor(db: Database) {
    this.#db = db;
    this.#oneProfile = oneProfileStatement(db);
  }

  async family(familyId: string): Promise<{ id: string; name: string } | undefined> {
    const [row] = await this.#db
      .select({ id: families.id, name: families.name })
      .from(families)
      .where(eq(families.id, familyId));
    return row;
  }

  /** Ids only: the caller asks the access check about them before reading anything else. */
  async unsafeChildIdsOfFamily(familyId: string, includeArchived: boolean): Promise<string[]> {
    const rows = await this.#db
      .select({ id: children.id })
      .from(children)
      .where(and(eq(children.familyId, familyId), includeArchived ? undefined : isNull(children.archivedAt)))
      .orderBy(asc(children.createdAt), asc(children.id));
    return rows.map((row) => row.id);
  }

  /** The child a file belongs to and its kind, so its download can be authorised per child and area. */
  async unsafeOwnerOfFile(
    fileId: string,
  ): Promise<{ childId: string | null; kind: keyof typeof FILE_KIND_AREAS } | undefined> {
    const [row] = await this.#db
      .select({ childId: files.childId, kind: files.kind })
      .from(files)
      .where(eq(files.id, fileId));
    return row;
  }

  /** A child's profile photo, for a trusted device's sign-in page (no person's pass: see the service). */
  async unsafeProfilePhoto(childId: string, fileId: string): Promise<StoredFile | undefined> {
    const [row] = await this.#db
      .select({ ...fileColumns, storageKey: files.storageKey })
      .from(files)
      .where(and(eq(files.childId, childId), eq(files.id, fileId), eq(files.kind, 'child_photo')));
    return row;
  }

  /** Who the children are, in the order of the pass, for someone who may know it. */
  async namesOf(pass: ChildNamePass): Promise<{ id: string; name: string; preferredName: string | null }[]> {
    const { childIds } = pass;
    if (childIds.length === 0) return [];
    const rows = await this.#db
      .select({ id: children.id, name: children.name, preferredName: children.preferredName })
      .from(children)
      .where(inArray(children.id, [...childIds]));
    const order = new Map(childIds.map((id, index) => [id, index]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }

  async findChildren(pass: ReadPass<'profile'>): Promise<ChildRow[]> {
    const { childIds } = pass;
    if (childIds.length === 0) return [];
    const rows = await this.#db
      .select()
      .from(children)
      .where(inArray(children.id, [...childIds]));
    const order = new Map(childIds.map((id, index) => [id, index]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }

  /**
   * The children of the profile pass with their contacts, and their conditions when the health pass covers them,
   * in one statement (what opening a child's profile reads), in the order of the profile pass.
   */
  async profilesOf(profile: ReadPass<'profile'>, health: ReadPass<'health'>): Promise<ChildProfileRow[]> {
    const { childIds } = profile;
    if (childIds.length === 0) return [];
    if (childIds.length === 1) {
      // The most frequent read of all, built once.
      const childId = childIds[0]!;
      return this.#oneProfile.execute({ childId, withConditions: health.covers(childId) });
    }
    const rows = await this.#db
      .select(profileColumns(inArray(children.id, [...health.childIds])))
      .from(children)
      .where(inArray(children.id, [...childIds]));
    const order = new Map(childIds.map((id, index) => [id, index]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }

  async conditionsOf(pass: ReadPass<'health'>): Promise<ConditionRow[]> {
    const { childIds } = pass;
    if (childIds.length === 0) return [];
    return this.#db
      .select()
      .from(childConditions)
      .where(inArray(childConditions.childId, [...childIds]))
      .orderBy(asc(childConditions.createdAt), asc(childConditions.id));
  }

  async contactsOf(pass: ReadPass<'profile'>): Promise<ContactRow[]> {
    const { childIds } = pass;
    if (childIds.length === 0) return [];
    return this.#db
      .select()
      .from(childContacts)
      .where(inArray(childContacts.childId, [...childIds]))
      .orderBy(asc(childContacts.createdAt), asc(childContacts.id));
  }

  /** The files of the pass's area kept about its children. */
  async filesOf(pass: ReadPass<FileArea>): Promise<FileRow[]> {
    const { childIds } = pass;
    if (childIds.length === 0) return [];
    return this.#db
      .select(fileColumns)
      .from(files)
      .where(and(inArray(files.childId, [...childIds]), inArray(files.kind, kindsOf(pass.area))))
      .orderBy(asc(files.createdAt), asc(files.id));
  }

  async insertChild(familyId: string, values: ChildValues): Promise<ChildRow> {
    const [row] = await this.#db
      .insert(children)
      .values({ ...values, familyId })
      .returning();
    return row!;
  }

  async updateChild(pass: WritePass<'profile'>, childId: string, changes: Partial<ChildValues>): Promise<ChildRow> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .update(children)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(children.id, childId))
      .returning();
    return row!;
  }

  /** Archived children leave the family's list but keep everything; null brings them back. */
  async setArchivedAt(pass: ManagePass<'profile'>, childId: string, archivedAt: Date | null): Promise<void> {
    pass.assertCovers([childId]);
    await this.#db.update(children).set({ archivedAt, updatedAt: new Date() }).where(eq(children.id, childId));
  }

  async insertCondition(pass: WritePass<'health'>, childId: string, values: ConditionValues): Promise<ConditionRow> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .insert(childConditions)
      .values({ ...values, childId })
      .returning();
    return row!;
  }

  /** Undefined when the condition is not this child's. */
  async updateCondition(
    pass: WritePass<'health'>,
    childId: string,
    conditionId: string,
    changes: Partial<ConditionValues>,
  ): Promise<ConditionRow | undefined> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .update(childConditions)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(childConditions.childId, childId), eq(childConditions.id, conditionId)))
      .returning();
    return row;
  }

  async deleteCondition(pass: WritePass<'health'>, childId: string, conditionId: string): Promise<boolean> {
    pass.assertCovers([childId]);
    const rows = await this.#db
      .delete(childConditions)
      .where(and(eq(childConditions.childId, childId), eq(childConditions.id, conditionId)))
      .returning({ id: childConditions.id });
    return rows.length > 0;
  }

  async insertContact(pass: WritePass<'profile'>, childId: string, values: ContactValues): Promise<ContactRow> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .insert(childContacts)
      .values({ ...values, childId })
      .returning();
    return row!;
  }

  /**
   * Adds several contacts in one transaction, in the order given. The child's row is locked first, so two imports
   * into one child take turns: `choose` sees the child's contacts as they are, with no other import half done, and
   * says which to add (and anything else the caller wants back).
   */
  async addContactsInTurn<Result>(
    pass: WritePass<'profile'>,
    childId: string,
    choose: (existing: readonly ContactRow[]) => { result: Result; add: readonly ContactValues[] },
  ): Promise<{ result: Result; added: ContactRow[] }> {
    pass.assertCovers([childId]);
    return this.#db.transaction(async (tx) => {
      await tx.select({ id: children.id }).from(children).where(eq(children.id, childId)).for('update');
      const existing = await tx
        .select()
        .from(childContacts)
        .where(eq(childContacts.childId, childId))
        .orderBy(asc(childContacts.createdAt), asc(childContacts.id));
      const { result, add } = choose(existing);
      if (add.length === 0) return { result, added: [] };
      // One millisecond apart, so the contacts are listed in the file's order like contacts added one by one.
      const start = Date.now();
      const added = await tx
        .insert(childContacts)
        .values(
          add.map((values, index) => {
            const at = new Date(start + index);
            return { ...values, childId, createdAt: at, updatedAt: at };
          }),
        )
        .returning();
      const order = new Map(added.map((row) => [row.id, row.createdAt.getTime()]));
      return { result, added: added.sort((a, b) => order.get(a.id)! - order.get(b.id)!) };
    });
  }

  /** Undefined when the contact is not this child's. */
  async updateContact(
    pass: WritePass<'profile'>,
    childId: string,
    contactId: string,
    changes: Partial<ContactValues>,
  ): Promise<ContactRow | undefined> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .update(childContacts)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(childContacts.childId, childId), eq(childContacts.id, contactId)))
      .returning();
    return row;
  }

  async deleteContact(pass: WritePass<'profile'>, childId: string, contactId: string): Promise<boolean> {
    pass.assertCovers([childId]);
    const rows = await this.#db
      .delete(childContacts)
      .where(and(eq(childContacts.childId, childId), eq(childContacts.id, contactId)))
      .returning({ id: childContacts.id });
    return rows.length > 0;
  }

  /**
   * Makes a new photo the child's (or, given null, leaves the child without one) in one transaction, and removes the
   * record of the photo it replaces. Returns that photo's storage key, so its bytes can be removed too.
   */
  async replacePhoto(
    pass: ManagePass<'profile'>,
    childId: string,
    file: NewFile | null,
  ): Promise<{ previousStorageKey: string | null }> {
    pass.assertCovers([childId]);
    return this.#db.transaction(async (tx) => {
      const [child] = await tx
        .select({ photoFileId: children.photoFileId })
        .from(children)
        .where(eq(children.id, childId))
        .for('update');
      const [inserted] = file
        ? await tx
            .insert(files)
            .values({ ...file, childId })
            .returning({ id: files.id })
        : [];
      await tx
        .update(children)
        .set({ photoFileId: inserted?.id ?? null, updatedAt: new Date() })
        .where(eq(children.id, childId));
      if (!child?.photoFileId) return { previousStorageKey: null };
      const [previous] = await tx
        .delete(files)
        .where(and(eq(files.childId, childId), eq(files.id, child.photoFileId)))
        .returning({ storageKey: files.storageKey });
      return { previousStorageKey: previous?.storageKey ?? null };
    });
  }

  /** A child's file of the pass's area with where its bytes are kept, for a download the policy has allowed. */
  async storedFile(pass: ReadPass<FileArea>, childId: string, fileId: string): Promise<StoredFile | undefined> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .select({ ...fileColumns, storageKey: files.storageKey })
      .from(files)
      .where(and(eq(files.childId, childId), eq(files.id, fileId), inArray(files.kind, kindsOf(pass.area))));
    return row;
  }

  /** The children's files of the pass's area with where their bytes are kept, for a family export. */
  async storedFilesOf(pass: ReadPass<FileArea>): Promise<StoredFile[]> {
    const { childIds } = pass;
    if (childIds.length === 0) return [];
    return this.#db
      .select({ ...fileColumns, storageKey: files.storageKey })
      .from(files)
      .where(and(inArray(files.childId, [...childIds]), inArray(files.kind, kindsOf(pass.area))))
      .orderBy(asc(files.createdAt), asc(files.id));
  }
}
