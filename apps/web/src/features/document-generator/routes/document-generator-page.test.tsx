import {
  documentTemplate,
  fillFields,
  type GeneratorDraftResponse,
  type GeneratorOverviewResponse,
  type LetterSender,
  type TemplateFacts,
  type TemplateValues,
} from '@tedi/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { DocumentGeneratorPage } from './document-generator-page.tsx';
import { changeField } from '../../../testing/change-field.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sara@example.com', password: 'tedi-demo-family', role: 'parent' };
const GRANDPARENT: FakeAccount = {
  id: 'member-1',
  email: 'pat@example.com',
  password: 'tedi-demo-family',
  role: 'family_member',
};
const MAYA_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** What the server knows of Maya, as the generator's sources give it. */
const FACTS: TemplateFacts = {
  today: '2026-11-24',
  'child.fullName': 'Maya Khan',
  'child.firstName': 'Maya',
  'child.dateOfBirth': '2017-03-09',
  'child.needs': 'Maya cannot stay in a noisy classroom for long.',
  'child.diagnoses': ['Autism (diagnosed 12 May 2021)'],
};

interface FakeGeneratorApi {
  requests: { method: string; path: string; body: unknown }[];
  drafts: Map<string, TemplateValues>;
  sender: LetterSender | null;
}

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The generator's API for one child, answering as the server does (filled with the same contracts functions). */
function installFakeApi(
  start: {
    drafts?: Record<string, TemplateValues>;
    sender?: LetterSender | null;
    memberDocuments?: 'none' | 'view' | 'edit';
  } = {},
) {
  const api: FakeGeneratorApi = {
    requests: [],
    drafts: new Map(Object.entries(start.drafts ?? {})),
    sender: start.sender ?? null,
  };
  const permissions = { canSave: true, canProduce: true };
  const draftOf = (templateId: string): GeneratorDraftResponse => {
    const template = documentTemplate(templateId)!;
    const typed = api.drafts.get(templateId) ?? {};
    return {
      childId: MAYA_ID,
      templateId,
      facts: FACTS,
      typed,
      fields: Object.values(fillFields(template, FACTS, typed)),
      sender: api.sender,
      savedAt: api.drafts.has(templateId) ? '2026-11-24T09:00:00.000Z' : null,
      producedAt: null,
      document: null,
      unreadableAreas: [],
      permissions,
    };
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    api.requests.push({ method, path: url.pathname, body });
    const base = `/api/v1/children/${MAYA_ID}/document-generator`;
    if (url.pathname === '/api/v1/children') {
      return answer(200, {
        children: [
          {
            id: MAYA_ID,
            name: 'Maya Khan',
            preferredName: 'Maya',
            dateOfBirth: '2017-03-09',
            photo: null,
            archivedAt: null,
            permissions: { canEdit: true, areas: {} },
          },
        ],
        canCreate: true,
      });
    }
    if (url.pathname === '/api/v1/family/shared-children') {
      return answer(200, {
        familyName: 'The Khan family',
        children: [
          {
            id: MAYA_ID,
            name: 'Maya Khan',
            preferredName: 'Maya',
            areas: { documents: start.memberDocuments ?? 'none' },
            profile: null,
            conditions: null,
          },
        ],
      });
    }
    if (url.pathname === base) {
      const overview: GeneratorOverviewResponse = {
        childId: MAYA_ID,
        drafts: [...api.drafts.keys()].map((templateId) => ({
          templateId,
          savedAt: '2026-11-24T09:00:00.000Z',
          producedAt: null,
        })),
        sender: api.sender,
        permissions,
      };
      return answer(200, overview);
    }
    if (url.pathname === `${base}/sender` && method === 'PUT') {
      const sent = body as { name: string; addressLines: string[]; phone: string; email: string };
      api.sender = {
        name: sent.name,
        addressLines: sent.addressLines.filter(Boolean),
        phone: sent.phone || null,
        email: sent.email || null,
      };
      return answer(200, api.sender);
    }
    const draft = /\/drafts\/([a-z-]+)(?:\/(pdf|docx))?$/.exec(url.pathname);
    if (draft) {
      const templateId = draft[1]!;
      const format = draft[2];
      if (format) {
        api.drafts.set(templateId, (body as { values: TemplateValues }).values);
        return new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="Maya-Khan-letter.${format}"`,
          },
        });
      }
      if (method === 'PUT') api.drafts.set(templateId, (body as { values: TemplateValues }).values);
      return answer(200, draftOf(templateId));
    }
    return answer(404, { code: 'not_found', message: 'Not here' });
  });
  return api;
}

let saved: string[];
beforeEach(() => {
  window.localStorage.clear();
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await stopAuthClients();
});

async function renderPage(path: string, account: FakeAccount = PARENT) {
  storeSession(account);
  renderWithAuth(
    [{ path: '/parent/document-generator', Component: DocumentGeneratorPage }],
    path,
    createFakeAuthServer([{ ...account }]),
  );
  await waitForAuth();
}

const ASSESSMENT = `/parent/document-generator?template=ehcp-assessment-request&child=${MAYA_ID}`;

describe('the document generator', () => {
  it('offers every letter and document in groups, and marks the ones with a saved draft', async () => {
    installFakeApi({ drafts: { 'school-reasonable-adjustments': { adjustments: ['Lunch in a quiet room'] } } });
    await renderPage('/parent/document-generator');
    await screen.findByRole('heading', { level: 1, name: 'Letters and documents' });
    for (const group of [
      'EHCP (education, health and care plan)',
      'DLA (Disability Living Allowance)',
      'School',
      'Health',
      'About your child',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: group })).toBeTruthy();
    }
    expect(screen.getAllByRole('link').length).toBeGreaterThanOrEqual(12);
    const adjustments = screen.getByRole('link', { name: 'Reasonable adjustments request' }).closest('li')!;
    expect(await within(adjustments).findByText('Draft saved 24 November 2026')).toBeTruthy();
  });

  it('fills the assessment request from Maya’s record, works out the decision date and previews the letter as it is typed', async () => {
    installFakeApi();
    await renderPage(ASSESSMENT);
    await screen.findByRole('heading', { level: 1, name: 'Request for an EHC needs assessment for Maya' });
    const name = await screen.findByLabelText<HTMLInputElement>('Your child’s full name');
    expect(name.value).toBe('Maya Khan');
    expect(screen.getAllByText('From Maya’s profile.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText<HTMLInputElement>('Council must decide by').value).toBe('2027-01-05');
    const preview = screen.getByRole('article', { name: 'Preview' });
    expect(within(preview).getByText(/that is by 5 January 2027/)).toBeTruthy();
    expect(within(preview).getAllByText('[Your council]').length).toBeGreaterThan(0);

    changeField(screen.getByLabelText('Your council'), { target: { value: 'Leeds City Council' } });
    expect(within(preview).getByText(/to ask Leeds City Council to carry out/)).toBeTruthy();
    // A new request date moves the worked-out decision date with it.
    changeField(screen.getByLabelText('Date of the request'), { target: { value: '2026-12-01' } });
    expect(within(preview).getByText(/that is by 12 January 2027/)).toBeTruthy();
  });

  it('saves the draft a moment after typing, with what was typed', async () => {
    const api = installFakeApi();
    await renderPage(ASSESSMENT);
    changeField(await screen.findByLabelText('Your council'), { target: { value: 'Leeds City Council' } });
    expect(screen.getByText('Changes not saved yet…')).toBeTruthy();
    await screen.findByText('All changes saved.', undefined, { timeout: 3000 });
    const puts = api.requests.filter(
      (request) => request.method === 'PUT' && request.path.endsWith('/drafts/ehcp-assessment-request'),
    );
    expect(puts.at(-1)?.body).toEqual({ values: { councilName: 'Leeds City Council' } });

    // Back to the list and into the letter again: it opens where the parent left off.
    fireEvent.click(screen.getByRole('link', { name: 'All letters and documents' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Request for an EHC needs assessment' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Your council')).value).toBe('Leeds City Council');
  });

  it('names what is missing before making anything, with links to each field', async () => {
    const api = installFakeApi();
    await renderPage(ASSESSMENT);
    fireEvent.click(await screen.findByRole('button', { name: 'Make PDF' }));
    const summary = await screen.findByRole('heading', { name: 'Before making the document' });
    const box = summary.parentElement!;
    expect(
      within(box).getByRole('link', { name: 'Your name: please add it in “Your details for letters”.' }),
    ).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'Your council: please fill this in.' }).getAttribute('href')).toBe(
      '#field-councilName',
    );
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('keeps the family’s details, then makes the PDF and the Word document from what is on screen', async () => {
    const api = installFakeApi();
    await renderPage(ASSESSMENT);
    changeField(await screen.findByLabelText('Your name'), { target: { value: 'Sara Khan' } });
    changeField(screen.getByLabelText('Your address'), { target: { value: '4 Park Row\nLeeds LS1 5HD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save your details' }));
    await screen.findByText('Letters are sent from');
    const preview = screen.getByRole('article', { name: 'Preview' });
    await within(preview).findByText('4 Park Row');

    changeField(screen.getByLabelText('Your council'), { target: { value: 'Leeds City Council' } });
    changeField(screen.getByLabelText('Their address'), { target: { value: 'Merrion House\nLeeds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make PDF' }));
    await screen.findByText('Maya-Khan-letter.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Make Word document' }));
    await screen.findByText('Maya-Khan-letter.docx');
    expect(saved).toEqual(['Maya-Khan-letter.pdf', 'Maya-Khan-letter.docx']);
    const made = api.requests.filter((request) => request.method === 'POST');
    expect(made.map((request) => request.path.split('/').at(-1))).toEqual(['pdf', 'docx']);
    expect(made[0]?.body).toEqual({
      values: { councilName: 'Leeds City Council', recipientAddress: 'Merrion House\nLeeds' },
    });
  });

  it('opens for a family member with the documents grant, who may make the letter', async () => {
    installFakeApi({ memberDocuments: 'edit' });
    await renderPage(ASSESSMENT, GRANDPARENT);
    await screen.findByRole('heading', { level: 1, name: 'Request for an EHC needs assessment for Maya' });
    expect(await screen.findByRole('button', { name: 'Make PDF' })).toBeTruthy();
  });

  it('tells a family member without the documents grant that nothing is shared yet', async () => {
    installFakeApi({ memberDocuments: 'none' });
    await renderPage('/parent/document-generator', GRANDPARENT);
    expect(
      await screen.findByText(
        'No child’s documents have been shared with you yet. The family’s parents choose what you can see.',
      ),
    ).toBeTruthy();
  });
});
