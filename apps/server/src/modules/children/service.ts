import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CHILD_LIMITS,
  type ChildConditionCreateInput,
  type ChildConditionResponse,
  type ChildConditionUpdateInput,
  type ChildContactCreateInput,
  type ChildContactResponse,
  type ChildContactUpdateInput,
  type ChildCreateInput,
  type ChildListResponse,
  type ChildResponse,
  type ChildUpdateInput,
  type ContactsImportRequest,
  type ContactsImportResponse,
  type FamilyExportResponse,
  childConditionCreateSchema,
  childConditionUpdateSchema,
  childContactCreateSchema,
  childContactUpdateSchema,
  childCreateSchema,
  childUpdateSchema,
  contactsImportRequestSchema,
} from '@tedi/contracts';
import { ZipFile } from 'yazl';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import { AppError, validationFailed } from '../../platform/errors.ts';
import { reencodePhoto } from '../../platform/storage-images.ts';
import { newStorageKey, sanitisedFileName, type StorageDriver } from '../../platform/storage.ts';
import { type ChildAccess, checkChildAccess } from '../../policies/child-access.ts';
import { type ChildAction, mayChild } from '../../policies/children.ts';
import { type ImportPlan, planContactsImport, readContactsCsv } from './contacts-import.ts';
import {
  presentChild,
  presentCondition,
  presentContact,
  presentContactsImport,
  presentExportedFile,
  presentSummary,
} from './presenter.ts';
import type { ChildRow, ChildValues, ChildrenRepository } from './repository.ts';

/** The person asking, or null for a caller who is not signed in. */
export type ChildrenActor = Pick<Actor, 'userId'> | null;

/** A photo as it arrived, read only once the upload has been authorised. */
export interface PhotoUpload {
  readonly bytes: Uint8Array;
  readonly fileName: string | undefined;
}

/** The name a family gets when its first child is added; the family capability lets parents rename it. */
const NEW_FAMILY_NAME = 'My family';

const NOT_FOUND = 'There is no child with this id in your family.';

function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationFailed(
    result.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message })),
  );
}

/** Only the keys that were sent: a partial update leaves every other field as it was. */
function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function childValues(input: z.output<typeof childUpdateSchema>): Partial<ChildValues> {
  return definedOnly({
    name: input.name,
    preferredName: input.preferredName,
    dateOfBirth: input.dateOfBirth,
    pronouns: input.pronouns,
    communication: input.communication && definedOnly(input.communication),
    sensory: input.sensory && definedOnly(input.sensory),
    likes: input.likes,
    dislikes: input.dislikes,
    needs: input.needs,
    strengths: input.strengths,
    school: input.school && definedOnly(input.school),
    emergencyInformation: input.emergencyInformation,
  });
}

/**
 * Child profiles, their conditions, contacts and photos. Every method asks the child access check first and
 * reads or writes nothing about a child before it has answered.
 */
export class ChildrenService {
  readonly #repository: ChildrenRepository;
  readonly #storage: StorageDriver;

  constructor(repository: ChildrenRepository, storage: StorageDriver) {
    this.#repository = repository;
    this.#storage = storage;
  }

  async #access(actor: ChildrenActor, childIds: readonly string[]): Promise<ChildAccess> {
    if (actor === null) throw new AppError('unauthorized', 'Please sign in.');
    return checkChildAccess(this.#repository, actor, childIds);
  }

