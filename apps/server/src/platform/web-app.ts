import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  APP_ROUTES,
  findRedirect,
  isPrerenderedRoute,
  matchAppRoute,
  normalisePath,
  prerenderedPageFile,
  SERVICE_PREFIXES,
} from '@tedi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Hashed build files never change, so browsers may keep them for a year; the page itself is always revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function webAppIsBuilt(distDir: string): boolean {
  return existsSync(path.join(distDir, 'index.html'));
}

function isServicePath(pathname: string): boolean {
  return SERVICE_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix));
}

/** A request for a file (an asset, an image, a font) rather than a page. */
function looksLikeFile(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);
}

/**
 * Serves the built web app: its files, and its page for every route of the spec (HTTP 200). Public pages are sent
 * as the HTML prerendered at build time; other routes get the app, which renders them. Routes whose feature is not
 * built yet still answer 200 with the app, which shows the not-found page, and are kept out of search engines.
 * Unknown paths answer 404 with the app's not-found page; unknown service paths answer JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const page = distDir === null ? null : loadPage(distDir);

  if (distDir !== null) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // Pages are only ever served as pages, with the headers pages get.
      allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/pages/'),
      setHeaders: (reply, filePath) => {
        void reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = normalisePath(decodePath(request.url.split('?')[0] ?? '/'));
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || isServicePath(pathname) || looksLikeFile(pathname) || page === null) {
      const error = new AppError('not_found', `There is nothing at ${request.method} ${pathname}.`);
      return reply.status(404).send(error.toJSON());
    }
    const redirect = findRedirect(pathname);
    if (redirect) return reply.redirect(redirect.to, 302);
    const route = matchAppRoute(pathname);
    const html = route?.live ? (page.prerendered.get(route.path) ?? page.indexable) : page.notIndexed;
    return reply
      .status(route ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);
  });
}

interface WebPages {
  /** The app's shell, for routes it renders in the browser. */
  indexable: string;
  /** The shell for routes not built yet and unknown paths: the not-found page must not be indexed. */
  notIndexed: string;
  /** Prerendered HTML of public pages, by route path. */
  prerendered: ReadonlyMap<string, string>;
}

function loadPage(distDir: string): WebPages {
  const indexable = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const notIndexed = indexable.replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>');
  const prerendered = new Map<string, string>();
  for (const route of APP_ROUTES.filter(isPrerenderedRoute)) {
    const file = path.join(distDir, 'pages', prerenderedPageFile(route.path));
    if (existsSync(file)) prerendered.set(route.path, readFileSync(file, 'utf8'));
  }
  return { indexable, notIndexed, prerendered };
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
