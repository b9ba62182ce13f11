import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, ensureChromium } from '../tests/e2e/support/chromium.ts';
import { startModeServer } from '../tests/e2e/support/server-modes.ts';
import { freePort, startServer } from '../tests/e2e/support/server-process.ts';
import { SPEECH_STAND_IN } from '../tests/e2e/support/speech-stand-in.ts';
import { ensureAppBuilt } from '../tests/e2e/support/app-build.ts';
import { signInDemoParent, tapDemoChildPictures, trustThisDevice } from './demo-sign-in.ts';

/**
 * Lighthouse (the npm package, its default mobile profile: a mid-range phone on a slow 4G connection, simulated)
 * against Debian's Chromium and the real server in production mode, as a visitor meets the app: the four category
 * scores, and the largest paint, the time the main thread was blocked and the layout shift of each page.
 *
 * Besides the pages as they are sent now, it measures the sign-in page as controls, on the same build: as the app's
 * empty shell (an address carrying more than `redirect` still gets it), and as it was sent before 2026-11-24, the
 * empty shell with nothing compressed (the browser asks for `Accept-Encoding: identity`).
 *
 * The signed-in dashboard is measured on a second server with the demo family (development mode, which seeds it):
 * the demo parent signs in through the sign-in page in the same browser profile first, and Lighthouse keeps that
 * profile's storage, where the session is, instead of clearing it as it does for the other pages; the browser's
 * cache and the service worker with its caches are removed after the sign-in, so the page's files are downloaded as
 * on a first visit. Its SEO score is low by design: signed-in pages tell search engines not to index them. The
 * child's board is measured the same way, after the demo parent trusts the browser and Ollie signs in with his
 * pictures.
 */

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthousePage {
  readonly label: string;
  readonly path: string;
  /** Headers the browser sends with every request of the page. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Measured signed in as the demo parent, or as the demo child on a device the parent trusted, on the demo server. */
  readonly signedIn?: 'parent' | 'child';
}

export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { label: 'home page /', path: '/' },
  { label: 'sign-in /auth', path: '/auth' },
  { label: 'register /register', path: '/register' },
  { label: 'sign-in as the empty shell, compressed', path: '/auth?sent=shell' },
  {
    label: 'sign-in as sent before: empty shell, uncompressed',
    path: '/auth?sent=as-before',
    headers: { 'Accept-Encoding': 'identity' },
  },
  { label: 'signed-in dashboard /dashboard/parent', path: '/dashboard/parent', signedIn: 'parent' },
  { label: "the child's board /child?talk=1, signed in as the child", path: '/child?talk=1', signedIn: 'child' },
];

export interface LighthouseFigures {
  readonly label: string;
  readonly path: string;
  /** 0 to 100 per category. */
  readonly scores: Readonly<Record<(typeof CATEGORIES)[number], number>>;
  readonly firstPaintMs: number;
  readonly largestPaintMs: number;
  readonly totalBlockingTimeMs: number;
  readonly layoutShift: number;
  /** Bytes the page downloaded, as Lighthouse counts them (compressed where they were sent so). */
  readonly transferredBytes: number;
}

function numeric(audits: Record<string, { numericValue?: number } | undefined>, id: string): number {
  const value = audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id}.`);
  return value;
}

/**
 * A browser of its own for each page, listening for Lighthouse on a free port. Lighthouse opens its tab in the
 * browser's default profile: for a signed-in page that is a profile on disk where the demo parent has signed in.
 */
async function openBrowserFor(
  page: LighthousePage,
  demoUrl: string | null,
): Promise<{ port: number; close(): Promise<void> }> {
  const port = await freePort();
  const args = [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`];
  if (!page.signedIn) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, headless: true, args });
    return { port, close: () => browser.close() };
  }
  if (demoUrl === null) throw new Error('A signed-in page needs the demo server.');
  const profile = await mkdtemp(path.join(tmpdir(), 'tedi-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_EXECUTABLE,
    headless: true,
    args,
  });
  const close = async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  };
  try {
    if (page.signedIn === 'parent') {
      await signInDemoParent(context, demoUrl);
    } else {
      // The board speaks as on a device with a voice (headless Chromium has none, and the board would say so).
      await context.addInitScript(SPEECH_STAND_IN);
      const tab = await context.newPage();
      await trustThisDevice(context, tab, demoUrl);
      await tapDemoChildPictures(tab);
      await tab.waitForURL((url) => url.pathname === '/child');
      await tab.close();
    }
    // Measured as a first visit: no file kept by the browser's cache or the service worker, which is unregistered;
    // the storage where the session (and the trusted device) are stays.
    const tab = await context.newPage();
    const devtools = await context.newCDPSession(tab);
    await devtools.send('Storage.clearDataForOrigin', {
      origin: new URL(demoUrl).origin,
      storageTypes: 'cache_storage,service_workers',
    });
    await devtools.send('Network.clearBrowserCache');
    await tab.close();
  } catch (error) {
    await close();
    throw error;
  }
  return { port, close };
}

/** How many times a page is tried: on a busy machine Lighthouse sometimes loses the page's start (NO_NAVSTART). */
const ATTEMPTS = 2;

