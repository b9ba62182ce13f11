import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { landedOnDashboard, signIn, DEMO_PARENT, DEMO_PASSWORD } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser, PHONE_CONTEXT, sidewaysOverflow } from './support/browser.ts';
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

/** Several checks with axe on a long page: more than a minute on a busy 2-core machine. */
const JOURNEY_MS = 180_000;

const HOSPITAL = 'Children’s ward, 3 to 6 May 2026, after a seizure at school.';
const AIDS = 'Ear defenders in shops, a visual timetable at home, a special needs buggy for long walks.';

/** The helper's question by its title, chosen from the list of questions. */
async function openQuestion(page: Page, title: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Questions of the claim form' })
    .getByRole('button', { name: title })
    .click();
  await page.getByRole('heading', { level: 3, name: title }).waitFor();
}

describe('the DLA helper', () => {
  test(
    'a parent writes two answers, reloads, and finds them kept',
    async () => {
      const page = await newPage(browser, { baseURL: server.url });
      await signIn(page, DEMO_PARENT, DEMO_PASSWORD);
      await landedOnDashboard(page);
      // The dashboard shows the claim's next date, and leads to the helper.
      await page
        .getByRole('region', { name: 'DLA claims' })
        .getByText(/Send the claim form back by/)
        .first()
        .waitFor();
      await page.getByRole('navigation', { name: 'Parent' }).getByRole('link', { name: 'DLA' }).click();
      await page.waitForURL((url) => url.pathname === '/parent/dla');
      await page.getByRole('heading', { level: 1, name: 'Ollie’s DLA claim' }).waitFor();
      await page.getByRole('heading', { level: 3, name: /^Send the claim form back: / }).waitFor();
      await expectNoAxeViolations(page);

      const answer = page.getByLabel('Your answer');
      await openQuestion(page, 'Has your child been in hospital or a hospice, or is a stay planned?');
      await answer.fill(HOSPITAL);
      await page.getByText(/^Saved at \d\d:\d\d$/).waitFor();
      await openQuestion(page, 'What aids, equipment or adaptations does your child use?');
      await answer.fill(AIDS);
      await page.getByText(/^Saved at \d\d:\d\d$/).waitFor();
      await expectNoAxeViolations(page);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Ollie’s DLA claim' }).waitFor();
      await openQuestion(page, 'Has your child been in hospital or a hospice, or is a stay planned?');
      expect(await answer.inputValue()).toBe(HOSPITAL);
      await openQuestion(page, 'What aids, equipment or adaptations does your child use?');
      expect(await answer.inputValue()).toBe(AIDS);
      // The answers Sam wrote before are there too.
      await openQuestion(page, 'Help at night');
      expect(await answer.inputValue()).toContain('He wakes two or three times');
      await page.close();
    },
    JOURNEY_MS,
  );

  test(
    'on a phone the page fits the screen and passes axe',
    async () => {
      const page = await newPage(browser, { baseURL: server.url, ...PHONE_CONTEXT });
      await signIn(page, DEMO_PARENT, DEMO_PASSWORD);
      await landedOnDashboard(page);
      await page.goto('/parent/dla');
      await page.getByRole('heading', { level: 1, name: 'Ollie’s DLA claim' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Care diary' }).waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
      await page.close();
    },
    JOURNEY_MS,
  );
});
