import { APP_ROUTES } from '@tedi/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PARENT, DEMO_PASSWORD, landedOnDashboard, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { expectBrowserErrors, newPage, openBrowser, PHONE_CONTEXT, sidewaysOverflow } from './support/browser.ts';
import { documentNotFoundError, homeLink, UNKNOWN_ADDRESS } from './support/app-pages.ts';
import { landingPageHeading } from './support/landing-page.ts';
import type { SharedServer } from './support/server-modes.ts';
import { e2eServer } from './support/servers.ts';

/** A heading saying the page can't be found, in any of the usual phrasings. */
const NOT_FOUND_HEADING =
  /can(?:no|')t (?:be )?find|can(?:no|')t be found|could(?:n't| not) (?:be )?f(?:ou|i)nd|not found/i;

let browser: Browser;
let demo: SharedServer;
beforeAll(async () => {
  [browser, demo] = await Promise.all([openBrowser(), e2eServer('demo')]);
});
afterAll(async () => {
  await browser?.close();
});

async function expectNotFoundPage(page: Page): Promise<void> {
  // The loading screen's heading comes first while the sign-in is checked: wait for the page's own.
  await page.getByRole('main').getByRole('heading', { level: 1, name: NOT_FOUND_HEADING }).waitFor();
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

  test('a signed-in parent who follows an old link to a part of Tedi not built yet stays in the app', async () => {
    // A parent route not built yet with the parent-styled wrapper, and one without.
    const candidates = APP_ROUTES.filter(
      (route) => !route.live && route.guard === 'parent' && !route.path.includes(':'),
    );
    const unbuilt = (['parent', 'none'] as const).flatMap((wrapper) => {
      const route = candidates.find((candidate) => candidate.wrapper === wrapper);
      return route ? [route] : [];
    });
    expect(unbuilt.length, 'parent routes not built yet').toBeGreaterThan(0);
    const page = await newPage(browser, { ...PHONE_CONTEXT, baseURL: demo.url });
    await signIn(page, DEMO_PARENT, DEMO_PASSWORD);
    await landedOnDashboard(page);
    for (const { path } of unbuilt) {
      await page.goto(path);
      await expectNotFoundPage(page);
      expect(await page.getByRole('navigation', { name: 'Parent' }).count(), path).toBe(1);
      expect(await page.getByRole('link', { name: 'Create your account' }).count(), path).toBe(0);
      expect(new URL(page.url()).pathname, 'the address stays as typed').toBe(path);
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Go to your dashboard' }).click();
    await landedOnDashboard(page);

    // A visitor who isn't signed in sees the public site's page at the same address.
    const visitor = await newPage(browser, { baseURL: demo.url });
    await visitor.goto(unbuilt[0]!.path);
    await expectNotFoundPage(visitor);
    expect(await visitor.getByRole('navigation', { name: 'Parent' }).count()).toBe(0);
    await homeLink(visitor).waitFor();
  });

  test('the child area, built or not, sends a visitor who is not signed in to /child/login', async () => {
    const page = await newPage(browser);
    for (const path of ['/child/profile', '/child/games']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/child/login');
      await page.getByRole('button', { name: 'Please ask a grown-up to set up this device.' }).waitFor();
    }
    await page.getByRole('link', { name: 'I’m a grown-up: sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
  });
});
