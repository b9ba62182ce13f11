import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AppRoute,
  isPrerenderedRoute,
  prerenderedPageFile,
  PRERENDERED_ENTRANCE_PATHS,
  SERVER_RENDERED_PATHS,
} from '@tedi/contracts';

/**
 * Which built files a route of the web app loads, worked out from the build: the HTML the server sends for the route
 * and Vite's build manifest (dist/.vite/manifest.json). The build (scripts/route-preloads.ts), the bundle benchmark
 * and the browser journeys all read it here, so they agree on what a page downloads.
 *
 * - The server sends a live public route its prerendered page (dist/pages/...), renders the content pages, the
 *   contact form and the sponsor pages with data (SERVER_RENDERED_PATHS) on each request from the same template (so
 *   they load the static-page script, src/static-page.ts, and nothing else), and sends any other route the app's
 *   shell (dist/index.html), as apps/server/src/platform/web-app.ts does. The module scripts and modulepreloads of
 *   that HTML are looked up in the manifest by file name.
 * - On the app's shell, the entry chunk (key index.html) holds the router, the route table, the public frame,
 *   and the not-found page. The rest is lazy, as src/app/routes/app-routes.tsx builds it: a live protected route
 *   (guard other than public) first loads the protected area (src/app/protected-area.tsx), its guard
 *   (src/app/guards/<guard>-guard.tsx) and its wrapper's layout (src/app/wrappers/<wrapper>-layout.tsx), then its
 *   page, whose dynamic import in src/app/routes/route-pages.ts names the page's manifest key (see
 *   routePageChunkKey). A route that is not live shows the entry's not-found page and loads nothing more.
 * Every chunk counts with all it imports statically, since the browser fetches those before running it; what a page
 * may import later (its own dynamic imports) does not count.
 */

/** One chunk of Vite's build manifest, keyed by its source path. */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  /** Keys of the chunks this one imports statically: the browser fetches them before running it. */
  readonly imports?: readonly string[];
  /** Keys of the chunks this one may import later. */
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

export type WebManifest = Readonly<Record<string, ManifestChunk>>;

const WEB_APP_DIR = fileURLToPath(new URL('..', import.meta.url));
/** Where `npm run build` puts the web app. */
export const WEB_DIST_DIR = path.join(WEB_APP_DIR, 'dist');
const ROUTE_PAGES_SOURCE = path.join(WEB_APP_DIR, 'src/app/routes/route-pages.ts');

/** Vite keys the app's entry by its HTML page; the chunk holds the router, the route table and the global screens. */
export const APP_ENTRY_KEY = 'index.html';
export const STATIC_PAGE_KEY = 'src/static-page.ts';
export const PROTECTED_AREA_KEY = 'src/app/protected-area.tsx';
export const guardKey = (guard: string): string => `src/app/guards/${guard}-guard.tsx`;
export const wrapperLayoutKey = (wrapper: string): string => `src/app/wrappers/${wrapper}-layout.tsx`;

export function readWebManifest(distDir: string = WEB_DIST_DIR): WebManifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as WebManifest;
}

export function chunk(manifest: WebManifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`The web manifest has no chunk ${key}.`);
  return found;
}

/** The given chunks and everything they import statically, transitively: what the browser fetches with them. */
export function withStaticImports(manifest: WebManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk(manifest, key).imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/**
 * The source of a live route's page, as Vite keys it in the manifest. The web app lazy-loads each page with a
 * dynamic import written in src/app/routes/route-pages.ts as `'<route path>': () => import('<relative source>')`;
 * Vite keys a dynamically imported module by its source path relative to apps/web, so the import's path, resolved
 * from that file, is the key.
 */
export function routePageSourceKey(routePath: string): string {
  const source = readFileSync(ROUTE_PAGES_SOURCE, 'utf8');
  const quotedPath = routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const declaration = new RegExp(`['"]${quotedPath}['"]\\s*:\\s*\\(\\)\\s*=>\\s*import\\(\\s*['"]([^'"]+)['"]`).exec(
    source,
  );
  if (!declaration?.[1]) {
    throw new Error(`No lazy page for ${routePath} in ${path.relative(WEB_APP_DIR, ROUTE_PAGES_SOURCE)}.`);
  }
  const absolute = path.resolve(path.dirname(ROUTE_PAGES_SOURCE), declaration[1]);
  return path.relative(WEB_APP_DIR, absolute).split(path.sep).join('/');
}

/** The manifest key of the page chunk of a live route (see routePageSourceKey). */
export function routePageChunkKey(manifest: WebManifest, routePath: string): string {
  const key = routePageSourceKey(routePath);
  if (!chunk(manifest, key).isDynamicEntry) {
    throw new Error(`The page of ${routePath} (${key}) is not a lazily loaded chunk.`);
  }
  return key;
}

/** The URL path (e.g. /assets/landing-page-abc123.js) at which the server serves a chunk. */
export function chunkUrlPath(manifest: WebManifest, key: string): string {
  return `/${chunk(manifest, key).file}`;
}

/** The manifest key of the chunk built into a file such as assets/app-abc123.js. */
export function chunkKeyOfFile(manifest: WebManifest, file: string): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.file === file);
  if (!key) throw new Error(`No chunk of the web manifest is built into ${file}.`);
  return key;
}

