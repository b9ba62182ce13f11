import { APP_ROUTES } from '@tedi/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { expectBrowserErrors, newPage, openBrowser } from './support/browser.ts';
import { documentNotFoundError, homeLink, UNKNOWN_ADDRESS } from './support/app-pages.ts';
import { landingPageHeading } from './support/landing-page.ts';

/** A heading saying the page can't be found, in any of the usual phrasings. */
const NOT_FOUND_HEADING =
  /can(?:no|')t (?:be )?find|can(?:no|')t be found|could(?:n't| not) (?:be )?f(?:ou|i)nd|not found/i;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function expectNotFoundPage(page: Page): Promise<void> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await heading.waitFor({ state: 'visible' });
  expect(await heading.innerText()).toMatch(NOT_FOUND_HEADING);
}

/** A route of the spec whose page is not built yet, preferably behind a sign-in, where a wrong guess costs most. */
function routeNotBuiltYet(): string {
  const candidates = APP_ROUTES.filter((route) => !route.live && !route.path.includes(':'));
  const route = candidates.find((candidate) => candidate.guard === 'parent') ?? candidates[0];
  if (!route) throw new Error('Every route of the spec is live: this journey has nothing left to check and can go.');
  return route.path;
}

describe('addresses without a page', () => {
  test('an unknown address answers 404 and shows the not-found page, whose link goes home', async () => {
    const page = await newPage(browser);
    // The browser reports the page's own 404 status in the console; that status is the point here.
    expectBrowserErrors(page, documentNotFoundError(UNKNOWN_ADDRESS));
    const response = await page.goto(UNKNOWN_ADDRESS);
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
    expect(await page.title()).toMatch(/Tedi/);
    await expectNoAxeViolations(page);

    await homeLink(page).click();
    await page.waitForURL((url) => url.pathname === '/');
    await landingPageHeading(page).waitFor({ state: 'visible' });
    expect(await landingPageHeading(page).innerText()).not.toMatch(NOT_FOUND_HEADING);
    await expectNoAxeViolations(page);
  });

  test('a route of the spec that is not built yet answers 200, shows the not-found page and is kept out of search engines', async () => {
    const path = routeNotBuiltYet();
    const page = await newPage(browser);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectNotFoundPage(page);
    expect(new URL(page.url()).pathname, 'the address stays as typed').toBe(path);
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
    expect(robots.length, 'the page tells search engines what to do').toBeGreaterThan(0);
    for (const content of robots) expect(content).toMatch(/noindex/);
    await expectNoAxeViolations(page);
  });
});
