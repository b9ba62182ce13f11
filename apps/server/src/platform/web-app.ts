import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { findRedirect, matchAppRoute, normalisePath, SERVICE_PREFIXES } from '@tedi/contracts';
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
 * Serves the built web app: its files, and its page for every route of the spec (HTTP 200). Routes whose feature
 * is not built yet still answer 200 with the app, which shows the not-found page, and are kept out of search
 * engines. Unknown paths answer 404 with the app's not-found page; unknown service paths answer JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const page = distDir === null ? null : loadPage(distDir);

  if (distDir !== null) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // index.html is only ever served as a page, with the headers pages get.
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders: (reply, filePath) => {
        void reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600');
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
    const html = route?.live ? page.indexable : page.notIndexed;
    return reply
      .status(route ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);
  });
}

function loadPage(distDir: string): { indexable: string; notIndexed: string } {
  const indexable = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const notIndexed = indexable.replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>');
  return { indexable, notIndexed };
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
