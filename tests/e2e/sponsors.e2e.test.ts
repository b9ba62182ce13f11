import { CONTACT_LIMITS } from '@tedi/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { contactMessagesAsAdmin, createLicenceBatch } from './support/administrators.ts';
import { expectBrowserErrors, newPage, openBrowser, PHONE_CONTEXT, sidewaysOverflow } from './support/browser.ts';
import { type PrivateServer, privateServer } from './support/servers.ts';

/** A person takes longer than this to fill a form in; quicker is taken for a bot. */
const MINIMUM_FILL_MS = CONTACT_LIMITS.minimumFillSeconds * 1000 + 200;
const inAYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);

let browser: Browser;
/** Its keys let the journey make licence batches and read enquiries as an admin. */
let server: PrivateServer;

// A production server of its own: the list of sponsors is one for the whole site, and the journey starts from it
// empty, then names a sponsor on it.
beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), privateServer('production')]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

function pageOn(options: Parameters<typeof newPage>[1] = {}): Promise<Page> {
  return newPage(browser, { baseURL: server.url, ...options });
}

function mainHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

async function canonicalPath(page: Page): Promise<string> {
  return new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname;
}

/** Fills the enquiry form in as a person would; the fields left out of `values` stay as they are. */
async function fillEnquiry(page: Page, values: Partial<Record<'organisation' | 'name' | 'email' | 'message', string>>) {
  if (values.organisation !== undefined) await page.getByLabel('Name of your organisation').fill(values.organisation);
  await page.getByLabel('What kind of organisation is it?').selectOption({ label: 'Charity' });
  await page.getByLabel('Roughly how many families would you like to support?').selectOption('51 to 250');
  if (values.name !== undefined) await page.getByLabel('Your name').fill(values.name);
  if (values.email !== undefined) await page.getByLabel('Your work e-mail address').fill(values.email);
  if (values.message !== undefined) await page.getByLabel('Your message').fill(values.message);
}

describe('the sponsors page', () => {
  test('before anyone is named it says so, and leads to how sponsoring works', async () => {
    const page = await pageOn();
    const response = await page.goto('/sponsors');
    expect(response?.status()).toBe(200);
    expect(await mainHeading(page).innerText()).toBe('Sponsors');
    expect(await page.title()).toBe('Sponsors – Tedi');
    expect(await canonicalPath(page)).toBe('/sponsors');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Sponsors – Tedi');
    expect(await page.getByRole('main').innerText()).toContain('No sponsors are named here yet.');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'How sponsoring works' }).click();
    await page.waitForURL((url) => url.pathname === '/sponsor-landing');
    expect(await mainHeading(page).innerText()).toBe('Sponsor Tedi for the families you support');
    expect(await page.title()).toBe('Sponsor Tedi for families – Tedi');
    expect(await canonicalPath(page)).toBe('/sponsor-landing');
    await expectNoAxeViolations(page);
  });

  test('a sponsor who agreed to be named appears under its kind the moment its licence is made; others do not', async () => {
    await createLicenceBatch(server.loopbackUrl, server.keys, {
      sponsorName: 'Riverside Carers Trust',
      sponsorKind: 'charity',
      seats: 40,
      codes: 2,
      expiresOn: inAYear(),
      publiclyListed: true,
    });
    await createLicenceBatch(server.loopbackUrl, server.keys, {
      sponsorName: 'Quiet Holdings',
      sponsorKind: 'employer',
      seats: 5,
      codes: 1,
      expiresOn: inAYear(),
    });

    const page = await pageOn();
    await page.goto('/sponsors');
    const charities = page.getByRole('region', { name: 'Charities' });
    expect(await charities.getByRole('listitem').allInnerTexts()).toEqual(['Riverside Carers Trust']);
    const main = await page.getByRole('main').innerText();
    expect(main).not.toContain('Quiet Holdings');
    expect(main).not.toContain('No sponsors are named here yet.');
    await expectNoAxeViolations(page);
  });

  test('works without JavaScript: the list arrives as HTML from the server', async () => {
    const page = await pageOn({ javaScriptEnabled: false });
    await page.goto('/sponsors');
    expect(await mainHeading(page).innerText()).toBe('Sponsors');
    expect(await page.getByRole('region', { name: 'Charities' }).innerText()).toContain('Riverside Carers Trust');
    await page.getByRole('link', { name: 'How sponsoring works' }).click();
    await page.waitForURL((url) => url.pathname === '/sponsor-landing');
    expect(await page.getByLabel('Name of your organisation').isVisible()).toBe(true);
  });

  test('on a 360 px phone the three sponsor pages fit the screen', async () => {
    const page = await pageOn(PHONE_CONTEXT);
    for (const path of ['/sponsors', '/sponsor-landing', '/sponsor-success']) {
      await page.goto(path);
      expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }
  });
});

