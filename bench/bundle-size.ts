import { request } from 'node:http';
import { APP_ROUTES, type AppRoute } from '@tedi/contracts';
import {
  chunk,
  initialChunks,
  readWebManifest,
  routeDelivery,
  type WebManifest,
  withStaticImports,
} from '../apps/web/scripts/web-manifest.ts';
import { startServer } from '../tests/e2e/support/server-process.ts';
import { ensureAppBuilt } from '../tests/e2e/support/app-build.ts';

/**
 * The JavaScript a browser downloads before a page can be used, as the server sends it: the real server is started
 * (production mode, as `npm start` runs it) and every file is requested the way a browser asks for it
 * (`Accept-Encoding: br, gzip`), counting the bytes of the body that arrive, in whichever encoding the server chose.
 * Each file is requested a second time without Accept-Encoding, which gives the bytes of a server that sends
 * nothing compressed (what this server did before it sent the build's compressed copies).
 *
 * Which files a route loads is worked out from the build, as the web build itself does when it lists the scripts to
 * preload (apps/web/scripts/web-manifest.ts): the HTML the server sends for the route, and the web app's build
 * manifest (apps/web/dist/.vite/manifest.json). The shell of a protected route is its entry, protected area, guard
 * and wrapper: that is what the platform's target is about.
 */

/** 1 KB = 1,000 bytes, the stricter reading of the targets. */
const KB = 1000;

/** Budgets of the platform issue: the public landing page, and the shell of a signed-in parent page. */
const LANDING_TARGET_KB = 80;
const PROTECTED_SHELL_TARGET_KB = 150;
const LANDING_ROUTE = '/';
const PROTECTED_ROUTE = '/dashboard/parent';

/** One file as the server sent it. */
export interface SentFile {
  readonly file: string;
  /** The body's bytes as they arrived for `Accept-Encoding: br, gzip`. */
  readonly sentBytes: number;
  /** The encoding the server chose for that request ('identity' for none). */
  readonly encoding: string;
  /** The body's bytes for a request without Accept-Encoding: the file as it is. */
  readonly plainBytes: number;
}

export interface InitialJavaScript {
  readonly route: string;
  /** How the route reaches the browser, and what the figure leaves out while the route's page is not built. */
  readonly servedAs: string;
  readonly files: readonly SentFile[];
  /** What a browser downloads: the sum of the files' sent bytes. */
  readonly sentBytes: number;
  /** What a client that accepts no compression downloads. */
  readonly plainBytes: number;
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

function findRoute(routePath: string): AppRoute {
  const route = APP_ROUTES.find((candidate) => candidate.path === routePath);
  if (!route) throw new Error(`${routePath} is not in the route table.`);
  return route;
}

const SERVED_AS = {
  prerendered: 'prerendered page',
  'rendered on the server': 'rendered on the server at each request',
  app: 'rendered by the app',
} as const;

/** The chunks a route loads before it is usable, and a description of how it is served. */
function describedInitialChunks(
  manifest: WebManifest,
  route: AppRoute,
  { withPage = true }: { withPage?: boolean } = {},
): { keys: string[]; servedAs: string } {
  const { keys, delivery } = initialChunks(manifest, route, { withPage });
  const servedAs =
    delivery === 'app' && !(route.live && withPage)
      ? 'rendered by the app; the shell alone: entry, protected area, guard and wrapper'
      : SERVED_AS[delivery];
  return { keys, servedAs };
}

/** The bytes of a response body as they arrive on the connection, before any decompression. */
function bodyBytesOnTheWire(url: string, acceptEncoding: string | null): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding } });
    call.once('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}.`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.once('end', () =>
        resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }),
      );
      response.once('error', reject);
    });
    call.once('error', reject);
    call.end();
  });
}

async function requestFile(baseUrl: string, file: string): Promise<SentFile> {
  const sent = await bodyBytesOnTheWire(`${baseUrl}/${file}`, 'br, gzip');
  const plain = await bodyBytesOnTheWire(`${baseUrl}/${file}`, null);
  return { file, sentBytes: sent.bytes, encoding: sent.encoding, plainBytes: plain.bytes };
}

interface RouteFiles {
  readonly route: string;
  readonly servedAs: string;
  readonly files: readonly string[];
  readonly targetBytes: number | null;
}

