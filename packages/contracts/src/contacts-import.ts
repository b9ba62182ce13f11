import { z as zod } from 'zod';
import { childContactCreateSchema, type ChildContactResponse } from './children.ts';

/**
 * Bringing a child's key contacts in from a CSV file (a phone's or Google's contacts, Outlook, a spreadsheet, or
 * Tedi's own template). The file is read in the browser and sent as text. A preview (`dryRun: true`) says, row by
 * row, what would be added, what has a problem and why, and what is skipped because it is already on the profile or
 * repeated in the file; the import itself (`dryRun: false`) adds the new, valid rows in one go and never changes or
 * removes a contact that is already there.
 */

export const CONTACTS_IMPORT_LIMITS = {
  /** Largest file accepted, in bytes (as UTF-8 text). */
  maxBytes: 256 * 1024,
  /** Most contacts (rows other than the header and blank rows) in one file. */
  maxRows: 500,
} as const;

/** Where the template with Tedi's own columns is downloaded from (a static file of the web app). */
export const CONTACTS_TEMPLATE_PATH = '/templates/tedi-contacts.csv';

/** What a refused file is told, in the words a parent would use. */
export const CONTACTS_IMPORT_MESSAGES = {
  notText: 'This file isn’t a CSV file. Save your spreadsheet as CSV and try again.',
  empty: 'This file is empty. Choose the CSV file with your contacts in it.',
  tooLarge: `This file is too big to import. Tedi can import a file of up to ${CONTACTS_IMPORT_LIMITS.maxBytes / 1024} KB: split it into smaller files and import each one.`,
  tooManyRows: `This file has more than ${CONTACTS_IMPORT_LIMITS.maxRows} contacts. Tedi can import up to ${CONTACTS_IMPORT_LIMITS.maxRows} at a time: split it into smaller files and import each one.`,
  noHeader:
    'We couldn’t find the column names in the first row of this file. The first row should name the columns, for example Name, Role, Phone, Email and Notes, as in Tedi’s template.',
  noRows: 'This file has column names but no contacts under them.',
  unreadable:
    'We couldn’t read this file as CSV. Open it in your spreadsheet, save it again as CSV (comma separated) and try again.',
} as const;

export const contactsImportRequestSchema = zod.strictObject({
  /** The file's text, as read in the browser. */
  csv: zod.string({ error: 'Please choose a CSV file' }),
  /** True for the preview: nothing is saved. */
  dryRun: zod.boolean({ error: 'dryRun must be true or false' }),
  /**
   * Who the people without a role in the file are to the child, when the parent chose one after the preview
   * (for example "Family friend"); rows without a role are left out otherwise. Checked like a contact's role.
   */
  defaultRole: childContactCreateSchema.shape.role.optional(),
});
export type ContactsImportRequest = zod.input<typeof contactsImportRequestSchema>;

/** The contact's parts Tedi reads from a file. */
export const CONTACT_IMPORT_FIELDS = [
  'name',
  'namePrefix',
  'firstName',
  'middleName',
  'lastName',
  'nameSuffix',
  'role',
  'jobTitle',
  'organisation',
  'phone',
  'email',
  'notes',
] as const;
export type ContactImportField = (typeof CONTACT_IMPORT_FIELDS)[number];

/** One column of the file and what Tedi understood it as; null for a column it does not use. */
export interface ContactImportColumn {
  readonly header: string;
  readonly field: ContactImportField | null;
}

/** Where a row's role came from: its own role column, a job title, an organisation, or the role the parent chose. */
export type ContactImportRoleSource = 'role' | 'jobTitle' | 'organisation' | 'chosen';

/**
 * What happens to one row: `add` (new and valid), `problem` (left out, with the reasons), `existing` (left out:
 * already on the child's profile) or `repeated` (left out: the same person as an earlier row of the file).
 */
export type ContactImportStatus = 'add' | 'problem' | 'existing' | 'repeated';

export interface ContactImportRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  readonly row: number;
  readonly status: ContactImportStatus;
  /** The contact as read from the row (what would be saved, for a row to add); empty parts are null. */
  readonly contact: {
    readonly role: string | null;
    readonly name: string | null;
    readonly phone: string | null;
    readonly email: string | null;
    readonly notes: string | null;
  };
  readonly roleFrom: ContactImportRoleSource | null;
  /** Plain sentences naming the row, e.g. "Row 4 has no name"; empty unless the status is `problem`. */
  readonly problems: readonly string[];
  /** True when the only thing stopping the row is that it has no role, which the parent can choose for it. */
  readonly needsRole: boolean;
  /** For a `repeated` row: the earlier row it repeats. */
  readonly sameAsRow: number | null;
}

export interface ContactsImportResponse {
  readonly dryRun: boolean;
  readonly columns: readonly ContactImportColumn[];
  readonly rows: readonly ContactImportRow[];
  readonly counts: {
    readonly add: number;
    readonly problem: number;
    readonly existing: number;
    readonly repeated: number;
  };
  /** The contacts saved: empty for a preview. */
  readonly added: readonly ChildContactResponse[];
}