export interface LighthouseOptions {
  /** Where to keep each page's whole report (JSON), if anywhere. */
  readonly reportsDir?: string | null;
  /**
   * Slow the connection and the CPU for real while the page loads (Lighthouse's `devtools` throttling), instead of
   * simulating the slow phone from a fast load (its default): slower to run and noisier, but it measures what the
   * page really does on such a phone, which the simulation only estimates.
   */
  readonly applied?: boolean;
}

export async function runLighthouse(
  pages: readonly LighthousePage[] = LIGHTHOUSE_PAGES,
  { reportsDir = null, applied = false }: LighthouseOptions = {},
): Promise<LighthouseFigures[]> {
  const server = await startServer();
  const demo = pages.some((page) => page.signedIn) ? await startModeServer('demo', 'lighthouse demo server') : null;
  const figures: LighthouseFigures[] = [];
  try {
    for (const page of pages) {
      const baseUrl = page.signedIn && demo ? demo.shared.url : server.url;
      for (let attempt = 1; ; attempt += 1) {
        try {
          figures.push(await measurePage(page, baseUrl, demo?.shared.url ?? null, { reportsDir, applied }));
          break;
        } catch (error) {
          if (!(error instanceof LighthouseRuntimeError) || attempt >= ATTEMPTS) throw error;
          console.warn(`${error.message}; trying again`);
        }
      }
    }
  } finally {
    await demo?.stop();
    await server.stop();
  }
  return figures;
}

/** Lighthouse ran but could not measure the page. */
class LighthouseRuntimeError extends Error {}

async function measurePage(
  page: LighthousePage,
  baseUrl: string,
  demoUrl: string | null,
  { reportsDir, applied }: Required<LighthouseOptions>,
): Promise<LighthouseFigures> {
  const browser = await openBrowserFor(page, demoUrl);
  let result;
  try {
    result = await lighthouse(
      `${baseUrl}${page.path}`,
      { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      {
        extends: 'lighthouse:default',
        settings: {
          extraHeaders: page.headers ? { ...page.headers } : null,
          // The session is in the profile's storage, which Lighthouse would otherwise clear first.
          disableStorageReset: page.signedIn !== undefined,
          ...(applied ? { throttlingMethod: 'devtools' as const } : {}),
        },
      },
    );
  } finally {
    await browser.close();
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${page.path}.`);
  const { lhr } = result;
  if (reportsDir !== null) {
    await mkdir(reportsDir, { recursive: true });
    const name = page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    await writeFile(path.join(reportsDir, `${name}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    throw new LighthouseRuntimeError(`Lighthouse could not measure ${page.path}: ${lhr.runtimeError.message}`);
  }
  const ended = new URL(lhr.finalDisplayedUrl);
  if (page.signedIn && `${ended.pathname}${ended.search}` !== page.path) {
    throw new Error(`${page.path} ended at ${lhr.finalDisplayedUrl}: the demo ${page.signedIn} was not signed in.`);
  }
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    label: page.label,
    path: page.path,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    firstPaintMs: numeric(lhr.audits, 'first-contentful-paint'),
    largestPaintMs: numeric(lhr.audits, 'largest-contentful-paint'),
    totalBlockingTimeMs: numeric(lhr.audits, 'total-blocking-time'),
    layoutShift: numeric(lhr.audits, 'cumulative-layout-shift'),
    transferredBytes: numeric(lhr.audits, 'total-byte-weight'),
  };
}

export function formatLighthouse(figures: readonly LighthouseFigures[], applied = false): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const throttling = applied ? 'slow 4G and a 4x slower CPU applied' : 'simulated slow 4G, mid-range phone';
  return [
    `Lighthouse, mobile profile (${throttling}), Debian Chromium, production server on PGlite ` +
      '(signed-in pages: the demo server, development mode)',
    ...figures.map(
      (figure) =>
        `  ${figure.label}\n` +
        `      performance ${figure.scores.performance}, accessibility ${figure.scores.accessibility}, ` +
        `best practices ${figure.scores['best-practices']}, SEO ${figure.scores.seo}; ` +
        `FCP ${seconds(figure.firstPaintMs)}, LCP ${seconds(figure.largestPaintMs)}, ` +
        `TBT ${Math.round(figure.totalBlockingTimeMs)} ms, CLS ${figure.layoutShift.toFixed(3)}, ` +
        `${(figure.transferredBytes / 1000).toFixed(1)} KB transferred`,
    ),
  ].join('\n');
}

if (import.meta.main) {
  // --only <path> (repeatable) measures those pages alone; --reports <folder> keeps each page's whole report;
  // --applied slows the connection and the CPU for real instead of simulating it.
  const { values } = parseArgs({
    options: {
      only: { type: 'string', multiple: true },
      reports: { type: 'string' },
      applied: { type: 'boolean', default: false },
    },
  });
  const only = values.only ?? [];
  const pages = only.length === 0 ? LIGHTHOUSE_PAGES : LIGHTHOUSE_PAGES.filter((page) => only.includes(page.path));
  if (pages.length === 0) throw new Error(`No page of the benchmark is at ${only.join(', ')}.`);
  ensureChromium();
  ensureAppBuilt();
  const figures = await runLighthouse(pages, { reportsDir: values.reports ?? null, applied: values.applied });
  console.log(formatLighthouse(figures, values.applied));
}
