import { addDays, addWeeks, formatLongDate } from '@tedi/contracts';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PARENT, DEMO_PASSWORD, landedOnDashboard, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { expectBrowserErrors, newPage, openBrowser, sidewaysOverflow } from './support/browser.ts';
import { privateServer, type PrivateServer } from './support/servers.ts';

let browser: Browser;
// Its own server: the journey starts an EHCP case for the demo family's younger child, which the journeys sharing
// the demo server would otherwise find.
let server: PrivateServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), privateServer('demo')]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const JOURNEY_MS = 180_000;

/** A phone 390 px wide, held in the hand. */
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A deadline's card, found by its title. */
const deadline = (page: Page, title: string) =>
  page.locator('li').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

describe('the EHCP page in the browser', () => {
  test(
    'a parent starts an EHCP case, enters the request date and sees the 6 and 20 week deadlines the engine works out',
    async () => {
      const page = await newPage(browser, { baseURL: server.url, ...PHONE });
      // The refused date below: the browser logs the server's 400 answer.
      expectBrowserErrors(page, /status of 400 \(Bad Request\)/);
      await signIn(page, DEMO_PARENT, DEMO_PASSWORD);
      await landedOnDashboard(page);
      // The dashboard's education module shows Ollie's case from the seed.
      await page.getByRole('region', { name: 'EHCP deadlines' }).getByText('Next:').first().waitFor();
      await page.goto('/parent/ehcp');
      await page.getByRole('heading', { level: 1, name: 'EHCP' }).waitFor();
      // Ollie's case from the seed: mid-assessment, with a broken promise in the log.
      await page.getByRole('heading', { level: 2, name: 'Ollie’s case' }).waitFor();
      await page.getByText('Broken promise').waitFor();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Isla Taylor' }).click();
      await page.getByRole('heading', { level: 2, name: 'Start Isla Taylor’s EHCP case' }).waitFor();
      await expectNoAxeViolations(page);
      const today = new Date().toISOString().slice(0, 10);
      const requested = addDays(today, -14);
      await page.getByLabel('The council', { exact: true }).fill('Riverside Borough Council');
      await page.getByLabel(/The date the council received your request/).fill(requested);
      await page.getByRole('button', { name: 'Start Isla Taylor’s EHCP case' }).click();

      await page.getByRole('heading', { level: 2, name: 'Deadlines' }).waitFor();
      const decision = deadline(page, 'Decision whether to assess');
      await decision.getByText(`Last day: ${formatLongDate(addWeeks(requested, 6))}`).waitFor();
      await decision.getByText('Coming up').waitFor();
      const finalPlan = deadline(page, 'Final plan');
      await finalPlan.getByText(`Last day: ${formatLongDate(addWeeks(requested, 20))}`).waitFor();
      await finalPlan.getByText('The rule: SEND Regulations 2014, regulation 13(2)').click();
      await finalPlan.getByText(/within 20 weeks of the council receiving the request/).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);

      // A decision dated before the request is refused, with the message beside it and the date kept.
      await page.getByRole('button', { name: 'Enter or change dates' }).click();
      const decided = page.getByLabel('The date the council said whether it will assess');
      await decided.fill(addDays(requested, -3));
      await page.getByLabel('What did the council decide?').selectOption('assess');
      await page.getByRole('button', { name: 'Save and work out the deadlines' }).click();
      await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
      await page
        .getByText(/is before the date the council received the request/)
        .first()
        .waitFor();
      expect(await decided.inputValue()).toBe(addDays(requested, -3));
      await expectNoAxeViolations(page);
      await page.context().close();
    },
    JOURNEY_MS,
  );
});
