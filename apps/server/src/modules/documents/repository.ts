import type { DocumentFormat, DocumentKind } from '@tedi/contracts';
import { and, asc, type Database, desc, eq, inArray, isNotNull, isNull, or, schema, sql } from '@tedi/db';
import { personNameFrom } from '../../platform/family-name.ts';
import type { ReadPass, WritePass } from '../../policies/child-access.ts';

const { files, libraryDocuments, libraryDocumentVersions, libraryDocumentFiles, childGrants, profiles, users } = schema;

export type DocumentRow = typeof libraryDocuments.$inferSelect;
export type VersionRow = typeof libraryDocumentVersions.$inferSelect;

/** A version's file as the library shows it: its format and the stored file's facts. */
export interface VersionFileRow {
  readonly id: string;
  readonly versionId: string;
  readonly fileId: string;
  readonly format: DocumentFormat;
  readonly contentType: string;
  readonly byteSize: number;
  readonly originalName: string;
}

/** A file to be saved with a version: its row in `files` (the bytes are already in storage) and its format. */
export interface NewVersionFile {
  readonly format: DocumentFormat;
  readonly contentType: string;
  readonly byteSize: number;
  readonly sha256: string;
  readonly storageKey: string;
  readonly originalName: string;
}

/** Who makes something, by their account and the name they go by now. */
export interface Maker {
  readonly familyId: string;
  readonly userId: string;
  readonly name: string;
}

export interface NewDocument {
  readonly title: string;
  readonly tags: readonly string[];
  readonly kind: DocumentKind;
  readonly templateId: string | null;
}

