import { z as zod } from 'zod';
import { DOCUMENT_LIMITS, type DocumentFormat, type DocumentKind } from './documents-values.ts';
import type { HealthDocumentResponse } from './health.ts';

/**
 * The document library as the server and the web app both see it: what `/api/v1/children/:childId/documents`
 * accepts and answers. Files are uploaded as multipart form data under /storage/v1.
 */
export const DOCUMENTS_API = {
  list: (childId: string) => `/api/v1/children/${childId}/documents`,
  document: (childId: string, documentId: string) => `/api/v1/children/${childId}/documents/${documentId}`,
  restore: (childId: string, documentId: string) => `/api/v1/children/${childId}/documents/${documentId}/restore`,
  file: (childId: string, documentId: string, versionId: string, fileId: string) =>
    `/api/v1/children/${childId}/documents/${documentId}/versions/${versionId}/files/${fileId}`,
  /**
   * A new document: multipart form data with one file (PDF, DOCX, JPG, PNG or WebP, checked by its bytes) and the
   * text fields `title` (the file's name when left out), `tags` (comma-separated) and `note`. Answers 201 with a
   * `DocumentDetailResponse`.
   */
  upload: (childId: string) => `/storage/v1/children/${childId}/documents`,
  /** A new version of a document: one file and an optional `note`. Answers 201 with a `DocumentDetailResponse`. */
  newVersion: (childId: string, documentId: string) =>
    `/storage/v1/children/${childId}/documents/${documentId}/versions`,
} as const;

const tagsField = zod
  .array(
    zod
      .string({ error: 'A tag must be text' })
      .trim()
      .min(1, { error: 'A tag can’t be empty' })
      .max(DOCUMENT_LIMITS.tagMax, { error: `A tag can be at most ${DOCUMENT_LIMITS.tagMax} characters` })
      .transform((tag) => tag.toLowerCase()),
    { error: 'Tags must be a list of words' },
  )
  .max(DOCUMENT_LIMITS.tagsMax, { error: `A document can have at most ${DOCUMENT_LIMITS.tagsMax} tags` })
  .transform((tags) => [...new Set(tags)]);

const titleField = zod
  .string({ error: 'Please give the document a title' })
  .trim()
  .min(1, { error: 'Please give the document a title' })
  .max(DOCUMENT_LIMITS.titleMax, { error: `A title can be at most ${DOCUMENT_LIMITS.titleMax} characters` });

const noteField = zod
  .string({ error: 'The note must be text' })
  .trim()
  .max(DOCUMENT_LIMITS.noteMax, { error: `The note can be at most ${DOCUMENT_LIMITS.noteMax} characters` })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** Tags as a form sends them: "school, report". */
export function tagsFromText(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** The text fields of an upload, once read from the form. */
export const documentUploadFieldsSchema = zod.strictObject({
  title: titleField,
  tags: tagsField.default([]),
  note: noteField,
});
export type DocumentUploadFields = zod.input<typeof documentUploadFieldsSchema>;

/** The note of a new version. */
export const documentVersionFieldsSchema = zod.strictObject({ note: noteField });

/** `PATCH …/documents/:documentId`: a new title, new tags, or both. */
export const documentUpdateSchema = zod
  .strictObject({ title: titleField.optional(), tags: tagsField.optional() })
  .refine((value) => value.title !== undefined || value.tags !== undefined, {
    error: 'Please change the title or the tags',
  });
export type DocumentUpdateInput = zod.input<typeof documentUpdateSchema>;

/** `GET …/documents?q=&tag=`: words in the title or tags, and one tag. */
export const documentSearchSchema = zod.object({
  q: zod
    .string()
    .trim()
    .max(DOCUMENT_LIMITS.searchMax, { error: `The search can be at most ${DOCUMENT_LIMITS.searchMax} characters` })
    .optional(),
  tag: zod.string().trim().max(DOCUMENT_LIMITS.tagMax).optional(),
});
export type DocumentSearch = zod.input<typeof documentSearchSchema>;

/** Who did something, by the name they went by then. */
export interface DocumentPerson {
  readonly userId: string | null;
  readonly name: string;
}

export interface DocumentFileResponse {
  readonly id: string;
  readonly format: DocumentFormat;
  readonly contentType: string;
  readonly byteSize: number;
  readonly fileName: string;
  /** Where the file is downloaded from (same origin, with the access token). */
  readonly url: string;
}

export interface DocumentVersionResponse {
  readonly id: string;
  readonly number: number;
  readonly note: string | null;
  readonly createdBy: DocumentPerson;
  readonly createdAt: string;
  readonly files: readonly DocumentFileResponse[];
}

export interface DocumentSummaryResponse {
  readonly id: string;
  readonly childId: string;
  readonly title: string;
  readonly tags: readonly string[];
  readonly kind: DocumentKind;
  readonly templateId: string | null;
  readonly createdBy: DocumentPerson;
  readonly createdAt: string;
  /** When the newest version was added. */
  readonly updatedAt: string;
  readonly versionCount: number;
  /** The newest version, so the list offers its download. */
  readonly latest: DocumentVersionResponse;
  /** Set for a deleted document: when, by whom, and when it goes for good. */
  readonly deleted: {
    readonly at: string;
    readonly by: DocumentPerson;
    readonly purgeAt: string;
  } | null;
}

export interface DocumentDetailResponse extends DocumentSummaryResponse {
  /** Newest first. */
  readonly versions: readonly DocumentVersionResponse[];
}

/** What the asker may do in the child's library, so the web app offers only what will work. */
export interface DocumentPermissions {
  /** Upload, add versions, rename, retag, delete and restore. */
  readonly canEdit: boolean;
  /** Whether the asker may see who the documents are shared with (a parent). */
  readonly canManage: boolean;
}

/** A family member who sees this child's documents through their documents grant. */
export interface DocumentReader {
  readonly userId: string;
  readonly name: string;
  readonly level: 'view' | 'edit';
}

/** `GET …/documents?q=&tag=`: the library of one child. */
export interface DocumentListResponse {
  /** Newest first; what the search found when one was given. */
  readonly documents: readonly DocumentSummaryResponse[];
  /** Every tag in use in the library, for the tag filter. */
  readonly tags: readonly string[];
  /** Deleted documents that can still be restored, newest deletion first (for those who may restore them). */
  readonly recentlyDeleted: readonly DocumentSummaryResponse[];
  /**
   * The health hub's documents, read from the health record for someone who may read health (null otherwise);
   * they are kept, changed and removed in the health hub.
   */
  readonly healthDocuments: readonly HealthDocumentResponse[] | null;
  /** Family members who see these documents (null unless the asker is a parent). */
  readonly readers: readonly DocumentReader[] | null;
  readonly permissions: DocumentPermissions;
}
