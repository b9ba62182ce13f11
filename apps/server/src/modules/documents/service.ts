import { createHash } from 'node:crypto';
import {
  DOCUMENT_FORMAT_DETAILS,
  DOCUMENT_FORMATS,
  DOCUMENT_LIMITS,
  DOCUMENT_NOT_ACCEPTED_MESSAGE,
  DOCUMENT_RESTORE_DAYS,
  DOCUMENT_TOO_LARGE_MESSAGE,
  type DocumentDetailResponse,
  type DocumentFormat,
  type DocumentListResponse,
  type DocumentSearch,
  type DocumentSummaryResponse,
  type DocumentUpdateInput,
  documentSearchSchema,
  documentUpdateSchema,
  documentUploadFieldsSchema,
  documentVersionFieldsSchema,
  tagsFromText,
} from '@tedi/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { ChildAuditService } from '../../platform/child-audit.ts';
import { AppError, parseInput } from '../../platform/errors.ts';
import type { ClaimedJob, JobOutcome, JobQueue } from '../../platform/job-queue.ts';
import { sanitisedFileName, newStorageKey } from '../../platform/storage.ts';
import type { StorageDriver } from '../../platform/storage-driver.ts';
import { reencodePhoto } from '../../platform/storage-images.ts';
import { detectFileType } from '../../platform/file-type.ts';
import type { AccessActor, ChildAccessService, ChildRights, ReadPass, WritePass } from '../../policies/child-access.ts';
import type { HealthService } from '../health/service.ts';
import { presentDocument } from './presenter.ts';
import type { DocumentRow, DocumentsRepository, Maker, NewVersionFile, VersionFileRow } from './repository.ts';

