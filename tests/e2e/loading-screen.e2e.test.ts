import { LOADING_SCREEN } from '@tedi/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { homeLink, openPageRenderedByTheApp } from './support/app-pages.ts';
import { newPage, openBrowser } from './support/browser.ts';
import { landingPageHeading } from './support/landing-page.ts';
import { chunkUrlPath, readWebManifest, routePageChunkKey } from '../../apps/web/scripts/web-manifest.ts';

/** Long enough to pass the loading screen's timeout, short enough to keep the journey quick. */
const CHUNK_DELAY_MS = LOADING_SCREEN.defaultTimeoutMs + 1_000;
/** How far from its due time a change on screen may land (timers, rendering) and still count as on time. */
const TIMING_SLACK_MS = 750;

declare global {
  interface Window {
    /** When (performance.now()) each stage of the loading screen first appeared, and every progress value shown. */
    loadingTimeline?: { spinnerText?: number; tip?: number; timedOut?: number; progressValues: number[] };
  }
}

let browser: Browser;
let landingChunkPath: string;
beforeAll(async () => {
  browser = await openBrowser();
  const manifest = readWebManifest();
  landingChunkPath = chunkUrlPath(manifest, routePageChunkKey(manifest, '/'));
});
afterAll(async () => {
  await browser.close();
});

describe('the loading screen', () => {
  test('keeps the visitor informed while a page is slow to download, then says it is taking longer than expected', async () => {
    const page = await newPage(browser);
    // Recorded inside the page, as the screen changes, so the timings do not depend on how often the test looks.
    await page.addInitScript(() => {
      const timeline: NonNullable<Window['loadingTimeline']> = { progressValues: [] };
      window.loadingTimeline = timeline;
      new MutationObserver(() => {
        const text = document.body?.textContent ?? '';
        const now = performance.now();
        if (text.includes('Loading...')) timeline.spinnerText ??= now;
        if (text.includes('Tip: ')) timeline.tip ??= now;
        if (text.includes('Taking longer than expected')) timeline.timedOut ??= now;
        const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
        if (value !== null && value !== undefined) timeline.progressValues.push(Number(value));
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.route(
      (url) => url.pathname === landingChunkPath,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
        // The test may have finished and closed the page by now; nothing is left to deliver then.
        await route.continue().catch(() => {});
      },
    );
    // From a page of the app, the visitor follows the link home; the home page's code is slow to arrive.
    await openPageRenderedByTheApp(page);
    await homeLink(page).click();

    await page.getByText('Loading...').waitFor({ state: 'visible' });
    expect(await page.getByText(/^Tip: /).count(), 'no tip in the first seconds').toBe(0);
    await expectNoAxeViolations(page);

    const tip = page.getByText(/^Tip: /);
    await tip.waitFor({ state: 'visible', timeout: LOADING_SCREEN.locationTipAfterMs + 2_000 });
    expect(await tip.innerText(), 'a tip about Tedi, not about location, which Tedi does not use').not.toMatch(
      /location/i,
    );
    const timedOutHeading = page.getByRole('heading', { name: 'Taking longer than expected' });
    await timedOutHeading.waitFor({ state: 'visible', timeout: LOADING_SCREEN.defaultTimeoutMs + 2_000 });
    expect(await page.getByText('The page is taking a while to load. Please check your connection.').isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'Reload Page' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    const timeline = await page.evaluate(() => window.loadingTimeline);
    const shownAt = timeline?.spinnerText ?? Number.NaN;
    const tipAfter = (timeline?.tip ?? Number.NaN) - shownAt;
    const timedOutAfter = (timeline?.timedOut ?? Number.NaN) - shownAt;
    expect(tipAfter, 'the tip appears about 3 s in').toBeGreaterThanOrEqual(
      LOADING_SCREEN.locationTipAfterMs - TIMING_SLACK_MS,
    );
    expect(tipAfter).toBeLessThanOrEqual(LOADING_SCREEN.locationTipAfterMs + TIMING_SLACK_MS);
    expect(timedOutAfter, 'the timeout message appears about 10 s in').toBeGreaterThanOrEqual(
      LOADING_SCREEN.defaultTimeoutMs - TIMING_SLACK_MS,
    );
    expect(timedOutAfter).toBeLessThanOrEqual(LOADING_SCREEN.defaultTimeoutMs + TIMING_SLACK_MS);
    expect(
      Math.max(0, ...(timeline?.progressValues ?? [])),
      'the progress estimate, where shown, never claims more than 90 percent',
    ).toBeLessThanOrEqual(LOADING_SCREEN.progressCapPercent);

    // When the download finally completes, the page appears without the visitor doing anything.
    await landingPageHeading(page).waitFor({ state: 'visible', timeout: 10_000 });
    await expectNoAxeViolations(page);
  });
});

describe('a signed-in page before its scripts arrive', () => {
  test('shows the loading screen at once, and the app carries on from it', async () => {
    const page = await newPage(browser);
    // The app's scripts are held back until the first screen has been checked.
    let releaseScripts: () => void = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue().catch(() => {});
    });
    await page.goto('/dashboard/parent', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: "Checking you're signed in..." }).waitFor();
    expect(await page.getByRole('status').innerText()).toBe("Checking you're signed in...");
    await expectNoAxeViolations(page);
    // Nobody is signed in here: once the app runs, it goes on to the sign-in page, which will bring them back.
    releaseScripts();
    await page.waitForURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/dashboard/parent',
    );
  });
});

describe('/loader-demo', () => {
  test('shows each moment of the loading screen as a still page, which arrives whole without JavaScript', async () => {
    const withoutScripts = await newPage(browser, { javaScriptEnabled: false });
    expect((await withoutScripts.goto('/loader-demo'))?.status()).toBe(200);
    expect(await withoutScripts.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'At once',
      'With an estimate',
      'After 3 seconds',
      'After 10 seconds',
    ]);
    expect(await withoutScripts.getByRole('progressbar').count()).toBe(2);

    const page = await newPage(browser);
    await page.goto('/loader-demo');
    await page.getByRole('heading', { level: 1, name: 'What you see while Tedi loads' }).waitFor();
    expect(await page.title()).toBe('What you see while Tedi loads – Tedi');
    // The estimates shown are the screen's own, never past the cap, and drawn without style attributes.
    const estimates = await page.getByRole('progressbar').evaluateAll((bars) =>
      bars.map((bar) => ({
        value: Number(bar.getAttribute('aria-valuenow')),
        fill: bar.querySelector('rect')?.getBoundingClientRect().width ?? 0,
      })),
    );
    expect(estimates.map(({ value }) => value)).toEqual([40, 62]);
    expect(estimates.every(({ fill }) => fill > 0)).toBe(true);
    expect(await page.getByText(/^Tip: /).count()).toBe(1);
    expect(await page.getByText(/location/i).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Reload Page' }).getAttribute('href')).toBe('/loader-demo');
    await expectNoAxeViolations(page);
  });
});
