import type { ChildListResponse, EhcpContactListResponse, EhcpResponse, EhcpSectionsResponse } from '@tedi/contracts';
import { DEMO_LOGINS, seedDemoFamily } from '@tedi/db';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { hashPassword } from '../../auth/passwords/passwords.ts';
import { TEST_PUBLISHABLE_KEY } from '../../auth/testing.ts';
import { type ChildrenTestServer, startChildrenServer } from '../children/testing.ts';

let server: ChildrenTestServer;

beforeAll(async () => {
  server = await startChildrenServer();
});

afterAll(async () => {
  await server.close();
});

test('the demo family’s eldest is mid-assessment: asked ten weeks ago, a decision in time, a broken promise, A and F drafted', async () => {
  await seedDemoFamily(server.database.db, { hashPassword });
  await seedDemoFamily(server.database.db, { hashPassword });
  const signedIn = await server.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    headers: { apikey: TEST_PUBLISHABLE_KEY },
    payload: { email: DEMO_LOGINS[0]!.email, password: DEMO_LOGINS[0]!.password },
  });
  const headers = { authorization: `Bearer ${signedIn.json<{ access_token: string }>().access_token}` };
  const get = async <T>(url: string) => (await server.app.inject({ method: 'GET', url, headers })).json<T>();
  const { children } = await get<ChildListResponse>('/api/v1/children');
  const [ollie, isla] = children;

  const found = (await get<EhcpResponse>(`/api/v1/children/${ollie!.id}/ehcp`)).case!;
  expect(found.stage).toBe('assessing');
  const status = Object.fromEntries(found.deadlines.map((deadline) => [deadline.step, deadline.status]));
  expect(status).toEqual({ 'decision-to-assess': 'met', 'no-plan-decision': 'due', 'final-plan': 'due' });
  const finalPlan = found.deadlines.find((deadline) => deadline.step === 'final-plan')!;
  // Asked 70 days ago: the 20 weeks end 70 days from the seed day.
  expect(Date.parse(finalPlan.due) - Date.parse(found.today)).toBe(70 * 24 * 60 * 60 * 1000);

  const { contacts } = await get<EhcpContactListResponse>(`/api/v1/children/${ollie!.id}/ehcp/contacts`);
  expect(contacts).toHaveLength(3);
  expect(contacts.map((contact) => contact.promiseStatus)).toContain('broken');

  const { sections } = await get<EhcpSectionsResponse>(`/api/v1/children/${ollie!.id}/ehcp/sections`);
  expect(sections.filter((section) => section.parent).map((section) => section.section)).toEqual(['A', 'F']);

  expect((await get<EhcpResponse>(`/api/v1/children/${isla!.id}/ehcp`)).case).toBeNull();
});
