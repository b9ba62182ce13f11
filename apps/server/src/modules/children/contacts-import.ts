import {
  CONTACTS_IMPORT_LIMITS,
  CONTACTS_IMPORT_MESSAGES,
  childContactCreateSchema,
  type ContactImportColumn,
  type ContactImportField,
  type ContactImportRoleSource,
  type ContactImportRow,
} from '@tedi/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import { AppError } from '../../platform/errors.ts';

/**
 * Reading a child's contacts from a CSV file, and deciding what an import would do with each row. Pure: no database,
 * no request. The file's columns are recognised by name (Tedi's template, Google Contacts, Outlook, a spreadsheet's
 * usual headings); each row becomes a contact checked by the same schema as adding one contact by hand.
 */

/** A file's header and its rows, each as the cells of the columns Tedi uses. */
export interface ContactsSheet {
  readonly columns: readonly ContactImportColumn[];
  readonly rows: readonly SheetRow[];
}

export interface SheetRow {
  /** As a spreadsheet numbers it: the header is row 1 (or lower down, after blank rows). */
  readonly row: number;
  readonly cells: readonly string[];
}

/** A contact already on the child's profile, as far as telling a repeat apart needs. */
export interface KnownContact {
  readonly name: string;
  readonly role: string;
  readonly email: string | null;
}

/** The values of a contact to add, as the contact schema gives them back. */
export interface ContactToAdd {
  readonly role: string;
  readonly name: string;
  readonly phone: string | null;
  readonly email: string | null;
  readonly notes: string | null;
}

export interface ImportPlan {
  readonly rows: readonly ContactImportRow[];
  /** The contacts of the rows whose status is `add`, in the file's order. */
  readonly toAdd: readonly ContactToAdd[];
}

/** Column names, made plain (lower case, letters and digits only), and what each one holds. */
const HEADER_NAMES: Readonly<Record<string, ContactImportField>> = {
  name: 'name',
  fullname: 'name',
  displayname: 'name',
  contactname: 'name',
  title: 'namePrefix',
  nameprefix: 'namePrefix',
  prefix: 'namePrefix',
  firstname: 'firstName',
  givenname: 'firstName',
  forename: 'firstName',
  forenames: 'firstName',
  middlename: 'middleName',
  middlenames: 'middleName',
  additionalname: 'middleName',
  lastname: 'lastName',
  familyname: 'lastName',
  surname: 'lastName',
  suffix: 'nameSuffix',
  namesuffix: 'nameSuffix',
  role: 'role',
  relationship: 'role',
  relationshiptochild: 'role',
  relation: 'role',
  whotheyare: 'role',
  jobtitle: 'jobTitle',
  organizationtitle: 'jobTitle',
  organisationtitle: 'jobTitle',
  position: 'jobTitle',
  profession: 'jobTitle',
  occupation: 'jobTitle',
  organization: 'organisation',
  organisation: 'organisation',
  organizationname: 'organisation',
  organisationname: 'organisation',
  company: 'organisation',
  companyname: 'organisation',
  employer: 'organisation',
  phone: 'phone',
  telephone: 'phone',
  tel: 'phone',
  phonenumber: 'phone',
  telephonenumber: 'phone',
  mobile: 'phone',
  mobilenumber: 'phone',
  cellphone: 'phone',
  landline: 'phone',
  email: 'email',
  emailaddress: 'email',
  notes: 'notes',
  note: 'notes',
  comments: 'notes',
  comment: 'notes',
};

/** Numbered and labelled columns of contact apps' exports: "Phone 1 - Value", "E-mail 2 Address", "Home Phone". */
const HEADER_PATTERNS: readonly (readonly [RegExp, ContactImportField])[] = [
  [/^organi[sz]ation\d+name$/, 'organisation'],
  [/^organi[sz]ation\d+title$/, 'jobTitle'],
  [/^phone\d+value$/, 'phone'],
  [/^email\d+value$/, 'email'],
  [/^email\d+address$/, 'email'],
  [/^(business|home|mobile|other|primary|work|car|companymain|callback|radio)phone\d*$/, 'phone'],
  [/^(work|home|other|primary|personal)email$/, 'email'],
];

/** Made plain for matching: "E-mail 1 - Value" is "email1value", "Organisation Name" is "organisationname". */
function plainHeader(header: string): string {
  return header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** What a column holds, by its name; null for a column Tedi does not use (a birthday, an address, a label). */
export function fieldOfHeader(header: string): ContactImportField | null {
  const plain = plainHeader(header);
  if (plain === '') return null;
  const exact = HEADER_NAMES[plain];
  if (exact) return exact;
  return HEADER_PATTERNS.find(([pattern]) => pattern.test(plain))?.[1] ?? null;
}

/** Fields that can name a person: a file needs at least one of them to be a file of contacts. */
const NAMING_FIELDS: ReadonlySet<ContactImportField> = new Set(['name', 'firstName', 'lastName', 'organisation']);

/** Delimiters a CSV may use: commas, semicolons (Excel where the decimal mark is a comma) and tabs. */
const DELIMITERS = [',', ';', '\t'] as const;

/** False when the text holds a control character no text file has (tab, line feed and carriage return are text). */
function looksLikeText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false;
  }
  return true;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell === '');

