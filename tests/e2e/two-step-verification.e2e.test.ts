import { TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DEMO_PARENT,
  DEMO_PASSWORD,
  expectRefusedRequests,
  landedOnDashboard,
  openSettings,
  OTHER_DEMO_PARENT,
  securityEvents,
  signIn,
  storedClaims,
  storedSession,
} from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser } from './support/browser.ts';
import { type PrivateServer, privateServer } from './support/servers.ts';

let browser: Browser;
let server: PrivateServer;
// A demo family of its own: the journey turns on two-step verification for the demo parent, after which every
// journey signing in as them would be asked for a code.
beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), privateServer('demo')]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

/** The code an authenticator app would show, `periodsAhead` periods of 30 s from now (the server allows one). */
function codeFor(secret: string, periodsAhead = 0): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + periodsAhead * 30_000,
  });
}

async function signedInToSettings(page: Page, email: string): Promise<void> {
  await signIn(page, email, DEMO_PASSWORD);
  await landedOnDashboard(page);
  await openSettings(page);
}

describe('two-step verification in the browser', () => {
  test('turn on an authenticator app in the settings, then sign in with its code and reach aal2', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    expectRefusedRequests(page);
    await signedInToSettings(page, DEMO_PARENT);

    const section = page.getByRole('region', { name: 'Two-step verification' });
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const qrCode = section.getByRole('img', { name: /QR code/ });
    await qrCode.waitFor();
    expect(await qrCode.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const secret = (await section.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoAxeViolations(page);

    await section.getByLabel('6-digit code').fill('000000');
    await section.getByRole('button', { name: 'Turn on two-step verification' }).click();
    await section.getByText("That code didn't work", { exact: false }).first().waitFor();
    await section.getByLabel('6-digit code').fill(codeFor(secret));
    await section.getByRole('button', { name: 'Turn on two-step verification' }).click();
    await section.getByText('Two-step verification is on', { exact: true }).waitFor();
    expect((await storedClaims(page))?.['aal']).toBe('aal2');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await signIn(page, DEMO_PARENT, DEMO_PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect((await storedClaims(page))?.['aal']).toBe('aal1');
    await expectNoAxeViolations(page);

    // The code used to turn the app on may not be used again: the app's next code is accepted.
    await page.getByLabel('6-digit code').fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Continue' }).click();
    await landedOnDashboard(page);
    expect((await storedClaims(page))?.['aal']).toBe('aal2');
    expect((await securityEvents(page)).map((event) => event.type)).toEqual(
      expect.arrayContaining(['LOGIN_ATTEMPT', 'LOGOUT']),
    );
  });

  test('the super administrators’ sign-in refuses a parent and signs them out', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    await page.goto('/super-admin-login');
    await page.getByRole('heading', { level: 1, name: 'Super administrator sign-in' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('E-mail address').fill(OTHER_DEMO_PARENT);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText("You can't sign in here", { exact: true }).waitFor();
    expect(await storedSession(page)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/super-admin-login');
    await expectNoAxeViolations(page);
  });
});

describe('the super administrators’ sign-in', () => {
  test('admits a super administrator only after setting up and using an authenticator app (aal2)', async () => {
    const email = 'root.admin@example.com';
    const password = 'a long and quiet admin passphrase';
    const created = await fetch(`${server.loopbackUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: server.keys.secretKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, email_confirm: true, app_metadata: { role: 'super_admin' } }),
    });
    expect(created.status, await created.clone().text()).toBe(200);

    const page = await newPage(browser, { baseURL: server.url });
    await page.goto('/super-admin-login');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Two-step verification is needed first').waitFor();
    expect(await page.getByText("You're signed in", { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    await page.getByLabel('6-digit code').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
    await page.getByText("You're signed in", { exact: true }).waitFor();
    expect((await storedClaims(page))?.['aal']).toBe('aal2');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/super-admin-login');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('6-digit code').fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText("You're signed in", { exact: true }).waitFor();
    expect((await storedClaims(page))?.['aal']).toBe('aal2');
  });
});