/** The job that removes a deleted document for good once it can no longer be restored. */
export const DOCUMENT_PURGE_JOB = 'documents.purge';
const purgeKey = (documentId: string) => `${DOCUMENT_PURGE_JOB}:${documentId}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const RESTORE_MS = DOCUMENT_RESTORE_DAYS * DAY_MS;

/** A file as it arrived in an upload, read only once the upload has been authorised. */
export interface DocumentUploadFile {
  readonly bytes: Buffer;
  readonly fileName: string;
}

/** An upload of a new document: the file and the form's text fields as sent. */
export interface DocumentUpload extends DocumentUploadFile {
  readonly title?: string | undefined;
  readonly tags?: string | undefined;
  readonly note?: string | undefined;
}

/** A new version: the file and its optional note. */
export interface VersionUpload extends DocumentUploadFile {
  readonly note?: string | undefined;
}

/** One file a generator made: its bytes, the name to download it under, and the type it says it is. */
export interface GeneratedFile {
  readonly bytes: Uint8Array;
  readonly filename: string;
  readonly contentType: string;
}

/** What another capability hands the library when it has made a document (a letter's PDF and DOCX). */
export interface StoreGeneratedInput {
  readonly title: string;
  /** The generator's template the document was made from. */
  readonly templateId: string;
  readonly tags?: readonly string[];
  /** One file per format; each is checked by its bytes like an upload. */
  readonly files: readonly GeneratedFile[];
  /** Given: the files become a new version of this (kept) document of the same child. */
  readonly documentId?: string;
  /** A note on the version ("Sent to school on 3 March"). */
  readonly note?: string;
}

/** A file checked by its bytes, ready to be stored. */
interface CheckedFile {
  readonly format: DocumentFormat;
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

/** A document for a list: the detail without its versions. */
function summaryOf({ versions: _versions, ...summary }: DocumentDetailResponse): DocumentSummaryResponse {
  return summary;
}

/** The formats the library keeps, by the type `file-type` reads from the bytes. */
const FORMAT_BY_TYPE: ReadonlyMap<string, DocumentFormat> = new Map(
  DOCUMENT_FORMATS.map((format) => [DOCUMENT_FORMAT_DETAILS[format].contentType, format]),
);

/** Every file name ending the library knows, and the format it claims. */
const FORMAT_BY_EXTENSION: ReadonlyMap<string, DocumentFormat> = new Map(
  DOCUMENT_FORMATS.flatMap((format) => DOCUMENT_FORMAT_DETAILS[format].extensions.map((ext) => [ext, format])),
);

/** A Word document is a zip whose entries include the document's body; a zip without it is not one. */
function isWordDocument(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('word/document.xml');
}

function extensionOf(fileName: string): string | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * Checks a file by what its bytes are, never by its name or the type a browser claimed: a PDF, a Word document
 * (.docx), or a JPG, PNG or WebP picture (re-encoded, so a photographed letter's location never reaches storage).
 * A file whose name says it is something else ("letter.pdf" that is a PNG) is refused, so nobody downloads later
 * a file that is not what its name says.
 */
export async function checkDocumentFile(
  bytes: Uint8Array,
  givenName: string,
  fallbackName: string,
): Promise<CheckedFile> {
  if (bytes.byteLength === 0) throw new AppError('bad_request', 'This file is empty. Please choose another one.');
  if (bytes.byteLength > DOCUMENT_LIMITS.fileMaxBytes) {
    throw new AppError('payload_too_large', DOCUMENT_TOO_LARGE_MESSAGE, { limitBytes: DOCUMENT_LIMITS.fileMaxBytes });
  }
  const detected = await detectFileType(bytes);
  let format = detected ? FORMAT_BY_TYPE.get(detected.mime) : undefined;
  if (format === 'docx' && !isWordDocument(bytes)) format = undefined;
  const name = sanitisedFileName(givenName, '');
  if (format === undefined) throw new AppError('unsupported_media_type', DOCUMENT_NOT_ACCEPTED_MESSAGE);
  const extension = extensionOf(name);
  const details = DOCUMENT_FORMAT_DETAILS[format];
  if (extension !== null && !details.extensions.includes(extension)) {
    const claimed = FORMAT_BY_EXTENSION.get(extension);
    const claimedText = claimed ? `a ${DOCUMENT_FORMAT_DETAILS[claimed].label}` : `a .${extension} file`;
    throw new AppError(
      'unsupported_media_type',
      `“${name}” is named as ${claimedText}, but it is really a ${details.label}. Please check it is the file ` +
        `you meant, or rename it to end in .${details.extensions[0]} and try again.`,
    );
  }
  let stored = bytes;
  if (format === 'jpeg' || format === 'png' || format === 'webp') {
    const photo = await reencodePhoto(bytes);
    if (!photo.ok) {
      throw new AppError('unsupported_media_type', 'This picture can’t be read. Please scan or photograph it again.');
    }
    stored = photo.bytes;
  }
  const base = name.replace(/\.[^.]*$/, '') || sanitisedFileName(fallbackName, 'document');
  return { format, bytes: stored, fileName: `${base.slice(0, 120)}.${details.extensions[0]}` };
}

/**
 * The family's document library (decision record 0031): every letter, report and form kept about a child, in
 * versions, uploaded or generated by Tedi. Every method asks the child access check first for the `documents`
 * area: `view` to list and download, `edit` to upload, add versions, rename, retag, delete and restore. The health
 * hub's documents are shown beside them, read through the health service for someone who may read health.
 * Deleting keeps a document restorable for 30 days; a job then removes it and its files for good.
 */
export class DocumentsService {
  readonly #repository: DocumentsRepository;
  readonly #access: ChildAccessService;
  readonly #audit: ChildAuditService;
  readonly #storage: StorageDriver;
  readonly #jobs: JobQueue;
  readonly #clock: Clock;
  readonly #health: HealthService | undefined;
  readonly #nameOf: (userId: string) => Promise<string | null>;

  constructor(deps: {
    repository: DocumentsRepository;
    access: ChildAccessService;
    audit: ChildAuditService;
    storage: StorageDriver;
    jobs: JobQueue;
    clock: Clock;
    health?: HealthService;
    nameOf: (userId: string) => Promise<string | null>;
  }) {
    this.#repository = deps.repository;
    this.#access = deps.access;
    this.#audit = deps.audit;
    this.#storage = deps.storage;
    this.#jobs = deps.jobs;
    this.#clock = deps.clock;
    this.#health = deps.health;
    this.#nameOf = deps.nameOf;
    deps.jobs.handle(DOCUMENT_PURGE_JOB, (job) => this.#purge(job));
  }

  /** One child's library: kept documents (found by words and a tag), recently deleted ones, and health documents. */
  async list(actor: AccessActor, childId: string, search: DocumentSearch): Promise<DocumentListResponse> {
    const values = parseInput(documentSearchSchema, search);
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'documents', 'view');
    await this.#audit.read(pass, 'opened the document library');
    const canEdit = rights.may(childId, 'documents', 'edit');
    const canManage = rights.may(childId, 'documents', 'manage');
    const [kept, deleted, tags, healthDocuments, readers] = await Promise.all([
      this.#repository.documentsOf(pass, { ...values, deleted: false }),
      canEdit ? this.#repository.documentsOf(pass, { deleted: true }) : Promise.resolve([]),
      this.#repository.tagsOf(pass),
      this.#healthDocuments(actor, rights, childId, values),
      canManage ? this.#repository.readersOf(pass, childId) : Promise.resolve(null),
    ]);
    const [documents, recentlyDeleted] = await Promise.all([
      this.#present(pass, kept, false),
      this.#present(pass, deleted, false),
    ]);
    return {
      documents: documents.map(summaryOf),
      tags,
      recentlyDeleted: recentlyDeleted.map(summaryOf),
      healthDocuments,
      readers,
      permissions: { canEdit, canManage },
    };
  }

  /** The health hub's documents, for someone who may read health; the health service checks and records it. */
  async #healthDocuments(
    actor: AccessActor,
    rights: ChildRights,
    childId: string,
    search: { q?: string | undefined; tag?: string | undefined },
  ) {
    if (!this.#health || !rights.may(childId, 'health', 'view')) return null;
    return this.#health.documents(actor, childId, {
      ...(search.q ? { q: search.q } : {}),
      ...(search.tag ? { tag: search.tag } : {}),
    });
  }

  /** One document with every version and its files, newest first. */
  async get(actor: AccessActor, childId: string, documentId: string): Promise<DocumentDetailResponse> {
    const { pass } = await this.#access.requireChild(actor, [childId], 'documents', 'view');
    const detail = await this.#detail(pass, childId, documentId);
    await this.#audit.read(pass, 'opened a document');
    return detail;
  }

  /** A new document from an upload: its first version holds the file. */
  async upload(
    actor: AccessActor,
    childId: string,
    readUpload: () => Promise<DocumentUpload>,
  ): Promise<DocumentDetailResponse> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'documents', 'edit');
    const upload = await readUpload();
    // Without a title, the file's own name (less its ending) is one the parent will recognise.
    const fields = parseInput(documentUploadFieldsSchema, {
      title: upload.title?.trim() ? upload.title : upload.fileName.replace(/\.[^.]*$/, ''),
      tags: tagsFromText(upload.tags),
      note: upload.note ?? '',
    });
    const file = await checkDocumentFile(upload.bytes, upload.fileName, fields.title);
    const documentId = await this.#save(pass, rights, childId, {
      target: { newDocument: { title: fields.title, tags: fields.tags, kind: 'uploaded', templateId: null } },
      note: fields.note ?? null,
      files: [file],
    });
    await this.#audit.changed(pass, 'uploaded a document');
    return this.#detail(pass, childId, documentId!);
  }

  /** A new version of a kept document, from an upload. */
  async addVersion(
    actor: AccessActor,
    childId: string,
    documentId: string,
    readUpload: () => Promise<VersionUpload>,
  ): Promise<DocumentDetailResponse> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'documents', 'edit');
    const document = await this.#repository.findDocument(pass, childId, documentId);
    if (!document) throw this.#notFound();
    if (document.deletedAt) throw this.#deleted();
    const upload = await readUpload();
    const fields = parseInput(documentVersionFieldsSchema, { note: upload.note ?? '' });
    const file = await checkDocumentFile(upload.bytes, upload.fileName, document.title);
    const saved = await this.#save(pass, rights, childId, {
      target: { documentId },
      note: fields.note ?? null,
      files: [file],
    });
    if (saved === null) throw this.#deleted();
    await this.#audit.changed(pass, 'added a version of a document');
    return this.#detail(pass, childId, documentId);
  }

  /**
   * For other capabilities (the document generator): keeps what they made in the child's library, as a new
   * document or, with `documentId`, as a new version of one. Each file is checked by its bytes like an upload, and
   * one version holds them all (a letter's PDF and its DOCX). The asker needs `edit` in the child's documents.
   */
  async storeGenerated(
    actor: AccessActor,
    childId: string,
    input: StoreGeneratedInput,
  ): Promise<DocumentDetailResponse> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'documents', 'edit');
    if (input.files.length === 0 || input.files.length > DOCUMENT_LIMITS.filesPerVersionMax) {
      throw new AppError(
        'bad_request',
        `A generated document needs between 1 and ${DOCUMENT_LIMITS.filesPerVersionMax} files.`,
      );
    }
    const fields = parseInput(documentUploadFieldsSchema, {
      title: input.title,
      tags: [...(input.tags ?? [])],
      note: input.note ?? '',
    });
    const checked: CheckedFile[] = [];
    for (const file of input.files) {
      const one = await checkDocumentFile(file.bytes, file.filename, fields.title);
      if (one.format !== FORMAT_BY_TYPE.get(file.contentType)) {
        throw new AppError(
          'unsupported_media_type',
          `${file.filename} was said to be ${file.contentType} but is a ${DOCUMENT_FORMAT_DETAILS[one.format].label}.`,
        );
      }
      if (checked.some((earlier) => earlier.format === one.format)) {
        throw new AppError('bad_request', `A version holds one file of each format; ${file.filename} is a second one.`);
      }
      checked.push(one);
    }
    const target = input.documentId
      ? { documentId: input.documentId }
      : {
          newDocument: {
            title: fields.title,
            tags: fields.tags,
            kind: 'generated' as const,
            templateId: input.templateId,
          },
        };
    if (input.documentId) {
      const existing = await this.#repository.findDocument(pass, childId, input.documentId);
      if (!existing) throw this.#notFound();
      if (existing.deletedAt) throw this.#deleted();
    }
    const documentId = await this.#save(pass, rights, childId, { target, note: fields.note ?? null, files: checked });
    if (documentId === null) throw this.#deleted();
    await this.#audit.changed(pass, 'kept a document made in Tedi');
    return this.#detail(pass, childId, documentId);
  }

  /** A new title, new tags, or both. */
  async update(
    actor: AccessActor,
    childId: string,
    documentId: string,
    input: DocumentUpdateInput,
  ): Promise<DocumentDetailResponse> {
    const values = parseInput(documentUpdateSchema, input);
    const { pass } = await this.#access.requireChild(actor, [childId], 'documents', 'edit');
    const document = await this.#repository.findDocument(pass, childId, documentId);
    if (!document) throw this.#notFound();
    if (document.deletedAt) throw this.#deleted();
    await this.#repository.update(pass, childId, documentId, values, this.#clock());
    await this.#audit.changed(pass, 'changed a document’s title or tags');
    return this.#detail(pass, childId, documentId);
  }

  /** Deletes a document, restorably: it goes for good, with its files, after DOCUMENT_RESTORE_DAYS days. */
  async remove(actor: AccessActor, childId: string, documentId: string): Promise<DocumentDetailResponse> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'documents', 'edit');
    const now = this.#clock();
    const name = await this.#name(rights.member.userId);
    const marked = await this.#repository.markDeleted(
      pass,
      childId,
      documentId,
      { userId: rights.member.userId, name },
      now,
    );
    if (!marked) {
      const document = await this.#repository.findDocument(pass, childId, documentId);
      if (!document) throw this.#notFound();
      throw new AppError(
        'conflict',
        'This document has been deleted already. You can restore it from Recently deleted.',
      );
    }
    await this.#jobs.schedule(
      DOCUMENT_PURGE_JOB,
      new Date(now.getTime() + RESTORE_MS),
      { documentId },
      purgeKey(documentId),
    );
    await this.#audit.changed(pass, 'deleted a document');
    return this.#detail(pass, childId, documentId);
  }

  /** Brings back a deleted document that has not gone for good yet. */
  async restore(actor: AccessActor, childId: string, documentId: string): Promise<DocumentDetailResponse> {
    const { pass } = await this.#access.requireChild(actor, [childId], 'documents', 'edit');
    const restored = await this.#repository.restore(pass, childId, documentId);
    if (!restored) {
      const document = await this.#repository.findDocument(pass, childId, documentId);
      if (!document) {
        throw new AppError(
          'not_found',
          `This child has no document with this id. Deleted documents can be restored for ${DOCUMENT_RESTORE_DAYS} days only.`,
        );
      }
      throw new AppError('conflict', 'This document isn’t deleted, so there is nothing to restore.');
    }
    await this.#jobs.cancel(purgeKey(documentId));
    await this.#audit.changed(pass, 'restored a document');
    return this.#detail(pass, childId, documentId);
  }

  /** One file of one version, for someone who may read the child's documents; a deleted document's are kept back. */
  async download(
    actor: AccessActor,
    childId: string,
    ids: { documentId: string; versionId: string; fileId: string },
  ): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
    const { pass } = await this.#access.requireChild(actor, [childId], 'documents', 'view');
    const stored = await this.#repository.storedFile(pass, childId, ids);
    if (!stored) throw new AppError('not_found', 'There is no such file in this child’s documents.');
    if (stored.deletedAt) {
      throw new AppError('not_found', 'This document has been deleted. Restore it first to download it.');
    }
    await this.#audit.read(pass, 'downloaded a document');
    return {
      bytes: await this.#storage.get(stored.storageKey),
      contentType: stored.contentType,
      fileName: stored.originalName,
    };
  }

  async #name(userId: string): Promise<string> {
    return (await this.#nameOf(userId)) ?? 'Someone without a name';
  }

  /** Puts the bytes in storage, then the rows; the bytes are removed again when the rows can't be saved. */
  async #save(
    pass: WritePass<'documents'>,
    rights: ChildRights,
    childId: string,
    version: {
      target: Parameters<DocumentsRepository['addVersion']>[3];
      note: string | null;
      files: readonly CheckedFile[];
    },
  ): Promise<string | null> {
    const maker: Maker = {
      familyId: rights.member.familyId!,
      userId: rights.member.userId,
      name: await this.#name(rights.member.userId),
    };
    const stored: NewVersionFile[] = [];
    try {
      for (const file of version.files) {
        const key = newStorageKey();
        await this.#storage.put(key, file.bytes);
        stored.push({
          format: file.format,
          contentType: DOCUMENT_FORMAT_DETAILS[file.format].contentType,
          byteSize: file.bytes.byteLength,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          storageKey: key,
          originalName: file.fileName,
        });
      }
      const documentId = await this.#repository.addVersion(
        pass,
        childId,
        maker,
        version.target,
        { note: version.note, files: stored },
        this.#clock(),
      );
      if (documentId === null) await this.#forget(stored);
      return documentId;
    } catch (error) {
      // Nothing was saved, so the bytes would be orphaned: remove them before reporting the failure.
      await this.#forget(stored);
      throw error;
    }
  }

  async #forget(stored: readonly { storageKey: string }[]): Promise<void> {
    await Promise.all(stored.map((file) => this.#storage.delete(file.storageKey).catch(() => undefined)));
  }

  async #detail(pass: ReadPass<'documents'>, childId: string, documentId: string): Promise<DocumentDetailResponse> {
    const document = await this.#repository.findDocument(pass, childId, documentId);
    if (!document) throw this.#notFound();
    const [detail] = await this.#present(pass, [document], true);
    return detail as DocumentDetailResponse;
  }

  /** Documents with their versions (all of them for a detail, else the newest's files only). */
  async #present(pass: ReadPass<'documents'>, documents: readonly DocumentRow[], allFiles: boolean) {
    const versions = await this.#repository.versionsOf(
      pass,
      documents.map((document) => document.id),
    );
    const newest = new Map<string, string>();
    for (const version of versions) if (!newest.has(version.documentId)) newest.set(version.documentId, version.id);
    const fileRows = await this.#repository.filesOfVersions(
      pass,
      allFiles ? versions.map((version) => version.id) : [...newest.values()],
    );
    const filesByVersion = new Map<string, VersionFileRow[]>();
    for (const file of fileRows)
      filesByVersion.set(file.versionId, [...(filesByVersion.get(file.versionId) ?? []), file]);
    return documents.map((document) =>
      presentDocument(
        document,
        versions.filter((version) => version.documentId === document.id),
        filesByVersion,
        RESTORE_MS,
        allFiles,
      ),
    );
  }

  #notFound(): AppError {
    return new AppError('not_found', 'This child has no document with this id.');
  }

  #deleted(): AppError {
    return new AppError('conflict', 'This document has been deleted. Restore it first to change it.');
  }

  /**
   * The purge job: a document still deleted 30 days after its deletion goes for good, its files' bytes too. One
   * restored since is left alone; one deleted again later is looked at again when its own 30 days are up.
   */
  async #purge(job: ClaimedJob): Promise<JobOutcome> {
    const documentId = job.payload['documentId'];
    if (typeof documentId !== 'string') return;
    const deletedAt = await this.#repository.unsafeDeletedAt(documentId);
    if (deletedAt === null) return;
    const now = this.#clock();
    const due = new Date(deletedAt.getTime() + RESTORE_MS);
    if (due > now) return { runAgainAt: due };
    const keys = await this.#repository.unsafePurge(documentId, new Date(now.getTime() - RESTORE_MS));
    for (const key of keys ?? []) await this.#storage.delete(key);
  }
}
