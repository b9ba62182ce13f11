import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentListResponse } from '@tedi/contracts';
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

test('a seed folder’s videos/ folder adds each video with its captions and transcript, published on its date', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tedi-seed-'));
  try {
    mkdirSync(path.join(dir, 'videos'));
    writeFileSync(
      path.join(dir, 'videos', 'adding-your-child.md'),
      [
        '---',
        'kind: video',
        'slug: adding-your-child',
        'title: Adding your child',
        'summary: Your child’s name and what someone new should know.',
        'author: The Tedi team',
        'tags: Getting started, Children',
        'published: 2026-11-21',
        'video: /videos/adding-your-child.mp4',
        'duration: 52',
        'poster: /videos/adding-your-child.jpg',
        'poster_alt: The form for a child’s name.',
        '---',
        '',
        'Choose **Add a child** and type their first name.',
        '',
      ].join('\n'),
    );
    const captions = 'WEBVTT\n\n00:00:01.000 --> 00:00:05.000\nChoose Add a child.\n';
    writeFileSync(path.join(dir, 'videos', 'adding-your-child.vtt'), captions);

    expect(await seedContent(server.database.db, dir)).toBe(1);
    const listed = await server.app.inject({ method: 'GET', url: '/api/v1/content?kind=video' });
    const { items } = listed.json<ContentListResponse>();
    expect(items.filter((item) => item.slug === 'adding-your-child')).toEqual([
      expect.objectContaining({
        slug: 'adding-your-child',
        path: '/onboarding-videos#adding-your-child',
        publishedAt: '2026-11-21T09:00:00.000Z',
        coverImage: { path: '/videos/adding-your-child.jpg', alt: 'The form for a child’s name.' },
        video: {
          path: '/videos/adding-your-child.mp4',
          durationSeconds: 52,
          captionsPath: '/api/v1/content/video/adding-your-child/captions.vtt',
        },
        bodyHtml: expect.stringContaining('<strong>Add a child</strong>'),
      }),
    ]);
    const served = await server.app.inject({
      method: 'GET',
      url: '/api/v1/content/video/adding-your-child/captions.vtt',
    });
    expect(served.body).toBe(captions);
    expect(await seedContent(server.database.db, dir)).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
