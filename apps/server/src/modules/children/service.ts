import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CHILD_LIMITS,
  type ChildArea,
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
import { schema } from '@tedi/db';
import { ZipFile } from 'yazl';
import type { z } from 'zod';
import type { ChildAuditService } from '../../platform/child-audit.ts';
import { AppError, parseInput } from '../../platform/errors.ts';
import { reencodePhoto } from '../../platform/storage-images.ts';
import type { StorageDriver } from '../../platform/storage-driver.ts';
import { newStorageKey, sanitisedFileName } from '../../platform/storage.ts';
import {
  type AccessActor,
  CHILD_NOT_FOUND,
  type ChildAccessService,
  type ChildRights,
  mayFamilyChildren,
  NO_RIGHTS,
  type ReadPass,
} from '../../policies/child-access.ts';

const { FILE_KIND_AREAS } = schema;
import { type ImportPlan, planContactsImport, readContactsCsv } from './contacts-import.ts';
import {
  presentChild,
  presentCondition,
  presentContact,
  presentContactsImport,
  presentExportedFile,
  presentSummary,
} from './presenter.ts';
import type { ChildRow, ChildValues, ChildrenRepository, FileArea } from './repository.ts';

/** The person asking, or null for a caller who is not signed in. */
export type ChildrenActor = AccessActor;

/** A child as shared with someone: who they are, and their profile when it is shared too. */
export interface SharedChild {
  readonly id: string;
  readonly name: string;
  readonly preferredName: string | null;
  readonly profile: ChildResponse | null;
  /** The child's conditions when the asker may read their health, whether or not the profile is shared. */
  readonly conditions: ChildConditionResponse[] | null;
}

/**
 * A capability that keeps part of a family's data elsewhere (the health record) adds it to the family's export
 * through this, so nothing a family keeps is left out and this module never reads another's tables.
 */
export interface FamilyExportContributor {
  /** The key its part has under `records` in the export (`health`). */
  readonly name: string;
  /** Its records of these children that the asker may read, by child id; children it has nothing for are left out. */
  recordsOf(rights: ChildRights, childIds: readonly string[]): Promise<Readonly<Record<string, unknown>>>;
}

/** A condition with when it was added, for capabilities that show what is new. */
export type ConditionEntry = ChildConditionResponse & { readonly createdAt: string };

/** A photo as it arrived, read only once the upload has been authorised. */
export interface PhotoUpload {
  readonly bytes: Uint8Array;
  readonly fileName: string | undefined;
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
 * Child profiles, their conditions, contacts and photos. Every method asks the child access check first, for the
 * area its data belongs to (the profile, or health for conditions), and reads or writes nothing about a child
 * before it has answered: the repository takes the check's pass, not a child id.
 */
export class ChildrenService {
  readonly #repository: ChildrenRepository;
  readonly #access: ChildAccessService;
  readonly #storage: StorageDriver;
  readonly #exportContributors: FamilyExportContributor[] = [];
  readonly #audit: ChildAuditService;

  constructor(
    repository: ChildrenRepository,
    access: ChildAccessService,
    storage: StorageDriver,
    audit: ChildAuditService,
  ) {
    this.#repository = repository;
    this.#access = access;
    this.#storage = storage;
    this.#audit = audit;
  }

  /** The profiles of these children, with health only where the asker may read it, in the order asked. */
  async #profiles(rights: ChildRights, childIds: readonly string[]): Promise<ChildResponse[]> {
    const profile = rights.pass('profile', 'view', childIds);
    const health = rights.pass('health', 'view', childIds);
    const rows = await this.#repository.profilesOf(profile, health);
    return rows.map((row) => presentChild(row, row.conditions, row.contacts, rights.of(row.id)));
  }