function recordsOf(text: string, delimiter: string): string[][] | null {
  try {
    return parseCsv(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
    });
  } catch {
    return null;
  }
}

/**
 * Reads the text of a CSV file into its columns and rows, or refuses the whole file with a message a parent can act
 * on: not text, empty, too big, no header Tedi recognises, no contacts, too many contacts. The delimiter is the one
 * under which the first row names the most columns Tedi knows.
 */
export function readContactsCsv(text: string): ContactsSheet {
  if (Buffer.byteLength(text, 'utf8') > CONTACTS_IMPORT_LIMITS.maxBytes) {
    throw new AppError('payload_too_large', CONTACTS_IMPORT_MESSAGES.tooLarge);
  }
  if (!looksLikeText(text)) throw new AppError('unsupported_media_type', CONTACTS_IMPORT_MESSAGES.notText);
  if (text.replace(/^\uFEFF/, '').trim() === '') throw new AppError('bad_request', CONTACTS_IMPORT_MESSAGES.empty);

  let best: { records: string[][]; headerIndex: number; recognised: number } | null = null;
  let readable = false;
  for (const delimiter of DELIMITERS) {
    const records = recordsOf(text, delimiter);
    if (records === null) continue;
    readable = true;
    const headerIndex = records.findIndex((cells) => !isBlank(cells));
    const fields = (records[headerIndex] ?? []).map(fieldOfHeader);
    if (!fields.some((field) => field !== null && NAMING_FIELDS.has(field))) continue;
    const recognised = fields.filter((field) => field !== null).length;
    if (best === null || recognised > best.recognised) best = { records, headerIndex, recognised };
  }
  if (best === null) {
    throw new AppError(
      'bad_request',
      readable ? CONTACTS_IMPORT_MESSAGES.noHeader : CONTACTS_IMPORT_MESSAGES.unreadable,
    );
  }

  const { records, headerIndex } = best;
  const columns = records[headerIndex]!.map((header) => ({ header, field: fieldOfHeader(header) }));
  const rows: SheetRow[] = [];
  records.forEach((cells, index) => {
    if (index > headerIndex && !isBlank(cells)) rows.push({ row: index + 1, cells });
  });
  if (rows.length === 0) throw new AppError('bad_request', CONTACTS_IMPORT_MESSAGES.noRows);
  if (rows.length > CONTACTS_IMPORT_LIMITS.maxRows) {
    throw new AppError('payload_too_large', CONTACTS_IMPORT_MESSAGES.tooManyRows);
  }
  return { columns, rows };
}

/** Words written before a name: Mr, Mrs, Ms, Miss, Mx, Dr, Prof, Rev and the like, with or without a full stop. */
const HONORIFIC = /^(mr|mrs|ms|miss|mx|dr|prof|professor|rev|revd|sir|dame|lady|lord|cllr)\.?$/i;

/** Google Contacts puts several numbers or addresses of one kind in one cell, separated by " ::: ". */
const MULTI_VALUE = /\s*:::\s*/;

/** The row's non-empty values of one field, in the order of the file's columns. */
function valuesOf(sheet: ContactsSheet, row: SheetRow, field: ContactImportField): string[] {
  const values: string[] = [];
  sheet.columns.forEach((column, index) => {
    if (column.field !== field) return;
    const cell = (row.cells[index] ?? '').trim();
    const parts = field === 'phone' || field === 'email' ? cell.split(MULTI_VALUE) : [cell];
    for (const part of parts) if (part !== '' && !values.includes(part)) values.push(part);
  });
  return values;
}

