import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { SCREENSHOT_SIZE, TUTORIALS } from '../../apps/web/src/features/public-site/content/tutorials.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser } from './support/browser.ts';
import { REPOSITORY_ROOT } from './support/server-process.ts';

/**
 * The tutorials (/tutorials and /visual-tutorials) on the production server, and their screenshots in
 * apps/web/public/screens, which `npm run screens:record` takes from the real app.
 */

const SCREENS_DIR = path.join(REPOSITORY_ROOT, 'apps/web/public/screens');
/** The pictures together stay light enough for a phone on a weak signal to page through. */
const TOTAL_BYTES_LIMIT = 1_600_000;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the tutorials’ screenshots', () => {
  test('every screenshot the tutorials name is there, and nothing else', async () => {
    const named = TUTORIALS.flatMap((tutorial) => tutorial.steps.flatMap((step) => step.screenshot?.file ?? []));
    const present = (await readdir(SCREENS_DIR)).filter((file) => file.endsWith('.jpg'));
    expect(present.toSorted()).toEqual(named.toSorted());
    let total = 0;
    for (const file of present) total += (await stat(path.join(SCREENS_DIR, file))).size;
    expect(total, 'bytes of all the screenshots').toBeLessThan(TOTAL_BYTES_LIMIT);
  });
});

describe('the tutorial pages', () => {
  test('/tutorials has every tutorial in words, its pictures load, and axe finds nothing', async () => {
    const page = await newPage(browser);
    const response = await page.goto('/tutorials');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Tutorials – Tedi');
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(
      '/tutorials',
    );
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/screens\/.+\.jpg$/);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'On this page',
      ...TUTORIALS.map((tutorial) => tutorial.title),
    ]);
    for (const tutorial of TUTORIALS) {
      expect(await page.locator(`section#${tutorial.id}`).count(), tutorial.id).toBe(1);
    }
    const images = main.getByRole('img');
    expect(await images.count()).toBe(
      TUTORIALS.flatMap((tutorial) => tutorial.steps.filter((s) => s.screenshot)).length,
    );
    for (const image of await images.all()) {
      expect(await image.getAttribute('loading')).toBe('lazy');
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBe(SCREENSHOT_SIZE.width);
    }
    await expectNoAxeViolations(page);

    // The footer and the support page lead here.
    await page.goto('/support');
    await page.getByRole('main').getByRole('link', { name: 'Tutorials', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/tutorials');
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Tutorials' }).getAttribute('href')).toBe(
      '/tutorials',
    );
  });

  test('/visual-tutorials works without JavaScript: big pictures with captions, linked to the steps in words', async () => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    const response = await page.goto('/visual-tutorials#family-members');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Tutorials in pictures – Tedi');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Tutorials in pictures' }).waitFor();
    expect(
      await page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => s.getAttribute('src'))),
    ).toEqual([expect.stringMatching(/static-page/)]);
    const figures = main.getByRole('figure');
    const pictured = TUTORIALS.flatMap((tutorial) => tutorial.steps.flatMap((step) => step.screenshot ?? []));
    expect(await figures.count()).toBe(pictured.length);
    for (const [index, screenshot] of pictured.entries()) {
      const figure = figures.nth(index);
      expect(await figure.getByRole('img').getAttribute('alt')).toBe(screenshot.alt);
      expect(await figure.innerText()).toContain(screenshot.caption);
      await figure.scrollIntoViewIfNeeded();
      await expect
        .poll(() => figure.getByRole('img').evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBe(SCREENSHOT_SIZE.width);
    }
    await main.getByRole('link', { name: 'Read “Inviting family members” step by step' }).click();
    await page.waitForURL((url) => url.pathname === '/tutorials' && url.hash === '#family-members');
    await page.getByText('Send the invitation', { exact: false }).first().waitFor();
  });

  test('/visual-tutorials passes axe with JavaScript on', async () => {
    const page = await newPage(browser);
    await page.goto('/visual-tutorials');
    await page.getByRole('heading', { level: 1, name: 'Tutorials in pictures' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
