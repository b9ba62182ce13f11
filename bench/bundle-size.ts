import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  APP_ROUTES,
  type AppRoute,
  isPrerenderedRoute,
  prerenderedPageFile,
  SERVER_RENDERED_PATHS,
} from '@tedi/contracts';
import { WEB_DIST_DIR } from '../tests/e2e/support/server-process.ts';
import { ensureWebAppBuilt } from '../tests/e2e/support/web-build.ts';
import {
  chunk,
  chunkKeyOfFile,
  readWebManifest,
  routePageChunkKey,
  scriptFilesOfPage,
  type WebManifest,
  withStaticImports,
} from '../tests/e2e/support/web-manifest.ts';

/**
 * The JavaScript a browser downloads before a page can be used, gzipped at level 9 (what a server compressing
 * ahead of time would send), worked out from the build: the HTML the server sends for the route, and the web
 * app's build manifest (apps/web/dist/.vite/manifest.json).
 *
 * How a route's chunks are found:
 * - The server sends a live public route its prerendered page (dist/pages/...), renders the content pages, the
 *   contact form and the sponsor pages with data (SERVER_RENDERED_PATHS) on each request from the same template (so
 *   they load the static-page script, src/static-page.ts, and nothing else), and sends any other route the app's
 *   shell (dist/index.html), as apps/server/src/platform/web-app.ts does. The module scripts and modulepreloads of
 *   that HTML are looked up in the manifest by file name.
 * - On the app's shell, the entry chunk (key index.html) holds the router, the route table, the public frame,
 *   and the not-found page. The rest is lazy, as apps/web/src/app/routes/app-routes.tsx builds it: a protected
 *   route (guard other than public) first loads the protected area (src/app/protected-area.tsx), its guard
 *   (src/app/guards/<guard>-guard.tsx) and its wrapper's layout (src/app/wrappers/<wrapper>-layout.tsx): that
 *   is the shell the platform's target is about. Then, when live, it loads its page, whose dynamic import in
 *   apps/web/src/app/routes/route-pages.ts names the page's manifest key (see routePageChunkKey).
 * Every chunk counts with all it imports statically, since the browser fetches those before running it; what a
 * page may import later (its own dynamic imports) does not count.
 */

/** 1 KB = 1,000 bytes, the stricter reading of the targets. */
const KB = 1000;

/** Budgets of the platform issue: the public landing page, and the shell of a signed-in parent page. */
const LANDING_TARGET_KB = 80;
const PROTECTED_SHELL_TARGET_KB = 150;
const LANDING_ROUTE = '/';
const PROTECTED_ROUTE = '/dashboard/parent';

const PROTECTED_AREA_KEY = 'src/app/protected-area.tsx';
const wrapperLayoutKey = (wrapper: string) => `src/app/wrappers/${wrapper}-layout.tsx`;
const guardKey = (guard: string) => `src/app/guards/${guard}-guard.tsx`;

export interface InitialJavaScript {
  readonly route: string;
  /** How the route reaches the browser, and what the figure leaves out while the route's page is not built. */
  readonly servedAs: string;
  readonly files: readonly { readonly file: string; readonly gzipBytes: number }[];
  readonly gzipBytes: number;
  /** Null for a figure given for information, with no target of its own. */
  readonly targetBytes: number | null;
}

export interface BundleReport {
  readonly landing: InitialJavaScript;
  readonly protectedShell: InitialJavaScript;
  /** The shell and the dashboard's own page: what a parent's browser fetches before the dashboard shows. */
  readonly dashboard: InitialJavaScript;
  /** Every live page of the public site (prerendered or rendered on the server), against the landing page's target. */
  readonly publicPages: readonly InitialJavaScript[];
  /**
   * The pages anyone may open that run the app itself (sign-in, onboarding, subscription, invitations: forms,
   * links from e-mails, each asking for sign-in when it needs it), so they share the app's target.
   */
  readonly appPages: readonly InitialJavaScript[];
}

const STATIC_PAGE_KEY = 'src/static-page.ts';

/** Whether a public route reaches the browser as the app's shell, rather than as a page of HTML made ahead. */
function rendersTheApp(route: AppRoute): boolean {
  const prerendered =
    isPrerenderedRoute(route) && existsSync(path.join(WEB_DIST_DIR, 'pages', prerenderedPageFile(route.path)));
  return !prerendered && !SERVER_RENDERED_PATHS.includes(route.path);
}

function findRoute(routePath: string): AppRoute {
  const route = APP_ROUTES.find((candidate) => candidate.path === routePath);
  if (!route) throw new Error(`${routePath} is not in the route table.`);
  return route;
}

