import type { HealthHubResponse, SharedChildrenResponse } from '@tedi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import {
  CALPOL_ID,
  createFakeHealthApi,
  MELATONIN_ID,
  OLLIE_ID,
  clinicLetter,
  ollieHub,
  type FakeHealthApi,
} from '../testing/fake-health-api.ts';
import { HealthHubPage } from './health-hub-page.tsx';
import { changeField } from '../../../testing/change-field.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };
const GRANDPARENT: FakeAccount = {
  id: 'member-1',
  email: 'pat@example.com',
  password: 'tedi-demo-family',
  role: 'family_member',
};

function sharedOllie(health: 'view' | 'edit'): SharedChildrenResponse {
  return {
    familyName: 'The Taylor family',
    children: [
      {
        id: OLLIE_ID,
        name: 'Oliver Taylor',
        preferredName: 'Ollie',
        areas: {
          profile: 'none',
          health,
          education: 'none',
          tracking: 'none',
          messages: 'none',
          stories: 'none',
          board: 'none',
        },
        profile: null,
        conditions: [],
      },
    ] as never,
  };
}

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await stopAuthClients();
});

async function renderHub(
  account: FakeAccount = PARENT,
  hubs: HealthHubResponse[] = [ollieHub()],
  shared?: SharedChildrenResponse,
): Promise<FakeHealthApi> {
  const api = createFakeHealthApi(hubs, shared ? { shared } : {});
  vi.stubGlobal('fetch', api.fetch);
  storeSession(account);
  renderWithAuth(
    [{ path: '/parent/health-hub', Component: HealthHubPage }],
    '/parent/health-hub',
    createFakeAuthServer([{ ...account }]),
  );
  await waitForAuth();
  await screen.findByRole('heading', { level: 2, name: 'Today’s doses' });
  return api;
}

function section(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
}

const doseRequests = (api: FakeHealthApi, medicationId: string) =>
  api.requests.filter(
    (request) => request.method === 'POST' && request.path.endsWith(`/medications/${medicationId}/doses`),
  );