function filesOfRoute(
  manifest: WebManifest,
  routePath: string,
  targetKb: number | null,
  options: { withPage?: boolean } = {},
): RouteFiles {
  const { keys, servedAs } = describedInitialChunks(manifest, findRoute(routePath), options);
  const files = withStaticImports(manifest, keys)
    .map((key) => chunk(manifest, key).file)
    .filter((file) => file.endsWith('.js'));
  return { route: routePath, servedAs, files, targetBytes: targetKb === null ? null : targetKb * KB };
}

/** Starts the real server, requests every file the routes load, and adds up what it sent for each route. */
export async function measureBundles(manifest: WebManifest = readWebManifest()): Promise<BundleReport> {
  const landing = filesOfRoute(manifest, LANDING_ROUTE, LANDING_TARGET_KB);
  const protectedShell = filesOfRoute(manifest, PROTECTED_ROUTE, PROTECTED_SHELL_TARGET_KB, { withPage: false });
  const dashboard = filesOfRoute(manifest, PROTECTED_ROUTE, null);
  const publicPages = APP_ROUTES.filter(
    (route) => route.live && route.guard === 'public' && routeDelivery(route) !== 'app',
  ).map((route) => filesOfRoute(manifest, route.path, LANDING_TARGET_KB));
  const appPages = APP_ROUTES.filter(
    (route) => route.live && route.guard === 'public' && routeDelivery(route) === 'app',
  ).map((route) => filesOfRoute(manifest, route.path, PROTECTED_SHELL_TARGET_KB));
  const everyFile = new Set(
    [landing, protectedShell, dashboard, ...publicPages, ...appPages].flatMap((route) => route.files),
  );

  const server = await startServer();
  const sent = new Map<string, SentFile>();
  try {
    // One request at a time: the figures are sizes, and this keeps the server's work out of the way of others.
    for (const file of everyFile) sent.set(file, await requestFile(server.loopbackUrl, file));
  } finally {
    await server.stop();
  }

  const measured = (route: RouteFiles): InitialJavaScript => {
    const files = route.files
      .map((file) => sent.get(file))
      .filter((file): file is SentFile => file !== undefined)
      .sort((a, b) => b.sentBytes - a.sentBytes);
    return {
      route: route.route,
      servedAs: route.servedAs,
      files,
      sentBytes: files.reduce((sum, file) => sum + file.sentBytes, 0),
      plainBytes: files.reduce((sum, file) => sum + file.plainBytes, 0),
      targetBytes: route.targetBytes,
    };
  };
  return {
    landing: measured(landing),
    protectedShell: measured(protectedShell),
    dashboard: measured(dashboard),
    publicPages: publicPages.map(measured),
    appPages: appPages.map(measured),
  };
}

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** "within" or "OVER" its target, or "for information" for a figure without one. */
function verdict(figure: InitialJavaScript): string {
  if (figure.targetBytes === null) return 'for information';
  return figure.sentBytes <= figure.targetBytes ? 'within' : 'OVER';
}

export function formatBundleReport(report: BundleReport): string {
  const section = (figure: InitialJavaScript) => [
    `  ${figure.route}: ${formatKb(figure.sentBytes)}` +
      `${figure.targetBytes === null ? '' : ` of a ${formatKb(figure.targetBytes)} target`}, ` +
      `${verdict(figure)} (${formatKb(figure.plainBytes)} uncompressed; ${figure.files.length} files; ${figure.servedAs})`,
    ...figure.files.map(
      (file) =>
        `      ${formatKb(file.sentBytes).padStart(9)} ${file.encoding.padEnd(8)} ${formatKb(file.plainBytes).padStart(9)} plain  ${file.file}`,
    ),
  ];
  const publicPage = (figure: InitialJavaScript) =>
    `  ${figure.route.padEnd(30)} ${formatKb(figure.sentBytes).padStart(9)} ` +
    `(${formatKb(figure.plainBytes)} uncompressed)  ${verdict(figure)} (${figure.servedAs})`;
  return [
    'Initial JavaScript as the server sends it to a browser accepting br and gzip (1 KB = 1,000 bytes)',
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
  ensureAppBuilt();
  console.log(formatBundleReport(await measureBundles()));
}
