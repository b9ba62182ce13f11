import type { DlaOverviewResponse } from '@tedi/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { ClaimDatesForm } from './claim-dates-form.tsx';
import { changeField } from '../../../testing/change-field.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'x', role: 'parent' };

const OVERVIEW = {
  childId: '11111111-1111-4111-8111-111111111111',
  childName: 'Ollie',
  permissions: { canEdit: true },
  claim: {
    nation: 'england',
    callDate: '2026-11-10',
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
    revision: 2,
    updatedAt: '2026-11-10T10:00:00.000Z',
  },
} as unknown as DlaOverviewResponse;

let sent: unknown[] = [];

beforeEach(() => {
  window.localStorage.clear();
  sent = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}'));
    return new Response(
      JSON.stringify({
        code: 'validation_failed',
        message: 'Please check formReturnedOn: the form can’t have gone back before you phoned.',
        details: [{ field: 'formReturnedOn', message: 'The form can’t have gone back before you phoned' }],
      }),
      { status: 400, headers: { 'Content-Type': 'application/json' } },
    );
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await stopAuthClients();
});

function SignedIn() {
  const { session } = useAuth();
  return session ? <ClaimDatesForm overview={OVERVIEW} /> : <p>Checking you're signed in</p>;
}

describe('the claim’s dates', () => {
  it('keeps what was typed when the server refuses it, and says which date to check', async () => {
    storeSession(PARENT);
    renderWithAuth(
      [{ path: '/parent/dla', element: <SignedIn /> }],
      '/parent/dla',
      createFakeAuthServer([{ ...PARENT }]),
    );
    await waitForAuth();
    const returned = await screen.findByLabelText<HTMLInputElement>('The date you sent the form back');
    changeField(returned, { target: { value: '2026-11-01' } });
    changeField(screen.getByLabelText('The claim’s reference (if you have one)'), {
      target: { value: 'AB 12 34 56 C' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the dates' }));
    await screen.findByText('The form can’t have gone back before you phoned');
    expect(screen.getByRole('alert').textContent).toContain('before you phoned');
    expect(returned.value).toBe('2026-11-01');
    expect(returned.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('The claim’s reference (if you have one)').value).toBe(
      'AB 12 34 56 C',
    );
    expect(sent[0]).toMatchObject({ revision: 2, callDate: '2026-11-10', formReturnedOn: '2026-11-01' });
  });
});