describe('the health hub', () => {
  it('shows a parent every section, with a life-threatening allergy standing out in words, not colour alone', async () => {
    await renderHub();
    expect(screen.getByRole('heading', { level: 1, name: 'Health hub' })).toBeTruthy();
    for (const name of ['Medicines', 'Allergies', 'Conditions', 'Appointments', 'Growth', 'Documents', 'Timeline']) {
      expect(screen.getByRole('heading', { level: 2, name }), name).toBeTruthy();
    }
    const allergies = section('Allergies');
    const items = within(allergies).getAllByRole('listitem');
    // The most severe first, and said in words beside it.
    expect(within(items[0]!).getByRole('heading', { name: 'Peanuts' })).toBeTruthy();
    expect(within(items[0]!).getByText('Life-threatening')).toBeTruthy();
    expect(within(items[1]!).getByText('Mild')).toBeTruthy();
    expect(within(section('Medicines')).getByText('19:00, every day')).toBeTruthy();
  });

  it('logs a due dose as given in one tap, saying who gave it', async () => {
    const api = await renderHub();
    const doses = section('Today’s doses');
    fireEvent.click(within(doses).getByRole('button', { name: /^Given Melatonin 2 mg at/ }));
    await within(doses).findByText(/Given at \d\d:\d\d by Sam Taylor/);
    const [request] = doseRequests(api, MELATONIN_ID);
    expect(request?.body).toEqual({ status: 'given', scheduledFor: api.hubs.get(OLLIE_ID)!.dueToday[0]!.scheduledFor });
    expect(within(doses).queryByRole('button', { name: /^Given Melatonin/ })).toBeNull();

    // A slip of the thumb is taken back by a parent, and the dose is due again.
    fireEvent.click(within(doses).getByRole('button', { name: /^Undo “given” for Melatonin 2 mg at/ }));
    await within(doses).findByRole('button', { name: /^Given Melatonin 2 mg at/ });
    expect(api.requests.some((request) => request.method === 'DELETE' && request.path.includes('/health/doses/'))).toBe(
      true,
    );
  });

  it('logs a dose as refused with a note from the menu beside "Given"', async () => {
    const api = await renderHub();
    const doses = section('Today’s doses');
    fireEvent.click(within(doses).getByRole('button', { name: /^Late, missed or refused Melatonin/ }));
    fireEvent.click(within(doses).getByRole('radio', { name: 'Refused' }));
    changeField(within(doses).getByLabelText('Note (optional)'), { target: { value: 'Spat it out' } });
    fireEvent.click(within(doses).getByRole('button', { name: 'Save' }));
    await within(doses).findByText(/Refused at \d\d:\d\d by Sam Taylor – Spat it out/);
    expect(doseRequests(api, MELATONIN_ID)[0]?.body).toMatchObject({ status: 'refused', note: 'Spat it out' });
  });

  it('warns before an as-needed dose over its most in 24 hours, and logs it only when the person confirms', async () => {
    const api = await renderHub(PARENT, [ollieHub({ calpolTaken: 4 })]);
    const doses = section('Today’s doses');
    expect(within(doses).getByText('4 of 4')).toBeTruthy();
    const give = within(doses).getByRole('button', { name: 'Give a dose of Calpol' });

    fireEvent.click(give);
    const warning = await screen.findByRole('dialog', { name: 'Over the limit for Calpol' });
    expect(within(warning).getByText(/the most is 4/)).toBeTruthy();
    // Cancel logs nothing and puts the person back where they were.
    fireEvent.click(within(warning).getByRole('button', { name: 'Cancel, don’t log it' }));
    await waitFor(() => expect((warning as HTMLDialogElement).open).toBe(false));
    expect(document.activeElement).toBe(give);
    expect(doseRequests(api, CALPOL_ID)).toHaveLength(1);
    expect(api.hubs.get(OLLIE_ID)!.asNeeded[0]!.takenInLast24Hours).toBe(4);

    fireEvent.click(give);
    const again = await screen.findByRole('dialog', { name: 'Over the limit for Calpol' });
    fireEvent.click(within(again).getByRole('button', { name: 'Log it anyway' }));
    await within(doses).findByText('5 of 4');
    expect(doseRequests(api, CALPOL_ID).map((request) => request.body)).toEqual([
      { status: 'given' },
      { status: 'given' },
      { status: 'given', confirmOverLimit: true },
    ]);
  });

  it('keeps what was typed in a new medicine and shows the server’s messages beside each field', async () => {
    const api = await renderHub(PARENT, [ollieHub()]);
    const medicines = section('Medicines');
    fireEvent.click(within(medicines).getByRole('button', { name: 'Add a medicine' }));
    changeField(within(medicines).getByLabelText('Dose'), { target: { value: '-1' } });
    fireEvent.click(within(medicines).getByRole('radio', { name: 'When needed' }));
    fireEvent.click(within(medicines).getByRole('button', { name: 'Add medicine' }));

    await screen.findByRole('heading', { name: 'There is a problem' });
    const name = within(medicines).getByLabelText('Medicine');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(medicines).getByText('Please enter the medicine’s name', { selector: 'p' })).toBeTruthy();
    expect(within(medicines).getByText('The dose must be more than 0', { selector: 'p' })).toBeTruthy();
    expect(
      within(medicines).getByText('Please enter the most doses allowed in 24 hours', { selector: 'p' }),
    ).toBeTruthy();
    expect(within(medicines).getByLabelText<HTMLInputElement>('Dose').value).toBe('-1');
    expect(api.hubs.get(OLLIE_ID)!.medications).toHaveLength(2);

    // Put right, it is added with its schedule: set times on chosen days.
    changeField(name, { target: { value: 'Movicol' } });
    changeField(within(medicines).getByLabelText('Dose'), { target: { value: '1' } });
    changeField(within(medicines).getByLabelText('Unit'), { target: { value: 'sachet' } });
    changeField(within(medicines).getByLabelText('How it is taken'), { target: { value: 'dispersible' } });
    changeField(within(medicines).getByLabelText('How it goes in'), { target: { value: 'oral' } });
    fireEvent.click(within(medicines).getByRole('radio', { name: 'At set times' }));
    changeField(within(medicines).getByLabelText('Time 1'), { target: { value: '07:30' } });
    fireEvent.click(within(medicines).getByRole('button', { name: 'Add a time' }));
    changeField(within(medicines).getByLabelText('Time 2'), { target: { value: '18:00' } });
    for (const day of ['Saturday', 'Sunday']) fireEvent.click(within(medicines).getByRole('checkbox', { name: day }));
    fireEvent.click(within(medicines).getByRole('button', { name: 'Add medicine' }));

    await within(medicines).findByRole('heading', { name: 'Movicol' });
    const added = api.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/medications'));
    expect(added.at(-1)?.body).toMatchObject({
      name: 'Movicol',
      doseAmount: 1,
      doseUnit: 'sachet',
      schedule: { kind: 'regular', times: ['07:30', '18:00'], days: ['mon', 'tue', 'wed', 'thu', 'fri'] },
    });
    expect(
      within(medicines).getByText('07:30 and 18:00, Mondays, Tuesdays, Wednesdays, Thursdays and Fridays'),
    ).toBeTruthy();
  });

  it('shows a view-only family member the record without a single button that changes it', async () => {
    await renderHub(
      GRANDPARENT,
      [ollieHub({ permissions: { canEdit: false, canManage: false } })],
      sharedOllie('view'),
    );
    expect(screen.getByText('You can read Ollie’s health record; the parents keep it up to date.')).toBeTruthy();
    expect(within(section('Today’s doses')).getByText('Not logged yet')).toBeTruthy();
    for (const name of [/^Given/, /^Give a dose/, /^Add /, /^Edit /, /^Remove /, /^Upload/, /^Log a seizure/]) {
      expect(screen.queryAllByRole('button', { name }), String(name)).toHaveLength(0);
    }
  });

  it('lets a family member with the health grant log a dose in one tap from the first screen', async () => {
    const api = await renderHub(
      GRANDPARENT,
      [ollieHub({ permissions: { canEdit: true, canManage: false } })],
      sharedOllie('edit'),
    );
    const doses = section('Today’s doses');
    fireEvent.click(within(doses).getByRole('button', { name: /^Given Melatonin/ }));
    await within(doses).findByText(/Given at \d\d:\d\d/);
    expect(doseRequests(api, MELATONIN_ID)).toHaveLength(1);
    // Documents are the parents' to upload.
    expect(screen.queryByRole('button', { name: /^Upload/ })).toBeNull();
  });
  it('refuses an implausible weight beside the field and keeps every value typed', async () => {
    await renderHub();
    const growth = section('Growth');
    fireEvent.click(within(growth).getByRole('button', { name: 'Add a measurement' }));
    changeField(within(growth).getByLabelText('Height (cm) (optional)'), { target: { value: '121' } });
    changeField(within(growth).getByLabelText('Weight (kg) (optional)'), { target: { value: '700' } });
    fireEvent.click(within(growth).getByRole('button', { name: 'Add measurement' }));
    await within(growth).findByText('The weight must be at most 250 kg: please check it', { selector: 'p' });
    const weight = within(growth).getByLabelText<HTMLInputElement>('Weight (kg) (optional)');
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(weight.value).toBe('700');
    expect(within(growth).getByLabelText<HTMLInputElement>('Height (cm) (optional)').value).toBe('121');
  });

  it('logs a seizure with how long it lasted, typed as minutes and seconds', async () => {
    const api = await renderHub();
    const events = section('Seizures and symptoms');
    fireEvent.click(within(events).getByRole('button', { name: 'Log a seizure or symptom' }));
    changeField(within(events).getByLabelText('How long it lasted (optional)'), { target: { value: '2:30' } });
    changeField(within(events).getByLabelText('Type (optional)'), { target: { value: 'Tonic-clonic' } });
    fireEvent.click(within(events).getByRole('button', { name: 'Add seizure or symptom' }));
    await within(events).findByText('2 min 30 s');
    const logged = api.requests.find((request) => request.method === 'POST' && request.path.endsWith('/events'));
    expect(logged?.body).toMatchObject({ kind: 'seizure', durationSeconds: 150, type: 'Tonic-clonic' });
  });

  it('shows the timeline a page at a time, and only the kinds ticked', async () => {
    await renderHub();
    const timeline = section('Timeline');
    const entries = await within(timeline).findByRole('list', { name: 'Timeline, newest first' });
    await within(entries).findByText('Melatonin 2 mg: given (1)');
    expect(within(entries).getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(within(timeline).getByRole('button', { name: 'Load more' }));
    await within(entries).findByText('Melatonin 2 mg: given (25)');
    expect(within(entries).getAllByRole('listitem')).toHaveLength(25);
    expect(within(timeline).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(timeline).getByText('That is everything.')).toBeTruthy();

    fireEvent.click(within(timeline).getByRole('checkbox', { name: 'Seizures' }));
    await within(timeline).findByText('Nothing on the timeline yet.');
  });

  it('changes a document’s title and tags in place, the tags kept as words to search by', async () => {
    const api = await renderHub(PARENT, [{ ...ollieHub(), documents: [clinicLetter()] }]);
    const documents = section('Documents');
    fireEvent.click(within(documents).getByRole('button', { name: /^Edit title and tags/ }));
    changeField(within(documents).getByLabelText('Title'), { target: { value: 'EEG results letter' } });
    changeField(within(documents).getByLabelText('Tags (optional)'), { target: { value: 'neurology, EEG' } });
    fireEvent.click(within(documents).getByRole('button', { name: 'Save' }));
    await within(documents).findByRole('heading', { level: 3, name: 'EEG results letter' });
    expect(
      within(within(documents).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['neurology', 'eeg']);
    const patch = api.requests.find((request) => request.method === 'PATCH' && request.path.includes('/documents/'));
    expect(patch?.body).toEqual({ title: 'EEG results letter', tags: ['neurology', 'EEG'] });
  });
});