describe('the sponsor enquiry', () => {
  test('without JavaScript, an enquiry with mistakes comes back with what was typed and what to fix', async () => {
    const page = await pageOn({ javaScriptEnabled: false });
    expectBrowserErrors(page, /status of 400/);
    await page.goto('/sponsor-landing');
    await fillEnquiry(page, {
      organisation: 'Harbour Family Trust',
      email: 'jo at harbour',
      message: 'We support about a hundred families around the harbour.',
    });
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const summary = page.getByRole('alert');
    await summary.waitFor();
    expect(await page.title()).toBe('Error: Sponsor Tedi for families – Tedi');
    expect(await summary.innerText()).toMatch(/Your enquiry has not been sent yet/);
    expect(await summary.innerText()).toMatch(/Enter your name/);
    expect(await summary.innerText()).toMatch(/Enter your work e-mail address like name@organisation.org.uk/);
    expect(await page.getByLabel('Name of your organisation').inputValue()).toBe('Harbour Family Trust');
    expect(await page.getByLabel('What kind of organisation is it?').inputValue()).toBe('charity');
    expect(await page.getByLabel('Roughly how many families would you like to support?').inputValue()).toBe(
      '51 to 250',
    );
    expect(await page.getByLabel('Your work e-mail address').inputValue()).toBe('jo at harbour');
    expect(await page.getByLabel('Your message').inputValue()).toBe(
      'We support about a hundred families around the harbour.',
    );
    expect(await page.getByLabel('Your work e-mail address').getAttribute('aria-invalid')).toBe('true');

    // The summary's link takes the reader to the field to fix.
    await summary.getByRole('link', { name: /Enter your name/ }).click();
    await page.waitForURL((url) => url.hash === '#name');
  });

  test('an enquiry put right after a refusal lands on the confirmation, and the site’s admins can read it', async () => {
    const page = await pageOn();
    expectBrowserErrors(page, /status of 400/);
    await page.goto('/sponsor-landing');
    // Keyboard only: the enquiry link at the top moves to the form, and the form is sent from the keyboard.
    await page.getByRole('link', { name: 'Send an enquiry' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hash === '#enquiry-heading');
    const message = 'We support about a hundred families around the harbour and would like to start in the spring.';
    await fillEnquiry(page, {
      organisation: 'Harbour Family Trust',
      email: 'jo.bloggs@harbour.example.org.uk',
      message,
    });
    const sendFromTheKeyboard = async () => {
      await page.getByLabel('Your message').focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('privacy page');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send enquiry');
      await page.keyboard.press('Enter');
    };
    await sendFromTheKeyboard();

    // The name was left out: the page comes back with the rest kept.
    await page.getByRole('alert').waitFor();
    const shownAt = Date.now();
    expect(await page.getByRole('alert').innerText()).toMatch(/Enter your name/);
    expect(await page.getByLabel('Your message').inputValue()).toBe(message);
    expect(await page.getByLabel('Name of your organisation').inputValue()).toBe('Harbour Family Trust');
    await expectNoAxeViolations(page);

    await page.getByLabel('Your name').fill('Jo Bloggs');
    await page.waitForTimeout(Math.max(0, MINIMUM_FILL_MS - (Date.now() - shownAt)));
    await sendFromTheKeyboard();

    await page.waitForURL((url) => url.pathname === '/sponsor-success');
    expect(await mainHeading(page).innerText()).toBe('Thank you, your enquiry has been sent');
    expect(await page.getByRole('main').innerText()).toMatch(/They will reply by e-mail/);
    expect(await page.title()).toBe('Enquiry sent – Tedi');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expectNoAxeViolations(page);

    const enquiries = await contactMessagesAsAdmin(server.loopbackUrl, server.keys, 'sponsor_enquiry');
    expect(enquiries).toContainEqual(
      expect.objectContaining({
        kind: 'sponsor_enquiry',
        name: 'Jo Bloggs',
        email: 'jo.bloggs@harbour.example.org.uk',
        topic: 'Sponsoring families',
        message,
        organisation: { name: 'Harbour Family Trust', type: 'charity', families: '51 to 250' },
      }),
    );

    await page.getByRole('link', { name: 'Organisations that sponsor families' }).click();
    await page.waitForURL((url) => url.pathname === '/sponsors');
    await mainHeading(page).waitFor();
  });
});
