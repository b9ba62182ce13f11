import {
  type ChildResponse,
  DOCUMENT_LIMITS,
  DOCUMENT_NOT_ACCEPTED_MESSAGE,
  DOCUMENT_TOO_LARGE_MESSAGE,
  DOCUMENTS_API,
  type DocumentDetailResponse,
  type DocumentListResponse,
} from '@tedi/contracts';
import { eq, schema } from '@tedi/db';
import { getDocumentProxy } from 'unpdf';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildrenTestServer, photoWithLocation, type SignedIn, startChildrenServer } from '../children/testing.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A small real PDF with one page of text. */
function pdfWith(text: string): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A Word document as small as one can be: a zip with its content types and its body. */
async function docx(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '[Content_Types].xml',
  );
  zip.addBuffer(Buffer.from('<w:document/>'), 'word/document.xml');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The first bytes of a Windows program. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

let now = new Date('2026-03-02T10:00:00Z');
let server: ChildrenTestServer;
let parent: SignedIn;
let familyId: string;
let childId: string;
let viewer: SignedIn;
let editor: SignedIn;
let withoutGrant: SignedIn;
let healthToo: SignedIn;

async function call<T = Record<string, unknown>>(
  who: SignedIn,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await server.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? response.json<T>() : (undefined as T), raw: response };
}

