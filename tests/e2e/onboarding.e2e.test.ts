import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { landedOnDashboard, registerNewParent } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser } from './support/browser.ts';
import type { SharedServer } from './support/server-modes.ts';
import { e2eServer } from './support/servers.ts';

let browser: Browser;
let server: SharedServer;

// The pilot switch gives every signed-in parent access, so finishing onboarding ends on the dashboard; the access
// gate's journey without access is in access-gate.e2e.test.ts.
beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), e2eServer('pilot')]);
});
afterAll(async () => {
  await browser?.close();
});

/** Waits for a step of onboarding: its heading and "Step n of 6". */
async function onStep(page: Page, step: number, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await page.getByText(`Step ${step} of 6`, { exact: true }).isVisible()).toBe(true);
  await expectNoAxeViolations(page);
}

describe('onboarding in the browser', () => {
  test('a new parent goes through the six steps, adds a child, skips one, resumes after a reload and lands on a dashboard that uses their answers', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    await registerNewParent(page, server, 'a calm tuesday by the sea');

    // The access gate sends a parent who has not set up their account to /onboarding.
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await onStep(page, 1, 'About you');
    await page.getByLabel('Your name (optional)').fill('Jo');
    await page.getByLabel('Mum').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await onStep(page, 2, 'Your family');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Their name (optional)').fill('Alex');
    await page.getByLabel('Who else helps? (optional)').fill('Gran on Tuesdays');
    await page.getByRole('button', { name: 'Continue' }).click();

    await onStep(page, 3, 'Your child');
    expect(await page.getByRole('button', { name: 'Skip this step' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add child and continue' }).click();
    await page.getByRole('link', { name: 'Please enter your child’s name' }).waitFor();
    await page.getByLabel('Your child’s name').fill('Robin');
    await page.getByRole('button', { name: 'Add child and continue' }).click();

    await onStep(page, 4, 'What you need help with');
    // Stopping here and coming back (a reload, or another device) carries on after the last step saved.
    await page.reload();
    await onStep(page, 4, 'What you need help with');
    await page.getByLabel(/^Health/).check();
    await page.getByLabel(/^School and education/).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await onStep(page, 5, 'How Tedi looks');
    await page.getByRole('button', { name: 'Skip this step' }).click();

    await onStep(page, 6, 'Your plan');
    await page.getByText('Your family already has access to Tedi').waitFor();
    await page.getByRole('button', { name: 'Finish and go to your dashboard' }).click();

    await landedOnDashboard(page);
    expect(await page.getByText('Robin').first().isVisible()).toBe(true);
    // Step 1 said Tedi would use the name given; step 2 that its answer helps suggest who to invite.
    await page.getByText(/^(Good (morning|afternoon|evening)|Hello), Jo$/).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /^Family members/ }).click();
    await page.getByText('You told us Alex shares the care with you.').waitFor();
    await page.getByText('You also told us who else helps: “Gran on Tuesdays”.').waitFor();
    await expectNoAxeViolations(page);

    // Onboarding is done: /onboarding says so instead of starting again.
    await page.goto('/onboarding');
    await page.getByRole('heading', { level: 1, name: 'You’ve finished setting up Tedi' }).waitFor();
  });
});
