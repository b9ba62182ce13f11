import { randomBytes } from 'node:crypto';

import { TOTP } from 'otpauth';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  landedOnDashboard,
  newAddress,
  registerNewParent,
  saveOnboardingStepElsewhere,
  startAccountsServer,
} from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { expectBrowserErrors, newPage, openBrowser } from './support/browser.ts';
import type { RunningServer } from './support/server-process.ts';

// Keys of this test's own, so it can call the admin API (to make a licence batch) as an operator would.
const PUBLISHABLE_KEY = `sb_publishable_${randomBytes(18).toString('base64url')}`;
const SECRET_KEY = `sb_secret_${randomBytes(30).toString('base64url')}`;
const PASSWORD = 'a calm tuesday by the sea';
const SPONSOR = 'Riverside Carers Trust';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([
    openBrowser(),
    startAccountsServer(undefined, { AUTH_PUBLISHABLE_KEY: PUBLISHABLE_KEY, AUTH_SECRET_KEY: SECRET_KEY }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

async function call<T>(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown }) {
  const response = await fetch(`${server.loopbackUrl}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', apikey: PUBLISHABLE_KEY, ...init.headers },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  const text = await response.text();
  expect(response.ok, `${path} answered ${response.status}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/**
 * A licence code, made as an administrator makes one: an admin account (through the admin API with the secret
 * key), signed in with an authenticator app (aal2), creates a batch for a sponsor.
 */
async function newLicenceCode(): Promise<string> {
  const email = newAddress('licence.admin');
  await call('/auth/v1/admin/users', {
    headers: { apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}` },
    body: { email, password: PASSWORD, email_confirm: true, app_metadata: { role: 'admin' } },
  });
  const { access_token: aal1 } = await call<{ access_token: string }>('/auth/v1/token?grant_type=password', {
    body: { email, password: PASSWORD },
  });
  const signedIn = { Authorization: `Bearer ${aal1}` };
  const factor = await call<{ id: string; totp: { secret: string } }>('/auth/v1/factors', {
    headers: signedIn,
    body: { factor_type: 'totp', friendly_name: 'Work phone' },
  });
  const challenge = await call<{ id: string }>(`/auth/v1/factors/${factor.id}/challenge`, {
    headers: signedIn,
    body: {},
  });
  const code = new TOTP({ secret: factor.totp.secret }).generate();
  const { access_token: aal2 } = await call<{ access_token: string }>(`/auth/v1/factors/${factor.id}/verify`, {
    headers: signedIn,
    body: { challenge_id: challenge.id, code },
  });
  const batch = await call<{ codes: { code: string }[] }>('/api/v1/admin/licence-batches', {
    headers: { Authorization: `Bearer ${aal2}` },
    body: { sponsorName: SPONSOR, sponsorKind: 'charity', seats: 3, codes: 1, expiresOn: '2030-12-31' },
  });
  const licence = batch.codes[0]?.code;
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

  test('/subscription-gate says why the person was sent there; /thank-you offers a way out', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    await registerNewParent(page, server, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.goto('/subscription-gate');
    await page.getByRole('heading', { level: 1, name: 'Your family needs access to Tedi' }).waitFor();
    await expectNoAxeViolations(page);
    await page.goto('/thank-you');
    await page.getByRole('heading', { level: 1, name: 'We couldn’t finish setting up your account' }).waitFor();
    await expectNoAxeViolations(page);
    // This account does have a profile, so trying again carries on where the gate sends it: onboarding.
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');
  });
});
