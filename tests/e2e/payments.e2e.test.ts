import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { landedOnDashboard, registerNewParent, saveOnboardingStepElsewhere } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser } from './support/browser.ts';
import type { SharedServer } from './support/server-modes.ts';
import { e2eServer, e2eStripe } from './support/servers.ts';

const PASSWORD = 'paying for a quiet life';
const SCREENSHOTS = process.env['TEDI_SCREENSHOTS'];

let browser: Browser;
let server: SharedServer;
/** The Stripe stand-in's address; its checkouts and events are read through e2eStripe. */
let stripeUrl: string;

beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), e2eServer('payments')]);
  stripeUrl = server.stripeUrl!;
});
afterAll(async () => {
  await browser?.close();
});

async function look(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** A new parent who has set up their account: their family is in its free trial. */
async function parentInTrial(page: Page): Promise<string> {
  const email = await registerNewParent(page, server, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/onboarding');
  await saveOnboardingStepElsewhere(page, 6);
  await page.evaluate(() => window.sessionStorage.clear());
  return email;
}

/** On the stand-in's checkout page: the terms shown, then Pay, back to Tedi. */
async function payAtStripe(page: Page, terms: RegExp): Promise<void> {
  await page.waitForURL((url) => url.origin === stripeUrl && url.pathname.startsWith('/checkout/'));
  await page.getByText(terms).waitFor();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL((url) => url.pathname === '/payment-success');
}

describe('paying for Tedi through Stripe', () => {
  test('a new parent chooses a plan at the end of onboarding, paid for when the free trial ends, and opens the dashboard; later cancels from billing', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    const email = await registerNewParent(page, server, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await saveOnboardingStepElsewhere(page, 5);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your plan' }).waitFor();
    await page.getByText(/^Your family has a free trial of Tedi for 30 days, until \d+ \w+ \d{4}\.$/).waitFor();
    await page
      .getByText(/Stripe asks for your card on its secure page and takes nothing until your free trial ends/)
      .waitFor();
    await expectNoAxeViolations(page);
    await look(page, 'onboarding-plans');

    await page.getByRole('button', { name: 'Choose monthly' }).click();
    await payAtStripe(page, /Tedi Monthly: free until \d+ \w+ \d{4}, then £4\.99 a month/);
    const [checkout] = await e2eStripe.checkoutsFor(email);
    expect(checkout!.status).toBe('complete');
    expect(checkout!.trialEnd).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

    await page.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor();
    await page
      .getByText(
        /^You’ve chosen the monthly plan, and your free month carries on: nothing is taken until \d+ \w+ \d{4}, and you can cancel before then at no cost\.$/,
      )
      .waitFor();
    await expectNoAxeViolations(page);
    await look(page, 'payment-success');
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await landedOnDashboard(page);

    await page.goto('/subscription');
    await page.getByText(/Your first payment is taken then, unless you cancel before\./).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL((url) => url.origin === stripeUrl && url.pathname.startsWith('/portal/'));
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.waitForURL((url) => url.pathname === '/subscription');
    await page
      .getByText(/Your subscription was cancelled, so it won’t renew and nothing more will be taken\./)
      .waitFor();
    expect((await e2eStripe.sent()).at(-1)).toMatchObject({
      status: 200,
      event: { type: 'customer.subscription.updated' },
    });
    await look(page, 'subscription-cancelled');
  });

  test('the launch offer: signed out it invites sign-up; a parent in the free month who changes their mind pays nothing, then chooses a plan paid for when it ends', async () => {
    const visitor = await newPage(browser, { baseURL: server.url });
    await visitor.goto('/tedi-launch-offer');
    await visitor.getByRole('heading', { level: 1, name: 'Your first month of Tedi, free' }).waitFor();
    await visitor.getByRole('link', { name: 'Create an account' }).waitFor();
    await expectNoAxeViolations(visitor);
    await look(visitor, 'launch-offer-signed-out');

    const page = await newPage(browser, { baseURL: server.url });
    await parentInTrial(page);
    await page.goto('/tedi-launch-offer');
    await page.getByText(/^Your family is in its free month of Tedi, until \d+ \w+ \d{4}\./).waitFor();
    await page.getByRole('button', { name: 'Choose annual licence' }).waitFor();
    await expectNoAxeViolations(page);
    await look(page, 'launch-offer-parent');

    await page.getByRole('button', { name: 'Choose monthly' }).click();
    await page.waitForURL((url) => url.origin === stripeUrl);
    await page.getByText(/^Tedi Monthly: free until \d+ \w+ \d{4}, then £4\.99 a month$/).waitFor();
    await page.getByRole('link', { name: 'Back to Tedi' }).click();
    await page.waitForURL((url) => url.pathname === '/tedi-launch-offer');
    expect(new URL(page.url()).searchParams.get('checkout')).toBe('cancelled');

    await page.getByRole('button', { name: 'Choose monthly' }).click();
    await payAtStripe(page, /free until/);
    await page
      .getByText(
        /^You’ve chosen the monthly plan, and your free month carries on: nothing is taken until \d+ \w+ \d{4}/,
      )
      .waitFor();
    await expectNoAxeViolations(page);

    // Having access, the annual offer has nothing to sell them.
    await page.goto('/annual-license-offer');
    await page.getByText('Your family already has access to Tedi, so there’s nothing more to buy.').waitFor();
    await expectNoAxeViolations(page);
  });

  test('after a failed renewal the renewal page says so, and points to billing instead of paying twice', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    const email = await parentInTrial(page);
    await page.goto('/annual-license-offer');
    await page.getByRole('heading', { level: 1, name: 'A year of Tedi, paid once' }).waitFor();
    await page
      .getByText('The annual licence is £49 for a whole year: £10.88 less than twelve months at £4.99.')
      .waitFor();
    await page.getByRole('button', { name: 'Choose annual licence' }).click();
    await payAtStripe(page, /Tedi Annual licence: free until \d+ \w+ \d{4}, then £49\.00 a year/);
    await page.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor();

    const [checkout] = await e2eStripe.checkoutsFor(email);
    await e2eStripe.changeSubscription(checkout!.subscription!, { status: 'past_due' });
    await page.goto('/subscription-renewal');
    await page.getByRole('heading', { level: 1, name: 'Renew your subscription' }).waitFor();
    await page.getByText(/Your last payment didn’t go through, so your family’s access is paused\./).waitFor();
    await page.getByRole('button', { name: 'Manage billing' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Plans' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await look(page, 'renewal-payment-failed');

    await e2eStripe.changeSubscription(checkout!.subscription!, { status: 'canceled' });
    await page.reload();
    await page.getByText(/Your subscription has ended/).waitFor();
    await page.getByRole('button', { name: 'Choose annual licence' }).waitFor();
    await page.getByLabel('Licence code', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
  });
});
