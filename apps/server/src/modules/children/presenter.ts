import type {
  ContactImportColumn,
  ContactsImportResponse,
  ChildConditionResponse,
  ChildContactResponse,
  ChildPermissions,
  ChildResponse,
  ChildSummaryResponse,
  ExportedFile,
} from '@tedi/contracts';
import { CHILD_AREAS } from '@tedi/contracts';
import type { ChildAreaRights } from '../../policies/child-access.ts';
import type { ImportPlan } from './contacts-import.ts';
import type { ChildRow, ConditionShown, ContactRow, ContactShown, FileRow } from './repository.ts';

/** Where a stored file is downloaded from; the download is authorised again per child. */
export function fileUrl(fileId: string): string {
  return `/storage/v1/object/${fileId}`;
}

/** Rights objects are frozen and often shared (a parent's are the same for every child): each is presented once. */
const presentedPermissions = new WeakMap<ChildAreaRights, ChildPermissions>();

export function presentPermissions(rights: ChildAreaRights): ChildPermissions {
  let presented = presentedPermissions.get(rights);
  if (presented === undefined) {
    presented = permissionsOf(rights);
    Object.freeze(presented.areas);
    Object.freeze(presented);
    presentedPermissions.set(rights, presented);
  }
  return presented;
}

function permissionsOf(rights: ChildAreaRights): ChildPermissions {
  return {
    canEdit: rights.profile.edit,
    areas: Object.fromEntries(
      CHILD_AREAS.map((area) => [area, rights[area].edit ? 'edit' : rights[area].view ? 'view' : 'none']),
    ) as ChildPermissions['areas'],
    canArchive: rights.profile.manage,
    canUploadPhoto: rights.profile.manage,
    canDownloadFiles: rights.profile.view,
  };
}

/** The summary a list shows: the family id and everything private stay on the server. */
export function presentSummary(row: ChildRow, rights: ChildAreaRights): ChildSummaryResponse {
  return {
    id: row.id,
    name: row.name,
    preferredName: row.preferredName,
    dateOfBirth: row.dateOfBirth,
    photo: row.photoFileId ? { fileId: row.photoFileId, url: fileUrl(row.photoFileId) } : null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    permissions: presentPermissions(rights),
  };
}

export function presentCondition(row: ConditionShown): ChildConditionResponse {
  return {
    id: row.id,
    name: row.name,
    diagnosedOn: row.diagnosedOn,
    diagnosedBy: row.diagnosedBy,
    notes: row.notes,
  };
}

export function presentContact(row: ContactShown): ChildContactResponse {
  return { id: row.id, role: row.role, name: row.name, phone: row.phone, email: row.email, notes: row.notes };
}

/** What an import did, or would do, with each row of the file, and the contacts it added. */
export function presentContactsImport(
  columns: readonly ContactImportColumn[],
  plan: ImportPlan,
  dryRun: boolean,
  added: readonly ContactRow[],
): ContactsImportResponse {
  const count = (status: string) => plan.rows.filter((row) => row.status === status).length;
  return {
    dryRun,
    columns,
    rows: plan.rows,
    counts: { add: count('add'), problem: count('problem'), existing: count('existing'), repeated: count('repeated') },
    added: added.map(presentContact),
  };
}

/**
 * The whole profile with its contacts, its conditions when the actor may read the child's health (null when not),
 * and what the actor may do with it.
 */
export function presentChild(
  row: ChildRow,
  conditions: readonly ConditionShown[] | null,
  contacts: readonly ContactShown[],
  rights: ChildAreaRights,
): ChildResponse {
  return {
    ...presentSummary(row, rights),
    pronouns: row.pronouns,
    communication: row.communication,
    sensory: row.sensory,
    likes: row.likes,
    dislikes: row.dislikes,
    needs: row.needs,
    strengths: row.strengths,
    school: row.school,
    emergencyInformation: row.emergencyInformation,
    conditions: conditions && conditions.filter((condition) => condition.childId === row.id).map(presentCondition),
    contacts: contacts.filter((contact) => contact.childId === row.id).map(presentContact),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A file as the family's export lists it: never where its bytes are kept. */
export function presentExportedFile(row: FileRow): ExportedFile {
  return {
    id: row.id,
    childId: row.childId,
    kind: row.kind,
    contentType: row.contentType,
    byteSize: row.byteSize,
    sha256: row.sha256,
    name: row.originalName,
    createdAt: row.createdAt.toISOString(),
    url: fileUrl(row.id),
  };
}