/** What a row says, before checking: the contact's parts, where its role came from, and what else it held. */
function contactOf(sheet: ContactsSheet, row: SheetRow, chosenRole: string | undefined) {
  const first = (field: ContactImportField) => valuesOf(sheet, row, field)[0] ?? null;
  // A "Title" column holds "Dr" or "Mrs" in Outlook's export, but a job in many spreadsheets: only an honorific
  // goes before the name; anything else is read as a job title.
  const titles = valuesOf(sheet, row, 'namePrefix');
  const honorifics = titles.filter((title) => HONORIFIC.test(title));
  const jobTitle = first('jobTitle') ?? titles.find((title) => !HONORIFIC.test(title)) ?? null;
  const personName =
    first('name') ??
    [
      honorifics,
      ...(['firstName', 'middleName', 'lastName', 'nameSuffix'] as const).map((f) => valuesOf(sheet, row, f)),
    ]
      .map((values) => values.join(' '))
      .filter((part) => part !== '')
      .join(' ');
  const organisation = first('organisation');
  // A contact saved with only a company (a surgery, a clinic) is named by it, and its role must come from elsewhere.
  const name = personName || organisation;
  const roleCandidates: [ContactImportRoleSource, string | null][] = [
    ['role', first('role')],
    ['jobTitle', jobTitle],
    ['organisation', personName ? organisation : null],
    ['chosen', chosenRole ?? null],
  ];
  const [roleFrom, role] = roleCandidates.find(([, value]) => value !== null) ?? [null, null];
  const [phone = null, ...otherPhones] = valuesOf(sheet, row, 'phone');
  const [email = null, ...otherEmails] = valuesOf(sheet, row, 'email');
  // Numbers and addresses beyond the first are kept in the notes rather than dropped.
  const notes = [
    ...valuesOf(sheet, row, 'notes'),
    ...(otherPhones.length > 0 ? [`Other phone numbers: ${otherPhones.join(', ')}`] : []),
    ...(otherEmails.length > 0 ? [`Other e-mail addresses: ${otherEmails.join(', ')}`] : []),
  ].join('\n');
  return { role, roleFrom, name: name || null, phone, email, notes: notes || null };
}

/**
 * One way to tell that two contacts are the same person: name and role, or e-mail address, ignoring case, spacing
 * and a title before the name ("Dr Amara Nwosu" is "Amara Nwosu").
 */
const plain = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
function plainName(name: string): string {
  const words = plain(name).split(' ');
  while (words.length > 1 && HONORIFIC.test(words[0]!)) words.shift();
  return words.join(' ');
}
const nameAndRole = (contact: { name: string; role: string }) =>
  `${plainName(contact.name)}\u0000${plain(contact.role)}`;

/**
 * What importing the sheet into a child's contacts would do, row by row. A row is checked as one contact added by
 * hand would be; a valid row is skipped when the child already has that person, or when an earlier row of the file
 * adds them. `chosenRole` is the parent's role for rows without one.
 */
export function planContactsImport(
  sheet: ContactsSheet,
  existing: readonly KnownContact[],
  chosenRole?: string,
): ImportPlan {
  const known = new Set(existing.map(nameAndRole));
  const knownEmails = new Set(existing.flatMap((contact) => (contact.email ? [plain(contact.email)] : [])));
  const earlier = new Map<string, number>();
  const rows: ContactImportRow[] = [];
  const toAdd: ContactToAdd[] = [];

  for (const sheetRow of sheet.rows) {
    const read = contactOf(sheet, sheetRow, chosenRole);
    const base = { row: sheetRow.row, roleFrom: read.roleFrom, needsRole: false, sameAsRow: null };
    const contact = { role: read.role, name: read.name, phone: read.phone, email: read.email, notes: read.notes };
    const checked = childContactCreateSchema.safeParse({ ...contact, role: read.role ?? '', name: read.name ?? '' });
    if (!checked.success) {
      const fields = checked.error.issues.map((issue) => String(issue.path[0] ?? ''));
      const problems = checked.error.issues.map((issue, index) => {
        const field = fields[index];
        if (field === 'name' && read.name === null) return `Row ${sheetRow.row} has no name`;
        if (field === 'role' && read.role === null) {
          return `Row ${sheetRow.row} has no role (who this person is to your child)`;
        }
        if (field === 'email') return `Row ${sheetRow.row}: ‘${read.email ?? ''}’ is not an e-mail address`;
        return `Row ${sheetRow.row}: ${issue.message}`;
      });
      const needsRole = read.role === null && fields.every((field) => field === 'role');
      rows.push({ ...base, status: 'problem', contact, problems, needsRole });
      continue;
    }
    const values: ContactToAdd = {
      role: checked.data.role,
      name: checked.data.name,
      phone: checked.data.phone ?? null,
      email: checked.data.email ?? null,
      notes: checked.data.notes ?? null,
    };
    const keys = [nameAndRole(values), ...(values.email ? [`@${plain(values.email)}`] : [])];
    if (known.has(keys[0]!) || (values.email !== null && knownEmails.has(plain(values.email)))) {
      rows.push({ ...base, status: 'existing', contact: values, problems: [] });
      continue;
    }
    const repeated = keys.map((key) => earlier.get(key)).find((row) => row !== undefined);
    if (repeated !== undefined) {
      rows.push({ ...base, status: 'repeated', contact: values, problems: [], sameAsRow: repeated });
      continue;
    }
    for (const key of keys) earlier.set(key, sheetRow.row);
    rows.push({ ...base, status: 'add', contact: values, problems: [] });
    toAdd.push(values);
  }
  return { rows, toAdd };
}
