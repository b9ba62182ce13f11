import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ContentRepository } from './repository.ts';
import { seedContent } from './seed.ts';
import { type ContentActor, ContentService } from './service.ts';
import { type ContentTestServer, startContentServer } from './testing.ts';

let server: ContentTestServer;
let service: ContentService;
const EDITOR: ContentActor = { userId: '00000000-0000-4000-8000-00000000e0d1', role: 'admin', aal: 'aal2' };

beforeAll(async () => {
  server = await startContentServer();
  await seedContent(server.database.db);
  service = new ContentService(new ContentRepository(server.database.db));
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

/** Text without tags (and React's markers between pieces of text), so assertions read like what a person sees. */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

function mainText(html: string): string {
  return textOf(/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '');
}

describe('/onboarding-videos', () => {
  test('before any video is published, says so and leads to the tutorials', async () => {
    // A site of its own, without the seeded videos.
    const empty = await startContentServer();
    const response = await empty.app.inject({ method: 'GET', url: '/onboarding-videos' }).finally(() => empty.close());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(mainText(response.body)).toContain('No videos yet');
    expect(response.body).toContain('href="/tutorials"');
    expect(response.body).not.toContain('<video');
  });

  test('shows each published video, oldest first, with its player, captions track, download and transcript', async () => {
    const captions = 'WEBVTT\n\n00:00:01.000 --> 00:00:05.000\nChoose Create your account.\n';
    async function publishedVideo(slug: string, title: string, durationSeconds: number, publishAt: string) {
      const { item } = await service.create(EDITOR, {
        kind: 'video',
        slug,
        title,
        summary: `What “${title}” shows.`,
        bodyMarkdown: `The transcript of ${title}: choose **Create your account**.`,
        authorName: 'The Tedi team',
        tags: ['Getting started'],
        coverImage: { path: `/videos/${slug}.jpg`, alt: `The first screen of ${title}.` },
        video: { path: `/videos/${slug}.mp4`, durationSeconds, captions },
      });
      await service.publish(EDITOR, item.id, { publishAt });
    }
    await publishedVideo('your-dashboard', 'Your dashboard', 95, '2026-11-02T09:00:00Z');
    await publishedVideo('a-first-look', 'A first look', 74, '2026-11-01T09:00:00Z');
    const draft = await service.create(EDITOR, {
      kind: 'video',
      title: 'A draft video',
      summary: 'Not yet.',
      bodyMarkdown: 'Not yet.',
      authorName: 'The Tedi team',
      video: { path: '/videos/draft.mp4', durationSeconds: 10, captions },
    });

    const response = await server.app.inject({ method: 'GET', url: '/onboarding-videos' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Videos: getting started with Tedi – Tedi</title>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/onboarding-videos" \/>/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/videos\/a-first-look\.jpg" \/>/);
    expect(html).not.toContain('noindex');

    const text = mainText(html);
    expect(text).toContain('These videos have no sound.');
    expect(text).not.toContain('No videos yet');
    expect(text).not.toContain('A draft video');
    expect(text.indexOf('A first look')).toBeLessThan(text.indexOf('Your dashboard'));

    const section = /<section id="a-first-look"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(section).toContain('<h2 id="a-first-look-heading"');
    expect(section).toContain('<time dateTime="PT1M14S">1 min 14 s</time>');
    expect(section).toMatch(
      /<video controls="" preload="none" playsInline="" poster="\/videos\/a-first-look\.jpg" width="1280" height="720"/,
    );
    expect(section).not.toMatch(/autoplay/i);
    expect(section).toContain('<source src="/videos/a-first-look.mp4" type="video/mp4"/>');
    expect(section).toContain(
      '<track kind="captions" srcLang="en" label="English" src="/api/v1/content/video/a-first-look/captions.vtt" default=""/>',
    );
    expect(section).toContain('<a href="/videos/a-first-look.mp4" download=""');
    expect(textOf(section)).toContain('Download “A first look” (MP4, 1 min 14 s');
    expect(textOf(section)).toContain('Transcript of “A first look”');
    expect(section).toContain('The transcript of A first look: choose <strong>Create your account</strong>.');
    expect(html).toContain('href="#your-dashboard"');
    expect(html.match(/<script[^>]*src=/g)).toHaveLength(1);

    await service.publish(EDITOR, draft.item.id, {});
    const later = await server.app.inject({ method: 'GET', url: '/onboarding-videos' });
    expect(mainText(later.body)).toContain('A draft video');
  });

  test('a page of videos past the last one says so, rather than that there are no videos', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/onboarding-videos?page=9' });
    expect(response.statusCode).toBe(200);
    expect(mainText(response.body)).toContain('There are no videos on this page. See all the videos .');
    expect(mainText(response.body)).not.toContain('No videos yet');
  });

  test('a guide on the same topic lists a video among its related items, at its anchor on the videos’ page', async () => {
    const { item } = await service.create(EDITOR, {
      kind: 'guide',
      title: 'Your first week with Tedi',
      summary: 'What to set up first.',
      bodyMarkdown: 'Start with your child’s profile.',
      authorName: 'The Tedi team',
      tags: ['Getting started'],
    });
    await service.publish(EDITOR, item.id, {});
    const response = await server.app.inject({ method: 'GET', url: `/guides/${item.slug}` });
    expect(response.statusCode).toBe(200);
    // The newest videos sharing its tag: the seeded ones, each at its anchor and with its length.
    expect(response.body).toMatch(/href="\/onboarding-videos#making-tedi-easier-to-read"/);
    expect(textOf(response.body)).toMatch(/Video, (\d+ min )?\d+ s/);
  });

  test('the sitemap lists the page once and no video at its anchor', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.body.match(/\/onboarding-videos<\/loc>/g)).toHaveLength(1);
    expect(response.body).not.toContain('#');
  });
});
