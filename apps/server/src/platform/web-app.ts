import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  APP_ROUTES,
  CLIENT_CONFIG_META,
  type AppRoute,
  findRedirect,
  GUARDS_WITH_A_FIRST_SCREEN,
  isPrerenderedRoute,
  matchAppRoute,
  normalisePath,
  type PageRenderContext,
  type PageRendererModule,
  prerenderedPageFile,
  PRERENDERED_ENTRANCE_PATHS,
  PUBLIC_ORIGIN_PLACEHOLDER,
  ROUTE_PRELOADS_FILE,
  SERVICE_PREFIXES,
  signedInFirstScreenFile,
} from '@tedi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { escapeHtml } from './html.ts';
import { lazily } from './lazy.ts';

/** Hashed build files never change, so browsers may keep them for a year; the page itself is always revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders pages of the app at request time, with data; null when the web app is not built (some tests). */
    readonly webPages: WebPageRendering | null;
  }
}

export interface WebPageRendering {
  /**
   * Renders the app's page at a path (with its query) on the server and sends it, or its redirect. The page's
   * loaders get the context, with the public origin added.
   */
  send(
    reply: FastifyReply,
    pathWithQuery: string,
    context?: Omit<PageRenderContext, 'origin'>,
    options?: { readonly status?: number },
  ): Promise<FastifyReply>;
}

/** The auth service's path on this server, and the publishable key the browser sends it. */
export interface WebClientConfig {
  readonly authUrl: string;
  readonly publishableKey: string;
}

export interface WebAppOptions {
  /** The built web app; null when it is not built (some tests), and then only service paths answer. */
  readonly distDir: string | null;
  readonly publicOrigin: string;
  /** Written into every page that runs the app, so it need not ask for it before it can sign anyone in. */
  readonly clientConfig: WebClientConfig;
}

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

/** The service worker is checked on every visit, so a fix reaches every device at once; hashed assets never change. */
function cacheControlOf(filePath: string): string {
  if (path.basename(filePath) === 'service-worker.js') return 'no-cache';
  return filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600';
}

/**
 * Serves the built web app: its files, and its page for every route of the spec (HTTP 200). Public pages are sent
 * as the HTML prerendered at build time; other routes get the app, which renders them. Routes whose feature is not
 * built yet still answer 200 with the app, which shows the not-found page, and are kept out of search engines.
 * Unknown paths answer 404 with the app's not-found page; unknown service paths answer JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { distDir, publicOrigin, clientConfig }: WebAppOptions,
): Promise<void> {
  const page = distDir === null ? null : loadPage(distDir, publicOrigin, clientConfig);
  app.decorate('webPages', distDir === null || page === null ? null : loadPageRendering(distDir, page, publicOrigin));

  if (distDir !== null) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // The build writes a Brotli and a gzip copy next to each text file (apps/web/scripts/compress-assets.ts):
      // the browser gets the one it accepts, with its own length and ETag, and `Vary: Accept-Encoding`.
      preCompressed: true,
      // Those copies are reached through their file's address only.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Pages are only ever served as pages, with the headers pages get.
      // The server-render bundle (ssr/) is the server's to run, not the browser's.
      allowedPath: (pathname) =>
        pathname !== '/index.html' && !pathname.startsWith('/pages/') && !pathname.startsWith('/ssr/'),
      setHeaders: (reply, filePath) => {
        void reply.header('Cache-Control', cacheControlOf(filePath));
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
    const indexable = isIndexable(route);
    const entrance = onlyCarriesWhereToGo(request.url) ? page.entrances.get(route?.path ?? '') : undefined;
    const shell = page.shells.get(route?.path ?? '') ?? (indexable ? page.indexable : page.notIndexed);
    const html = indexable ? (page.prerendered.get(route.path) ?? entrance ?? shell) : shell;
    return reply
      .status(route ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);
  });
}

/** Only live public pages are for search engines: a signed-in page has nothing to show them. */
function isIndexable(route: AppRoute | undefined): route is AppRoute {
  return route?.live === true && route.guard === 'public';
}

/**
 * Whether a page's address asks for nothing beyond where to go after signing in. A sign-in page's prerendered first
 * screen is the plain form: an address with more (a link's code or error, an e-mail address to fill in, the reason
 * someone was signed out) gets the app, which shows all of it at once rather than changing the form under the reader.
 */
function onlyCarriesWhereToGo(url: string): boolean {
  const query = url.split('?')[1];
  return query === undefined || [...new URLSearchParams(query).keys()].every((name) => name === 'redirect');
}

interface WebPages {
  /** The app's shell, for routes it renders in the browser. */
  indexable: string;
  /** The shell for signed-in pages, routes not built yet and unknown paths, none of which may be indexed. */
  notIndexed: string;
  /** Prerendered HTML of public pages, by route path. */
  prerendered: ReadonlyMap<string, string>;
  /** The app's page with the first screen of a sign-in page already in it, by route path. */
  entrances: ReadonlyMap<string, string>;
  /**
   * By route path: for a live signed-in page, its guard's loading screen in the app's page; otherwise the shell
   * (indexable for a live public page, as above); either naming the scripts the app loads for the route after its
   * entry, so they download beside the entry's own (for the routes the build listed).
   */
  shells: ReadonlyMap<string, string>;
}

