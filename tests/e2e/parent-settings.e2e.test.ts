import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { linkFromMailbox, newAddress } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser } from './support/browser.ts';
import type { SharedServer } from './support/server-modes.ts';
import { e2eServer } from './support/servers.ts';

let browser: Browser;
let server: SharedServer;
// The pilot switch gives every signed-in parent access, so a new parent reaches the settings without paying.
beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), e2eServer('pilot')]);
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Six checks with axe and three reloads: on a busy 2-core machine the journey takes close to a minute, the
 * project's default limit.
 */
const SLOW_JOURNEY_MS = 120_000;

const SAVED = 'Saved to your account — they apply on every device you sign in on.';

/** Registers a new parent through the developer mailbox and opens their settings, signed in. */
async function newParentOnSettings(page: Page): Promise<string> {
  const email = newAddress('settings.parent');
  await page.goto('/register');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Choose a password').fill('a calm tuesday by the sea');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
  const link = await linkFromMailbox(
    server,
    email,
    (message) => message.kind.includes('confirm') || /confirm/i.test(message.subject),
  );
  await page.goto(link);
  await page.waitForURL((url) => url.pathname !== '/auth/v1/verify' && !url.pathname.startsWith('/auth'));
  // The access gate sends a new parent to onboarding; this journey is about settings, so onboarding is finished
  // through the API (the pilot server gives every parent access).
  await page.waitForURL((url) => url.pathname === '/onboarding');
  const saved = await page.evaluate(async () => {
    const raw = window.localStorage.getItem('tedi-auth');
    const token = raw ? (JSON.parse(raw) as { access_token: string }).access_token : '';
    const response = await fetch('/api/v1/me/onboarding', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ completedStep: 6 }),
    });
    window.sessionStorage.clear();
    return response.status;
  });
  expect(saved).toBe(200);
  await page.goto('/parent/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  return email;
}

const fontFamily = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue('--tedi-font-family'));

describe('the parent settings page in the browser', () => {
  test(
    'reading settings follow the account, only e-mails Tedi sends are offered, the data downloads, and a deletion can be undone',
    async () => {
      const page = await newPage(browser, { baseURL: server.url });
      await newParentOnSettings(page);
      const reading = page.getByRole('region', { name: 'Reading and display' });
      await reading.getByText(SAVED).waitFor();
      await expectNoAxeViolations(page);

      // A reading setting applies at once and is saved to the account…
      await page.getByRole('radio', { name: /OpenDyslexic/ }).check();
      expect(await fontFamily(page)).toContain('OpenDyslexic');
      await reading.getByText(SAVED).waitFor();

      // …so it comes back from the server even when this device has forgotten it.
      await page.evaluate(() => window.localStorage.removeItem('tedi.dashboard-settings'));
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await reading.getByText(SAVED).waitFor();
      await page.waitForFunction(() =>
        document.documentElement.style.getPropertyValue('--tedi-font-family').includes('OpenDyslexic'),
      );
      expect(await page.getByRole('radio', { name: /OpenDyslexic/ }).isChecked()).toBe(true);
      await expectNoAxeViolations(page);

      // Only e-mails that Tedi sends are offered: the reminders of appointments and passport checks, on unless
      // turned off, beside the security e-mails, which are always on.
      const notifications = page.getByRole('region', { name: 'Notifications' });
      const deadlines = notifications.getByRole('checkbox', { name: /Deadlines/ });
      await deadlines.waitFor();
      expect(await deadlines.isChecked()).toBe(true);
      expect(await notifications.getByRole('checkbox').count()).toBe(1);
      expect(await notifications.getByText('Security e-mails: always on').isVisible()).toBe(true);

      // A private calendar address for the children's appointments, shown once when it is made.
      await notifications.getByRole('button', { name: 'Make my calendar address' }).click();
      const address = notifications.getByLabel('Your calendar address (shown only now)');
      expect(await address.inputValue()).toMatch(/\/calendar\/v1\/[^/]+\.ics$/);
      await expectNoAxeViolations(page);

      // The family's data downloads as the signed-in parent, under the server's name.
      const data = page.getByRole('region', { name: 'Your family’s data' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        data.getByRole('button', { name: 'Download your family’s data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^tedi-family-export-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
      expect(typeof exported['exportedAt']).toBe('string');
      await data.getByText(/Your download has started/).waitFor();
      await expectNoAxeViolations(page);

      // Deleting the account: explained, confirmed in a second step, then scheduled with its date.
      const deletion = page.getByRole('region', { name: 'Delete your account' });
      await deletion.getByText(/For 14 days nothing is lost/).waitFor();
      await deletion.getByRole('button', { name: 'I want to delete my account' }).click();
      const confirm = deletion.getByRole('form', { name: 'Are you sure you want to delete your account?' });
      await confirm.waitFor();
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: 'Delete my account' }).click();

      const day = await page.evaluate(() => {
        const parts = new Intl.DateTimeFormat('en-GB', {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        }).formatToParts(new Date(Date.now() + 14 * 24 * 60 * 60 * 1000));
        const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
        return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
      });
      expect(day).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}$/);
      await deletion.getByRole('heading', { name: `Your account will be deleted on ${day}` }).waitFor();
      expect(await page.getByText(`Your account is due to be deleted on ${day}`).isVisible()).toBe(true);
      await expectNoAxeViolations(page);

      // It is still scheduled after a reload, and "Keep my account" undoes it.
      await page.reload();
      await page.getByText(`Your account is due to be deleted on ${day}`).waitFor();
      await deletion.getByRole('button', { name: 'Keep my account' }).click();
      await deletion.getByText('Your account is staying').waitFor();
      expect(await page.getByText(/Your account is due to be deleted/).count()).toBe(0);
      await deletion.getByRole('button', { name: 'I want to delete my account' }).waitFor();
      await expectNoAxeViolations(page);

      await page.reload();
      await deletion.getByRole('button', { name: 'I want to delete my account' }).waitFor();
      expect(await page.getByText(/Your account is due to be deleted/).count()).toBe(0);
    },
    SLOW_JOURNEY_MS,
  );
});
