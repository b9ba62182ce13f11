import type { BoardSetResponse, ChildListResponse, ChildResponse, HealthHubResponse } from '@tedi/contracts';
import { DEMO_LOGINS, eq, schema, seedDemoFamily } from '@tedi/db';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { hashPassword } from '../../auth/passwords/passwords.ts';
import { TEST_PUBLISHABLE_KEY } from '../../auth/testing.ts';
import { type ChildrenTestServer, startChildrenServer } from './testing.ts';

let server: ChildrenTestServer;

beforeAll(async () => {
  server = await startChildrenServer();
});

afterAll(async () => {
  await server.close();
});

async function signInAsDemoParent(login = DEMO_LOGINS[0]!): Promise<{ authorization: string }> {
  const sam = login;
  const response = await server.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    headers: { apikey: TEST_PUBLISHABLE_KEY },
    payload: { email: sam.email, password: sam.password },
  });
  return { authorization: `Bearer ${response.json<{ access_token: string }>().access_token}` };
}

test('the demo parent finds two children with full profiles, however many times the seed runs', async () => {
  await seedDemoFamily(server.database.db, { hashPassword });
  await seedDemoFamily(server.database.db, { hashPassword });
  const headers = await signInAsDemoParent();

  const list = await server.app.inject({ method: 'GET', url: '/api/v1/children', headers });
  const { children } = list.json<ChildListResponse>();
  expect(children.map((child) => child.preferredName ?? child.name)).toEqual(['Ollie', 'Isla Taylor']);

  const ollie = (
    await server.app.inject({ method: 'GET', url: `/api/v1/children/${children[0]!.id}`, headers })
  ).json<ChildResponse>();
  expect(ollie.communication.aac).toContain('iPad');
  expect(ollie.sensory.seeks).toBeTruthy();
  expect(ollie.conditions?.map((condition) => condition.name)).toContain('Autism');
  expect(ollie.school.contacts?.length).toBeGreaterThan(0);

  const isla = (
    await server.app.inject({ method: 'GET', url: `/api/v1/children/${children[1]!.id}`, headers })
  ).json<ChildResponse>();
  expect(isla.conditions?.map((condition) => condition.name)).toContain('Down syndrome');
  expect(isla.contacts.length).toBeGreaterThan(0);

  const hubOf = async (childId: string) =>
    (
      await server.app.inject({ method: 'GET', url: `/api/v1/children/${childId}/health`, headers })
    ).json<HealthHubResponse>();
  const ollieHealth = await hubOf(ollie.id);
  expect(ollieHealth.conditions.map((condition) => condition.name)).toContain('Epilepsy (focal seizures)');
  expect(ollieHealth.medications.map((medication) => medication.name)).toEqual(
    expect.arrayContaining(['Levetiracetam', 'Melatonin', 'Buccal midazolam (Buccolam)']),
  );
  expect(ollieHealth.medications.some((medication) => medication.schedule.kind === 'as_needed')).toBe(true);
  const statuses = new Set(ollieHealth.recentDoses.map((dose) => dose.status));
  expect(statuses).toEqual(new Set(['given', 'late', 'missed', 'refused']));
  expect(ollieHealth.recentDoses.length).toBeGreaterThan(60);
  expect(ollieHealth.events.filter((event) => event.kind === 'seizure').length).toBeGreaterThanOrEqual(3);
  expect(ollieHealth.upcomingAppointments).toHaveLength(2);
  expect(ollieHealth.pastAppointments.every((appointment) => appointment.outcome !== null)).toBe(true);
  expect(ollieHealth.professionals.map((professional) => professional.role)).toEqual(
    expect.arrayContaining([
      'GP',
      'Community paediatrician',
      'Speech and language therapist',
      'Occupational therapist',
      'School nurse',
    ]),
  );
  // Seeded twice above, written once.
  expect(ollieHealth.professionals).toHaveLength(6);
  expect(ollieHealth.growth.length).toBeGreaterThanOrEqual(5);
  expect(ollieHealth.immunisations.length).toBeGreaterThan(10);
  const islaHealth = await hubOf(isla.id);
  expect(islaHealth.allergies.map((allergy) => allergy.substance)).toContain('Penicillin');
  expect(islaHealth.medications).toHaveLength(3);
  expect(islaHealth.upcomingAppointments).toHaveLength(2);
  expect(islaHealth.dueToday.length).toBeGreaterThan(0);
});

test('a demo family made before children existed gets them at the next start, once', async () => {
  await server.database.db.delete(schema.children);
  await seedDemoFamily(server.database.db, { hashPassword });
  await seedDemoFamily(server.database.db, { hashPassword });
  const rows = await server.database.db.select({ name: schema.children.name }).from(schema.children);
  expect(rows.map((row) => row.name)).toEqual(['Oliver Taylor', 'Isla Taylor']);
  const conditions = await server.database.db
    .select({ id: schema.childConditions.id })
    .from(schema.childConditions)
    .innerJoin(schema.children, eq(schema.children.id, schema.childConditions.childId));
  // Five from the profiles, and Ollie's epilepsy from his health record.
  expect(conditions).toHaveLength(6);
});

test('the demo grandparent sees each child’s profile, read only', async () => {
  await seedDemoFamily(server.database.db, { hashPassword });
  const pat = DEMO_LOGINS.find((login) => login.role === 'family_member')!;
  const parentHeaders = await signInAsDemoParent();
  const { children } = (
    await server.app.inject({ method: 'GET', url: '/api/v1/children', headers: parentHeaders })
  ).json<ChildListResponse>();
  const headers = await signInAsDemoParent(pat);

  for (const child of children) {
    const profile = await server.app.inject({ method: 'GET', url: `/api/v1/children/${child.id}`, headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json<ChildResponse>().permissions.canEdit).toBe(false);
  }
  const edit = await server.app.inject({
    method: 'PATCH',
    url: `/api/v1/children/${children[0]!.id}`,
    headers,
    payload: { likes: 'Changed by a grandparent' },
  });
  expect(edit.statusCode).toBe(403);
});

test('Ollie has his own communication board: his people and his favourite things, and his grandparent may use it', async () => {
  await seedDemoFamily(server.database.db, { hashPassword });
  const headers = await signInAsDemoParent();
  const { children } = (
    await server.app.inject({ method: 'GET', url: '/api/v1/children', headers })
  ).json<ChildListResponse>();
  const ollie = children.find((child) => child.preferredName === 'Ollie')!;
  const boardUrl = `/api/v1/children/${ollie.id}/board`;
  const set = (await server.app.inject({ method: 'GET', url: boardUrl, headers })).json<BoardSetResponse>();
  const byName = new Map(set.boards.map((board) => [board.name, board]));
  expect(set.homeBoardId).toBe(byName.get('Home')!.id);
  expect(byName.get('People')!.buttons.map((button) => button.label)).toEqual(
    expect.arrayContaining(['Sam', 'Alex', 'Isla', 'Grandpa Pat']),
  );
  expect(byName.get('My favourite things')!.buttons.map((button) => button.label)).toContain('trains');
  const grandparent = await signInAsDemoParent(DEMO_LOGINS[2]);
  const seen = await server.app.inject({ method: 'GET', url: boardUrl, headers: grandparent });
  expect(seen.statusCode).toBe(200);
  expect(seen.json<BoardSetResponse>().permissions.edit).toBe(false);
});
