import type { Locator, Page } from 'playwright-core';
import { expectBrowserErrors } from './browser.ts';

/** An address no route of the spec matches. */
export const UNKNOWN_ADDRESS = '/this-does-not-exist';

/** The console error Chromium reports when the document itself answers 404, which is correct for `path`. */
export function documentNotFoundError(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`status of 404 \\(Not Found\\) \\(at http://[^/]+${escaped}:`);
}

/**
 * Opens a page that the app renders in the browser: the not-found page of an unknown address. (Public pages
 * arrive prerendered, without the app.) From here, links are followed by the app's router, which downloads the
 * next page's code on demand.
 */
export async function openPageRenderedByTheApp(page: Page): Promise<void> {
  expectBrowserErrors(page, documentNotFoundError(UNKNOWN_ADDRESS));
  await page.goto(UNKNOWN_ADDRESS);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
}

/** The not-found page's link back to the home page. */
export function homeLink(page: Page): Locator {
  return page.getByRole('main').getByRole('link', { name: /home/i });
}