function loadPage(distDir: string, publicOrigin: string, clientConfig: WebClientConfig): WebPages {
  const configured = (html: string) => withClientConfig(html, clientConfig);
  const indexable = configured(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const notIndexed = withNoIndex(indexable);
  // Prerendered at build time, before the public origin was known: their canonical addresses get it now.
  const readPages = (routePaths: readonly string[]) => {
    const pages = new Map<string, string>();
    for (const routePath of routePaths) {
      const file = path.join(distDir, 'pages', prerenderedPageFile(routePath));
      if (existsSync(file)) {
        pages.set(routePath, readFileSync(file, 'utf8').replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, publicOrigin));
      }
    }
    return pages;
  };
  const prerendered = readPages(APP_ROUTES.filter(isPrerenderedRoute).map((route) => route.path));
  // A signed-in page starts as its guard's loading screen, rendered at build time (GUARDS_WITH_A_FIRST_SCREEN).
  const firstScreens = new Map<string, string>();
  for (const guard of GUARDS_WITH_A_FIRST_SCREEN) {
    const file = path.join(distDir, 'pages', signedInFirstScreenFile(guard));
    if (existsSync(file)) firstScreens.set(guard, withNoIndex(configured(readFileSync(file, 'utf8'))));
  }
  const preloads = readRoutePreloads(distDir);
  const shells = new Map<string, string>();
  for (const route of APP_ROUTES) {
    const firstScreen = route.live ? firstScreens.get(route.guard) : undefined;
    const scripts = preloads.get(route.path);
    if (firstScreen === undefined && scripts === undefined) continue;
    const shell = firstScreen ?? (isIndexable(route) ? indexable : notIndexed);
    shells.set(route.path, withModulePreloads(shell, scripts ?? []));
  }
  const entrances = new Map([...readPages(PRERENDERED_ENTRANCE_PATHS)].map(([at, html]) => [at, configured(html)]));
  return { indexable, notIndexed, prerendered, entrances, shells };
}

/**
 * The page with the app's configuration in a meta element (CLIENT_CONFIG_META, read by the web app's client-config.ts),
 * which the app reads instead of asking GET /api/v1/client-config: on a phone's connection that request was a round
 * trip every signed-in page waited for before its own requests could start. It holds nothing secret: the auth
 * service's path and the publishable key, which that route gives anyone.
 */
function withClientConfig(html: string, clientConfig: WebClientConfig): string {
  const meta = `<meta name="${CLIENT_CONFIG_META}" content="${escapeHtml(JSON.stringify(clientConfig))}">`;
  return html.replace('</head>', () => `  ${meta}\n  </head>`);
}

/** The page, telling search engines to leave it out: signed-in pages, routes not built yet and unknown paths. */
function withNoIndex(html: string): string {
  return html.replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>');
}

/** The build's list of scripts to preload, by route path; none when the build has no list. */
function readRoutePreloads(distDir: string): Map<string, readonly string[]> {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return new Map();
  const listed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, readonly string[]>;
  return new Map(Object.entries(listed));
}

/**
 * The page with a modulepreload link for each script at the end of its head. They ask for low priority so that the
 * stylesheet and the shell's own scripts, which the first paint waits for, go first, and these right behind them
 * rather than after the entry has run: on Lighthouse's phone profile the dashboard's first paint came at 3.6 s with
 * them at high priority, 2.3 s at low, 2.9 s without them.
 */
function withModulePreloads(html: string, scripts: readonly string[]): string {
  const links = scripts.map(
    (script) => `  <link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(script)}">\n  `,
  );
  return html.replace('</head>', () => `${links.join('')}</head>`);
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The build's server-render bundle (dist/ssr, see apps/web/src/prerender/render-page.tsx), when it is there. */
function loadPageRendering(distDir: string, page: WebPages, publicOrigin: string): WebPageRendering | null {
  const rendererFile = path.join(distDir, 'ssr', 'render-page.js');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(rendererFile) || !existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string } | undefined>;
  const staticPageScript = manifest['src/static-page.ts']?.file;
  if (!staticPageScript) return null;
  const shellHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // The bundle, with every page's code, is loaded when the first page is rendered here rather than at start: most
  // requests never need it, and it is several MB of memory. It still loads all its pages at once (see render-page.tsx).
  const loadRenderer = lazily(async () => {
    const module = (await import(pathToFileURL(rendererFile).href)) as PageRendererModule;
    const renderer = module.createPageRenderer(shellHtml, staticPageScript);
    await renderer.ready;
    return renderer;
  });

  return {
    async send(reply, pathWithQuery, context = {}, options = {}) {
      let rendered;
      try {
        const renderer = await loadRenderer();
        rendered = await renderer.render(pathWithQuery, { ...context, origin: publicOrigin });
      } catch (error) {
        // The app can still render the page in the browser, through the API, if what failed here recovers.
        reply.log.error({ err: error }, 'rendering a page on the server failed');
        return reply
          .status(500)
          .header('Content-Type', 'text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(page.notIndexed);
      }
      if (rendered.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
      return reply
        .status(rendered.status === 200 ? (options.status ?? 200) : rendered.status)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(rendered.html);
    },
  };
}