  async #detail(rights: ChildRights, childId: string): Promise<ChildResponse> {
    const [child] = await this.#profiles(rights, [childId]);
    if (!child) throw new AppError('not_found', CHILD_NOT_FOUND);
    return child;
  }

  async list(actor: ChildrenActor, query: { includeArchived?: boolean | undefined }): Promise<ChildListResponse> {
    const member = await this.#access.requireFamily(actor, 'list');
    const canCreate = mayFamilyChildren(member.role, 'add');
    if (member.familyId === null) return { children: [], canCreate };
    const ids = await this.#repository.unsafeChildIdsOfFamily(member.familyId, query.includeArchived ?? false);
    const rights = await this.#access.rightsOf(member, ids);
    const rows = await this.#repository.findChildren(rights.pass('profile', 'view', ids));
    return { children: rows.map((row) => presentSummary(row, rights.of(row.id))), canCreate };
  }

  /**
   * For capabilities that gather a person's data across the family (their calendar feed): a read pass for `area`
   * covering every child of the asker's family, not archived, whose `area` they may read; it may cover none.
   */
  async readableInFamily<Area extends ChildArea>(actor: ChildrenActor, area: Area): Promise<ReadPass<Area>> {
    const member = await this.#access.member(actor);
    const ids = member.familyId === null ? [] : await this.#repository.unsafeChildIdsOfFamily(member.familyId, false);
    const rights = await this.#access.rightsOf(member, ids);
    return rights.pass(area, 'view', ids);
  }

  /**
   * For another capability (what is shared with a family member): of these children, the ones the asker may read
   * anything of, in the order asked, each with its profile when the asker may read the profile and its conditions
   * when they may read the child's health.
   */
  async sharedWith(actor: ChildrenActor, childIds: readonly string[]): Promise<SharedChild[]> {
    const rights = await this.#access.check(actor, childIds);
    const health = rights.pass('health', 'view', childIds);
    const [names, profiles, conditions] = await Promise.all([
      this.#repository.namesOf(rights.namePass(childIds)),
      this.#profiles(rights, childIds),
      this.#repository.conditionsOf(health),
    ]);
    await this.#audit.read(rights.pass('profile', 'view', childIds), 'read the child’s profile');
    await this.#audit.read(health, 'read the child’s conditions');
    const byId = new Map(profiles.map((profile) => [profile.id, profile]));
    return names.map((name) => ({
      ...name,
      profile: byId.get(name.id) ?? null,
      conditions: health.covers(name.id)
        ? conditions.filter((condition) => condition.childId === name.id).map(presentCondition)
        : null,
    }));
  }

  /** Adds a capability's records to the family's export (called once, as the capability registers). */
  addExportContributor(contributor: FamilyExportContributor): void {
    if (this.#exportContributors.some((existing) => existing.name === contributor.name)) {
      throw new Error(`The family export already has a part named ${contributor.name}`);
    }
    this.#exportContributors.push(contributor);
  }

  /**
   * For the health capability, which has checked the asker may read these children's health: their conditions,
   * oldest first, with when each was added.
   */
  async conditionsOf(pass: ReadPass<'health'>): Promise<ConditionEntry[]> {
    const rows = await this.#repository.conditionsOf(pass);
    return rows.map((row) => ({ ...presentCondition(row), createdAt: row.createdAt.toISOString() }));
  }

  /**
   * The profile as an open share link shows it: the health passport a parent shares carries how the child
   * communicates, their key contacts and likes, and their photo. Read with the link's profile pass (or the pass of a
   * child signed in to their own area), with no right to change anything.
   */
  async profileForLink(
    pass: ReadPass<'profile'>,
    childId: string,
  ): Promise<{ profile: ChildResponse; photo: Uint8Array | null }> {
    const child = pass.only(childId);
    const [rows, contacts] = await Promise.all([
      this.#repository.findChildren(child),
      this.#repository.contactsOf(child),
    ]);
    const row = rows[0];
    if (!row) throw new AppError('not_found', CHILD_NOT_FOUND);
    const stored = row.photoFileId ? await this.#repository.storedFile(pass, childId, row.photoFileId) : undefined;
    const photo = stored ? await this.#storage.get(stored.storageKey).catch(() => null) : null;
    return { profile: presentChild(row, null, contacts, NO_RIGHTS), photo };
  }

  /**
   * A file of the pass's area (a board photo for the child's own area), or null when the child has no such file:
   * for callers whose pass was issued without a person's own check (a child signed in to their own area).
   */
  async fileFor(
    pass: ReadPass<FileArea>,
    childId: string,
    fileId: string,
  ): Promise<{ bytes: Buffer; contentType: string } | null> {
    const stored = await this.#repository.storedFile(pass, childId, fileId);
    if (!stored) return null;
    const bytes = await this.#storage.get(stored.storageKey).catch(() => null);
    return bytes ? { bytes, contentType: stored.contentType } : null;
  }

  /**
   * A child's profile photo for their button on a trusted device's sign-in page, before anyone has signed in: the
   * caller found the child in the device's family, so there is no person's pass to read it with.
   */
  async unsafeProfilePhoto(childId: string, fileId: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const stored = await this.#repository.unsafeProfilePhoto(childId, fileId);
    if (!stored) return null;
    const bytes = await this.#storage.get(stored.storageKey).catch(() => null);
    return bytes ? { bytes, contentType: stored.contentType } : null;
  }

  async get(actor: ChildrenActor, childId: string): Promise<ChildResponse> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'profile', 'view');
    const child = await this.#detail(rights, childId);
    await this.#audit.read(pass, 'opened the child’s profile');
    const health = rights.passIfAllowed(childId, 'health', 'view');
    if (health) await this.#audit.read(health, 'read the child’s conditions');
    return child;
  }

  async create(actor: ChildrenActor, input: ChildCreateInput): Promise<ChildResponse> {
    const member = await this.#access.requireFamily(actor, 'add');
    const values = parseInput(childCreateSchema, input);
    const familyId = await this.#access.familyToAddTo(member);
    const row = await this.#repository.insertChild(familyId, { ...childValues(values), name: values.name });
    return this.#detail(await this.#access.check(actor, [row.id]), row.id);
  }

  async update(actor: ChildrenActor, childId: string, input: ChildUpdateInput): Promise<ChildResponse> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'profile', 'edit');
    const values = parseInput(childUpdateSchema, input);
    const changes = childValues(values);
    if (Object.keys(changes).length > 0) {
      const [current] = await this.#repository.findChildren(pass);
      await this.#repository.updateChild(pass, childId, mergeNested(current!, changes));
    }
    return this.#detail(rights, childId);
  }

  /** Archived children leave the family's list but keep everything; restoring brings them back as they were. */
  async setArchived(actor: ChildrenActor, childId: string, archived: boolean): Promise<ChildResponse> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'profile', 'manage');
    const [current] = await this.#repository.findChildren(pass);
    if (archived !== (current!.archivedAt !== null)) {
      await this.#repository.setArchivedAt(pass, childId, archived ? new Date() : null);
    }
    return this.#detail(rights, childId);
  }

  async addCondition(
    actor: ChildrenActor,
    childId: string,
    input: ChildConditionCreateInput,
  ): Promise<ChildConditionResponse> {
    const { pass } = await this.#access.requireChild(actor, [childId], 'health', 'edit');
    const values = parseInput(childConditionCreateSchema, input);
    return presentCondition(
      await this.#repository.insertCondition(pass, childId, {
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
    const { pass } = await this.#access.requireChild(actor, [childId], 'health', 'edit');
    const values = parseInput(childConditionUpdateSchema, input);
    const row = await this.#repository.updateCondition(pass, childId, conditionId, definedOnly(values));
    if (!row) throw new AppError('not_found', 'This child has no condition with this id.');
    return presentCondition(row);
  }

  async removeCondition(actor: ChildrenActor, childId: string, conditionId: string): Promise<void> {
    const { pass } = await this.#access.requireChild(actor, [childId], 'health', 'edit');
    if (!(await this.#repository.deleteCondition(pass, childId, conditionId))) {
      throw new AppError('not_found', 'This child has no condition with this id.');
    }
  }

  async addContact(
    actor: ChildrenActor,
    childId: string,
    input: ChildContactCreateInput,
  ): Promise<ChildContactResponse> {
    const { pass } = await this.#access.requireChild(actor, [childId], 'profile', 'edit');
    const values = parseInput(childContactCreateSchema, input);
    return presentContact(
      await this.#repository.insertContact(pass, childId, {
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
    const { pass } = await this.#access.requireChild(actor, [childId], 'profile', 'edit');
    const request = parseInput(contactsImportRequestSchema, input);
    const sheet = readContactsCsv(request.csv);
    if (request.dryRun) {
      const existing = await this.#repository.contactsOf(pass);
      return presentContactsImport(sheet.columns, planContactsImport(sheet, existing, request.defaultRole), true, []);
    }
    const { result, added } = await this.#repository.addContactsInTurn<ImportPlan>(pass, childId, (existing) => {
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
    const { pass } = await this.#access.requireChild(actor, [childId], 'profile', 'edit');
    const values = parseInput(childContactUpdateSchema, input);
    const row = await this.#repository.updateContact(pass, childId, contactId, definedOnly(values));
    if (!row) throw new AppError('not_found', 'This child has no contact with this id.');
    return presentContact(row);
  }

  async removeContact(actor: ChildrenActor, childId: string, contactId: string): Promise<void> {
    const { pass } = await this.#access.requireChild(actor, [childId], 'profile', 'edit');
    if (!(await this.#repository.deleteContact(pass, childId, contactId))) {
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
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'profile', 'manage');
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
      replaced = await this.#repository.replacePhoto(pass, childId, {
        familyId: rights.member.familyId!,
        ownerUserId: rights.member.userId,
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
    return this.#detail(rights, childId);
  }

  /** Leaves the child without a photo; the photo's record and bytes are removed, not kept out of sight. */
  async removePhoto(actor: ChildrenActor, childId: string): Promise<ChildResponse> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'profile', 'manage');
    const replaced = await this.#repository.replacePhoto(pass, childId, null);
    await this.#forgetBytes(replaced.previousStorageKey);
    return this.#detail(rights, childId);
  }

  /**
   * Removes the bytes of a file whose record is already gone. A failure here is not reported to the parent: the
   * record is gone, so the bytes can never be served again.
   */
  async #forgetBytes(storageKey: string | null): Promise<void> {
    if (storageKey === null) return;
    await this.#storage.delete(storageKey).catch(() => undefined);
  }

  /**
   * A stored file's bytes, for someone who may read the area of the child's record the file belongs to. A file of
   * a child the asker may not see is "not found", like the child.
   */
  async download(
    actor: ChildrenActor,
    fileId: string,
  ): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
    const member = await this.#access.member(actor);
    const notFound = new AppError('not_found', 'There is no file with this id that you can see.');
    const owner = await this.#repository.unsafeOwnerOfFile(fileId);
    // The library's files are downloaded through the library, which keeps back those of a deleted document.
    if (!owner?.childId || owner.kind === 'library_document') throw notFound;
    const rights = await this.#access.rightsOf(member, [owner.childId]);
    const pass = rights.passIfAllowed(owner.childId, FILE_KIND_AREAS[owner.kind], 'view');
    if (!pass) {
      if (!rights.isInOwnFamily(owner.childId)) throw notFound;
      throw new AppError('forbidden', 'This file hasn’t been shared with you. Please ask a parent of the family.');
    }
    const stored = await this.#repository.storedFile(pass, owner.childId, fileId);
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
    const { exported, files } = await this.#exportFamily(actor);
    const stored = (await Promise.all(files.map((pass) => this.#repository.storedFilesOf(pass)))).flat();
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

  /**
   * The family's data as its parent may read it: the profiles, the files of every area of the record (photos,
   * health documents), and what each registered capability adds under `records`.
   */
  async #exportFamily(actor: ChildrenActor): Promise<{ exported: FamilyExportResponse; files: ReadPass<FileArea>[] }> {
    const member = await this.#access.requireFamily(actor, 'export');
    const exportedAt = new Date().toISOString();
    const ids = member.familyId === null ? [] : await this.#repository.unsafeChildIdsOfFamily(member.familyId, true);
    const rights = await this.#access.rightsOf(member, ids);
    const areas = [...new Set(Object.values(FILE_KIND_AREAS))];
    const files = areas.map((area) => rights.pass(area, 'view', ids));
    const [family, children, fileRows, contributions] = await Promise.all([
      member.familyId === null ? undefined : this.#repository.family(member.familyId),
      this.#profiles(rights, ids),
      Promise.all(files.map((pass) => this.#repository.filesOf(pass))),
      Promise.all(
        this.#exportContributors.map(
          async (contributor) => [contributor.name, await contributor.recordsOf(rights, ids)] as const,
        ),
      ),
    ]);
    const exported: FamilyExportResponse = {
      exportedAt,
      family: family ?? null,
      children: children.map(({ permissions: _permissions, ...child }) => child),
      files: fileRows
        .flat()
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
        .map(presentExportedFile),
      records: Object.fromEntries(contributions),
    };
    return { exported, files };
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
