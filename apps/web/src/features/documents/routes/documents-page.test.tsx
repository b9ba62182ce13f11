import type { SharedChildrenResponse } from '@tedi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import {
  createFakeDocumentsApi,
  libraryDocument,
  OLLIE_ID,
  type FakeDocumentsApi,
} from '../testing/fake-documents-api.ts';
import { DocumentsPage } from './documents-page.tsx';
import { changeField } from '../../../testing/change-field.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };
const GRANDPARENT: FakeAccount = {
  id: 'member-1',
  email: 'pat@example.com',
  password: 'tedi-demo-family',
  role: 'family_member',
};

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await stopAuthClients();
});

async function renderPage(api: FakeDocumentsApi, account: FakeAccount = PARENT) {
  vi.stubGlobal('fetch', api.fetch);
  storeSession(account);
  renderWithAuth(
    [{ path: '/dashboard/parent/documents', Component: DocumentsPage }],
    '/dashboard/parent/documents',
    createFakeAuthServer([{ ...account }]),
  );
  await waitForAuth();
  await screen.findByRole('heading', { level: 2, name: 'Ollie’s documents' });
}

function section(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
}

/** A button's name with its hidden words, however many spaces the DOM puts before them. */
function named(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')}`);
}

const pdf = (name: string) => new File(['%PDF-1.4 a letter'], name, { type: 'application/pdf' });

