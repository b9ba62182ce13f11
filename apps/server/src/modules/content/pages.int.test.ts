import { afterAll, beforeAll, expect, test } from 'vitest';
import { seedContent } from './seed.ts';
import { type ContentTestServer, startContentServer } from './testing.ts';

let server: ContentTestServer;
beforeAll(async () => {
  server = await startContentServer();
  await seedContent(server.database.db);
});
afterAll(async () => {
  await server.close();
});

test('robots.txt answers as plain text', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/robots.txt' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.body).toContain('Disallow: /parent');
});

test('the sitemap lists the published items with their canonical addresses', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.body).toContain('/guides/ehcp-process-and-deadlines</loc>');
  expect(response.body).toContain('/resources/articles/social-stories</loc>');
  expect(response.body).not.toContain('/resources/guides/');
});

test('the blog feed holds the blog posts only, newest first', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/resources/blog/rss.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  const links = [...response.body.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => new URL(match[1]!).pathname);
  expect(links).toEqual([
    '/resources/blog',
    '/resources/blog/schools-white-paper-2026-what-changes-now',
    '/resources/blog/ehcp-appeal-time-limits',
  ]);
});