/** The JavaScript files (e.g. assets/app-abc123.js) an HTML page loads by itself: module scripts and preloads. */
export function scriptFilesOfPage(html: string): string[] {
  const references = html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g);
  return [...new Set([...references].map((reference) => reference[1] as string))];
}

/** How the server sends a route's page. */
export type RouteDelivery = 'prerendered' | 'rendered on the server' | 'app';

export function routeDelivery(route: AppRoute, distDir: string = WEB_DIST_DIR): RouteDelivery {
  if (isPrerenderedRoute(route) && existsSync(path.join(distDir, 'pages', prerenderedPageFile(route.path)))) {
    return 'prerendered';
  }
  if (route.live && SERVER_RENDERED_PATHS.includes(route.path)) return 'rendered on the server';
  return 'app';
}

/** The chunks the HTML itself names, found by file name in the manifest. */
function chunksOfPage(manifest: WebManifest, html: string): string[] {
  return scriptFilesOfPage(html).map((file) => chunkKeyOfFile(manifest, file));
}

/** The chunks the app's shell (dist/index.html) names: the entry and its static imports. */
export function shellChunks(manifest: WebManifest, distDir: string = WEB_DIST_DIR): string[] {
  return chunksOfPage(manifest, readFileSync(path.join(distDir, 'index.html'), 'utf8'));
}

/**
 * The chunks the router loads for a route once the app's entry runs: for a live route, the protected area and its
 * guard (unless public), its wrapper's layout (unless none), and, `withPage`, its page.
 */
export function lazyRouteChunks(
  manifest: WebManifest,
  route: AppRoute,
  { withPage = true }: { withPage?: boolean } = {},
): string[] {
  if (!route.live) return [];
  const keys: string[] = [];
  if (route.guard !== 'public') keys.push(PROTECTED_AREA_KEY, guardKey(route.guard));
  if (route.wrapper !== 'none') keys.push(wrapperLayoutKey(route.wrapper));
  if (withPage) keys.push(routePageChunkKey(manifest, route.path));
  return keys;
}

/** The chunks a route loads before it is usable (each without its static imports), and how it is sent. */
export function initialChunks(
  manifest: WebManifest,
  route: AppRoute,
  { distDir = WEB_DIST_DIR, withPage = true }: { distDir?: string; withPage?: boolean } = {},
): { keys: string[]; delivery: RouteDelivery } {
  const delivery = routeDelivery(route, distDir);
  switch (delivery) {
    case 'prerendered': {
      const html = readFileSync(path.join(distDir, 'pages', prerenderedPageFile(route.path)), 'utf8');
      return { keys: chunksOfPage(manifest, html), delivery };
    }
    case 'rendered on the server':
      return { keys: [STATIC_PAGE_KEY], delivery };
    case 'app':
      return { keys: [...shellChunks(manifest, distDir), ...lazyRouteChunks(manifest, route, { withPage })], delivery };
  }
}

/**
 * The scripts (URL paths such as /assets/parent-dashboard-page-abc123.js) a route sent as the app's shell loads after
 * the shell's own: its lazy chunks with their static imports, less what the shell already names. None for a route
 * sent otherwise, and none for the sign-in pages, whose prerendered first screen leaves even the shell's preloads
 * out so the stylesheet has the connection to itself (src/prerender/page-document.ts).
 */
export function routePreloadPaths(manifest: WebManifest, route: AppRoute, distDir: string = WEB_DIST_DIR): string[] {
  if (routeDelivery(route, distDir) !== 'app' || PRERENDERED_ENTRANCE_PATHS.includes(route.path)) return [];
  const inShell = new Set(withStaticImports(manifest, shellChunks(manifest, distDir)));
  return withStaticImports(manifest, lazyRouteChunks(manifest, route))
    .filter((key) => !inShell.has(key) && chunk(manifest, key).file.endsWith('.js'))
    .map((key) => chunkUrlPath(manifest, key));
}
