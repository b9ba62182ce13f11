import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { contactMessagesAsAdmin, newServerKeys } from './support/administrators.ts';
import { expectBrowserErrors, newPage, openBrowser, PHONE_CONTEXT, sidewaysOverflow } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server-process.ts';

/** Keys of this file's own server, so the test can make an admin through the admin API and read the messages. */
const KEYS = newServerKeys();
/** A person takes longer than this to fill the form in; quicker is taken for a bot (CONTACT_LIMITS). */
const MINIMUM_FILL_MS = 3200;

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  browser = await openBrowser();
  server = await startServer({
    environment: KEYS.environment,
    onOutput: (line) => console.error(`[public-site server] ${line}`),
  });
});

afterAll(async () => {
  await browser.close();
  await server.stop();
});

function pageOn(options: Parameters<typeof newPage>[1] = {}): Promise<Page> {
  return newPage(browser, { baseURL: server.url, ...options });
}

function mainHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

describe('the public pages', () => {
  test.each([
    { path: '/privacy', heading: 'Privacy', says: /special category data/ },
    { path: '/security-privacy', heading: 'Security and privacy', says: /Argon2id/ },
    { path: '/terms', heading: 'Terms of use', says: /not legal, medical or financial advice/ },
    { path: '/faqs', heading: 'Questions and answers', says: /Who is Tedi for\?/ },
    { path: '/support', heading: 'Support', says: /SENDIASS/ },
    { path: '/contact', heading: 'Contact us', says: /Your message/ },
  ])('$path is a real page with its own title and canonical address, accessibly', async ({ path, heading, says }) => {
    const page = await pageOn();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await mainHeading(page).innerText()).toBe(heading);
    expect(await page.getByRole('main').innerText()).toMatch(says);
    expect(await page.title()).toBe(`${heading} – Tedi`);
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(path);
    await expectNoAxeViolations(page);
  });

  test('on a 360 px phone the privacy page and the contact form fit the screen', async () => {
    const page = await pageOn(PHONE_CONTEXT);
    for (const path of ['/privacy', '/contact']) {
      await page.goto(path);
      expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }
  });

  test('every link of the header and footer leads to a page that answers', async () => {
    const page = await pageOn();
    await page.goto('/privacy');
    const hrefs = await page
      .locator('header a, footer a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(expect.arrayContaining(['/guides', '/faqs', '/support', '/contact', '/terms']));
    for (const href of new Set(hrefs)) {
      const response = await fetch(new URL(href, server.loopbackUrl), { redirect: 'manual' });
      expect(response.status, href).toBe(200);
    }
  });

  test('an answer opens from its question, without JavaScript', async () => {
    const page = await pageOn({ javaScriptEnabled: false });
    await page.goto('/faqs');
    const answer = page.getByText('Tedi works in the web browser of a phone', { exact: false });
    expect(await answer.isVisible()).toBe(false);
    await page.getByText('Can I use Tedi on my phone?').click();
    await answer.waitFor({ state: 'visible' });
  });
});

describe('the contact form', () => {
  test('a message sent from the form is confirmed, and the site’s admins can read it', async () => {
    const page = await pageOn();
    await page.goto('/contact');
    const started = Date.now();
    await page.getByLabel('Your name').fill('Jo Bloggs');
    await page.getByLabel('Your e-mail address').fill('jo.bloggs@example.com');
    await page.getByLabel('What is your message about?').selectOption('Guides and articles');
    await page.getByLabel('Your message', { exact: true }).fill('Could you write a guide about transport to school?');
    await page.waitForTimeout(Math.max(0, MINIMUM_FILL_MS - (Date.now() - started)));
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL(/\/contact\?sent=1$/);
    expect(await mainHeading(page).innerText()).toBe('Thank you, your message has been sent');
    await expectNoAxeViolations(page);

    const messages = await contactMessagesAsAdmin(server.loopbackUrl, KEYS, 'message');
    expect(messages).toContainEqual(
      expect.objectContaining({
        name: 'Jo Bloggs',
        email: 'jo.bloggs@example.com',
        topic: 'Guides and articles',
        message: 'Could you write a guide about transport to school?',
      }),
    );
  });

  test('without JavaScript, a message with mistakes comes back with what was typed and what to fix', async () => {
    const page = await pageOn({ javaScriptEnabled: false });
    expectBrowserErrors(page, /status of 400/);
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Jo Bloggs');
    await page.getByLabel('Your e-mail address').fill('jo.bloggs at example');
    await page.getByLabel('Your message', { exact: true }).fill('Hello there, a question about my account.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.title()).toBe('Error: Contact us – Tedi');
    expect(await page.getByRole('alert').innerText()).toMatch(/Enter an e-mail address like name@example.com/);
    expect(await page.getByLabel('Your name').inputValue()).toBe('Jo Bloggs');
    expect(await page.getByLabel('Your message', { exact: true }).inputValue()).toBe(
      'Hello there, a question about my account.',
    );
    expect(await page.getByLabel('Your e-mail address').getAttribute('aria-invalid')).toBe('true');
  });
});
