import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { documentNotFoundError, openPageRenderedByTheApp } from './support/app-pages.ts';
import { baseUrl, expectBrowserErrors, newPage, openBrowser } from './support/browser.ts';

/** Seeded at every start (apps/server/src/modules/content/seed). */
const GUIDE = { path: '/guides/dla-for-children', title: /Disability Living Allowance for children/ };
const ARTICLE = { path: '/resources/articles/social-stories', title: /Preparing your child with social stories/ };
const BLOG_POST = { path: '/resources/blog/ehcp-appeal-time-limits', title: /Appealing an EHCP decision/ };

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser.close();
});

function mainHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

async function canonicalOf(page: Page): Promise<string | null> {
  return page.locator('link[rel="canonical"]').getAttribute('href');
}

describe('content listings', () => {
  test.each([
    { path: '/guides', heading: 'Guides', canonical: '/guides' },
    { path: '/resources/guides', heading: 'Guides', canonical: '/guides' },
    { path: '/resources/articles', heading: 'Articles', canonical: '/resources/articles' },
    { path: '/resources/blog', heading: 'Blog', canonical: '/resources/blog' },
  ])('$path lists its items with topics and a search form, accessibly', async ({ path, heading, canonical }) => {
    const page = await newPage(browser);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect.poll(() => mainHeading(page).innerText()).toBe(heading);
    expect(
      await page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 }).count(),
    ).toBeGreaterThan(1);
    await page.getByRole('searchbox').waitFor();
    await page.getByRole('navigation', { name: 'Topics' }).waitFor();
    expect(new URL((await canonicalOf(page)) ?? '').pathname).toBe(canonical);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toMatch(/Tedi/);
    await expectNoAxeViolations(page);
  });

  test('searching finds the guide that answers the question, without JavaScript', async () => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto('/guides');
    await page.getByRole('searchbox', { name: 'Search guides' }).fill('assessment request');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=assessment/);
    // (axe runs scripts in the page, so pages opened without JavaScript are checked in the other tests.)
    await page.getByRole('link', { name: 'How to request an EHC needs assessment' }).waitFor();
  });

  test('a topic shows only the items on it', async () => {
    const page = await newPage(browser);
    await page.goto('/resources/articles');
    await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: /^DLA/ }).click();
    await page.waitForURL(/tag=DLA/);
    const titles = await page
      .getByRole('main')
      .getByRole('listitem')
      .getByRole('heading', { level: 3 })
      .allInnerTexts();
    expect(titles).toEqual([expect.stringMatching(/DLA form/)]);
    await expectNoAxeViolations(page);
  });
});

describe('content items', () => {
  test.each([GUIDE, ARTICLE, BLOG_POST])('$path shows the item and related reading, accessibly', async (item) => {
    const page = await newPage(browser);
    const response = await page.goto(item.path);
    expect(response?.status()).toBe(200);
    expect(await mainHeading(page).innerText()).toMatch(item.title);
    expect(await page.title()).toMatch(item.title);
    expect(new URL((await canonicalOf(page)) ?? '').pathname).toBe(item.path);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    await page.getByRole('heading', { name: 'Related reading' }).waitFor();
    await expectNoAxeViolations(page);
  });

  test('a guide can be read with JavaScript turned off, rates and all', async () => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(GUIDE.path);
    const main = page.getByRole('main');
    expect(await main.innerText()).toContain('£114.60');
    expect(await main.innerText()).toMatch(/check the current rates on GOV\.UK/i);
    await main.getByRole('table').waitFor();
  });

  test('the second address of a guide shows it and names /guides as its one address', async () => {
    const page = await newPage(browser);
    const response = await page.goto('/resources/guides/hospital-passport');
    expect(response?.status()).toBe(200);
    expect(await mainHeading(page).innerText()).toMatch(/Hospital passports/);
    expect(new URL((await canonicalOf(page)) ?? '').pathname).toBe('/guides/hospital-passport');
  });

  test('an unknown slug answers 404 with a page that says so and leads back to the guides', async () => {
    const page = await newPage(browser);
    expectBrowserErrors(page, documentNotFoundError('/guides/no-such-guide'));
    const response = await page.goto('/guides/no-such-guide');
    expect(response?.status()).toBe(404);
    expect(await mainHeading(page).innerText()).toMatch(/can't find that guide/i);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('link', { name: 'See all guides' }).click();
    await page.waitForURL(/\/guides$/);
    await expectNoAxeViolations(page);
  });

  test('in the app, following a link to the guides loads them through the API', async () => {
    const page = await newPage(browser);
    await openPageRenderedByTheApp(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides' }).click();
    await expect.poll(() => mainHeading(page).innerText()).toBe('Guides');
    await page.getByRole('link', { name: /The EHCP process and its deadlines/ }).click();
    await expect.poll(() => mainHeading(page).innerText()).toMatch(/The EHCP process and its deadlines/);
    expect(await page.title()).toMatch(/EHCP process/);
    await expectNoAxeViolations(page);
  });
});

describe('files for crawlers and feed readers', () => {
  test.each([
    { path: '/robots.txt', type: 'text/plain; charset=utf-8', holds: 'Disallow: /dashboard' },
    { path: '/sitemap.xml', type: 'application/xml; charset=utf-8', holds: '/guides/dla-for-children</loc>' },
    { path: '/resources/blog/rss.xml', type: 'application/rss+xml; charset=utf-8', holds: '<rss version="2.0"' },
  ])('$path answers as $type', async ({ path, type, holds }) => {
    const response = await fetch(`${baseUrl()}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(await response.text()).toContain(holds);
  });
});
