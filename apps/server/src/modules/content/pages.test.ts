import type { ContentSummary } from '@tedi/contracts';
import { describe, expect, test } from 'vitest';
import { blogFeedXml, CONTENT_PAGE_PATHS, indexablePagePaths, robotsTxt, signedInAreas, sitemapXml } from './pages.ts';

const POST: ContentSummary = {
  id: '1',
  kind: 'blog',
  slug: 'ehcp-appeal-time-limits',
  path: '/resources/blog/ehcp-appeal-time-limits',
  title: 'Appeals & <deadlines>',
  summary: 'The clock starts on the date of the decision.',
  authorName: 'The Tedi team',
  tags: ['EHCP'],
  coverImage: null,
  video: null,
  status: 'published',
  publishedAt: '2026-11-10T09:00:00.000Z',
  updatedAt: '2026-11-11T09:00:00.000Z',
  readingMinutes: 2,
};

describe('files for crawlers and feed readers', () => {
  test('robots.txt keeps crawlers out of every signed-in area and the services, and names the sitemap', () => {
    const robots = robotsTxt('https://tedi.example.org');
    for (const area of ['/parent', '/dashboard', '/child', '/admin', '/super-admin']) {
      expect(robots).toContain(`Disallow: ${area}\n`);
    }
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Sitemap: https://tedi.example.org/sitemap.xml');
    expect(signedInAreas()).not.toContain('/guides');
  });

  test('the sitemap lists each public page once (not the second address of guides) and every item', () => {
    const paths = indexablePagePaths();
    expect(paths).toContain('/guides');
    expect(paths).not.toContain('/resources/guides');
    // Campaign pages are there; the home page's second addresses, whose canonical link is the home page, are not.
    expect(paths).toEqual(expect.arrayContaining(['/', '/school', '/roadmap', '/new-landing']));
    expect(paths).not.toContain('/index');
    expect(paths).not.toContain('/index-v2');
    expect(paths).toEqual(expect.arrayContaining(['/sponsors', '/sponsor-landing']));
    expect(paths).not.toContain('/sponsor-success');
    expect(paths).not.toContain('/subscription');
    const xml = sitemapXml('https://tedi.example.org', paths, [POST]);
    expect(xml).toContain('<loc>https://tedi.example.org/guides</loc>');
    expect(xml).toContain(
      '<url><loc>https://tedi.example.org/resources/blog/ehcp-appeal-time-limits</loc><lastmod>2026-11-11T09:00:00.000Z</lastmod></url>',
    );
  });

  test('the sitemap lists the videos’ page once, not each video at its anchor on it', () => {
    const video: ContentSummary = {
      ...POST,
      id: '2',
      kind: 'video',
      slug: 'creating-your-account',
      path: '/onboarding-videos#creating-your-account',
      video: {
        path: '/videos/creating-your-account.mp4',
        durationSeconds: 74,
        captionsPath: '/api/v1/content/video/creating-your-account/captions.vtt',
      },
    };
    const paths = indexablePagePaths();
    expect(paths.filter((path) => path === '/onboarding-videos')).toHaveLength(1);
    const xml = sitemapXml('https://tedi.example.org', paths, [POST, video]);
    expect(xml).toContain('<loc>https://tedi.example.org/onboarding-videos</loc>');
    expect(xml).not.toContain('#');
    expect(xml).toContain('/resources/blog/ehcp-appeal-time-limits</loc>');
  });

  test('the blog feed is RSS 2.0 with escaped titles and permanent links', () => {
    const xml = blogFeedXml('https://tedi.example.org', [POST]);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>Appeals &amp; &lt;deadlines&gt;</title>');
    expect(xml).toContain(
      '<guid isPermaLink="true">https://tedi.example.org/resources/blog/ehcp-appeal-time-limits</guid>',
    );
    expect(xml).toContain('<pubDate>Tue, 10 Nov 2026 09:00:00 GMT</pubDate>');
  });
});

test('the content module renders the content pages only, not the other pages rendered on the server', () => {
  expect(CONTENT_PAGE_PATHS).toContain('/guides/:slug');
  expect(CONTENT_PAGE_PATHS).toContain('/onboarding-videos');
  expect(CONTENT_PAGE_PATHS).not.toContain('/contact');
  expect(CONTENT_PAGE_PATHS).not.toContain('/sponsors');
  expect(CONTENT_PAGE_PATHS).not.toContain('/sponsor-landing');
});
