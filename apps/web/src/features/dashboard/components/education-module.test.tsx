import { type ChildSummaryResponse, ehcpTimeline, type EhcpCaseResponse } from '@tedi/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { EducationModule } from './education-module.tsx';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'x', role: 'parent' };
const OLLIE_ID = '11111111-1111-4111-8111-111111111111';
const ISLA_ID = '22222222-2222-4222-8222-222222222222';
const TODAY = '2026-11-24';

const child = (id: string, name: string) =>
  ({
    id,
    name,
    preferredName: null,
    dateOfBirth: null,
    photo: null,
    archivedAt: null,
  }) as unknown as ChildSummaryResponse;

/** Ollie's case as the server would give it: requested 1 September 2026, no decision yet. */
function ollieCase(): EhcpCaseResponse {
  const timeline = ehcpTimeline({ nation: 'england', dates: { requestDate: '2026-09-01' }, today: TODAY });
  if (!timeline.ok) throw new Error('bad dates');
  return {
    childId: OLLIE_ID,
    deadlines: timeline.deadlines.map((deadline) => ({ ...deadline, action: null })),
  } as unknown as EhcpCaseResponse;
}

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x')
      .pathname;
    const id = /^\/api\/v1\/children\/([^/]+)\/ehcp$/.exec(path)?.[1];
    const body = id === OLLIE_ID ? { case: ollieCase() } : id === ISLA_ID ? { case: null } : undefined;
    return new Response(JSON.stringify(body ?? { code: 'not_found', message: 'Not found' }), {
      status: body ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await stopAuthClients();
});

describe('the dashboard’s education module', () => {
  it('shows each child’s most pressing EHCP deadline, overdue first, and opens their case', async () => {
    storeSession(PARENT);
    const chosen: string[] = [];
    renderWithAuth(
      [
        {
          path: '/dashboard/parent',
          element: (
            <EducationModule
              children={[child(OLLIE_ID, 'Ollie'), child(ISLA_ID, 'Isla')]}
              onChoose={(id) => chosen.push(id)}
            />
          ),
        },
        { path: '/parent/ehcp', element: <h1>EHCP</h1> },
      ],
      '/dashboard/parent',
      createFakeAuthServer([{ ...PARENT }]),
    );
    await waitForAuth();
    const module = screen.getByRole('region', { name: 'EHCP deadlines' });
    const ollie = (await within(module).findByRole('heading', { name: 'Ollie' })).closest('li')!;
    // 6 weeks from 1 September 2026 is 13 October: passed on 24 November with no decision.
    await within(ollie).findByText('Overdue:');
    expect(ollie.textContent).toContain('Decision whether to assess, due 13 October 2026');
    const isla = within(module).getByRole('heading', { name: 'Isla' }).closest('li')!;
    await within(isla).findByText('No EHCP case yet.');
    fireEvent.click(within(ollie).getByRole('link', { name: 'Open Ollie’s EHCP case' }));
    await screen.findByRole('heading', { level: 1, name: 'EHCP' });
    expect(chosen).toEqual([OLLIE_ID]);
  });
});