/** A multipart body with one file and text fields, as a browser's form sends it. */
function form(fileName: string, contentType: string, bytes: Buffer, fields: Record<string, string>) {
  const boundary = `----tedi-test-${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  who: SignedIn,
  fileName: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
  url = DOCUMENTS_API.upload(childId),
) {
  const body = form(fileName, 'application/octet-stream', bytes, fields);
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json<DocumentDetailResponse & { message?: string }>() };
}

const list = async (who: SignedIn, query = '') =>
  call<DocumentListResponse>(who, 'GET', `${DOCUMENTS_API.list(childId)}${query}`);

beforeAll(async () => {
  server = await startChildrenServer({ clock: () => now });
  parent = await server.signIn('parent');
  await server.database.db
    .update(schema.profiles)
    .set({ displayName: 'Sam Taylor' })
    .where(eq(schema.profiles.userId, parent.userId));
  childId = (await call<ChildResponse>(parent, 'POST', '/api/v1/children', { name: 'Robin' })).body.id;
  familyId = (await server.familyOf(parent.userId))!;
  const member = async (areas: Record<string, string> | null) => {
    const signedIn = await server.signIn('family_member', familyId);
    if (areas) {
      await server.database.db.insert(schema.childGrants).values({ childId, userId: signedIn.userId, familyId, areas });
    }
    return signedIn;
  };
  viewer = await member({ documents: 'view' });
  editor = await member({ documents: 'edit' });
  withoutGrant = await member({ health: 'view' });
  healthToo = await member({ documents: 'view', health: 'view' });
});

afterAll(async () => {
  await server.close();
});

describe('uploading', () => {
  test('keeps a PDF with its title, tags and who uploaded it, and downloads it as it was sent', async () => {
    const bytes = pdfWith('Annual review report');
    const uploaded = await upload(parent, 'annual-review.pdf', bytes, {
      title: 'Annual review report',
      tags: 'School, Review',
      note: 'From Mrs Khan',
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body).toMatchObject({
      title: 'Annual review report',
      tags: ['school', 'review'],
      kind: 'uploaded',
      templateId: null,
      versionCount: 1,
      createdBy: { userId: parent.userId, name: 'Sam Taylor' },
      deleted: null,
    });
    const [version] = uploaded.body.versions;
    expect(version).toMatchObject({ number: 1, note: 'From Mrs Khan', createdBy: { name: 'Sam Taylor' } });
    expect(version!.files).toMatchObject([
      { format: 'pdf', contentType: 'application/pdf', fileName: 'annual-review.pdf' },
    ]);

    const download = await server.app.inject({ method: 'GET', url: version!.files[0]!.url, headers: parent.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="annual-review.pdf"');
    expect(download.rawPayload.equals(bytes)).toBe(true);
    const pdf = await getDocumentProxy(new Uint8Array(download.rawPayload), { verbosity: 0 });
    expect(pdf.numPages).toBe(1);
  });

  test('is checked by content: a PNG named .pdf, a program, or an empty title are refused, and nothing is kept', async () => {
    const keysBefore = server.storage.keys().length;
    const png = await photoWithLocation('png');
    const disguised = await upload(parent, 'letter.pdf', png, { title: 'Letter' });
    expect(disguised.status).toBe(415);
    expect(disguised.body.message).toBe(
      '“letter.pdf” is named as a PDF, but it is really a PNG picture. Please check it is the file you meant, ' +
        'or rename it to end in .png and try again.',
    );
    const program = await upload(parent, 'report.pdf', EXE, { title: 'Report' });
    expect(program.status).toBe(415);
    expect(program.body.message).toBe(DOCUMENT_NOT_ACCEPTED_MESSAGE);
    const tooManyTags = await upload(parent, 'report.pdf', pdfWith('x'), {
      tags: Array.from({ length: 13 }, (_, index) => `tag${index}`).join(','),
    });
    expect(tooManyTags.status).toBe(400);
    expect(tooManyTags.body.message).toContain('at most 12 tags');
    expect(server.storage.keys().length).toBe(keysBefore);
  });

  test('refuses a file over the size limit, and a zip that is not a Word document, saying why', async () => {
    const tooLarge = await upload(parent, 'scan.pdf', Buffer.alloc(DOCUMENT_LIMITS.fileMaxBytes + 1024, 0x25));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(DOCUMENT_TOO_LARGE_MESSAGE);
    expect(DOCUMENT_TOO_LARGE_MESSAGE).toBe('This file is too large. Please choose one of 20 MB or less.');

    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from('not a letter'), 'notes.txt');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    const notWord = await upload(parent, 'letter.docx', Buffer.concat(chunks));
    expect(notWord.status).toBe(415);
    expect(notWord.body.message).toBe(DOCUMENT_NOT_ACCEPTED_MESSAGE);
  });

  test('keeps a photographed letter as a picture without its location, and a Word document', async () => {
    const photo = await upload(parent, 'IMG_0042.jpg', await photoWithLocation('jpeg'));
    expect(photo.status).toBe(201);
    expect(photo.body).toMatchObject({ title: 'IMG_0042', versions: [{ files: [{ format: 'jpeg' }] }] });
    const download = await server.app.inject({
      method: 'GET',
      url: photo.body.versions[0]!.files[0]!.url,
      headers: parent.headers,
    });
    expect(download.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);

    const word = await upload(parent, 'draft.docx', await docx(), { title: 'Draft parental views' });
    expect(word.status).toBe(201);
    expect(word.body.versions[0]!.files[0]).toMatchObject({ format: 'docx', fileName: 'draft.docx' });
  });
});

describe('versions', () => {
  test('a new version is numbered, noted and kept beside the old one, which still downloads', async () => {
    const first = await upload(parent, 'ehcp-draft.pdf', pdfWith('Draft one'), { title: 'EHCP draft', tags: 'ehcp' });
    const second = await upload(
      editor,
      'ehcp-draft-2.pdf',
      pdfWith('Draft two'),
      { note: 'After the meeting' },
      DOCUMENTS_API.newVersion(childId, first.body.id),
    );
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.versionCount).toBe(2);
    expect(second.body.versions.map((version) => [version.number, version.note])).toEqual([
      [2, 'After the meeting'],
      [1, null],
    ]);
    expect(second.body.latest.createdBy.userId).toBe(editor.userId);
    const old = await server.app.inject({
      method: 'GET',
      url: second.body.versions[1]!.files[0]!.url,
      headers: viewer.headers,
    });
    expect(old.rawPayload.includes(Buffer.from('Draft one'))).toBe(true);
    const listed = (await list(parent)).body.documents.find((document) => document.id === first.body.id);
    expect(listed).toMatchObject({ versionCount: 2, latest: { number: 2 } });
  });

  test('storeGenerated keeps a letter’s PDF and DOCX in one version, and a second run as its next version', async () => {
    const documents = server.app.services.documents!;
    const letter = await documents.storeGenerated({ userId: parent.userId }, childId, {
      title: 'Letter to the SENCo',
      templateId: 'senco-letter',
      tags: ['School'],
      files: [
        { bytes: pdfWith('Dear Mrs Khan'), filename: 'letter-to-the-senco.pdf', contentType: 'application/pdf' },
        {
          bytes: await docx(),
          filename: 'letter-to-the-senco.docx',
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
      ],
    });
    expect(letter).toMatchObject({
      kind: 'generated',
      templateId: 'senco-letter',
      tags: ['school'],
      versionCount: 1,
    });
    expect(letter.versions[0]!.files.map((file) => file.format).sort()).toEqual(['docx', 'pdf']);
    const again = await documents.storeGenerated({ userId: parent.userId }, childId, {
      title: 'Letter to the SENCo',
      templateId: 'senco-letter',
      documentId: letter.id,
      files: [{ bytes: pdfWith('Dear Mrs Khan, again'), filename: 'letter.pdf', contentType: 'application/pdf' }],
    });
    expect(again.versionCount).toBe(2);
    await expect(
      documents.storeGenerated({ userId: viewer.userId }, childId, {
        title: 'Nope',
        templateId: 'senco-letter',
        files: [{ bytes: pdfWith('x'), filename: 'x.pdf', contentType: 'application/pdf' }],
      }),
    ).rejects.toMatchObject({ code: 'forbidden' });
  });
});

describe('finding documents', () => {
  test('by words of the title, by tag, and with the tags in use; health documents beside them, labelled apart', async () => {
    await upload(parent, 'salt.pdf', pdfWith('SALT'), { title: 'Speech and language therapy report', tags: 'therapy' });
    const healthLetter = await upload(
      parent,
      'clinic.pdf',
      pdfWith('Clinic'),
      { title: 'Neurology clinic letter', tags: 'clinic' },
      `/storage/v1/children/${childId}/health-documents`,
    );
    expect(healthLetter.status).toBe(201);

    const byWords = await list(parent, '?q=language');
    expect(byWords.body.documents.map((document) => document.title)).toEqual(['Speech and language therapy report']);
    const byTag = await list(parent, '?tag=ehcp');
    expect(byTag.body.documents.map((document) => document.title)).toEqual(['EHCP draft']);
    const all = await list(parent);
    expect(all.body.tags).toEqual(expect.arrayContaining(['ehcp', 'review', 'school', 'therapy']));
    expect(all.body.healthDocuments?.map((document) => document.title)).toEqual(['Neurology clinic letter']);
    expect(all.body.permissions).toEqual({ canEdit: true, canManage: true });
    expect((await list(parent, '?q=neurology')).body.healthDocuments?.map((document) => document.title)).toEqual([
      'Neurology clinic letter',
    ]);
  });
});

describe('family members', () => {
  test('with the view grant list and download but change nothing; health documents only with the health grant', async () => {
    const seen = await list(viewer);
    expect(seen.status).toBe(200);
    expect(seen.body.permissions).toEqual({ canEdit: false, canManage: false });
    expect(seen.body.healthDocuments).toBeNull();
    expect(seen.body.readers).toBeNull();
    expect(seen.body.recentlyDeleted).toEqual([]);
    const document = seen.body.documents[0]!;
    const download = await server.app.inject({
      method: 'GET',
      url: document.latest.files[0]!.url,
      headers: viewer.headers,
    });
    expect(download.statusCode).toBe(200);
    const refused = await upload(viewer, 'mine.pdf', pdfWith('x'), { title: 'Mine' });
    expect(refused.status).toBe(403);
    expect((await call(viewer, 'PATCH', DOCUMENTS_API.document(childId, document.id), { title: 'X' })).status).toBe(
      403,
    );
    expect((await call(viewer, 'DELETE', DOCUMENTS_API.document(childId, document.id))).status).toBe(403);

    const withHealth = await list(healthToo);
    expect(withHealth.body.healthDocuments?.map((entry) => entry.title)).toEqual(['Neurology clinic letter']);
  });

  test('with the edit grant upload and rename; without the grant see nothing; the parent sees who reads them', async () => {
    const uploaded = await upload(editor, 'grandma-notes.pdf', pdfWith('Notes'), { title: 'Notes from grandma' });
    expect(uploaded.status).toBe(201);
    const renamed = await call<DocumentDetailResponse>(
      editor,
      'PATCH',
      DOCUMENTS_API.document(childId, uploaded.body.id),
      {
        title: 'Grandma’s notes',
        tags: ['family'],
      },
    );
    expect(renamed.body).toMatchObject({ title: 'Grandma’s notes', tags: ['family'] });

    const refused = await list(withoutGrant);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('Grandma');

    const readers = (await list(parent)).body.readers;
    expect(readers?.map((reader) => [reader.userId, reader.level]).sort()).toEqual(
      [
        [viewer.userId, 'view'],
        [editor.userId, 'edit'],
        [healthToo.userId, 'view'],
      ].sort(),
    );
  });
});

describe('deleting', () => {
  test('keeps a document restorable for 30 days, then a job removes it and its files for good', async () => {
    const bytes = pdfWith('Educational psychologist advice');
    const kept = await upload(parent, 'ep-advice.pdf', bytes, { title: 'Educational psychologist advice' });
    const version = await upload(
      parent,
      'ep-advice-2.pdf',
      pdfWith('v2'),
      {},
      DOCUMENTS_API.newVersion(childId, kept.body.id),
    );
    const fileUrl = version.body.versions[0]!.files[0]!.url;
    const keysBefore = server.storage.keys().length;

    const deletedAt = now;
    const deleted = await call<DocumentDetailResponse>(parent, 'DELETE', DOCUMENTS_API.document(childId, kept.body.id));
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted).toEqual({
      at: deletedAt.toISOString(),
      by: { userId: parent.userId, name: 'Sam Taylor' },
      purgeAt: new Date(deletedAt.getTime() + 30 * DAY).toISOString(),
    });
    let library = (await list(parent)).body;
    expect(library.documents.map((document) => document.id)).not.toContain(kept.body.id);
    expect(library.recentlyDeleted.map((document) => document.id)).toEqual([kept.body.id]);
    const [stored] = await server.database.db
      .select({ fileId: schema.libraryDocumentFiles.fileId })
      .from(schema.libraryDocumentFiles)
      .where(eq(schema.libraryDocumentFiles.id, version.body.versions[0]!.files[0]!.id));
    const byStorage = await server.app.inject({
      method: 'GET',
      url: `/storage/v1/object/${stored!.fileId}`,
      headers: parent.headers,
    });
    expect(byStorage.statusCode).toBe(404);
    const hidden = await server.app.inject({ method: 'GET', url: fileUrl, headers: parent.headers });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<{ message: string }>().message).toBe(
      'This document has been deleted. Restore it first to download it.',
    );

    const restored = await call<DocumentDetailResponse>(parent, 'POST', DOCUMENTS_API.restore(childId, kept.body.id));
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ deleted: null, versionCount: 2 });
    library = (await list(parent)).body;
    expect(library.recentlyDeleted).toEqual([]);
    expect(library.documents.map((document) => document.id)).toContain(kept.body.id);

    // Restoring cancelled the purge: thirty-one days on, nothing goes.
    now = new Date(deletedAt.getTime() + 31 * DAY);
    await server.app.jobs.runDue();
    expect((await call(parent, 'GET', DOCUMENTS_API.document(childId, kept.body.id))).status).toBe(200);

    // Deleted again by a family member who may edit: on the 29th day it can still be restored; after the 30th it is gone.
    const secondDeletion = now;
    expect((await call(editor, 'DELETE', DOCUMENTS_API.document(childId, kept.body.id))).status).toBe(200);
    now = new Date(secondDeletion.getTime() + 29 * DAY);
    await server.app.jobs.runDue();
    expect((await list(parent)).body.recentlyDeleted.map((document) => document.id)).toEqual([kept.body.id]);
    expect(server.storage.keys().length).toBe(keysBefore);

    now = new Date(secondDeletion.getTime() + 30 * DAY + 60_000);
    const run = await server.app.jobs.runDue();
    expect(run.failed).toBe(0);
    expect((await list(parent)).body.recentlyDeleted).toEqual([]);
    expect((await call(parent, 'GET', DOCUMENTS_API.document(childId, kept.body.id))).status).toBe(404);
    expect(server.storage.keys().length).toBe(keysBefore - 2);
    const gone = await call<{ message: string }>(parent, 'POST', DOCUMENTS_API.restore(childId, kept.body.id));
    expect(gone.status).toBe(404);
    expect(gone.body.message).toContain('can be restored for 30 days only');
  });
});