  /**
   * Refuses unless the action is allowed: 404 when the child is not in the actor's family (so nobody learns that
   * an id exists elsewhere), 403 when it is but the actor may not do this.
   */
  async #require(actor: ChildrenActor, childId: string, action: ChildAction): Promise<ChildAccess> {
    const access = await this.#access(actor, [childId]);
    if (access.may(childId, action)) return access;
    if (!access.isInOwnFamily(childId)) throw new AppError('not_found', NOT_FOUND);
    throw new AppError('forbidden', 'Only a parent of the family can do this.');
  }

  /** For what concerns the family as a whole (its list, a new child, its export): asks as for its own children. */
  async #requireFamily(actor: ChildrenActor, action: ChildAction): Promise<ChildAccess> {
    const access = await this.#access(actor, []);
    if (!mayChild({ role: access.membership.role, sameFamily: true }, action)) {
      throw new AppError('forbidden', 'Only a parent of the family can do this.');
    }
    return access;
  }

  async #detail(childId: string, access: ChildAccess): Promise<ChildResponse> {
    const [rows, conditions, contacts] = await Promise.all([
      this.#repository.findChildren([childId]),
      this.#repository.conditionsOf([childId]),
      this.#repository.contactsOf([childId]),
    ]);
    const row = rows[0];
    if (!row) throw new AppError('not_found', NOT_FOUND);
    return presentChild(row, conditions, contacts, access.rightsFor(childId));
  }

  async list(actor: ChildrenActor, query: { includeArchived?: boolean | undefined }): Promise<ChildListResponse> {
    const { membership } = await this.#requireFamily(actor, 'view');
    const includeArchived = query.includeArchived ?? false;
    const canCreate = mayChild({ role: membership.role, sameFamily: true }, 'create');
    if (membership.familyId === null) return { children: [], canCreate };
    const ids = await this.#repository.unsafeChildIdsOfFamily(membership.familyId, includeArchived);
    const access = await this.#access(actor, ids);
    const visible = ids.filter((id) => access.may(id, 'view'));
    const rows = await this.#repository.findChildren(visible);
    return { children: rows.map((row) => presentSummary(row, access.rightsFor(row.id))), canCreate };
  }

  async get(actor: ChildrenActor, childId: string): Promise<ChildResponse> {
    const access = await this.#require(actor, childId, 'view');
    return this.#detail(childId, access);
  }

  async create(actor: ChildrenActor, input: ChildCreateInput): Promise<ChildResponse> {
    const { membership } = await this.#requireFamily(actor, 'create');
    const values = parse(childCreateSchema, input);
    const familyId = membership.familyId ?? (await this.#repository.ensureFamilyOf(actor!.userId, NEW_FAMILY_NAME));
    const row = await this.#repository.insertChild(familyId, { ...childValues(values), name: values.name });
    return this.#detail(row.id, await this.#access(actor, [row.id]));
  }

  async update(actor: ChildrenActor, childId: string, input: ChildUpdateInput): Promise<ChildResponse> {
    const access = await this.#require(actor, childId, 'update');
    const values = parse(childUpdateSchema, input);
    const changes = childValues(values);
    if (Object.keys(changes).length > 0) {
      const [current] = await this.#repository.findChildren([childId]);
      await this.#repository.updateChild(childId, mergeNested(current!, changes));
    }
    return this.#detail(childId, access);
  }

  /** Archived children leave the family's list but keep everything; restoring brings them back as they were. */
  async setArchived(actor: ChildrenActor, childId: string, archived: boolean): Promise<ChildResponse> {
    const access = await this.#require(actor, childId, 'archive');
    const [current] = await this.#repository.findChildren([childId]);
    if (archived !== (current!.archivedAt !== null)) {
      await this.#repository.updateChild(childId, { archivedAt: archived ? new Date() : null });
    }
    return this.#detail(childId, access);
  }

  async addCondition(
    actor: ChildrenActor,
    childId: string,
    input: ChildConditionCreateInput,
  ): Promise<ChildConditionResponse> {
    await this.#require(actor, childId, 'update');
    const values = parse(childConditionCreateSchema, input);
    return presentCondition(
      await this.#repository.insertCondition(childId, {
        name: values.name,
        diagnosedOn: values.diagnosedOn ?? null,
        diagnosedBy: values.diagnosedBy ?? null,
        notes: values.notes ?? null,
      }),
    );
  }

  async updateCondition(
    actor: ChildrenActor,
    childId: string,
    conditionId: string,
    input: ChildConditionUpdateInput,
  ): Promise<ChildConditionResponse> {
    await this.#require(actor, childId, 'update');
    const values = parse(childConditionUpdateSchema, input);
    const row = await this.#repository.updateCondition(childId, conditionId, definedOnly(values));
    if (!row) throw new AppError('not_found', 'This child has no condition with this id.');
    return presentCondition(row);
  }

  async removeCondition(actor: ChildrenActor, childId: string, conditionId: string): Promise<void> {
    await this.#require(actor, childId, 'update');
    if (!(await this.#repository.deleteCondition(childId, conditionId))) {
      throw new AppError('not_found', 'This child has no condition with this id.');
    }
  }

  async addContact(
    actor: ChildrenActor,
    childId: string,
    input: ChildContactCreateInput,
  ): Promise<ChildContactResponse> {
    await this.#require(actor, childId, 'update');
    const values = parse(childContactCreateSchema, input);
    return presentContact(
      await this.#repository.insertContact(childId, {
        role: values.role,
        name: values.name,
        phone: values.phone ?? null,
        email: values.email ?? null,
        notes: values.notes ?? null,
      }),
    );
  }

  /**
   * Contacts from a CSV file: with `dryRun`, what would happen to each row; otherwise the valid rows that are new to
   * the child are added in one transaction and the answer says what happened to every row. Allowed to whoever may
   * add a contact by hand. Existing contacts are never changed or removed; rows with problems are left out.
   */
  async importContacts(
    actor: ChildrenActor,
    childId: string,
    input: ContactsImportRequest,
  ): Promise<ContactsImportResponse> {
    await this.#require(actor, childId, 'update');
    const request = parse(contactsImportRequestSchema, input);
    const sheet = readContactsCsv(request.csv);
    if (request.dryRun) {
      const existing = await this.#repository.contactsOf([childId]);
      return presentContactsImport(sheet.columns, planContactsImport(sheet, existing, request.defaultRole), true, []);
    }
    const { result, added } = await this.#repository.addContactsInTurn<ImportPlan>(childId, (existing) => {
      const plan = planContactsImport(sheet, existing, request.defaultRole);
      return { result: plan, add: plan.toAdd };
    });
    return presentContactsImport(sheet.columns, result, false, added);
  }

  async updateContact(
    actor: ChildrenActor,
    childId: string,
    contactId: string,
    input: ChildContactUpdateInput,
  ): Promise<ChildContactResponse> {
    await this.#require(actor, childId, 'update');
    const values = parse(childContactUpdateSchema, input);
    const row = await this.#repository.updateContact(childId, contactId, definedOnly(values));
    if (!row) throw new AppError('not_found', 'This child has no contact with this id.');
    return presentContact(row);
  }

  async removeContact(actor: ChildrenActor, childId: string, contactId: string): Promise<void> {
    await this.#require(actor, childId, 'update');
    if (!(await this.#repository.deleteContact(childId, contactId))) {
      throw new AppError('not_found', 'This child has no contact with this id.');
    }
  }

  /**
   * Sets a child's photo. The upload is read only after the access check has passed; a refused or bad photo leaves
   * the child's current photo and every stored file as they were.
   */
  async uploadPhoto(
    actor: ChildrenActor,
    childId: string,
    readUpload: () => Promise<PhotoUpload>,
  ): Promise<ChildResponse> {
    const access = await this.#require(actor, childId, 'upload_photo');
    const upload = await readUpload();
    const photo = await reencodePhoto(upload.bytes);
    if (!photo.ok) {
      throw new AppError(
        'unsupported_media_type',
        'This file isn’t a photo we can use. Please choose a JPG, PNG or WebP image.',
      );
    }
    const key = newStorageKey();
    await this.#storage.put(key, photo.bytes);
    let replaced: { previousStorageKey: string | null };
    try {
      replaced = await this.#repository.replacePhoto(childId, {
        familyId: access.membership.familyId!,
        ownerUserId: actor!.userId,
        kind: 'child_photo',
        contentType: photo.contentType,
        byteSize: photo.bytes.byteLength,
        sha256: createHash('sha256').update(photo.bytes).digest('hex'),
        storageKey: key,
        originalName: photoName(upload.fileName, photo.extension),
      });
    } catch (error) {
      // The row was not written, so the bytes would be orphaned: remove them before reporting the failure.
      await this.#storage.delete(key);
      throw error;
    }
    await this.#forgetBytes(replaced.previousStorageKey);
    return this.#detail(childId, access);
  }

  /** Leaves the child without a photo; the photo's record and bytes are removed, not kept out of sight. */
  async removePhoto(actor: ChildrenActor, childId: string): Promise<ChildResponse> {
    const access = await this.#require(actor, childId, 'upload_photo');
    const replaced = await this.#repository.replacePhoto(childId, null);
    await this.#forgetBytes(replaced.previousStorageKey);
    return this.#detail(childId, access);
  }

  /**
   * Removes the bytes of a file whose record is already gone. A failure here is not reported to the parent: the
   * record is gone, so the bytes can never be served again.
   */
  async #forgetBytes(storageKey: string | null): Promise<void> {
    if (storageKey === null) return;
    await this.#storage.delete(storageKey).catch(() => undefined);
  }

  /** A stored file's bytes, for someone the policy allows to download this child's files. */
  async download(
    actor: ChildrenActor,
    fileId: string,
  ): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
    if (actor === null) throw new AppError('unauthorized', 'Please sign in.');
    const notFound = new AppError('not_found', 'There is no file with this id that you can see.');
    const owner = await this.#repository.unsafeOwnerOfFile(fileId);
    if (!owner?.childId) throw notFound;
    const access = await this.#access(actor, [owner.childId]);
    if (!access.may(owner.childId, 'download_file')) {
      if (!access.isInOwnFamily(owner.childId)) throw notFound;
      throw new AppError('forbidden', 'Only a parent of the family can download this file.');
    }
    const stored = await this.#repository.storedFile(owner.childId, fileId);
    if (!stored) throw notFound;
    return {
      bytes: await this.#storage.get(stored.storageKey),
      contentType: stored.contentType,
      fileName: stored.originalName,
    };
  }

  /** Everything the family owns, archived children included, with its files listed by download address. */
  async exportFamily(actor: ChildrenActor): Promise<FamilyExportResponse> {
    return (await this.#exportFamily(actor)).exported;
  }

  /**
   * The family's export as a zip: `family.json`, and every file the family owns under
   * `files/<child's name>/<file name>`. Each file's bytes are read only when the zip reaches it, so a large family
   * is streamed, not held in memory.
   */
  async exportFamilyZip(actor: ChildrenActor): Promise<{ exportedAt: string; stream: NodeJS.ReadableStream }> {
    const { exported, childIds } = await this.#exportFamily(actor);
    const stored = await this.#repository.storedFilesOf(childIds);
    const zip = new ZipFile();
    zip.addBuffer(Buffer.from(`${JSON.stringify(exported, null, 2)}\n`), 'family.json');
    const childNames = new Map(exported.children.map((child) => [child.id, child.name]));
    const used = new Set<string>();
    for (const file of stored) {
      const folder = sanitisedFileName(childNames.get(file.childId ?? '') ?? undefined, 'family');
      const path = uniquePath(used, `files/${folder}`, sanitisedFileName(file.originalName, 'file'));
      // Photos and documents are compressed already; storing them as they are saves time and changes nothing.
      zip.addReadStreamLazy(path, { compress: false, size: file.byteSize }, (done) => {
        this.#storage.get(file.storageKey).then(
          (bytes) => done(null, Readable.from([bytes])),
          (error: unknown) => done(error, Readable.from([])),
        );
      });
    }
    zip.end();
    return { exportedAt: exported.exportedAt, stream: zip.outputStream };
  }

  async #exportFamily(actor: ChildrenActor): Promise<{ exported: FamilyExportResponse; childIds: string[] }> {
    const { membership } = await this.#requireFamily(actor, 'view');
    const exportedAt = new Date().toISOString();
    if (membership.familyId === null) {
      return { exported: { exportedAt, family: null, children: [], files: [] }, childIds: [] };
    }
    const ids = await this.#repository.unsafeChildIdsOfFamily(membership.familyId, true);
    const access = await this.#access(actor, ids);
    const visible = ids.filter((id) => access.may(id, 'view'));
    const [family, rows, conditions, contacts, files] = await Promise.all([
      this.#repository.family(membership.familyId),
      this.#repository.findChildren(visible),
      this.#repository.conditionsOf(visible),
      this.#repository.contactsOf(visible),
      this.#repository.filesOf(visible),
    ]);
    const exported: FamilyExportResponse = {
      exportedAt,
      family: family ?? null,
      children: rows.map((row) => {
        const { permissions: _permissions, ...child } = presentChild(
          row,
          conditions,
          contacts,
          access.rightsFor(row.id),
        );
        return child;
      }),
      files: files.map(presentExportedFile),
    };
    return { exported, childIds: visible };
  }
}

