import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestOpenIdProvider, type TestOpenIdProvider } from '../../apps/server/src/auth/providers/oidc-testing.ts';
import { startAccountsServer, storedClaims } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { expectBrowserErrors, newPage, openBrowser } from './support/browser.ts';
import { freePort, type RunningServer } from './support/server-process.ts';

const PROVIDER = 'keycloak';

let browser: Browser;
let server: RunningServer;
let provider: TestOpenIdProvider;
beforeAll(async () => {
  const port = await freePort();
  provider = await startTestOpenIdProvider({
    name: PROVIDER,
    redirectUri: `http://localhost:${port}/auth/v1/callback`,
  });
  [browser, server] = await Promise.all([
    openBrowser(),
    startAccountsServer(port, {
      AUTH_OIDC_PROVIDERS: PROVIDER,
      AUTH_OIDC_KEYCLOAK_ISSUER: provider.issuer,
      AUTH_OIDC_KEYCLOAK_CLIENT_ID: provider.config.clientId,
      AUTH_OIDC_KEYCLOAK_CLIENT_SECRET: provider.config.clientSecret,
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop(), provider?.close()]);
});

describe('signing in through an OpenID provider', () => {
  test('the button of the configured provider signs a new parent in and brings them to onboarding', async () => {
    provider.accounts.set('river-1', { email: 'river.jones@example.com', email_verified: true, name: 'River Jones' });
    const page = await newPage(browser, { baseURL: server.url });
    // The provider's development login pages are not Tedi's: they ask for a web font from Google, which this
    // closed network cannot reach, and the browser asks the provider for a favicon it does not have.
    expectBrowserErrors(
      page,
      /ERR_NAME_NOT_RESOLVED \(at https:\/\/fonts\.googleapis\.com\//,
      new RegExp(`status of 404 \\(Not Found\\) \\(at ${provider.issuer.replace(/[.]/g, '\\.')}/favicon\\.ico`),
    );

    await page.goto('/auth');
    const button = page.getByRole('button', { name: 'Continue with Keycloak' });
    await button.waitFor();
    await expectNoAxeViolations(page);
    await button.click();

    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.locator('input[name="login"]').fill('river-1');
    await page.locator('input[name="password"]').fill('any password: the development login accepts every one');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();

    // A new parent starts by setting up the family.
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.getByText('Signed in as river.jones@example.com').waitFor();
    expect((await storedClaims(page))?.['email']).toBe('river.jones@example.com');
  });
});
