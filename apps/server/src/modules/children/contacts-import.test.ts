import { readFileSync } from 'node:fs';
import { CONTACTS_IMPORT_LIMITS, CONTACTS_IMPORT_MESSAGES, CONTACTS_TEMPLATE_PATH } from '@tedi/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { fieldOfHeader, planContactsImport, readContactsCsv } from './contacts-import.ts';

/** What importing this file would do, with no contacts on the profile yet unless given. */
function plan(csv: string, existing: Parameters<typeof planContactsImport>[1] = [], chosenRole?: string) {
  return planContactsImport(readContactsCsv(csv), existing, chosenRole);
}

function refusal(csv: string): { code: string; message: string } {
  try {
    readContactsCsv(csv);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('recognising columns', () => {
  it.each([
    // Tedi's own template.
    ['Name', 'name'],
    ['Role', 'role'],
    ['Phone', 'phone'],
    ['Email', 'email'],
    ['Notes', 'notes'],
    // Google Contacts, older and newer exports.
    ['First Name', 'firstName'],
    ['Middle Name', 'middleName'],
    ['Last Name', 'lastName'],
    ['Given Name', 'firstName'],
    ['Additional Name', 'middleName'],
    ['Family Name', 'lastName'],
    ['Name Prefix', 'namePrefix'],
    ['Organization Name', 'organisation'],
    ['Organization 1 - Name', 'organisation'],
    ['Organization Title', 'jobTitle'],
    ['Organization 1 - Title', 'jobTitle'],
    ['Phone 1 - Value', 'phone'],
    ['E-mail 1 - Value', 'email'],
    // Outlook.
    ['Title', 'namePrefix'],
    ['Job Title', 'jobTitle'],
    ['Company', 'organisation'],
    ['Mobile Phone', 'phone'],
    ['Business Phone', 'phone'],
    ['Home Phone 2', 'phone'],
    ['E-mail Address', 'email'],
    ['E-mail 2 Address', 'email'],
    // A spreadsheet's own words, in any case, with any spaces and punctuation.
    ['  FULL NAME ', 'name'],
    ['Relationship', 'role'],
    ['relationship to child', 'role'],
    ['Telephone', 'phone'],
    ['Mobile', 'phone'],
    ['e_mail', 'email'],
    ['Surname', 'lastName'],
    ['Organisation', 'organisation'],
  ])('reads “%s” as %s', (header, field) => {
    expect(fieldOfHeader(header)).toBe(field);
  });

  it.each(['Birthday', 'Labels', 'Phone 1 - Label', 'E-mail Type', 'E-mail Display Name', "Assistant's Phone", ''])(
    'leaves “%s” out',
    (header) => {
      expect(fieldOfHeader(header)).toBeNull();
    },
  );
});

describe('reading a file', () => {
  it('reads Tedi’s template, as the web app offers it, into its two example contacts', () => {
    const template = readFileSync(new URL(`../../../../web/public${CONTACTS_TEMPLATE_PATH}`, import.meta.url), 'utf8');
    const result = plan(template);
    expect(readContactsCsv(template).columns.map((column) => column.header)).toEqual([
      'Name',
      'Role',
      'Phone',
      'Email',
      'Notes',
    ]);
    expect(result.rows.map((row) => row.status)).toEqual(['add', 'add']);
    expect(result.toAdd[1]).toMatchObject({
      role: 'Speech and language therapist',
      notes: expect.stringContaining(','),
    });
  });

  it('reads Tedi’s template, with or without a byte order mark, with Windows line endings', () => {
    for (const bom of ['', '\uFEFF']) {
      const sheet = readContactsCsv(
        `${bom}Name,Role,Phone,Email,Notes\r\nDr Amara Nwosu,GP,020 7946 0321,reception@surgery.example,\r\n`,
      );
      expect(sheet.columns.map((column) => column.field)).toEqual(['name', 'role', 'phone', 'email', 'notes']);
      expect(sheet.rows).toEqual([
        { row: 2, cells: ['Dr Amara Nwosu', 'GP', '020 7946 0321', 'reception@surgery.example', ''] },
      ]);
    }
  });

  it.each([
    ['semicolons', 'Name;Role;Notes\n"Nwosu, Amara";GP;"Sees him; every March"\n'],
    ['tabs', 'Name\tRole\tNotes\n"Nwosu, Amara"\tGP\tSees him; every March\n'],
    ['commas', 'Name,Role,Notes\n"Nwosu, Amara",GP,Sees him; every March\n'],
  ])('finds the delimiter when a spreadsheet uses %s', (_, csv) => {
    expect(plan(csv).toAdd).toEqual([
      { name: 'Nwosu, Amara', role: 'GP', phone: null, email: null, notes: 'Sees him; every March' },
    ]);
  });

  it('keeps a quoted field’s line breaks and numbers rows as a spreadsheet does, blank rows included', () => {
    const sheet = readContactsCsv(
      'Name,Role,Notes\n\nGrandma Joan,Grandparent,"Picks him up on Tuesdays\nHas a key"\n,,\nLee Park,Childminder,\n',
    );
    expect(sheet.rows.map((row) => row.row)).toEqual([3, 5]);
    expect(sheet.rows[0]?.cells[2]).toBe('Picks him up on Tuesdays\nHas a key');
  });

  it.each([
    ['a file with NUL bytes, such as a saved spreadsheet', 'PK\u0003\u0004\u0000\u0000xl/workbook.xml', 'notText'],
    ['an empty file', '', 'empty'],
    ['a file of blank lines', '\uFEFF\r\n  \r\n', 'empty'],
    ['a file whose first row names no column Tedi knows', 'Birthday,Address\n2019-01-01,1 High St\n', 'noHeader'],
    ['a list of names without a header', 'Amara Nwosu,GP\nJoan Smith,Grandparent\n', 'noHeader'],
    ['a header with nothing under it', 'Name,Role\r\n\r\n', 'noRows'],
  ] as const)('refuses %s', (_, csv, message) => {
    expect(refusal(csv).message).toBe(CONTACTS_IMPORT_MESSAGES[message]);
  });

  it('refuses a file that is too big, or has too many contacts, saying how many it can take', () => {
    const tooBig = `Name,Notes\n${`Jo,${'x'.repeat(1000)}\n`.repeat(300)}`;
    expect(refusal(tooBig)).toEqual({ code: 'payload_too_large', message: CONTACTS_IMPORT_MESSAGES.tooLarge });
    const rows = (count: number) => `Name,Role\n${'Jo,Aunt\n'.repeat(count)}`;
    expect(readContactsCsv(rows(CONTACTS_IMPORT_LIMITS.maxRows)).rows).toHaveLength(CONTACTS_IMPORT_LIMITS.maxRows);
    expect(refusal(rows(CONTACTS_IMPORT_LIMITS.maxRows + 1))).toEqual({
      code: 'payload_too_large',
      message: CONTACTS_IMPORT_MESSAGES.tooManyRows,
    });
  });

  it('refuses a file it cannot read as CSV under any delimiter', () => {
    expect(refusal('Name,Role\n"Amara,GP\n').message).toBe(CONTACTS_IMPORT_MESSAGES.unreadable);
  });
});

describe('turning rows into contacts', () => {
  it('reads a Google Contacts export: the name from its parts, the job as the role, extra numbers kept in the notes', () => {
    const csv = [
      'First Name,Middle Name,Last Name,Name Prefix,Organization Name,Organization Title,Notes,E-mail 1 - Value,Phone 1 - Value,Phone 2 - Value,Birthday',
      'Amara,,Nwosu,Dr,Riverside Surgery,GP,Call before 10,a.nwosu@nhs.example,020 7946 0321 ::: 07700 900123,020 7946 0999,1980-01-01',
      'Joan,,Smith,,,,,,07700 900456,,',
      ',,,,Brook Lane Clinic,Physiotherapy,,,,,',
    ].join('\n');
    const result = plan(csv);
    expect(result.rows.map((row) => [row.status, row.roleFrom])).toEqual([
      ['add', 'jobTitle'],
      ['problem', null],
      ['add', 'jobTitle'],
    ]);
    expect(result.toAdd).toEqual([
      {
        name: 'Dr Amara Nwosu',
        role: 'GP',
        phone: '020 7946 0321',
        email: 'a.nwosu@nhs.example',
        notes: 'Call before 10\nOther phone numbers: 07700 900123, 020 7946 0999',
      },
      { name: 'Brook Lane Clinic', role: 'Physiotherapy', phone: null, email: null, notes: null },
    ]);
    expect(result.rows[1]).toMatchObject({
      row: 3,
      problems: ['Row 3 has no role (who this person is to your child)'],
      needsRole: true,
      contact: { name: 'Joan Smith', phone: '07700 900456' },
    });
  });

  it('reads an Outlook export: honorific titles before the name, a company as the role when there is no job', () => {
    const csv = [
      'Title,First Name,Middle Name,Last Name,Suffix,Company,Department,Job Title,Business Phone,Mobile Phone,E-mail Address,Notes',
      'Mrs,Farah,,Ahmed,,Brook Lane Primary School,,SENCo,01632 960001,,senco@brooklane.example,',
      ',Tom,,Reid,,Oakfield Speech Therapy,,,,07700 900789,,',
      'Speech therapist,Lee,,Park,,,,,,,,',
    ].join('\r\n');
    const result = plan(csv);
    expect(result.toAdd).toEqual([
      { name: 'Mrs Farah Ahmed', role: 'SENCo', phone: '01632 960001', email: 'senco@brooklane.example', notes: null },
      { name: 'Tom Reid', role: 'Oakfield Speech Therapy', phone: '07700 900789', email: null, notes: null },
      { name: 'Lee Park', role: 'Speech therapist', phone: null, email: null, notes: null },
    ]);
    expect(result.rows.map((row) => row.roleFrom)).toEqual(['jobTitle', 'organisation', 'jobTitle']);
  });

  it('prefers a role or relationship column to a job title, and the full name to its parts', () => {
    const result = plan('Full name,First name,Relationship,Job title\nJoan Smith,Joanie,Grandparent,Retired nurse\n');
    expect(result.toAdd).toEqual([{ name: 'Joan Smith', role: 'Grandparent', phone: null, email: null, notes: null }]);
    expect(result.rows[0]?.roleFrom).toBe('role');
  });

  it('gives the role the parent chose only to rows without one', () => {
    const csv = 'Name,Role\nJoan Smith,\nAmara Nwosu,GP\n';
    const result = plan(csv, [], 'Family friend');
    expect(result.toAdd.map((contact) => contact.role)).toEqual(['Family friend', 'GP']);
    expect(result.rows.map((row) => row.roleFrom)).toEqual(['chosen', 'role']);
  });

  it('says in plain words what is wrong with each row, with the same checks as adding one contact', () => {
    const csv = [
      'Name,Role,Phone,Email',
      'Amara Nwosu,GP,,',
      ',Speech therapist,,lee@clinic.example',
      'Lee Park,Childminder,,abc',
      `${'A'.repeat(101)},Aunt,,`,
      ',,,',
      'Sam,,0'.padEnd(60, '1'),
    ].join('\n');
    const result = plan(csv);
    expect(result.rows.map((row) => [row.row, row.status, row.problems])).toEqual([
      [2, 'add', []],
      [3, 'problem', ['Row 3 has no name']],
      [4, 'problem', ['Row 4: ‘abc’ is not an e-mail address']],
      [5, 'problem', ['Row 5: The contact’s name can be at most 100 characters']],
      [
        7,
        'problem',
        [
          'Row 7 has no role (who this person is to your child)',
          'Row 7: The phone number can be at most 40 characters',
        ],
      ],
    ]);
    expect(result.rows.map((row) => row.needsRole)).toEqual([false, false, false, false, false]);
  });

  it('skips a person already on the profile (same name and role, or same e-mail) and one repeated in the file', () => {
    const csv = [
      'Name,Role,Email',
      'amara  NWOSU,gp,',
      'Joan Smith,Grandparent,JOAN@example.com',
      'Lee Park,Childminder,lee@example.com',
      'Lee Park,Childminder,',
      'L. Park,Childminder,LEE@example.com',
      'Amara Nwosu,Paediatrician,',
      'Prof. Amara Nwosu,Paediatrician,',
    ].join('\n');
    const existing = [
      { name: 'Dr Amara Nwosu', role: 'GP', email: null },
      { name: 'Grandma Joan', role: 'Grandma', email: 'joan@example.com' },
    ];
    const result = plan(csv, existing);
    expect(result.rows.map((row) => [row.row, row.status, row.sameAsRow])).toEqual([
      [2, 'existing', null],
      [3, 'existing', null],
      [4, 'add', null],
      [5, 'repeated', 4],
      [6, 'repeated', 4],
      [7, 'add', null],
      [8, 'repeated', 7],
    ]);
    expect(result.toAdd.map((contact) => contact.name)).toEqual(['Lee Park', 'Amara Nwosu']);
  });
});
