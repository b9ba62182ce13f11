import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './chromium.ts';

/** Each call gets its own browser process with a temporary profile that Playwright removes on close. */
export function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, headless: true, args: CHROMIUM_ARGS });
}

/** The address of the shared production server, where pages open unless given another baseURL. */
export function baseUrl(): string {
  return inject('productionServer').url;
}

interface BrowserProblems {
  readonly seen: string[];
  readonly expected: RegExp[];
}

const problemsByPage = new WeakMap<Page, BrowserProblems>();

/**
 * A page in a fresh browser context (no cookies or storage shared with other tests) whose console errors and
 * uncaught exceptions fail the current test when it finishes, unless the test declared them with
 * `expectBrowserErrors`. The context is closed when the test finishes.
 */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    // The service worker would answer requests the journeys watch or hold back; the offline journey allows it.
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  const problems: BrowserProblems = { seen: [], expected: [] };
  problemsByPage.set(page, problems);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    problems.seen.push(`console error: ${message.text()}${url ? ` (at ${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => {
    problems.seen.push(`uncaught exception: ${error.name}: ${error.message}`);
  });
  onTestFinished(async () => {
    await context.close();
    const unexpected = problems.seen.filter((problem) => !problems.expected.some((pattern) => pattern.test(problem)));
    expect(unexpected, 'the browser reported errors').toEqual([]);
  });
  return page;
}

/** Declares errors the current test provokes on purpose (matched against the recorded error text). */
export function expectBrowserErrors(page: Page, ...patterns: RegExp[]): void {
  const problems = problemsByPage.get(page);
  if (!problems) throw new Error('expectBrowserErrors needs a page made by newPage');
  problems.expected.push(...patterns);
}

/** A phone's screen, 360 px wide, for checking that a page fits without scrolling sideways. */
export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
};

/** How many pixels the page is wider than its window (0 or less: it fits). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}
