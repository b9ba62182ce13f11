import { CHILD_AREAS, type ChildPermissions, type ChildResponse } from '@tedi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { childAddedState } from '../../../lib/children/current-child.ts';
import { CURRENT_CHILD_STORAGE_KEY } from '../../../lib/settings/settings-storage.ts';
import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { createFakeChildrenApi, ollie, OLLIE_ID } from '../testing/fake-children-api.ts';
import { ChildProfilePage } from './child-profile-page.tsx';
import { changeField } from '../../../testing/change-field.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };
const PATH = '/dashboard/parent/child/:childId';

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await stopAuthClients();
});

async function renderProfile(children: ChildResponse[] = [ollie()], address = `/dashboard/parent/child/${OLLIE_ID}`) {
  const api = createFakeChildrenApi(children);
  vi.stubGlobal('fetch', api.fetch);
  storeSession(PARENT);
  const rendered = renderWithAuth(
    [
      { path: PATH, Component: ChildProfilePage },
      { path: '/dashboard/parent', element: <h1>Dashboard</h1> },
    ],
    address,
    createFakeAuthServer([{ ...PARENT }]),
  );
  await waitForAuth();
  return { ...rendered, api };
}

function section(name: string | RegExp): HTMLElement {
  return screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
}

describe('the child profile page', () => {
  it('shows the profile section by section, with kind notes for what is not filled in yet', async () => {
    await renderProfile([ollie({ likes: null, dislikes: null })]);
    expect(await screen.findByRole('heading', { level: 1, name: "Ollie's profile" })).toBeTruthy();
    expect(document.title).toBe("Ollie's profile – Tedi");
    expect(screen.getByRole('link', { name: /Back to your dashboard/ }).getAttribute('href')).toBe('/dashboard/parent');
    for (const heading of [
      'About Ollie',
      'Conditions and diagnoses',
      'Needs and strengths',
      'Communication',
      'Sensory profile',
      'Likes and dislikes',
      'School and key contacts',
      'Emergency information',
      "Ollie's own sign-in",
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading }), heading).toBeTruthy();
    }
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getByRole('link', { name: "Ollie's own sign-in" }).getAttribute('href')).toBe(
      '#child-sign-in',
    );
    const about = section('About Ollie');
    expect(within(about).getByText('Oliver Taylor')).toBeTruthy();
    expect(within(about).getByText(/12 March 2019 \(\d+ years old\)/)).toBeTruthy();
    expect(within(section('Conditions and diagnoses')).getByRole('heading', { name: 'Autism' })).toBeTruthy();
    expect(within(section('Likes and dislikes')).getAllByText('Not filled in yet')).toHaveLength(2);
    const school = section('School and key contacts');
    expect(within(school).getByText('Brook Lane Primary School')).toBeTruthy();
    expect(within(school).getByText('Mrs Farah Ahmed')).toBeTruthy();
    expect(within(school).getByRole('heading', { name: 'Dr Kwame Osei (GP)' })).toBeTruthy();

    const editButtons = screen.getAllByRole('button', { name: /^Edit / }).map((button) => button.textContent);
    expect(new Set(editButtons).size).toBe(editButtons.length);
    expect(screen.getByRole('button', { name: "Archive Ollie's profile" })).toBeTruthy();
    // Opening a child makes them the dashboard's child.
    expect(window.localStorage.getItem(CURRENT_CHILD_STORAGE_KEY)).toBe(OLLIE_ID);
  });

  it('just after the child was added, says on screen and to screen readers that the dashboard now shows them', async () => {
    vi.stubGlobal('fetch', createFakeChildrenApi([ollie()]).fetch);
    storeSession(PARENT);
    renderWithAuth(
      [
        // The add-child form arrives here with this state.
        {
          path: '/added',
          element: <Navigate to={`/dashboard/parent/child/${OLLIE_ID}`} state={childAddedState(OLLIE_ID)} />,
        },
        { path: PATH, Component: ChildProfilePage },
      ],
      '/added',
      createFakeAuthServer([{ ...PARENT }]),
    );
    await waitForAuth();
    await screen.findByRole('heading', { level: 1, name: "Ollie's profile" });
    const said = 'You’ve added Ollie. Your dashboard now shows Ollie.';
    // The polite status region is on the page first; its words follow, so they are read out.
    expect(screen.getAllByRole('status').some((region) => region.textContent === '')).toBe(true);
    await waitFor(() => expect(screen.getAllByRole('status').some((region) => region.textContent === said)).toBe(true));
  });

  it('says nothing about the dashboard when a profile is opened in the usual way', async () => {
    await renderProfile();
    await screen.findByRole('heading', { level: 1, name: "Ollie's profile" });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByText(/Your dashboard now shows/)).toBeNull();
  });

  it('shows only the actions the permissions allow', async () => {
    const permissions = {
      canEdit: false,
      areas: Object.fromEntries(CHILD_AREAS.map((area) => [area, 'view'])) as ChildPermissions['areas'],
      canArchive: false,
      canUploadPhoto: false,
      canDownloadFiles: true,
    };
    await renderProfile([ollie({ permissions })]);
    await screen.findByRole('heading', { level: 1, name: "Ollie's profile" });
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Archive/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByLabelText(/Choose a photo/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import contacts from a file' })).toBeNull();
    // Only the parents who manage the child set up the child's own sign-in.
    expect(screen.queryByRole('heading', { name: "Ollie's own sign-in" })).toBeNull();
    expect(screen.queryByRole('link', { name: "Ollie's own sign-in" })).toBeNull();
  });

  it('edits one section, keeps what was typed when refused, then saves only that section', async () => {
    const { api } = await renderProfile();
    await screen.findByRole('heading', { level: 1, name: "Ollie's profile" });
    const communication = section('Communication');
    fireEvent.click(within(communication).getByRole('button', { name: 'Edit communication' }));

    const speech = within(communication).getByLabelText<HTMLTextAreaElement>('Speech (optional)');
    await waitFor(() => expect(document.activeElement).toBe(speech));
    const tooLong = 'words '.repeat(700);
    changeField(speech, { target: { value: tooLong } });
    changeField(within(communication).getByLabelText('Signs (optional)'), { target: { value: 'More, help' } });
    fireEvent.click(within(communication).getByRole('button', { name: 'Save' }));

    const summary = await within(communication).findByRole('heading', { name: 'There is a problem' });
    expect(summary).toBeTruthy();
    expect(within(communication).getAllByText('Speech can be at most 4000 characters')).toHaveLength(2);
    expect(speech.getAttribute('aria-invalid')).toBe('true');
    expect(speech.value).toBe(tooLong);
    expect(within(communication).getByLabelText<HTMLTextAreaElement>('Signs (optional)').value).toBe('More, help');

    changeField(speech, { target: { value: 'Short phrases\nand songs' } });
    fireEvent.click(within(communication).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(communication).getByRole('status').textContent).toContain('Saved'));
    const editButton = within(communication).getByRole('button', { name: 'Edit communication' });
    await waitFor(() => expect(document.activeElement).toBe(editButton));
    expect(within(communication).getByText('More, help')).toBeTruthy();

    const patches = api.requests.filter((request) => request.method === 'PATCH');
    expect(patches).toHaveLength(2);
    expect(Object.keys(patches[1]!.body as object)).toEqual(['communication']);
    expect(patches[1]!.body).toEqual({
      communication: {
        speech: 'Short phrases\nand songs',
        signs: 'More, help',
        aac: 'TD Snap on his iPad.',
        whatHelps: 'Say his name first and wait ten seconds.',
      },
    });
  });

  it('links each refused field from the summary and keeps the other fields of the section', async () => {
    await renderProfile();
    await screen.findByRole('heading', { level: 1, name: "Ollie's profile" });
    const about = section('About Ollie');
    fireEvent.click(within(about).getByRole('button', { name: 'Edit about Ollie' }));
    changeField(within(about).getByLabelText('Full name'), { target: { value: '  ' } });
    changeField(within(about).getByLabelText('Pronouns (optional)'), { target: { value: 'they/them' } });
    fireEvent.click(within(about).getByRole('button', { name: 'Save' }));
    const link = await within(about).findByRole('link', { name: 'Please enter your child’s name' });
    expect(link.getAttribute('href')).toBe('#about-name');
    expect(within(about).getByLabelText<HTMLInputElement>('Pronouns (optional)').value).toBe('they/them');

    fireEvent.click(within(about).getByRole('button', { name: 'Cancel' }));
    expect(within(about).getByText('he/him')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(about).getByRole('button', { name: 'Edit about Ollie' })),
    );
  });

  it('edits the school and its contacts together, showing a refusal beside the contact it is about', async () => {
    const { api } = await renderProfile();
    await screen.findByRole('heading', { level: 1, name: "Ollie's profile" });
    const school = section('School and key contacts');
    fireEvent.click(within(school).getByRole('button', { name: 'Edit school' }));
    const first = within(school).getByRole('group', { name: 'School contact 1' });
    changeField(within(first).getByLabelText('Name'), { target: { value: '' } });
    fireEvent.click(within(school).getByRole('button', { name: /Add a person at school/ }));
    const second = within(school).getByRole('group', { name: 'School contact 2' });
    changeField(within(second).getByLabelText('Name'), { target: { value: 'Mr Tom Reid' } });
    changeField(within(second).getByLabelText('E-mail address (optional)'), {
      target: { value: 'not-an-address' },
    });
    fireEvent.click(within(school).getByRole('button', { name: 'Save' }));

    expect(await within(first).findByText('Please enter the contact’s name')).toBeTruthy();
    expect(within(second).getByText('Please enter an e-mail address like name@example.com')).toBeTruthy();
    expect(within(school).getByRole('link', { name: 'Please enter the contact’s name' }).getAttribute('href')).toBe(
      '#school-school-contacts-0-name',
    );
    expect(within(second).getByLabelText<HTMLInputElement>('Name').value).toBe('Mr Tom Reid');

    changeField(within(first).getByLabelText('Name'), { target: { value: 'Mrs Farah Ahmed' } });
    changeField(within(second).getByLabelText('E-mail address (optional)'), {
      target: { value: 'tom@example.com' },
    });
    fireEvent.click(within(school).getByRole('button', { name: 'Save' }));
    expect(await within(school).findByText('Mr Tom Reid')).toBeTruthy();
    const last = api.requests.filter((request) => request.method === 'PATCH').at(-1);
    expect(last?.body).toEqual({
      school: {
        name: 'Brook Lane Primary School',
        contacts: [
          { name: 'Mrs Farah Ahmed', role: 'SENCo', phone: '', email: '' },
          { name: 'Mr Tom Reid', role: '', phone: '', email: 'tom@example.com' },
        ],
      },
    });
  });

  it('adds a condition and removes one after asking on the page', async () => {
    const { api } = await renderProfile();
    await screen.findByRole('heading', { level: 1, name: "Ollie's profile" });
    const conditions = section('Conditions and diagnoses');
    fireEvent.click(within(conditions).getByRole('button', { name: /Add a condition or diagnosis/ }));
    fireEvent.click(within(conditions).getByRole('button', { name: 'Add condition' }));
    expect(await within(conditions).findAllByText('Please enter the condition’s name')).toHaveLength(2);
    changeField(within(conditions).getByLabelText('Condition or diagnosis'), { target: { value: 'ADHD' } });
    fireEvent.click(within(conditions).getByRole('button', { name: 'Add condition' }));
    expect(await within(conditions).findByRole('heading', { name: 'ADHD' })).toBeTruthy();

    fireEvent.click(within(conditions).getByRole('button', { name: 'Remove Autism' }));
    expect(within(conditions).getByText(/Remove Autism\? This takes it off the profile/)).toBeTruthy();
    fireEvent.click(within(conditions).getByRole('button', { name: 'Yes, remove Autism' }));
    await waitFor(() => expect(within(conditions).queryByRole('heading', { name: 'Autism' })).toBeNull());
    expect(api.requests.some((request) => request.method === 'DELETE' && request.path.endsWith('/conditions/c1'))).toBe(
      true,
    );
  });

  it('imports contacts from a file after a preview of what will be added, left out and skipped', async () => {
    const { api } = await renderProfile();
    await screen.findByRole('heading', { level: 1, name: "Ollie's profile" });
    const school = section('School and key contacts');
    fireEvent.click(within(school).getByRole('button', { name: 'Import contacts from a file' }));
    const input = within(school).getByLabelText<HTMLInputElement>('CSV file with your contacts');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute('accept')).toBe('.csv,text/csv');
    expect(
      within(school)
        .getByRole('link', { name: /Download Tedi’s template/ })
        .getAttribute('href'),
    ).toBe('/templates/tedi-contacts.csv');
    const csv = [
      'Name,Role,Phone,Email',
      'Grandma Joan,Grandparent,07700 900456,',
      'Lee Park,Childminder,,abc',
      'dr kwame osei,gp,,',
      'Sam Reid,Paediatrician,,s.reid@hospital.example',
    ].join('\r\n');
    changeField(input, { target: { files: [new File([csv], 'contacts.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(school).getByRole('button', { name: 'Check the file' }));

    const heading = await within(school).findByRole('heading', { name: 'Check the contacts in contacts.csv' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(school).getByText('Nothing has been added yet.')).toBeTruthy();
    const toAdd = within(school).getByRole('table', { name: 'Contacts to add (2)' });
    expect(
      within(toAdd)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Row', 'Name', 'Role', 'Phone', 'E-mail', 'Notes']);
    expect(
      within(toAdd)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Grandma Joan', 'Sam Reid']);
    const problems = within(school).getByRole('table', { name: 'Rows with problems, left out (1)' });
    expect(within(problems).getByText('Row 3: ‘abc’ is not an e-mail address')).toBeTruthy();
    const skipped = within(school).getByRole('table', { name: 'Rows skipped (1)' });
    expect(within(skipped).getByText("Already on Ollie's profile")).toBeTruthy();
    // Nothing is saved by the preview.
    expect(api.children[0]?.contacts).toHaveLength(1);

    fireEvent.click(within(school).getByRole('button', { name: 'Add 2 contacts' }));
    const confirmation = await within(school).findByText("Added 2 contacts to Ollie's profile.");
    await waitFor(() => expect(document.activeElement).toBe(confirmation.closest('[role="status"]')));
    expect(
      within(school).getByText(
        "Left out: 1 row with a problem and 1 contact already on Ollie's profile. Nothing already on the profile was changed.",
      ),
    ).toBeTruthy();
    expect(await within(school).findByRole('heading', { name: 'Grandma Joan (Grandparent)' })).toBeTruthy();
    expect(within(school).getByRole('heading', { name: 'Sam Reid (Paediatrician)' })).toBeTruthy();
    expect(within(school).getByRole('heading', { name: 'Dr Kwame Osei (GP)' })).toBeTruthy();

    const imports = api.requests.filter((request) => request.path.endsWith('/contacts/import'));
    expect(imports.map((request) => request.body)).toEqual([
      { csv, dryRun: true },
      { csv, dryRun: false },
    ]);
  });

  it('gives a role the parent chooses to rows without one, and Cancel adds nothing', async () => {
    const { api } = await renderProfile();
    await screen.findByRole('heading', { level: 1, name: "Ollie's profile" });
    const school = section('School and key contacts');
    fireEvent.click(within(school).getByRole('button', { name: 'Import contacts from a file' }));
    const csv = 'Name,Phone\nJoan Smith,07700 900456\nTom Reid,\n';
    changeField(within(school).getByLabelText('CSV file with your contacts'), {
      target: { files: [new File([csv], 'phone.csv', { type: 'text/csv' })] },
    });
    fireEvent.click(within(school).getByRole('button', { name: 'Check the file' }));
    const problems = await within(school).findByRole('table', { name: 'Rows with problems, left out (2)' });
    expect(within(problems).getByText('Row 2 has no role (who this person is to your child)')).toBeTruthy();
    expect(within(school).queryByRole('button', { name: /^Add \d/ })).toBeNull();

    changeField(within(school).getByLabelText('Role for the 2 people without one'), {
      target: { value: 'Family friend' },
    });
    fireEvent.click(within(school).getByRole('button', { name: 'Use this role' }));
    const toAdd = await within(school).findByRole('table', { name: 'Contacts to add (2)' });
    expect(within(toAdd).getAllByText('(the role you chose)')).toHaveLength(2);
    expect(within(school).getByText('They will be added as Family friend')).toBeTruthy();
    expect(api.requests.at(-1)?.body).toEqual({ csv, dryRun: true, defaultRole: 'Family friend' });

    fireEvent.click(within(school).getByRole('button', { name: 'Cancel' }));
    expect(await within(school).findByText('Import cancelled. Nothing was added.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(school).getByRole('button', { name: 'Import contacts from a file' })),
    );
    expect(api.requests.some((request) => (request.body as { dryRun?: boolean } | null)?.dryRun === false)).toBe(false);
    expect(api.children[0]?.contacts).toHaveLength(1);
  });

  it('refuses a file that is not text before sending it, and shows why the server refused another', async () => {
    const { api } = await renderProfile();
    await screen.findByRole('heading', { level: 1, name: "Ollie's profile" });
    const school = section('School and key contacts');
    fireEvent.click(within(school).getByRole('button', { name: 'Import contacts from a file' }));
    const input = within(school).getByLabelText<HTMLInputElement>('CSV file with your contacts');
    fireEvent.click(within(school).getByRole('button', { name: 'Check the file' }));
    expect(await within(school).findByText('Please choose a CSV file first.')).toBeTruthy();

    const spreadsheet = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    changeField(input, { target: { files: [new File([spreadsheet], 'contacts.xlsx')] } });
    fireEvent.click(within(school).getByRole('button', { name: 'Check the file' }));
    expect(
      await within(school).findByText('This file isn’t a CSV file. Save your spreadsheet as CSV and try again.'),
    ).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(api.requests.some((request) => request.path.endsWith('/contacts/import'))).toBe(false);

    changeField(input, { target: { files: [new File(['Joan Smith,Grandparent\n'], 'list.csv')] } });
    fireEvent.click(within(school).getByRole('button', { name: 'Check the file' }));
    expect(await within(school).findByText(/We couldn’t find the column names in the first row/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(api.children[0]?.contacts).toHaveLength(1);
  });

  it('refuses a photo that is too large before sending it, and shows the server’s reason for a file that is not a photo', async () => {
    const { api } = await renderProfile();
    await screen.findByRole('heading', { level: 1, name: "Ollie's profile" });
    const input = screen.getByLabelText<HTMLInputElement>('Choose a photo');
    const huge = new File([new Uint8Array(11 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    changeField(input, { target: { files: [huge] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText(/This photo is too large/)).toBeTruthy();
    expect(api.requests.some((request) => request.path.includes('/photo'))).toBe(false);

    const text = new File(['not a picture'], 'photo.png', { type: 'image/png' });
    changeField(input, { target: { files: [text] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText(/This file isn’t a photo we can use/)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('says clearly when a profile is archived and restores it', async () => {
    await renderProfile([ollie({ archivedAt: '2026-02-01T00:00:00.000Z' })]);
    expect(await screen.findByRole('heading', { name: "Ollie's profile is archived" })).toBeTruthy();
    expect(screen.getByText(/Nothing has been deleted/)).toBeTruthy();
    expect(window.localStorage.getItem(CURRENT_CHILD_STORAGE_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Restore Ollie's profile" }));
    expect(await screen.findByText("Ollie's profile has been restored.")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "Ollie's profile is archived" })).toBeNull();
  });

  it('shows the one-page summary for a new teacher, with print and a way back', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { router } = await renderProfile(undefined, `/dashboard/parent/child/${OLLIE_ID}?view=summary`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ollie (Oliver Taylor)' })).toBeTruthy();
    expect(screen.getByText('Summary for a new teacher')).toBeTruthy();
    for (const text of [
      'Autism',
      'TD Snap on his iPad.',
      'Deep pressure, spinning.',
      'Trains and water play.',
      'May not answer to his name when distressed.',
      'Dr Kwame Osei',
    ]) {
      expect(screen.getByText(text, { exact: false }), text).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'In an emergency' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print this summary' }));
    expect(print).toHaveBeenCalledOnce();
    expect(document.body.className).toContain('print:[&_header]:hidden');

    fireEvent.click(screen.getByRole('link', { name: /Back to Ollie's profile/ }));
    expect(await screen.findByRole('heading', { level: 1, name: "Ollie's profile" })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(document.body.className).not.toContain('print:');
  });

  it('shows a calm loading message while the profile is on its way', async () => {
    // The profile's answer is held back until the test lets it through.
    const api = createFakeChildrenApi();
    const held: (() => void)[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      (input instanceof Request ? input.url : input.toString()).includes('/children/')
        ? new Promise<Response>((resolve) => held.push(() => resolve(api.fetch(input, init))))
        : api.fetch(input, init),
    );
    storeSession(PARENT);
    renderWithAuth(
      [{ path: PATH, Component: ChildProfilePage }],
      `/dashboard/parent/child/${OLLIE_ID}`,
      createFakeAuthServer([{ ...PARENT }]),
    );
    await waitForAuth();
    expect((await screen.findByRole('status')).textContent).toContain('Loading the profile...');
    expect(document.title).toBe('Loading the profile – Tedi');
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    for (const release of held) release();
    expect(await screen.findByRole('heading', { level: 1, name: "Ollie's profile" })).toBeTruthy();
  });

  it.each([
    ['an unknown child', '6a1f3c9e-2b7d-4e8a-9c0f-1d2e3f4a5b6c'],
    ['a malformed id', 'not-a-child'],
  ])('says it could not find %s, with a way back to the dashboard', async (_, id) => {
    await renderProfile(undefined, `/dashboard/parent/child/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find this child" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard/parent');
    expect(document.title).toBe('Child not found – Tedi');
  });
});
