import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { landedOnDashboard, registerNewParent, saveOnboardingStepElsewhere } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { createLicenceBatch } from './support/administrators.ts';
import { expectBrowserErrors, newPage, openBrowser } from './support/browser.ts';
import type { SharedServer } from './support/server-modes.ts';
import { e2eServer } from './support/servers.ts';

const PASSWORD = 'a calm tuesday by the sea';
const SPONSOR = 'Riverside Carers Trust';

let browser: Browser;
let server: SharedServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), e2eServer('demo')]);
});
afterAll(async () => {
  await browser?.close();
});

/** A licence code of a new batch for a sponsor, made through the admin API with the server's keys. */
async function newLicenceCode(): Promise<string> {
  const [licence] = await createLicenceBatch(server.loopbackUrl, server.keys, {
    sponsorName: SPONSOR,
    sponsorKind: 'charity',
    seats: 3,
    codes: 1,
    expiresOn: '2030-12-31',
  });
  if (!licence) throw new Error('The batch came back without a code');
  return licence;
}

describe('the access gate in the browser', () => {
  test('someone signed out is sent to sign in, and brought back afterwards', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    await page.goto('/dashboard/parent');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/parent');
  });

  test('onboarding unfinished goes to /onboarding; finished, the free trial opens the dashboard, and /subscription counts it down until a licence code takes over', async () => {
    const licence = await newLicenceCode();
    const page = await newPage(browser, { baseURL: server.url });
    await registerNewParent(page, server, PASSWORD);

    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.getByRole('heading', { level: 1, name: 'About you' }).waitFor();
    await page.goto('/dashboard/parent/tiles');
    await page.waitForURL((url) => url.pathname === '/onboarding');

    await saveOnboardingStepElsewhere(page, 6);
    // The gate remembers its answer for five minutes in this tab; a new tab asks again.
    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto('/dashboard/parent');
    // A new family is in its free trial, on a server that takes no payments: the dashboard opens.
    await landedOnDashboard(page);
    await page.goto('/subscription');
    await page.getByRole('heading', { level: 1, name: 'Your subscription' }).waitFor();
    await page.getByText(/^Your free trial: 30 days left \(until \d+ \w+ \d{4}\)\.$/).waitFor();
    await page.getByText(/use a licence code from an employer, charity, council or school/).waitFor();
    expect(await page.getByText(/Payments aren’t available/).count()).toBe(0);
    expect(await page.getByText(/doesn’t have access/).count()).toBe(0);
    await expectNoAxeViolations(page);

    expectBrowserErrors(page, /Failed to load resource: the server responded with a status of 404/);
    const field = page.getByLabel('Licence code', { exact: true });
    await field.fill('TEDI-AAAA-BBBB-CCCC');
    await page.getByRole('button', { name: 'Use this code' }).click();
    await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
    expect(await field.inputValue()).toBe('TEDI-AAAA-BBBB-CCCC');
    await expectNoAxeViolations(page);

    await field.fill(licence.toLowerCase());
    await page.getByRole('button', { name: 'Use this code' }).click();
    await page.getByText(`You have access until 31 December 2030, thanks to ${SPONSOR}.`).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await landedOnDashboard(page);
  });

  test('/subscription-gate says what is true of the family’s access; /thank-you thanks a visitor and shows a parent the way on', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    await registerNewParent(page, server, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.goto('/subscription-gate');
    // A new family has access through its free trial, and is told so rather than that it needs access.
    await page.getByRole('heading', { level: 1, name: 'Your family has access to Tedi' }).waitFor();
    await page.getByText(/^Your free trial: 30 days left/).waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).waitFor();
    await expectNoAxeViolations(page);
    // This account has a profile, so nothing is wrong with it: the page thanks them and shows where they go next.
    await page.goto('/thank-you');
    await page.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor();
    expect(await page.getByText(/couldn’t finish|nearly ready/).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Carry on setting up Tedi' }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');

    // A visitor who isn't signed in is thanked too, and shown how to sign in.
    const visitor = await newPage(browser, { baseURL: server.url });
    await visitor.goto('/thank-you');
    await visitor.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor();
    await visitor.getByRole('link', { name: 'Sign in' }).waitFor();
    await expectNoAxeViolations(visitor);
  });
});
