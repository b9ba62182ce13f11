import {
  APP_ROUTES,
  BLOG_FEED_PATH,
  CONTENT_SECTIONS,
  type ContentSummary,
  isIndexedRoute,
  matchAppRoute,
  SERVER_RENDERED_PATHS,
  SERVICE_PREFIXES,
} from '@tedi/contracts';
import type { App } from '../../platform/app.ts';
import type { ContentService } from './service.ts';

/** The site's content pages, as the spec lists them; each is rendered on the server with the content it shows. */
export const CONTENT_PAGE_PATHS = SERVER_RENDERED_PATHS.filter((path) => matchAppRoute(path)?.capability === 'content');

const FEED_ITEMS = 20;
const SITEMAP_ITEMS = 5000;

function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/**
 * Public pages worth finding in a search engine: the public site, the content listings and the sponsor pages, at
 * one address each.
 */
export function indexablePagePaths(): string[] {
  const alternates = new Set(Object.values(CONTENT_SECTIONS).map((section) => section.alternatePath));
  return APP_ROUTES.filter((route) => isIndexedRoute(route) && !alternates.has(route.path)).map((route) => route.path);
}

/** The first segment of every signed-in area (/parent, /dashboard, /child, /admin, ...), from the route table. */
export function signedInAreas(): string[] {
  const areas = APP_ROUTES.filter((route) => route.guard !== 'public').map((route) => `/${route.path.split('/')[1]}`);
  return [...new Set(areas)].sort();
}

export function robotsTxt(origin: string): string {
  const disallowed = [...signedInAreas(), ...SERVICE_PREFIXES.map((prefix) => prefix.replace(/\/?$/, '/'))];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

/**
 * The sitemap: the site's pages, then each item that has a page of its own. Items that are parts of a page (videos,
 * at anchors of /onboarding-videos) are found through that page, which the route table lists once.
 */
export function sitemapXml(origin: string, pagePaths: readonly string[], items: readonly ContentSummary[]): string {
  const entry = (path: string, lastModified?: string) =>
    `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`;
  const pages = items.filter((item) => CONTENT_SECTIONS[item.kind].itemAddress === 'page');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pagePaths.map((path) => entry(path)),
    ...pages.map((item) => entry(item.path, item.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export function blogFeedXml(origin: string, posts: readonly ContentSummary[]): string {
  const absolute = (path: string) => escapeXml(new URL(path, origin).href);
  const newest = posts[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    '    <title>Tedi blog</title>',
    `    <link>${absolute(CONTENT_SECTIONS.blog.path)}</link>`,
    `    <atom:link href="${absolute(BLOG_FEED_PATH)}" rel="self" type="application/rss+xml" />`,
    '    <description>News and explainers for families of children with special educational needs and disabilities.</description>',
    '    <language>en-GB</language>',
    ...(newest ? [`    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    ...posts.map((post) =>
      [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${absolute(post.path)}</link>`,
        `      <guid isPermaLink="true">${absolute(post.path)}</guid>`,
        ...(post.publishedAt ? [`      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`] : []),
        `      <description>${escapeXml(post.summary)}</description>`,
        ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
        '    </item>',
      ].join('\n'),
    ),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * The content pages, rendered on the server with the published content (so they work without JavaScript and for
 * crawlers), the sitemap, robots.txt, and the blog's RSS feed.
 */
export function registerContentPages(app: App, service: ContentService, origin: string): void {
  const reader = service.publicReader();

  for (const path of CONTENT_PAGE_PATHS) {
    app.get(path, async (request, reply) => {
      if (!app.webPages) return reply.callNotFound();
      return app.webPages.send(reply, request.url, { content: reader });
    });
  }

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(origin)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const items = await service.publicIndex(undefined, SITEMAP_ITEMS);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(sitemapXml(origin, indexablePagePaths(), items));
  });

  app.get(BLOG_FEED_PATH, async (_request, reply) => {
    const posts = await service.publicIndex('blog', FEED_ITEMS);
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(blogFeedXml(origin, posts));
  });
}
