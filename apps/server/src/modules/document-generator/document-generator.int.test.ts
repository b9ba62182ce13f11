import type {
  ChildAuditPageResponse,
  ChildResponse,
  DocumentListResponse,
  GeneratorDraftResponse,
  GeneratorOverviewResponse,
  LetterSender,
} from '@tedi/contracts';
import { schema } from '@tedi/db';
import { strFromU8, unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildrenTestServer, type SignedIn, startChildrenServer } from '../children/testing.ts';

let server: ChildrenTestServer;
let parent: SignedIn;
let childId: string;
let familyId: string;
let documentsOnly: SignedIn;
let documentsViewer: SignedIn;
let profileEditor: SignedIn;
const NOW = new Date('2026-11-24T10:00:00Z');

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
async function call<T>(who: SignedIn, method: Method, url: string, payload?: object) {
  const response = await server.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  return {
    status: response.statusCode,
    body: (response.headers['content-type']?.toString().startsWith('application/json') ? response.json() : null) as T,
    raw: response.rawPayload,
    headers: response.headers,
  };
}

const base = () => `/api/v1/children/${childId}/document-generator`;
const draftUrl = (templateId = 'ehcp-assessment-request') => `${base()}/drafts/${templateId}`;
const field = (draft: GeneratorDraftResponse, key: string) => draft.fields.find((item) => item.key === key);

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 }), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

function docxText(bytes: Buffer): string {
  const xml = strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml']!);
  return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(' ');
}

beforeAll(async () => {
  server = await startChildrenServer({ clock: () => NOW });
  parent = await server.signIn('parent');
  const child = await call<ChildResponse>(parent, 'POST', '/api/v1/children', {
    name: 'Maya Khan',
    dateOfBirth: '2017-03-09',
    needs: 'Maya cannot stay in a noisy classroom for more than ten minutes.',
    school: { name: 'Park View Primary' },
  });
  childId = child.body.id;
  await call(parent, 'POST', `/api/v1/children/${childId}/conditions`, { name: 'Autism', diagnosedOn: '2021-05-12' });
  familyId = (await server.familyOf(parent.userId))!;
  const member = async (areas: Record<string, string>) => {
    const signedIn = await server.signIn('family_member', familyId);
    await server.database.db.insert(schema.childGrants).values({ childId, userId: signedIn.userId, familyId, areas });
    return signedIn;
  };
  documentsOnly = await member({ documents: 'edit' });
  documentsViewer = await member({ documents: 'view', profile: 'view' });
  profileEditor = await member({ profile: 'edit', health: 'edit' });
});

afterAll(async () => {
  await server.close();
});

