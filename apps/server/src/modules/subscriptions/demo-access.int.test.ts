import { DEMO_LOGINS, eq, schema, seedDemoFamily } from '@tedi/db';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { hashPassword } from '../../auth/passwords/passwords.ts';
import { type AccessTestServer, startAccessServer } from './testing.ts';

let server: AccessTestServer;

beforeAll(async () => {
  server = await startAccessServer();
});

afterAll(async () => {
  await server.close();
});

test('the demo family passes the access gate, however many times the seed runs', async () => {
  await seedDemoFamily(server.database.db, { hashPassword });
  await seedDemoFamily(server.database.db, { hashPassword });

  for (const login of DEMO_LOGINS) {
    const who = await server.signInAgain(login.email, login.password);
    const onboarding = await server.app.inject({ method: 'GET', url: '/api/v1/me/onboarding', headers: who.headers });
    expect(onboarding.json(), login.email).toMatchObject({ currentStep: 6, completed: true });
    expect(await server.hasAccess(who), login.email).toBe(true);
  }
  const sam = await server.signInAgain(DEMO_LOGINS[0]!.email, DEMO_LOGINS[0]!.password);
  const status = await server.app.inject({ method: 'GET', url: '/api/v1/subscriptions/me', headers: sam.headers });
  expect(status.json()).toMatchObject({
    hasAccess: true,
    source: 'licence',
    licence: { sponsorName: 'Tedi demo sponsor', endsAt: '2099-12-31' },
  });

  const batches = await server.database.db
    .select()
    .from(schema.licenceBatches)
    .where(eq(schema.licenceBatches.sponsorName, 'Tedi demo sponsor'));
  expect(batches).toHaveLength(1);
  expect(batches[0]!.publiclyListed).toBe(false);
  expect(await server.database.db.select().from(schema.licenceRedemptions)).toHaveLength(1);
  expect(await server.database.db.select().from(schema.licenceCodes)).toHaveLength(1);
  const sponsors = await server.app.inject({ method: 'GET', url: '/api/v1/sponsors' });
  expect(sponsors.json()).toEqual({ sponsors: [] });
});
