import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DEMO_PARENT,
  DEMO_PASSWORD,
  expectRefusedRequests,
  linkFromMailbox,
  newAddress,
  OTHER_DEMO_PARENT,
  landedOnDashboard,
  openSettings,
  securityEvents,
  signIn,
  storedSession,
} from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser } from './support/browser.ts';
import { landingPageHeading } from './support/landing-page.ts';
import { e2eServer } from './support/servers.ts';
import type { SharedServer } from './support/server-modes.ts';

let browser: Browser;
let server: SharedServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), e2eServer('demo')]);
});
afterAll(async () => {
  await browser?.close();
});

const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const settingsHeading = (page: Awaited<ReturnType<typeof newPage>>) =>
  page.getByRole('heading', { level: 1, name: 'Settings' });

describe('accounts in the browser', () => {
  test('register, confirm from the mailbox, arrive signed in; sign out goes to the home page', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    const email = newAddress('new.parent');

    await page.goto('/register');
    await page.getByRole('heading', { level: 1, name: 'Create your Tedi account' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Choose a password').fill('a calm tuesday by the sea');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    expect(await page.getByText(email).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    const link = await linkFromMailbox(
      server,
      email,
      (message) => message.kind.includes('confirm') || /confirm/i.test(message.subject),
    );
    await page.goto(link);
    // A new parent has not set up their account yet, so the access gate sends them to onboarding.
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.getByRole('heading', { level: 1, name: 'About you' }).waitFor();
    expect(await page.getByText(`Signed in as ${email}`).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await landingPageHeading(page).waitFor();
    expect(await storedSession(page)).toBeNull();
    expect((await securityEvents(page)).map((event) => event.type)).toContain('LOGOUT');
    await expectNoAxeViolations(page);
  });

  test('the sign-in form is on screen before any script runs, and sends nothing by itself', async () => {
    const page = await newPage(browser, { baseURL: server.url, javaScriptEnabled: false });
    await page.goto('/auth');
    expect(await page.title()).toBe('Sign in to Tedi – Tedi');
    await page.getByRole('heading', { level: 1, name: 'Sign in to Tedi' }).waitFor();
    await page.getByLabel('E-mail address').fill(DEMO_PARENT);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Without the app the form goes nowhere: above all, the password never lands in the address.
    expect(new URL(page.url()).search).toBe('');
  });

  test('what a parent types and sends before the app arrives signs them in once it does', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    let releaseAuthPage!: () => void;
    const authPageHeld = new Promise<void>((resolve) => (releaseAuthPage = resolve));
    await page.route(/\/assets\/auth-page-[^/]*\.js$/, async (route) => {
      await authPageHeld;
      await route.continue();
    });

    await page.goto('/auth', { waitUntil: 'commit' });
    // The app's first script is there and keeps a form sent; the sign-in page's own code is still held back.
    await page.locator('#root[data-keeps-sent-forms]').waitFor({ state: 'attached' });
    await page.getByLabel('E-mail address').fill(DEMO_PARENT);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(new URL(page.url()).pathname).toBe('/auth');

    releaseAuthPage();
    await landedOnDashboard(page);
  });

  test('a sign-in page the app takes over as it came is, element for element, the page the app builds itself', async () => {
    // At a bare address with no session saved, the app adopts the first screen's elements instead of building its
    // own, and keeps their attributes as the build wrote them; any other address gets the empty page, which the
    // app fills itself. The two must be the same page, or a reader would meet a stale one.
    for (const path of ['/auth', '/register', '/forgot-password']) {
      const adopted = await newPage(browser, { baseURL: server.url });
      // Notes the first form the page came with, as the browser reads it and before any of the app's scripts run.
      await adopted.addInitScript(() => {
        const noted = window as unknown as { formAsSent?: Element };
        new MutationObserver((_, observer) => {
          const form = document.querySelector('#root form');
          if (form) {
            noted.formAsSent = form;
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const sentWhole = await adopted.goto(path);
      expect(await sentWhole?.text(), `${path} comes with its form`).toContain('<form');
      // Taking over makes the build's inert forms ordinary ones again (take-over.ts).
      await adopted.locator('#root form:not([method])').first().waitFor({ state: 'attached' });
      await adopted.waitForLoadState('networkidle');
      expect(
        await adopted.evaluate(
          () => document.querySelector('#root form') === (window as unknown as { formAsSent?: Element }).formAsSent,
        ),
        `${path}: the app kept the form the page came with`,
      ).toBe(true);

      const built = await newPage(browser, { baseURL: server.url });
      const sentEmpty = await built.goto(`${path}?from=elsewhere`);
      expect(await sentEmpty?.text(), `${path}?from=elsewhere comes as the empty page`).not.toContain('<form');
      await built.locator('#root form').first().waitFor({ state: 'attached' });
      await built.waitForLoadState('networkidle');

      expect(await pageMarkup(adopted), path).toBe(await pageMarkup(built));
      await adopted.close();
      await built.close();
    }
  });

  test('a wrong password gets a kind message and keeps the address; the right one leads to the settings', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    expectRefusedRequests(page);

    await signIn(page, DEMO_PARENT, 'not-the-password');
    const message = page.getByText(
      "That e-mail address and password don't match an account. Check them and try again.",
    );
    await message.waitFor();
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(DEMO_PARENT);
    expect((await securityEvents(page)).map((event) => event.type)).toEqual(['SUSPICIOUS_ACTIVITY']);
    await expectNoAxeViolations(page);

    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await landedOnDashboard(page);
    expect((await securityEvents(page)).map((event) => event.type)).toEqual(['SUSPICIOUS_ACTIVITY', 'LOGIN_ATTEMPT']);
  });

  test('a signed-out visitor to /parent/settings signs in and comes back to it', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    await page.goto('/parent/settings');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/parent/settings');
    await page.getByLabel('E-mail address').fill(DEMO_PARENT);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/parent/settings');
    await settingsHeading(page).waitFor();
  });

  test('one device sees another signed in to the same account and signs it out; the other is then signed out', async () => {
    const laptop = await newPage(browser, { baseURL: server.url });
    const phone = await newPage(browser, { baseURL: server.url, userAgent: PHONE_USER_AGENT });
    expectRefusedRequests(phone);
    await signIn(phone, DEMO_PARENT, DEMO_PASSWORD);
    await landedOnDashboard(phone);
    await openSettings(phone);
    await signIn(laptop, DEMO_PARENT, DEMO_PASSWORD);
    await landedOnDashboard(laptop);
    await openSettings(laptop);

    const devices = laptop.getByRole('list', { name: 'Signed-in devices' });
    await devices.getByRole('heading', { level: 4, name: 'Safari on iPhone' }).waitFor();
    const thisDevice = devices.getByRole('listitem').filter({ hasText: 'This device' });
    expect(await thisDevice.count()).toBe(1);
    expect(await thisDevice.getByRole('button').count(), 'this device is signed out with the Sign out button').toBe(0);
    await expectNoAxeViolations(laptop);

    await laptop.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
    await laptop.getByText('Safari on iPhone has been signed out. It will need your password again.').waitFor();
    expect(await devices.getByRole('heading', { level: 4, name: 'Safari on iPhone' }).count()).toBe(0);

    // The phone's access token has not expired, but its next request to the server is refused and it signs out.
    await phone.reload();
    await phone.waitForURL((url) => url.pathname === '/auth');
    expect(await storedSession(phone)).toBeNull();
    await laptop.reload();
    await settingsHeading(laptop).waitFor();
    await devices.getByRole('heading', { level: 4, name: /This device/ }).waitFor();
  });

  test('reset a forgotten password through the link in the mailbox', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    const newPassword = 'lighthouse by the harbour';

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('E-mail address').fill(OTHER_DEMO_PARENT);
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();

    const link = await linkFromMailbox(server, OTHER_DEMO_PARENT, (message) =>
      /recover|reset/i.test(`${message.kind} ${message.subject}`),
    );
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/reset-password');
    await page.getByLabel('New password').waitFor();
    expect(await page.getByLabel('Current password').count(), 'the reset link stands in for the old password').toBe(0);
    await expectNoAxeViolations(page);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your password has been changed' }).waitFor();
    await page.getByRole('link', { name: 'Continue to Tedi' }).click();
    await landedOnDashboard(page);
    await openSettings(page);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page, OTHER_DEMO_PARENT, newPassword);
    await landedOnDashboard(page);
  });
});

/**
 * The app's page as elements, attributes (in order of name) and text, with what legitimately differs between a page
 * the app adopted and one it built taken out: the names the components generate for their own ids (numbered here by
 * their order on the page), a field's value, compared as the field holds it rather than as an attribute, and an
 * empty class, the same as none.
 */
async function pageMarkup(page: Awaited<ReturnType<typeof newPage>>): Promise<string> {
  return await page.locator('#root').evaluate((root) => {
    const ids = new Map<string, string>();
    for (const element of root.querySelectorAll('[id]')) ids.set(element.id, `id-${ids.size}`);
    const REFERENCES = new Set(['id', 'for', 'aria-controls', 'aria-describedby', 'aria-labelledby']);
    const describe = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element)) return '';
      const attributes = [...node.attributes]
        .filter((attribute) => attribute.name !== 'value' && attribute.name !== 'checked')
        .filter((attribute) => !(attribute.name === 'class' && attribute.value === ''))
        .map((attribute) => {
          const value = REFERENCES.has(attribute.name)
            ? attribute.value
                .split(' ')
                .map((name) => ids.get(name) ?? name)
                .join(' ')
            : attribute.value;
          return `${attribute.name}="${value}"`;
        })
        .sort();
      if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) {
        attributes.push(`(value)="${node.value}"`);
      }
      const tag = node.localName;
      return `<${[tag, ...attributes].join(' ')}>${[...node.childNodes].map(describe).join('')}</${tag}>`;
    };
    return [...root.childNodes].map(describe).join('');
  });
}
