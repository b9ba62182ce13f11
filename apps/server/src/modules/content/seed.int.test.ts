import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentListResponse } from '@tedi/contracts';
import { eq, schema } from '@tedi/db';
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
  expect(await seedContent(server.database.db)).toEqual({ added: count, updated: 0 });

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

  expect(await seedContent(server.database.db)).toEqual({ added: 0, updated: 0 });
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

    expect(await seedContent(server.database.db, dir)).toEqual({ added: 1, updated: 0 });
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
    expect(await seedContent(server.database.db, dir)).toEqual({ added: 0, updated: 0 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A seed folder of its own with one video, whose captions and length a test can change as a new filming would. */
function videoSeedFolder(slug: string, captions: string, duration: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tedi-seed-'));
  mkdirSync(path.join(dir, 'videos'));
  writeFileSync(
    path.join(dir, 'videos', `${slug}.md`),
    [
      '---',
      'kind: video',
      `slug: ${slug}`,
      'title: Your first week',
      'summary: What to set up first.',
      'author: The Tedi team',
      'tags: Getting started',
      'published: 2026-11-21',
      `video: /videos/${slug}.mp4`,
      `duration: ${duration}`,
      `poster: /videos/${slug}.jpg`,
      'poster_alt: The dashboard.',
      '---',
      '',
      '**0:00** Open your dashboard.',
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'videos', `${slug}.vtt`), captions);
  return dir;
}

const FIRST_CAPTIONS = 'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nOpen your dashboard.\n';
const REFILMED_CAPTIONS = 'WEBVTT\n\n00:00:00.000 --> 00:00:06.500\nOpen your dashboard.\n';

async function captionsOf(slug: string): Promise<string> {
  const response = await server.app.inject({ method: 'GET', url: `/api/v1/content/video/${slug}/captions.vtt` });
  return response.body;
}

test('a video filmed again reaches the site at the next start, with its new captions and length', async () => {
  const first = videoSeedFolder('your-first-week', FIRST_CAPTIONS, 5);
  const again = videoSeedFolder('your-first-week', REFILMED_CAPTIONS, 7);
  try {
    expect(await seedContent(server.database.db, first)).toEqual({ added: 1, updated: 0 });
    expect(await seedContent(server.database.db, again)).toEqual({ added: 0, updated: 1 });
    expect(await captionsOf('your-first-week')).toBe(REFILMED_CAPTIONS);
    const item = await server.app.inject({ method: 'GET', url: '/api/v1/content/video/your-first-week' });
    expect(item.json().item.video).toMatchObject({ durationSeconds: 7 });
    expect(await seedContent(server.database.db, again)).toEqual({ added: 0, updated: 0 });
  } finally {
    rmSync(first, { recursive: true, force: true });
    rmSync(again, { recursive: true, force: true });
  }
});

test('a video an editor has corrected keeps the correction when the seed changes', async () => {
  const first = videoSeedFolder('adding-a-contact', FIRST_CAPTIONS, 5);
  const again = videoSeedFolder('adding-a-contact', REFILMED_CAPTIONS, 7);
  try {
    await seedContent(server.database.db, first);
    const editor = await server.signInAs('admin');
    const video = await server.app.inject({ method: 'GET', url: '/api/v1/content/video/adding-a-contact' });
    const corrected = 'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nOpen your family’s dashboard.\n';
    const patched = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/content/${video.json().item.id}`,
      headers: editor,
      payload: { video: { captions: corrected } },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    expect(await seedContent(server.database.db, again)).toEqual({ added: 0, updated: 0 });
    expect(await captionsOf('adding-a-contact')).toBe(corrected);
  } finally {
    rmSync(first, { recursive: true, force: true });
    rmSync(again, { recursive: true, force: true });
  }
});

test('an item seeded before digests were kept follows its seed while nobody has changed it', async () => {
  const first = videoSeedFolder('reading-settings', FIRST_CAPTIONS, 5);
  const again = videoSeedFolder('reading-settings', REFILMED_CAPTIONS, 7);
  try {
    await seedContent(server.database.db, first);
    await server.database.db
      .update(schema.contentItems)
      .set({ seedDigest: null })
      .where(eq(schema.contentItems.slug, 'reading-settings'));

    expect(await seedContent(server.database.db, again)).toEqual({ added: 0, updated: 1 });
    expect(await captionsOf('reading-settings')).toBe(REFILMED_CAPTIONS);
  } finally {
    rmSync(first, { recursive: true, force: true });
    rmSync(again, { recursive: true, force: true });
  }
});
