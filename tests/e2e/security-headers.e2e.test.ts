import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { documentNotFoundError, homeLink, UNKNOWN_ADDRESS } from './support/app-pages.ts';
import { expectBrowserErrors, newPage, openBrowser } from './support/browser.ts';
import { landingPageHeading } from './support/landing-page.ts';

declare global {
  interface Window {
    /** Every Content-Security-Policy violation the page reported. */
    cspViolations?: string[];
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser.close();
});

function parsePolicy(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function expectStrictHeaders(headers: Record<string, string>): void {
  const policy = parsePolicy(headers['content-security-policy'] ?? '');
  expect(policy.get('script-src'), 'scripts only from Tedi itself, no inline script').toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
}

/** Records the page's Content-Security-Policy violations from the moment it starts loading. */
async function recordPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
}

describe('security headers', () => {
  test('the landing page is served under a strict content security policy that it never breaks', async () => {
    const page = await newPage(browser);
    await recordPolicyViolations(page);
    const response = await page.goto('/');
    expectStrictHeaders(response?.headers() ?? {});

    await landingPageHeading(page).waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('pages the app renders in the browser keep to the same policy', async () => {
    const page = await newPage(browser);
    await recordPolicyViolations(page);
    expectBrowserErrors(page, documentNotFoundError(UNKNOWN_ADDRESS));
    const response = await page.goto(UNKNOWN_ADDRESS);
    expectStrictHeaders(response?.headers() ?? {});

    await homeLink(page).click();
    await landingPageHeading(page).waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
