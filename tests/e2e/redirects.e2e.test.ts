import { APP_REDIRECTS } from '@tedi/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser } from './support/browser.ts';
import { openPageRenderedByTheApp } from './support/app-pages.ts';
import type { SharedServer } from './support/server-modes.ts';
import { e2eServer } from './support/servers.ts';

declare global {
  interface Window {
    /** Set before an in-app navigation; still there afterwards only if the page was not reloaded. */
    samePageMarker?: string;
  }
}

// The redirects lead to parent pages, which ask a signed-out visitor to sign in: the demo server, whose client
// configuration points back at itself, so the sign-in page can start.
let browser: Browser;
let server: SharedServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), e2eServer('demo')]);
});
afterAll(async () => {
  await browser?.close();
});

function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * The redirect target is where the visitor is sent. The targets are parent pages, so a signed-out visitor is then
 * asked to sign in, with the target remembered as where to go afterwards; nothing sends them anywhere else.
 */
async function expectToSettleAt(page: Page, target: string): Promise<void> {
  const signInFor = (url: URL) => url.pathname === '/auth' && url.searchParams.get('redirect') === target;
  await page.waitForURL((url) => signInFor(url));
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  expect(signInFor(new URL(page.url())), pathAndQuery(page)).toBe(true);
}

describe('redirects of the spec', () => {
  test.each(APP_REDIRECTS)('opening $from lands on $to', async ({ from, to }) => {
    const page = await newPage(browser, { baseURL: server.url });
    const response = await page.goto(from);
    const redirectedFrom = response?.request().redirectedFrom();
    expect(redirectedFrom?.url(), 'the server redirected the request').toMatch(new RegExp(`${from}$`));
    expect((await redirectedFrom?.response())?.status()).toBe(302);
    await expectToSettleAt(page, to);
    await expectNoAxeViolations(page);
  });

  test.each(APP_REDIRECTS)('following $from inside the app lands on $to without reloading', async ({ from, to }) => {
    const page = await newPage(browser, { baseURL: server.url });
    await openPageRenderedByTheApp(page);
    await expectNoAxeViolations(page);
    // A navigation the app's router handles itself, as a link inside the app would.
    await page.evaluate((path) => {
      window.samePageMarker = 'still here';
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, from);
    await expectToSettleAt(page, to);
    expect(await page.evaluate(() => window.samePageMarker), 'the page was not reloaded').toBe('still here');
    await expectNoAxeViolations(page);
  });
});
