import { APP_ROUTES, isPrerenderedRoute } from '@tedi/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { contactMessagesAsAdmin } from './support/administrators.ts';
import { expectBrowserErrors, newPage, openBrowser, PHONE_CONTEXT, sidewaysOverflow } from './support/browser.ts';
import type { SharedServer } from './support/server-modes.ts';
import { e2eServer } from './support/servers.ts';

/** A person takes longer than this to fill the form in; quicker is taken for a bot (CONTACT_LIMITS). */
const MINIMUM_FILL_MS = 3200;

let browser: Browser;
/** The production server; its keys let the test make an admin through the admin API and read the messages. */
let server: SharedServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), e2eServer('production')]);
});

afterAll(async () => {
  await browser?.close();
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
    { path: '/migration', heading: 'Moving into Tedi', says: /What can’t be brought in yet/ },
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

/**
 * The prose pages visited above, the loading screen's demonstration and the tutorials (each with its own journey);
 * every other live page of the public site made ahead of time is a campaign page.
 */
const OTHER_PAGES = [
  '/privacy',
  '/security-privacy',
  '/terms',
  '/faqs',
  '/support',
  '/loader-demo',
  '/tutorials',
  '/visual-tutorials',
  '/migration',
];
const CAMPAIGN_PAGES = APP_ROUTES.filter(
  (route) => route.capability === 'public-site' && isPrerenderedRoute(route) && !OTHER_PAGES.includes(route.path),
);

/** What each link of a page answered, so a link shared by many pages is asked about once. */
const linkStatuses = new Map<string, Promise<number>>();
function statusOf(href: string): Promise<number> {
  let status = linkStatuses.get(href);
  if (!status) {
    status = fetch(new URL(href, server.loopbackUrl), { redirect: 'manual' }).then((response) => response.status);
    linkStatuses.set(href, status);
  }
  return status;
}

describe('the campaign pages', () => {
  test('are the home page, its landing variants, every audience page and the roadmap', () => {
    const paths = CAMPAIGN_PAGES.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/index',
        '/index-v2',
        '/new-landing',
        '/launch-landing',
        '/product-lift',
        '/showcase',
        '/school',
        '/charity-landing',
        '/employee-benefits-landing',
        '/insurance-partnership-landing',
        '/sponsorship-landing',
        '/sponsors-landing',
        '/affiliate-recruitment-landing',
        '/estate-planning-landing',
        '/comfa-landing',
        '/content-partners',
        '/technology-partnerships',
        '/investor-demo',
        '/our-early-supporters',
        '/early-supporter',
        '/roadmap',
      ]),
    );
  });

  test.each(CAMPAIGN_PAGES.map((route) => ({ path: route.path, canonical: route.canonicalPath ?? route.path })))(
    '$path is a real page for search engines and people, whose links all lead somewhere',
    async ({ path, canonical }) => {
      const page = await pageOn();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect((await mainHeading(page).innerText()).trim().length).toBeGreaterThan(10);
      expect(await page.title()).toMatch(/Tedi/);
      const head = await page.evaluate(() => ({
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '',
        ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? '',
        card: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content') ?? '',
        robots: document.querySelectorAll('meta[name="robots"]').length,
        scripts: [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src') ?? ''),
      }));
      expect(new URL(head.canonical).pathname).toBe(canonical);
      expect(new URL(head.ogUrl).pathname).toBe(canonical);
      expect(head.description.length).toBeGreaterThan(50);
      expect(head.ogTitle).toBe(await page.title());
      expect(head.card).toBe('summary');
      expect(head.robots, 'the page is for search engines').toBe(0);
      expect(head.scripts, 'only the small script that applies reading settings').toEqual([
        expect.stringMatching(/^\/assets\/static-page-[\w-]+\.js$/),
      ]);
      await expectNoAxeViolations(page);

      const hrefs = await page
        .getByRole('main')
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of new Set(hrefs)) expect(await statusOf(href), `${path} links to ${href}`).toBe(200);
    },
  );

  test('on a 360 px phone they fit the screen', async () => {
    const page = await pageOn(PHONE_CONTEXT);
    for (const path of ['/', '/school', '/roadmap', '/sponsors-landing']) {
      await page.goto(path);
      expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }
  });

  test('without JavaScript, an employer reads the page and reaches the contact form with the topic chosen', async () => {
    const page = await pageOn({ javaScriptEnabled: false });
    await page.goto('/employee-benefits-landing');
    expect(await mainHeading(page).innerText()).toBe('Support the working parents and carers of disabled children');
    await page.getByRole('region', { name: 'What you see, and what you don’t' }).waitFor();
    await page
      .getByRole('region', { name: 'Offer Tedi to your staff' })
      .getByRole('link', { name: 'Send us a message' })
      .click();
    await page.waitForURL((url) => url.pathname === '/contact');
    expect(await mainHeading(page).innerText()).toBe('Contact us');
    expect(await page.getByLabel('What is your message about?').inputValue()).toBe('Working with Tedi');
  });

  test('the sitemap lists them once each, leaving out the home page’s second addresses', async () => {
    const sitemap = await (await fetch(new URL('/sitemap.xml', server.loopbackUrl))).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    for (const route of CAMPAIGN_PAGES) {
      expect(listed.includes(route.path), route.path).toBe(route.canonicalPath === undefined);
    }
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

    const messages = await contactMessagesAsAdmin(server.loopbackUrl, server.keys, 'message');
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
