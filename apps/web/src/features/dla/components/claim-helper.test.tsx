import type { DlaOverviewResponse } from '@tedi/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { ClaimHelper } from './claim-helper.tsx';
import { changeField } from '../../../testing/change-field.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'x', role: 'parent' };
const CHILD_ID = '11111111-1111-4111-8111-111111111111';

function overview(overrides: Partial<DlaOverviewResponse> = {}): DlaOverviewResponse {
  return {
    childId: CHILD_ID,
    childName: 'Ollie',
    dateOfBirth: '2019-03-12',
    today: '2026-11-24',
    permissions: { canEdit: true },
    claim: {
      nation: 'england',
      callDate: null,
      formSentOn: null,
      formReturnedOn: null,
      needsBeganOn: null,
      claimReference: null,
      decisionDate: null,
      careAward: null,
      mobilityAward: null,
      awardUntil: null,
      decisionNotes: null,
      reconsiderationRequestedOn: null,
      reconsiderationNoticeDate: null,
      appealLodgedOn: null,
      revision: 0,
      updatedAt: null,
    },
    eligibility: {
      scheme: { ok: false, reason: 'no-data', message: 'unused here' },
      ages: null,
      qualifying: null,
      rates: { ok: false, reason: 'no-data', message: 'unused here' },
    },
    deadlines: [],
    deadlineNotes: [],
    answers: {},
    suggestions: { conditions: 'Autism, diagnosed 12 March 2022' },
    diary: [],
    diaryWeeks: [],
    evidence: [],
    healthDocuments: [],
    ...overrides,
  };
}

type Reply = { status: number; body: unknown } | 'offline';
let replies: Reply[] = [];
let sent: { url: string; body: { text: string; baseRevision: number } }[] = [];

function answer(text: string, revision: number) {
  return { questionKey: 'conditions', text, revision, updatedAt: '2026-11-24T10:15:00.000Z', updatedByName: 'Alex' };
}

beforeEach(() => {
  window.localStorage.clear();
  replies = [];
  sent = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    sent.push({
      url,
      body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { text: string; baseRevision: number },
    });
    const reply = replies.shift();
    if (!reply || reply === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await stopAuthClients();
});

/** The helper once the signed-in session is known, as the page's guard shows it. */
function SignedIn({ value }: { value: DlaOverviewResponse }) {
  const { session } = useAuth();
  return session ? <ClaimHelper overview={value} /> : <p>Checking you're signed in</p>;
}

async function renderHelper(value = overview()) {
  storeSession(PARENT);
  renderWithAuth(
    [{ path: '/parent/dla', element: <SignedIn value={value} /> }],
    '/parent/dla',
    createFakeAuthServer([{ ...PARENT }]),
  );
  await waitForAuth();
  return screen.findByLabelText<HTMLTextAreaElement>('Your answer');
}

describe('the claim helper', () => {
  it('saves an answer when the parent leaves the box, and says when it was saved', async () => {
    const box = await renderHelper();
    replies.push({ status: 200, body: answer('Autism since 2022', 1) });
    changeField(box, { target: { value: 'Autism since 2022' } });
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    fireEvent.blur(box);
    await screen.findByText(/^Saved at \d\d:\d\d$/);
    expect(sent[0]).toMatchObject({
      url: expect.stringContaining(`/children/${CHILD_ID}/dla/answers/conditions`),
      body: { text: 'Autism since 2022', baseRevision: 0 },
    });
    expect(screen.getByText(/questions answered/).textContent).toMatch(/^1 of 20 questions answered/);
  });

  it('keeps the text and says so when a save fails, and saves it again when asked', async () => {
    const box = await renderHelper();
    replies.push('offline');
    changeField(box, { target: { value: 'He wakes at night' } });
    fireEvent.blur(box);
    await screen.findByText(/Not saved: we couldn’t reach Tedi/);
    expect(box.value).toBe('He wakes at night');
    replies.push({ status: 200, body: answer('He wakes at night', 1) });
    fireEvent.click(screen.getByRole('button', { name: 'Try saving again' }));
    await screen.findByText(/^Saved at/);
    expect(sent.at(-1)?.body).toEqual({ text: 'He wakes at night', baseRevision: 0 });
  });

  it('shows an answer changed on another device beside this one, and keeps this one when chosen', async () => {
    const box = await renderHelper();
    replies.push({
      status: 409,
      body: {
        code: 'conflict',
        message: 'Alex changed the answer on another device.',
        details: { current: answer('Written on the tablet', 3) },
      },
    });
    changeField(box, { target: { value: 'Written on the phone' } });
    fireEvent.blur(box);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Written on the tablet');
    expect(box.value).toBe('Written on the phone');
    replies.push({ status: 200, body: answer('Written on the phone', 4) });
    fireEvent.click(screen.getByRole('button', { name: 'Keep my text' }));
    await screen.findByText(/^Saved at/);
    expect(sent.at(-1)?.body).toEqual({ text: 'Written on the phone', baseRevision: 3 });
  });

  it('offers what the family already told Tedi, and uses it only when the parent chooses', async () => {
    const box = await renderHelper();
    expect(box.value).toBe('');
    expect(screen.getByText('Autism, diagnosed 12 March 2022')).toBeTruthy();
    replies.push({ status: 200, body: answer('Autism, diagnosed 12 March 2022', 1) });
    fireEvent.click(screen.getByRole('button', { name: 'Use this as a start' }));
    expect(box.value).toBe('Autism, diagnosed 12 March 2022');
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 3000 });
  });

  it('moves question by question, taking the focus to each question', async () => {
    await renderHelper();
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    const heading = screen.getByRole('heading', { name: 'Who are the professionals who know your child best?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
