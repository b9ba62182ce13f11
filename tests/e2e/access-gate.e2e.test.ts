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

  test('onboarding unfinished goes to /onboarding; finished without access goes to /subscription, where a licence code opens the dashboard', async () => {
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
    await page.waitForURL((url) => url.pathname === '/subscription');
    await page.getByRole('heading', { level: 1, name: 'Your subscription' }).waitFor();
    await page.getByText('Your family doesn’t have access to Tedi at the moment.').waitFor();
    await page.getByText(/Payments aren’t available on this server yet/).waitFor();
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

  test('/subscription-gate says why the person was sent there; /thank-you thanks a visitor and shows a parent the way on', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    await registerNewParent(page, server, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.goto('/subscription-gate');
    await page.getByRole('heading', { level: 1, name: 'Your family needs access to Tedi' }).waitFor();
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