describe('a draft letter', () => {
  test('is filled from the profile and health record, with the 6-week and 20-week dates worked out from today', async () => {
    const { status, body } = await call<GeneratorDraftResponse>(parent, 'GET', draftUrl());
    expect(status).toBe(200);
    expect(field(body, 'childName')).toMatchObject({ value: 'Maya Khan', source: 'fact', fact: 'child.fullName' });
    expect(field(body, 'childDateOfBirth')?.value).toBe('2017-03-09');
    expect(field(body, 'school')?.value).toBe('Park View Primary');
    expect(field(body, 'diagnoses')?.value).toEqual(['Autism (diagnosed 12 May 2021)']);
    expect(field(body, 'requestDate')).toMatchObject({ value: '2026-11-24', fact: 'today' });
    expect(field(body, 'decisionDue')).toMatchObject({ value: '2027-01-05', source: 'worked-out' });
    expect(field(body, 'councilName')).toMatchObject({ value: '', source: 'empty' });
    expect(body).toMatchObject({ savedAt: null, sender: null, permissions: { canSave: true, canProduce: true } });
    expect(body.unreadableAreas).toEqual([]);
  });

  test('keeps what the parent types and opens again where they left off', async () => {
    const saved = await call<GeneratorDraftResponse>(parent, 'PUT', draftUrl(), {
      values: { councilName: 'Leeds City Council', recipientAddress: ['Merrion House', '', 'Leeds LS2 8BB'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.typed).toEqual({
      councilName: 'Leeds City Council',
      recipientAddress: ['Merrion House', 'Leeds LS2 8BB'],
    });
    const again = await call<GeneratorDraftResponse>(parent, 'GET', draftUrl());
    expect(field(again.body, 'councilName')).toMatchObject({ value: 'Leeds City Council', source: 'typed' });
    expect(again.body.savedAt).toBe(NOW.toISOString());
    const overview = await call<GeneratorOverviewResponse>(parent, 'GET', base());
    expect(overview.body.drafts).toEqual([
      { templateId: 'ehcp-assessment-request', savedAt: NOW.toISOString(), producedAt: null },
    ]);
  });

  test('refuses a field the template does not have, text where a list belongs and an impossible date, by name', async () => {
    const unknown = await call<{ code: string; message: string }>(parent, 'PUT', draftUrl(), {
      values: { favouriteColour: 'blue' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('favouriteColour');
    const date = await call<{ message: string }>(parent, 'PUT', draftUrl(), { values: { requestDate: '2026-02-30' } });
    expect(date.status).toBe(400);
    expect(date.body.message).toBe('Please check Date of the request: must be a real date.');
    const missing = await call<{ message: string }>(parent, 'GET', draftUrl('a-letter-we-never-wrote'));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('There is no document template with this id.');
    // Nothing refused was kept.
    const kept = await call<GeneratorDraftResponse>(parent, 'GET', draftUrl());
    expect(kept.body.typed).not.toHaveProperty('requestDate');
  });
});

describe('making the letter', () => {
  const screen = {
    councilName: 'Leeds City Council',
    recipientAddress: ['Merrion House', 'Leeds LS2 8BB'],
    requestDate: '2026-11-25',
  };

  test('names every missing field, and the family’s name and address, before making anything', async () => {
    const refused = await call<{ code: string; message: string }>(parent, 'POST', `${draftUrl()}/pdf`, {
      values: { councilName: '' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Please fill in these before making the document: Their address, Your council, Your name, Your address.',
    );
  });

  test('keeps the family’s details for letters, refusing an address left empty', async () => {
    const empty = await call<{ message: string }>(parent, 'PUT', `${base()}/sender`, {
      name: 'Sara Khan',
      addressLines: ['', ' '],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Please give your address');
    const saved = await call<LetterSender>(parent, 'PUT', `${base()}/sender`, {
      name: 'Sara Khan',
      addressLines: ['4 Park Row', '', 'Leeds LS1 5HD'],
      phone: '0113 496 0000',
      email: '',
    });
    expect(saved.body).toEqual({
      name: 'Sara Khan',
      addressLines: ['4 Park Row', 'Leeds LS1 5HD'],
      phone: '0113 496 0000',
      email: null,
    });
    const draft = await call<GeneratorDraftResponse>(parent, 'GET', draftUrl('one-page-profile'));
    expect(field(draft.body, 'writtenBy')).toMatchObject({ value: 'Sara Khan', fact: 'family.senderName' });
  });

  test('as a PDF and a Word document, with the child’s name and the request and decision dates', async () => {
    const pdf = await call(parent, 'POST', `${draftUrl()}/pdf?font=opendyslexic`, { values: screen });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="Maya-Khan-Request-for-an-EHC-needs-assessment-2026-11-24.pdf"',
    );
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const docx = await call(parent, 'POST', `${draftUrl()}/docx`, { values: screen });
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    for (const text of [await pdfText(pdf.raw), docxText(docx.raw)]) {
      expect(text).toContain('Maya Khan');
      expect(text).toContain('Sara Khan');
      expect(text).toContain('4 Park Row');
      expect(text).toContain('made on 25 November 2026');
      expect(text).toContain('by 6 January 2027');
    }
    const draft = await call<GeneratorDraftResponse>(parent, 'GET', draftUrl());
    expect(draft.body.producedAt).toBe(NOW.toISOString());
    expect(draft.body.typed).toMatchObject(screen);
  });
});

describe('the letters made, in the child’s library', () => {
  test('are one document per letter, a new version each time it is made, holding the PDF and the Word document', async () => {
    const library = await call<DocumentListResponse>(parent, 'GET', `/api/v1/children/${childId}/documents`);
    const made = library.body.documents.filter((document) => document.templateId === 'ehcp-assessment-request');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ title: 'Request for an EHC needs assessment', kind: 'generated', versionCount: 2 });
    expect(made[0]!.tags).toEqual(['ehcp']);
    expect(made[0]!.latest.files.map((file) => file.format).sort()).toEqual(['docx', 'pdf']);
    const draft = await call<GeneratorDraftResponse>(parent, 'GET', draftUrl());
    expect(draft.body.document).toEqual({ documentId: made[0]!.id, url: '/dashboard/parent/documents' });
  });

  test('a letter whose document was deleted from the library starts a new one when made again', async () => {
    const library = await call<DocumentListResponse>(parent, 'GET', `/api/v1/children/${childId}/documents`);
    const old = library.body.documents.find((document) => document.templateId === 'ehcp-assessment-request')!;
    expect((await call(parent, 'DELETE', `/api/v1/children/${childId}/documents/${old.id}`)).status).toBe(200);
    const again = await call(parent, 'POST', `${draftUrl()}/pdf`, {
      values: { councilName: 'Leeds City Council', recipientAddress: ['Merrion House', 'Leeds LS2 8BB'] },
    });
    expect(again.status).toBe(200);
    const draft = await call<GeneratorDraftResponse>(parent, 'GET', draftUrl());
    expect(draft.body.document?.documentId).not.toBe(old.id);
    const after = await call<DocumentListResponse>(parent, 'GET', `/api/v1/children/${childId}/documents`);
    expect(after.body.documents.find((document) => document.id === draft.body.document?.documentId)?.versionCount).toBe(
      1,
    );
  });
});

describe('who may do what', () => {
  test('a family member shared only documents makes letters, typing what they may not read', async () => {
    const { status, body } = await call<GeneratorDraftResponse>(documentsOnly, 'GET', draftUrl('school-sen-support'));
    expect(status).toBe(200);
    expect(body.unreadableAreas).toEqual(['profile', 'health', 'education', 'benefits']);
    expect(field(body, 'childName')?.value).toBe('Maya Khan');
    expect(field(body, 'needs')).toMatchObject({ value: '', source: 'empty' });
    expect(field(body, 'diagnoses')?.value).toEqual([]);
    expect(body.facts).not.toHaveProperty('child.diagnoses');
    const made = await call(documentsOnly, 'POST', `${draftUrl('school-sen-support')}/docx`, {
      values: {
        recipientAddress: ['Park View Primary', 'Leeds'],
        school: 'Park View Primary',
        needs: 'Reading and writing are very hard for Maya.',
      },
    });
    expect(made.status).toBe(200);
    expect(docxText(made.raw)).toContain('Reading and writing are very hard for Maya.');
    // The parents see who made what about their child.
    const audit = await call<ChildAuditPageResponse>(parent, 'GET', `/api/v1/children/${childId}/audit`);
    expect(JSON.stringify(audit.body)).toContain('made “SEN support request” as a Word document');
  });

  test('a family member who may only view documents reads drafts but cannot save or make them', async () => {
    expect((await call(documentsViewer, 'GET', draftUrl())).status).toBe(200);
    const saved = await call<{ code: string }>(documentsViewer, 'PUT', draftUrl(), { values: {} });
    expect(saved.status).toBe(403);
    expect((await call(documentsViewer, 'POST', `${draftUrl()}/pdf`, { values: screenValues() })).status).toBe(403);
    expect((await call(documentsViewer, 'PUT', `${base()}/sender`, { name: 'X', addressLines: ['Y'] })).status).toBe(
      403,
    );
  });

  test('a family member without the documents grant is refused, whatever else they may edit', async () => {
    expect((await call(profileEditor, 'GET', base())).status).toBe(403);
    expect((await call(profileEditor, 'GET', draftUrl())).status).toBe(403);
  });
});

function screenValues() {
  return { councilName: 'Leeds City Council', recipientAddress: ['Merrion House'] };
}

describe('other capabilities’ facts', () => {
  test('the EHCP case fills the EHCP letters, its own dates used instead of ones worked out', async () => {
    const saved = await call(parent, 'PUT', `/api/v1/children/${childId}/ehcp`, {
      stage: 'deciding',
      localAuthority: 'Leeds City Council',
      dates: { requestDate: '2026-10-01' },
    });
    expect(saved.status).toBe(200);
    const { body } = await call<GeneratorDraftResponse>(parent, 'GET', draftUrl('ehcp-missed-deadline-complaint'));
    expect(field(body, 'councilName')).toMatchObject({ value: 'Leeds City Council', fact: 'ehcp.localAuthority' });
    expect(field(body, 'requestDate')).toMatchObject({ value: '2026-10-01', fact: 'ehcp.requestDate' });
    expect(field(body, 'childName')?.value).toBe('Maya Khan');
  });

  test('a source fills its own facts only, and a name is taken once', async () => {
    const generator = server.app.services.documentGenerator!;
    generator.addSource('tracking', async () => ({
      'tracking.summary': 'Calm week',
      'child.fullName': 'Someone else',
    }));
    const { body } = await call<GeneratorDraftResponse>(parent, 'GET', draftUrl('ehcp-missed-deadline-complaint'));
    expect(field(body, 'childName')?.value).toBe('Maya Khan');
    expect(() => generator.addSource('ehcp', async () => ({}))).toThrow('already has a source named ehcp');
  });

  test('a draft can be cleared to start again from the record', async () => {
    expect((await call(parent, 'DELETE', draftUrl())).status).toBe(204);
    const fresh = await call<GeneratorDraftResponse>(parent, 'GET', draftUrl());
    expect(fresh.body.typed).toEqual({});
    expect((await call(parent, 'DELETE', draftUrl())).status).toBe(404);
  });
});