function containing(words: string): string {
  return `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The library's rows. Every method takes a pass for the `documents` area and reads or writes only the children it
 * covers; the ones that find a document by id alone are named `unsafe…` and feed the access check.
 */
export class DocumentsRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** The documents of the pass's children: kept ones, or deleted ones, found by words and a tag. */
  async documentsOf(
    pass: ReadPass<'documents'>,
    search: { q?: string | undefined; tag?: string | undefined; deleted: boolean },
  ): Promise<DocumentRow[]> {
    if (pass.childIds.length === 0) return [];
    const words = search.q?.trim();
    const tag = search.tag?.trim().toLowerCase();
    return this.#db
      .select()
      .from(libraryDocuments)
      .where(
        and(
          inArray(libraryDocuments.childId, [...pass.childIds]),
          search.deleted ? isNotNull(libraryDocuments.deletedAt) : isNull(libraryDocuments.deletedAt),
          words
            ? or(
                sql`${libraryDocuments.title} ilike ${containing(words)}`,
                sql`array_to_string(${libraryDocuments.tags}, ' ') ilike ${containing(words)}`,
              )
            : undefined,
          tag ? sql`${tag} = any(${libraryDocuments.tags})` : undefined,
        ),
      )
      .orderBy(
        search.deleted ? desc(libraryDocuments.deletedAt) : desc(libraryDocuments.updatedAt),
        desc(libraryDocuments.id),
      );
  }

  /** Every tag in use in the kept documents of the pass's children, in order. */
  async tagsOf(pass: ReadPass<'documents'>): Promise<string[]> {
    if (pass.childIds.length === 0) return [];
    const rows = await this.#db
      .selectDistinct({ tag: sql<string>`unnest(${libraryDocuments.tags})` })
      .from(libraryDocuments)
      .where(and(inArray(libraryDocuments.childId, [...pass.childIds]), isNull(libraryDocuments.deletedAt)));
    return rows.map((row) => row.tag).sort((a, b) => a.localeCompare(b));
  }

  async findDocument(
    pass: ReadPass<'documents'>,
    childId: string,
    documentId: string,
  ): Promise<DocumentRow | undefined> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .select()
      .from(libraryDocuments)
      .where(and(eq(libraryDocuments.childId, childId), eq(libraryDocuments.id, documentId)));
    return row;
  }

  /** The versions of these documents, newest first. */
  async versionsOf(pass: ReadPass<'documents'>, documentIds: readonly string[]): Promise<VersionRow[]> {
    if (documentIds.length === 0 || pass.childIds.length === 0) return [];
    return this.#db
      .select()
      .from(libraryDocumentVersions)
      .where(
        and(
          inArray(libraryDocumentVersions.childId, [...pass.childIds]),
          inArray(libraryDocumentVersions.documentId, [...documentIds]),
        ),
      )
      .orderBy(desc(libraryDocumentVersions.number));
  }

  /** The files of these versions, PDF first. */
  async filesOfVersions(pass: ReadPass<'documents'>, versionIds: readonly string[]): Promise<VersionFileRow[]> {
    if (versionIds.length === 0 || pass.childIds.length === 0) return [];
    return this.#db
      .select({
        id: libraryDocumentFiles.id,
        versionId: libraryDocumentFiles.versionId,
        fileId: libraryDocumentFiles.fileId,
        format: libraryDocumentFiles.format,
        contentType: files.contentType,
        byteSize: files.byteSize,
        originalName: files.originalName,
      })
      .from(libraryDocumentFiles)
      .innerJoin(files, eq(files.id, libraryDocumentFiles.fileId))
      .where(
        and(
          inArray(libraryDocumentFiles.childId, [...pass.childIds]),
          inArray(libraryDocumentFiles.versionId, [...versionIds]),
        ),
      )
      .orderBy(asc(libraryDocumentFiles.format));
  }

  /** One file of one version of a document, with its storage key, for a download. */
  async storedFile(
    pass: ReadPass<'documents'>,
    childId: string,
    ids: { documentId: string; versionId: string; fileId: string },
  ): Promise<{ storageKey: string; contentType: string; originalName: string; deletedAt: Date | null } | undefined> {
    pass.assertCovers([childId]);
    const [row] = await this.#db
      .select({
        storageKey: files.storageKey,
        contentType: files.contentType,
        originalName: files.originalName,
        deletedAt: libraryDocuments.deletedAt,
      })
      .from(libraryDocumentFiles)
      .innerJoin(files, eq(files.id, libraryDocumentFiles.fileId))
      .innerJoin(libraryDocumentVersions, eq(libraryDocumentVersions.id, libraryDocumentFiles.versionId))
      .innerJoin(libraryDocuments, eq(libraryDocuments.id, libraryDocumentVersions.documentId))
      .where(
        and(
          eq(libraryDocumentFiles.childId, childId),
          eq(libraryDocumentFiles.id, ids.fileId),
          eq(libraryDocumentVersions.id, ids.versionId),
          eq(libraryDocuments.id, ids.documentId),
        ),
      );
    return row;
  }

  /**
   * A new document with its first version, or a new version of a kept document, with the files' rows: all saved
   * in one transaction or none. Returns the document's id, or null when the document is not there to add to.
   */
  async addVersion(
    pass: WritePass<'documents'>,
    childId: string,
    maker: Maker,
    target: { readonly newDocument: NewDocument } | { readonly documentId: string },
    version: { readonly note: string | null; readonly files: readonly NewVersionFile[] },
    now: Date,
  ): Promise<string | null> {
    pass.assertCovers([childId]);
    return this.#db.transaction(async (tx) => {
      let documentId: string;
      let number = 1;
      if ('newDocument' in target) {
        const { title, tags, kind, templateId } = target.newDocument;
        const [created] = await tx
          .insert(libraryDocuments)
          .values({
            familyId: maker.familyId,
            childId,
            title,
            tags: [...tags],
            kind,
            templateId,
            createdByUserId: maker.userId,
            createdByName: maker.name,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: libraryDocuments.id });
        documentId = created!.id;
      } else {
        // The document's row is locked, so two versions added at once get the next numbers, one each.
        const [existing] = await tx
          .select({ id: libraryDocuments.id })
          .from(libraryDocuments)
          .where(
            and(
              eq(libraryDocuments.childId, childId),
              eq(libraryDocuments.id, target.documentId),
              isNull(libraryDocuments.deletedAt),
            ),
          )
          .for('update');
        if (!existing) return null;
        documentId = existing.id;
        const [last] = await tx
          .select({ number: sql<number>`coalesce(max(${libraryDocumentVersions.number}), 0)::int` })
          .from(libraryDocumentVersions)
          .where(eq(libraryDocumentVersions.documentId, documentId));
        number = (last?.number ?? 0) + 1;
        await tx.update(libraryDocuments).set({ updatedAt: now }).where(eq(libraryDocuments.id, documentId));
      }
      const [created] = await tx
        .insert(libraryDocumentVersions)
        .values({
          documentId,
          childId,
          number,
          note: version.note,
          createdByUserId: maker.userId,
          createdByName: maker.name,
          createdAt: now,
        })
        .returning({ id: libraryDocumentVersions.id });
      for (const file of version.files) {
        const { format, ...stored } = file;
        const [row] = await tx
          .insert(files)
          .values({
            ...stored,
            familyId: maker.familyId,
            childId,
            ownerUserId: maker.userId,
            kind: 'library_document',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: files.id });
        await tx.insert(libraryDocumentFiles).values({ versionId: created!.id, childId, fileId: row!.id, format });
      }
      return documentId;
    });
  }

  async update(
    pass: WritePass<'documents'>,
    childId: string,
    documentId: string,
    changes: { title?: string; tags?: readonly string[] },
    now: Date,
  ): Promise<boolean> {
    pass.assertCovers([childId]);
    const rows = await this.#db
      .update(libraryDocuments)
      .set({
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.tags !== undefined ? { tags: [...changes.tags] } : {}),
        updatedAt: now,
      })
      .where(
        and(
          eq(libraryDocuments.childId, childId),
          eq(libraryDocuments.id, documentId),
          isNull(libraryDocuments.deletedAt),
        ),
      )
      .returning({ id: libraryDocuments.id });
    return rows.length > 0;
  }

  /** Marks a kept document deleted; false when there is no kept document with this id. */
  async markDeleted(
    pass: WritePass<'documents'>,
    childId: string,
    documentId: string,
    by: { userId: string; name: string },
    now: Date,
  ): Promise<boolean> {
    pass.assertCovers([childId]);
    const rows = await this.#db
      .update(libraryDocuments)
      .set({ deletedAt: now, deletedByUserId: by.userId, deletedByName: by.name })
      .where(
        and(
          eq(libraryDocuments.childId, childId),
          eq(libraryDocuments.id, documentId),
          isNull(libraryDocuments.deletedAt),
        ),
      )
      .returning({ id: libraryDocuments.id });
    return rows.length > 0;
  }

  /** Brings back a deleted document; false when there is no deleted document with this id. */
  async restore(pass: WritePass<'documents'>, childId: string, documentId: string): Promise<boolean> {
    pass.assertCovers([childId]);
    const rows = await this.#db
      .update(libraryDocuments)
      .set({ deletedAt: null, deletedByUserId: null, deletedByName: null })
      .where(
        and(
          eq(libraryDocuments.childId, childId),
          eq(libraryDocuments.id, documentId),
          isNotNull(libraryDocuments.deletedAt),
        ),
      )
      .returning({ id: libraryDocuments.id });
    return rows.length > 0;
  }

  /**
   * For the purge job, which acts for nobody: removes a document deleted at or before `deletedBefore`, with its
   * versions and the rows of their files, and answers the storage keys of their bytes. A document restored since,
   * or deleted again later, is left alone (an empty answer).
   */
  async unsafePurge(documentId: string, deletedBefore: Date): Promise<string[] | null> {
    return this.#db.transaction(async (tx) => {
      const [document] = await tx
        .select({ id: libraryDocuments.id, deletedAt: libraryDocuments.deletedAt })
        .from(libraryDocuments)
        .where(eq(libraryDocuments.id, documentId))
        .for('update');
      if (!document || document.deletedAt === null || document.deletedAt > deletedBefore) return null;
      const fileRows = await tx
        .select({ fileId: libraryDocumentFiles.fileId })
        .from(libraryDocumentFiles)
        .innerJoin(libraryDocumentVersions, eq(libraryDocumentVersions.id, libraryDocumentFiles.versionId))
        .where(eq(libraryDocumentVersions.documentId, documentId));
      const fileIds = fileRows.map((row) => row.fileId);
      const removed =
        fileIds.length === 0
          ? []
          : await tx.delete(files).where(inArray(files.id, fileIds)).returning({ storageKey: files.storageKey });
      await tx.delete(libraryDocuments).where(eq(libraryDocuments.id, documentId));
      return removed.map((row) => row.storageKey);
    });
  }

  /** The deleted document's time of deletion, for the purge job to find when it is due. */
  async unsafeDeletedAt(documentId: string): Promise<Date | null> {
    const [row] = await this.#db
      .select({ deletedAt: libraryDocuments.deletedAt })
      .from(libraryDocuments)
      .where(eq(libraryDocuments.id, documentId));
    return row?.deletedAt ?? null;
  }

  /** Family members who read this child's documents through their grant, by name; for a parent to see. */
  async readersOf(
    pass: ReadPass<'documents'>,
    childId: string,
  ): Promise<{ userId: string; name: string; level: 'view' | 'edit' }[]> {
    pass.assertCovers([childId]);
    const rows = await this.#db
      .select({
        userId: childGrants.userId,
        level: sql<string>`${childGrants.areas} ->> 'documents'`,
        displayName: profiles.displayName,
        metadata: users.userMetadata,
        email: users.email,
        role: profiles.role,
        memberFamilyId: profiles.familyId,
        grantFamilyId: childGrants.familyId,
      })
      .from(childGrants)
      .innerJoin(users, eq(users.id, childGrants.userId))
      .innerJoin(profiles, eq(profiles.userId, childGrants.userId))
      .where(eq(childGrants.childId, childId));
    return rows
      .filter(
        (row) =>
          row.role === 'family_member' &&
          row.memberFamilyId === row.grantFamilyId &&
          (row.level === 'view' || row.level === 'edit'),
      )
      .map((row) => ({
        userId: row.userId,
        name: personNameFrom(row.displayName, row.metadata) ?? row.email ?? 'A family member',
        level: row.level as 'view' | 'edit',
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}