describe('the documents page', () => {
  it('lists each document with its tags, kind, who added it, when and its versions, and the health hub’s apart', async () => {
    await renderPage(
      createFakeDocumentsApi(
        [
          libraryDocument('Speech and language therapy report', { tags: ['therapy', 'report'] }),
          libraryDocument('Letter to the SENCo', { kind: 'generated', templateId: 'senco-letter' }, 2),
        ],
        { readers: [{ userId: 'member-1', name: 'Pat Taylor', level: 'view' }] },
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    const library = section('Ollie’s documents');
    const [report, letter] = within(library)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    expect(within(report!).getByRole('heading', { name: 'Speech and language therapy report' })).toBeTruthy();
    expect(within(report!).getByText('Uploaded · 1 version · added by Sam Taylor on 1 February 2026')).toBeTruthy();
    expect(within(within(report!).getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(report!).getByRole('button', { name: named('Download PDF of Speech and language therapy report') }),
    ).toBeTruthy();
    expect(within(letter!).getByText(/Made in Tedi · 2 versions/)).toBeTruthy();

    const health = section('From the health hub');
    expect(within(health).getByRole('heading', { name: 'Neurology clinic letter' })).toBeTruthy();
    expect(within(health).getByRole('link', { name: 'Health hub' }).getAttribute('href')).toBe('/parent/health-hub');

    const readers = section('Who can see these documents');
    expect(within(readers).getByText('Pat Taylor')).toBeTruthy();
    expect(within(readers).getByText(/can see and download them/)).toBeTruthy();
    expect(within(readers).getByRole('link', { name: /Change what family members can see/ })).toBeTruthy();
  });

  it('finds documents by words and by tag', async () => {
    const api = createFakeDocumentsApi([
      libraryDocument('Speech and language therapy report', { tags: ['therapy'] }),
      libraryDocument('Year 2 school report', { tags: ['school'] }),
    ]);
    await renderPage(api);
    changeField(screen.getByLabelText('Search by title or tag'), { target: { value: 'speech' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 document found for “speech”.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Year 2 school report' })).toBeNull();
    expect(api.requests.some((request) => request.search === '?q=speech')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Show all documents' }));
    await screen.findByRole('heading', { name: 'Year 2 school report' });
    changeField(screen.getByLabelText('Tag'), { target: { value: 'school' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 document found tagged “school”.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Speech and language therapy report' })).toBeNull();
  });

  it('uploads with a title and tags, and says beside the file why one was refused, keeping what was typed', async () => {
    const api = createFakeDocumentsApi([]);
    await renderPage(api);
    expect(screen.getByText('No documents kept for Ollie yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload a document' }));
    const form = screen.getByRole('form', { name: 'Upload a document' });

    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('Please choose the file to upload')).toBeTruthy();

    const fake = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'letter.pdf', { type: 'application/pdf' });
    changeField(within(form).getByLabelText('File'), { target: { files: [fake] } });
    changeField(within(form).getByLabelText('Title (optional)'), { target: { value: 'EP advice' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText(/is named as a PDF, but it is really a PNG picture/)).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('Title (optional)').value).toBe('EP advice');

    changeField(within(form).getByLabelText('File'), { target: { files: [pdf('ep-advice.pdf')] } });
    changeField(within(form).getByLabelText('Tags (optional)'), { target: { value: 'EHCP, psychology' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Uploaded EP advice')).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'EP advice' }).closest('li') as HTMLElement;
    expect(within(card).getByText('ehcp')).toBeTruthy();
    const sent = api.requests.filter((request) => request.method === 'POST').at(-1)!.body as FormData;
    expect(sent.get('title')).toBe('EP advice');
    expect(sent.get('tags')).toBe('EHCP, psychology');
  });

  it('asks before deleting, says it can be restored for 30 days, and restores it from Recently deleted', async () => {
    const api = createFakeDocumentsApi([libraryDocument('Year 2 school report', { tags: ['school'] }, 2)]);
    await renderPage(api);
    fireEvent.click(screen.getByRole('button', { name: /Versions and changes/ }));
    expect(await screen.findByText('Version 2')).toBeTruthy();
    expect(screen.getByText('Final version')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: named('Delete Year 2 school report') }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Year 2 school report?' });
    expect(within(dialog).getByText(/you can restore it for 30 days/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel, keep it' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel, keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: named('Delete Year 2 school report') }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Year 2 school report?' })).getByRole('button', {
        name: 'Delete it',
      }),
    );
    expect(
      await screen.findByText(/Deleted Year 2 school report. You can restore it from Recently deleted until/),
    ).toBeTruthy();
    // The button is gone with the document: the focus moves to the message, so a keyboard user is not lost.
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Deleted Year 2 school report\./));
    const deleted = section('Recently deleted');
    await within(deleted).findByRole('heading', { name: 'Year 2 school report' });
    expect(within(deleted).getByText(/It goes for good on/)).toBeTruthy();
    expect(within(section('Ollie’s documents')).queryByRole('heading', { name: 'Year 2 school report' })).toBeNull();

    fireEvent.click(within(deleted).getByRole('button', { name: named('Restore Year 2 school report') }));
    expect(await screen.findByText('Restored Year 2 school report')).toBeTruthy();
    await within(section('Ollie’s documents')).findByRole('heading', { name: 'Year 2 school report' });
    expect(within(section('Recently deleted')).getByText('Nothing has been deleted recently.')).toBeTruthy();
  });

  it('shows a family member with the view grant the documents to download, and nothing to change', async () => {
    const shared: SharedChildrenResponse = {
      familyName: 'The Taylor family',
      children: [
        {
          id: OLLIE_ID,
          name: 'Oliver Taylor',
          preferredName: 'Ollie',
          areas: {
            profile: 'none',
            health: 'none',
            education: 'none',
            documents: 'view',
            tracking: 'none',
            messages: 'none',
            stories: 'none',
          },
          profile: null,
          conditions: null,
        },
      ] as never,
    };
    await renderPage(
      createFakeDocumentsApi([libraryDocument('Year 2 school report')], {
        permissions: { canEdit: false, canManage: false },
        healthDocuments: null,
        readers: null,
        shared,
      }),
      GRANDPARENT,
    );
    expect(screen.getByText(/You can read and download Ollie’s documents/)).toBeTruthy();
    expect(screen.getByRole('button', { name: named('Download PDF of Year 2 school report') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload a document' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Recently deleted' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'From the health hub' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Who can see these documents' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Versions/ }));
    await screen.findByText('Version 1');
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});
