import { afterAll, beforeAll, expect, test } from 'vitest';
import { readSeedContent, seedContent } from './seed.ts';
import { type ContentTestServer, startContentServer } from './testing.ts';

let server: ContentTestServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server.close();
});

test('seeding publishes every item once; a second start adds nothing and keeps what editors changed', async () => {
  const count = readSeedContent().length;
  expect(await seedContent(server.database.db)).toBe(count);

  const listed = await server.app.inject({ method: 'GET', url: '/api/v1/content?pageSize=50' });
  expect(listed.json().total).toBe(count);

  const editor = await server.signInAs('admin');
  const guide = await server.app.inject({ method: 'GET', url: '/api/v1/content/guide/hospital-passport' });
  await server.app.inject({
    method: 'PATCH',
    url: `/api/v1/content/${guide.json().item.id}`,
    headers: editor,
    payload: { slug: 'hospital-passports', title: 'Hospital passports' },
  });

  expect(await seedContent(server.database.db)).toBe(0);
  const renamed = await server.app.inject({ method: 'GET', url: '/api/v1/content/guide/hospital-passports' });
  expect(renamed.json().item.title).toBe('Hospital passports');
  const old = await server.app.inject({ method: 'GET', url: '/api/v1/content/guide/hospital-passport' });
  expect(old.statusCode).toBe(301);
});
