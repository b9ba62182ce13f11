import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../tests/e2e/support/chromium.ts';
import { freePort, startServer } from '../tests/e2e/support/server-process.ts';
import { ensureWebAppBuilt } from '../tests/e2e/support/web-build.ts';

/**
 * Lighthouse (the npm package, its default mobile profile: a mid-range phone on a slow 4G connection, simulated)
 * against Debian's Chromium and the real server in production mode, as a visitor meets the app: the four category
 * scores, and the largest paint, the time the main thread was blocked and the layout shift of each page.
 *
 * Besides the pages as they are sent now, it measures the sign-in page as controls, on the same build: as the app's
 * empty shell (an address carrying more than `redirect` still gets it), and as it was sent before 2026-11-24, the
 * empty shell with nothing compressed (the browser asks for `Accept-Encoding: identity`).
 */

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthousePage {
  readonly label: string;
  readonly path: string;
  /** Headers the browser sends with every request of the page. */
  readonly headers?: Readonly<Record<string, string>>;
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

export async function runLighthouse(pages: readonly LighthousePage[] = LIGHTHOUSE_PAGES): Promise<LighthouseFigures[]> {
  const server = await startServer();
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const figures: LighthouseFigures[] = [];
  try {
    for (const page of pages) {
      const result = await lighthouse(
        `${server.url}${page.path}`,
        { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        { extends: 'lighthouse:default', settings: { extraHeaders: page.headers ? { ...page.headers } : null } },
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${page.path}.`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${page.path}: ${lhr.runtimeError.message}`);
      const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      figures.push({
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
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return figures;
}

export function formatLighthouse(figures: readonly LighthouseFigures[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    'Lighthouse, mobile profile (simulated slow 4G, mid-range phone), Debian Chromium, production server on PGlite',
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
  ensureWebAppBuilt();
  console.log(formatLighthouse(await runLighthouse()));
}
