import type { ChildSummaryResponse, HealthHubResponse } from '@tedi/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { HealthModule } from './health-module.tsx';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'x', role: 'parent' };
const OLLIE_ID = '11111111-1111-4111-8111-111111111111';
const ISLA_ID = '22222222-2222-4222-8222-222222222222';

const child = (id: string, name: string) =>
  ({
    id,
    name,
    preferredName: null,
    dateOfBirth: null,
    photo: null,
    archivedAt: null,
  }) as unknown as ChildSummaryResponse;

const medication = (id: string, name: string) => ({
  id,
  name,
  doseAmount: 2,
  doseUnit: 'mg',
  form: 'liquid',
  route: 'oral',
  schedule: { kind: 'regular', times: ['08:00', '19:00'], days: ['mon'] },
  startDate: null,
  stopDate: null,
  reason: null,
  instructions: null,
  prescriberId: null,
  current: true,
});

function hub(childId: string, overrides: Partial<HealthHubResponse>): HealthHubResponse {
  return {
    childId,
    permissions: { canEdit: true, canManage: true },
    conditions: [],
    allergies: [],
    medications: [],
    dueToday: [],
    asNeeded: [],
    recentDoses: [],
    upcomingAppointments: [],
    pastAppointments: [],
    professionals: [],
    growth: [],
    events: [],
    immunisations: [],
    documents: [],
    ...overrides,
  };
}

const appointment = (withWhom: string, startsAt: string, cancelled = false) => ({
  id: `${withWhom}-${startsAt}`,
  professionalId: null,
  withWhom,
  location: null,
  startsAt,
  endsAt: null,
  reason: null,
  outcome: null,
  followUp: null,
  cancelled,
});

const HUBS: Record<string, HealthHubResponse> = {
  [OLLIE_ID]: hub(OLLIE_ID, {
    medications: [medication('med-1', 'Melatonin') as never],
    dueToday: [
      {
        medicationId: 'med-1',
        scheduledFor: '2026-11-23T08:00:00.000Z',
        log: { id: 'log-1', status: 'given' } as never,
      },
      { medicationId: 'med-1', scheduledFor: '2026-11-23T19:00:00.000Z', log: null },
    ],
    upcomingAppointments: [
      appointment('Dr Mensah', '2026-12-10T09:45:00.000Z'),
      appointment('Dr Osei', '2026-12-01T10:00:00.000Z', true),
    ],
  }),
  [ISLA_ID]: hub(ISLA_ID, {}),
};

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x')
      .pathname;
    const id = /^\/api\/v1\/children\/([^/]+)\/health$/.exec(path)?.[1];
    const body = id ? HUBS[id] : undefined;
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

describe('the dashboard’s health module', () => {
  it('shows each child’s doses still to give today and the next appointment that is not cancelled', async () => {
    storeSession(PARENT);
    const chosen: string[] = [];
    renderWithAuth(
      [
        {
          path: '/dashboard/parent',
          element: (
            <HealthModule
              children={[child(OLLIE_ID, 'Ollie'), child(ISLA_ID, 'Isla')]}
              onChoose={(id) => chosen.push(id)}
            />
          ),
        },
        { path: '/parent/health-hub', element: <h1>Health hub</h1> },
      ],
      '/dashboard/parent',
      createFakeAuthServer([{ ...PARENT }]),
    );
    await waitForAuth();
    const module = screen.getByRole('region', { name: 'Health today' });
    const ollie = (await within(module).findByRole('heading', { name: 'Ollie' })).closest('li')!;
    await within(ollie).findByText('1 dose still to give today:');
    expect(ollie.textContent).toContain('19:00 Melatonin');
    expect(ollie.textContent).not.toContain('08:00 Melatonin');
    expect(within(ollie).getByText(/^Next appointment: Dr Mensah, /)).toBeTruthy();

    const isla = within(module).getByRole('heading', { name: 'Isla' }).closest('li')!;
    await within(isla).findByText('No doses left to give today.');
    expect(within(isla).getByText('No appointments coming up.')).toBeTruthy();

    fireEvent.click(within(isla).getByRole('link', { name: 'Open Isla’s health hub' }));
    await screen.findByRole('heading', { level: 1, name: 'Health hub' });
    expect(chosen).toEqual([ISLA_ID]);
  });
});
