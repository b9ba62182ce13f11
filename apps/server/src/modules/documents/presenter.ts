import {
  DOCUMENTS_API,
  type DocumentDetailResponse,
  type DocumentFileResponse,
  type DocumentVersionResponse,
} from '@tedi/contracts';
import type { DocumentRow, VersionFileRow, VersionRow } from './repository.ts';

function presentFile(document: DocumentRow, version: VersionRow, file: VersionFileRow): DocumentFileResponse {
  return {
    id: file.id,
    format: file.format,
    contentType: file.contentType,
    byteSize: file.byteSize,
    fileName: file.originalName,
    url: DOCUMENTS_API.file(document.childId, document.id, version.id, file.id),
  };
}

function presentVersion(
  document: DocumentRow,
  version: VersionRow,
  files: ReadonlyMap<string, readonly VersionFileRow[]>,
): DocumentVersionResponse {
  return {
    id: version.id,
    number: version.number,
    note: version.note,
    createdBy: { userId: version.createdByUserId, name: version.createdByName },
    createdAt: version.createdAt.toISOString(),
    files: (files.get(version.id) ?? []).map((file) => presentFile(document, version, file)),
  };
}

/**
 * A document as the library shows it: the newest version first. `versions` holds every version for a detail and
 * is left empty in a list, where `latest` and `versionCount` say enough.
 */
export function presentDocument(
  document: DocumentRow,
  versions: readonly VersionRow[],
  files: ReadonlyMap<string, readonly VersionFileRow[]>,
  restoreMs: number,
  withVersions: boolean,
): DocumentDetailResponse {
  const sorted = [...versions].sort((a, b) => b.number - a.number);
  const newest = sorted[0];
  const presented = withVersions ? sorted.map((version) => presentVersion(document, version, files)) : [];
  return {
    id: document.id,
    childId: document.childId,
    title: document.title,
    tags: document.tags,
    kind: document.kind,
    templateId: document.templateId,
    createdBy: { userId: document.createdByUserId, name: document.createdByName },
    createdAt: document.createdAt.toISOString(),
    updatedAt: (newest?.createdAt ?? document.createdAt).toISOString(),
    versionCount: sorted.length,
    latest: newest
      ? presentVersion(document, newest, files)
      : {
          id: '',
          number: 0,
          note: null,
          createdBy: { userId: null, name: document.createdByName },
          createdAt: document.createdAt.toISOString(),
          files: [],
        },
    deleted: document.deletedAt
      ? {
          at: document.deletedAt.toISOString(),
          by: { userId: document.deletedByUserId, name: document.deletedByName ?? 'Someone' },
          purgeAt: new Date(document.deletedAt.getTime() + restoreMs).toISOString(),
        }
      : null,
    versions: presented,
  };
}
