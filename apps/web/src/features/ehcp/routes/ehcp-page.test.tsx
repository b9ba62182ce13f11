import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { createFakeEhcpApi, type FakeEhcpApi, LIBRARY_REPORT_ID } from '../testing/fake-ehcp-api.ts';
import { EhcpPage } from './ehcp-page.tsx';
import { changeField } from '../../../testing/change-field.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await stopAuthClients();
});

async function renderPage(): Promise<FakeEhcpApi> {
  const api = createFakeEhcpApi();
  vi.stubGlobal('fetch', api.fetch);
  storeSession(PARENT);
  renderWithAuth(
    [{ path: '/parent/ehcp', Component: EhcpPage }],
    '/parent/ehcp',
    createFakeAuthServer([{ ...PARENT }]),
  );
  await waitForAuth();
  await screen.findByRole('heading', { level: 2, name: 'Start Ollie’s EHCP case' });
  return api;
}

const deadlineCard = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

describe('the EHCP page', () => {
  it('starts a case from a request date and shows the 6 and 20 week deadlines with their rule', async () => {
    await renderPage();
    changeField(screen.getByLabelText('The council'), { target: { value: 'Leeds City Council' } });
    changeField(screen.getByLabelText(/The date the council received your request/), {
      target: { value: '2026-08-03' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start Ollie’s EHCP case' }));
    await screen.findByRole('heading', { level: 2, name: 'Deadlines' });
    const decision = deadlineCard('Decision whether to assess');
    expect(within(decision).getByText('Last day: 14 September 2026')).toBeTruthy();
    expect(within(decision).getByText('Overdue')).toBeTruthy();
    const finalPlan = deadlineCard('Final plan');
    expect(within(finalPlan).getByText('Last day: 21 December 2026')).toBeTruthy();
    expect(within(finalPlan).getByText('Coming up')).toBeTruthy();
    expect(within(finalPlan).getByText('The rule: SEND Regulations 2014, regulation 13(2)')).toBeTruthy();
    expect(
      within(finalPlan).getByRole('link', {
        name: /Read The Special Educational Needs and Disability Regulations 2014/,
      }),
    ).toHaveProperty('href', 'https://www.legislation.gov.uk/uksi/2014/1530/regulation/13');
  });

  it('refuses a decision before the request, says why beside the date, and keeps what was typed', async () => {
    await renderPage();
    changeField(screen.getByLabelText(/The date the council received your request/), {
      target: { value: '2026-09-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start Ollie’s EHCP case' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enter or change dates' }));
    changeField(screen.getByLabelText('The date the council said whether it will assess'), {
      target: { value: '2026-08-20' },
    });
    changeField(screen.getByLabelText('What did the council decide?'), { target: { value: 'assess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and work out the deadlines' }));
    await screen.findByRole('heading', { name: 'There is a problem' });
    const message =
      'The date of the decision whether to assess (20 August 2026) is before the date the council received the request (1 September 2026). Please check both dates.';
    expect(screen.getAllByText(message).length).toBe(2);
    const field = screen.getByLabelText<HTMLInputElement>('The date the council said whether it will assess');
    expect(field.value).toBe('2026-08-20');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a contact whose promise has passed as a broken promise', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Start Ollie’s EHCP case' }));
    const log = (await screen.findByRole('heading', { level: 2, name: 'Contact log' })).closest('section')!;
    changeField(within(log).getByLabelText('When'), { target: { value: '2026-11-02' } });
    changeField(within(log).getByLabelText('Who'), { target: { value: 'Dana Whitfield, case officer' } });
    changeField(within(log).getByLabelText('How'), { target: { value: 'phone' } });
    changeField(within(log).getByLabelText('What was promised (if anything)'), {
      target: { value: 'Call back with the EP visit date' },
    });
    changeField(within(log).getByLabelText('Promised by'), { target: { value: '2026-11-09' } });
    fireEvent.click(within(log).getByRole('button', { name: 'Add to the log' }));
    await within(log).findByText('Broken promise');
    expect(within(log).getByText(/2 November 2026 · Phone call · Dana Whitfield/)).toBeTruthy();
    // Removing asks first.
    fireEvent.click(within(log).getByRole('button', { name: 'Remove this entry' }));
    fireEvent.click(within(log).getByRole('button', { name: 'Yes, remove it' }));
    await within(log).findByText('Nothing written down yet.');
  });

  it('flags vague words in the family’s wording and compares the council’s draft word by word', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Start Ollie’s EHCP case' }));
    await screen.findByRole('heading', { level: 2, name: 'The plan, section by section' });
    fireEvent.click(screen.getByRole('button', { name: 'F', pressed: false }));
    const mine = await screen.findByLabelText('How you want it written');
    changeField(mine, { target: { value: 'Regular access to speech therapy.' } });
    expect(screen.getByText(/“Access to” does not say how much/)).toBeTruthy();
    expect(screen.getByText(/“Regular” could mean once a term/)).toBeTruthy();
    changeField(mine, { target: { value: 'Speech therapy 45 minutes a week by a therapist.' } });
    expect(screen.queryByText(/“Access to”/)).toBeNull();
    changeField(screen.getByLabelText('The council’s draft wording (paste it in)'), {
      target: { value: 'Speech therapy as appropriate by a therapist.' },
    });
    expect(screen.getByText(/The council’s draft uses words that are hard to enforce/)).toBeTruthy();
    const diff = screen.getByRole('heading', { level: 4, name: 'What the council changed' }).parentElement!;
    expect(diff.querySelector('del')?.textContent).toContain('45 minutes a week');
    expect(diff.querySelector('ins')?.textContent).toContain('as appropriate');
    fireEvent.click(screen.getByRole('button', { name: 'Save section F' }));
    await screen.findByText('Section F saved.');
  });

  it('links a report from the child’s documents to a section as evidence', async () => {
    const api = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Start Ollie’s EHCP case' }));
    await screen.findByRole('heading', { level: 2, name: 'The plan, section by section' });
    fireEvent.click(screen.getByRole('button', { name: 'B', pressed: false }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Document: Speech and language therapy report' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save section B' }));
    await screen.findByText('Section B saved.');
    const saved = api.requests.find((request) => request.method === 'PUT' && request.path.endsWith('/sections/B'));
    expect((saved?.body as { evidence: unknown }).evidence).toEqual([{ kind: 'document', id: LIBRARY_REPORT_ID }]);
  });
});
