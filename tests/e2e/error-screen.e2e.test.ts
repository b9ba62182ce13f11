import { ERROR_SCREEN } from '@tedi/contracts';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { homeLink, openPageRenderedByTheApp } from './support/app-pages.ts';
import { expectBrowserErrors, newPage, openBrowser } from './support/browser.ts';
import { landingPageHeading } from './support/landing-page.ts';
import { chunkUrlPath, readWebManifest, routePageChunkKey } from '../../apps/web/scripts/web-manifest.ts';

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

/**
 * From a page of the app, follows the link to the home page while the home page's code fails to download, as on
 * a dropped connection, and returns the switch that brings the connection back.
 */
async function goHomeWhileOffline(page: Page): Promise<{ reconnect: () => void }> {
  let offline = true;
  await page.route(
    (url) => url.pathname === landingChunkPath,
    (route: Route) => (offline ? route.abort('internetdisconnected') : route.continue()),
  );
  // The failed download is what this journey provokes; the browser reports it in the console.
  const chunkPattern = landingChunkPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expectBrowserErrors(page, new RegExp(`net::ERR_INTERNET_DISCONNECTED \\(at http://[^/]+${chunkPattern}:`));
  await openPageRenderedByTheApp(page);
  await homeLink(page).click();
  return {
    reconnect: () => {
      offline = false;
    },
  };
}

async function expectErrorScreen(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { name: 'Something went wrong' });
  await heading.waitFor({ state: 'visible' });
  expect(await page.getByText('An error occurred in the application. Attempting to recover...').isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Reload Page' }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Try Again' }).isVisible()).toBe(true);
}

describe('the error screen', () => {
  test('shows when a page fails to download, explains itself, and recovers by itself once the connection is back', async () => {
    const page = await newPage(browser);
    const connection = await goHomeWhileOffline(page);
    await expectErrorScreen(page);
    const shownAt = Date.now();

    await page.getByText('Error details').click();
    const chunkFile = landingChunkPath.split('/').pop() ?? landingChunkPath;
    expect(await page.getByText(chunkFile).first().isVisible(), 'the details name what failed').toBe(true);
    await expectNoAxeViolations(page);

    connection.reconnect();
    await landingPageHeading(page).waitFor({ state: 'visible', timeout: ERROR_SCREEN.autoRecoverAfterMs + 3_000 });
    expect(Date.now() - shownAt, 'it waited before retrying by itself').toBeGreaterThanOrEqual(
      ERROR_SCREEN.autoRecoverAfterMs - 500,
    );
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    await expectNoAxeViolations(page);
  });

  test('Try Again brings the page back at once when the connection is back', async () => {
    const page = await newPage(browser);
    const connection = await goHomeWhileOffline(page);
    await expectErrorScreen(page);
    const shownAt = Date.now();

    // The screen itself was checked with axe in the journey above; here every moment before the automatic retry counts.
    connection.reconnect();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await landingPageHeading(page).waitFor({ state: 'visible' });
    expect(Date.now() - shownAt, 'the page came back because of the button, before the automatic retry').toBeLessThan(
      ERROR_SCREEN.autoRecoverAfterMs,
    );
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    await expectNoAxeViolations(page);
  });
});