/** The chunks a route loads before it is usable, and a description of how it is served. */
function initialChunks(
  manifest: WebManifest,
  route: AppRoute,
  { withPage = true }: { withPage?: boolean } = {},
): { keys: string[]; servedAs: string } {
  const prerenderedFile = path.join(WEB_DIST_DIR, 'pages', prerenderedPageFile(route.path));
  if (isPrerenderedRoute(route) && existsSync(prerenderedFile)) {
    const html = readFileSync(prerenderedFile, 'utf8');
    return {
      keys: scriptFilesOfPage(html).map((file) => chunkKeyOfFile(manifest, file)),
      servedAs: 'prerendered page',
    };
  }
  if (route.live && SERVER_RENDERED_PATHS.includes(route.path)) {
    return { keys: [STATIC_PAGE_KEY], servedAs: 'rendered on the server at each request' };
  }
  const shell = readFileSync(path.join(WEB_DIST_DIR, 'index.html'), 'utf8');
  const keys = scriptFilesOfPage(shell).map((file) => chunkKeyOfFile(manifest, file));
  if (route.guard !== 'public') keys.push(PROTECTED_AREA_KEY, guardKey(route.guard));
  if (route.wrapper !== 'none') keys.push(wrapperLayoutKey(route.wrapper));
  if (route.live && withPage) keys.push(routePageChunkKey(manifest, route.path));
  const servedAs =
    route.live && withPage
      ? 'rendered by the app'
      : 'rendered by the app; the shell alone: entry, protected area, guard and wrapper';
  return { keys, servedAs };
}

function measure(
  manifest: WebManifest,
  routePath: string,
  targetKb: number | null,
  options: { withPage?: boolean } = {},
): InitialJavaScript {
  const { keys, servedAs } = initialChunks(manifest, findRoute(routePath), options);
  const files = withStaticImports(manifest, keys)
    .map((key) => chunk(manifest, key).file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(WEB_DIST_DIR, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { route: routePath, servedAs, files, gzipBytes, targetBytes: targetKb === null ? null : targetKb * KB };
}

export function measureBundles(manifest: WebManifest = readWebManifest()): BundleReport {
  return {
    landing: measure(manifest, LANDING_ROUTE, LANDING_TARGET_KB),
    protectedShell: measure(manifest, PROTECTED_ROUTE, PROTECTED_SHELL_TARGET_KB, { withPage: false }),
    dashboard: measure(manifest, PROTECTED_ROUTE, null),
    publicPages: APP_ROUTES.filter((route) => route.live && route.guard === 'public' && !rendersTheApp(route)).map(
      (route) => measure(manifest, route.path, LANDING_TARGET_KB),
    ),
    appPages: APP_ROUTES.filter((route) => route.live && route.guard === 'public' && rendersTheApp(route)).map(
      (route) => measure(manifest, route.path, PROTECTED_SHELL_TARGET_KB),
    ),
  };
}

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** "within" or "OVER" its target, or "for information" for a figure without one. */
function verdict(figure: InitialJavaScript): string {
  if (figure.targetBytes === null) return 'for information';
  return figure.gzipBytes <= figure.targetBytes ? 'within' : 'OVER';
}

export function formatBundleReport(report: BundleReport): string {
  const section = (figure: InitialJavaScript) => [
    `  ${figure.route}: ${formatKb(figure.gzipBytes)}` +
      `${figure.targetBytes === null ? '' : ` of a ${formatKb(figure.targetBytes)} target`}, ` +
      `${verdict(figure)} (${figure.files.length} files; ${figure.servedAs})`,
    ...figure.files.map((file) => `      ${formatKb(file.gzipBytes).padStart(9)}  ${file.file}`),
  ];
  const publicPage = (figure: InitialJavaScript) =>
    `  ${figure.route.padEnd(28)} ${formatKb(figure.gzipBytes).padStart(9)}  ${verdict(figure)} (${figure.servedAs})`;
  return [
    'Initial JavaScript, gzip level 9 (1 KB = 1,000 bytes)',
    ...section(report.landing),
    ...section(report.protectedShell),
    ...section(report.dashboard),
    `Every live public page, against the ${formatKb(LANDING_TARGET_KB * KB)} target of public pages`,
    ...report.publicPages.map(publicPage),
    `Pages anyone may open that run the app, against the ${formatKb(PROTECTED_SHELL_TARGET_KB * KB)} target of the app`,
    ...report.appPages.map(publicPage),
  ].join('\n');
}

if (import.meta.main) {
  ensureWebAppBuilt();
  console.log(formatBundleReport(measureBundles()));
}