/** A path inside the zip no other entry has: a second "photo.png" of the same child becomes "photo (2).png". */
function uniquePath(used: Set<string>, folder: string, name: string): string {
  const dot = name.lastIndexOf('.');
  const [base, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let path = `${folder}/${name}`;
  for (let n = 2; used.has(path.toLowerCase()); n += 1) path = `${folder}/${base} (${n})${extension}`;
  used.add(path.toLowerCase());
  return path;
}

/** The stored name of a photo: the person's own name for it, cleaned, with the extension of what it really is. */
function photoName(given: string | undefined, extension: string): string {
  const base = sanitisedFileName(given, 'photo').replace(/\.[^.]*$/, '') || 'photo';
  return `${base.slice(0, CHILD_LIMITS.nameMax)}.${extension}`;
}

/** Nested groups (communication, sensory, school) change field by field, like the profile itself. */
function mergeNested(current: ChildRow, changes: Partial<ChildValues>): Partial<ChildValues> {
  return {
    ...changes,
    ...(changes.communication ? { communication: { ...current.communication, ...changes.communication } } : {}),
    ...(changes.sensory ? { sensory: { ...current.sensory, ...changes.sensory } } : {}),
    ...(changes.school ? { school: { ...current.school, ...changes.school } } : {}),
  };
}
