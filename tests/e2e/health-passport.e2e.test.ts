import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectRefusedRequests, signInAndFindOllie } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { expectBrowserErrors, newPage, openBrowser, PHONE_CONTEXT, sidewaysOverflow } from './support/browser.ts';
import type { SharedServer } from './support/server-modes.ts';
import { e2eServer } from './support/servers.ts';

let browser: Browser;
let server: SharedServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), e2eServer('demo')]);
});
afterAll(async () => {
  await browser?.close();
});

const PAIN = 'He goes very quiet and presses on the sore place.';

/** Opens the passport of the dashboard's child, Ollie (the demo family's first child). */
async function openOlliesPassport(page: Page): Promise<void> {
  await page.goto('/parent/health-passport');
  await page.getByRole('heading', { level: 1, name: 'Oliver Taylor, known as Ollie' }).waitFor();
}

/** Waits until this device keeps an offline copy of the passport that holds `text`. */
async function offlineCopyHolds(page: Page, text: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (expected) => {
        const copy = await caches.match('/parent/health-passport');
        return copy ? (await copy.text()).includes(expected) : false;
      }, text),
    )
    .toBe(true);
}

describe('the health passport', () => {
  test('made from the profile and the hub, written on, read offline after a reload with the network cut', async () => {
    const page = await newPage(browser, { baseURL: server.url, serviceWorkers: 'allow' });
    expectRefusedRequests(page);
    await signInAndFindOllie(page, server);
    await openOlliesPassport(page);
    expect(await page.title()).toBe('Ollie’s health passport – Tedi');

    // The first page, filled from the profile (how he communicates) and from what the family wrote.
    const firstPage = page.getByRole('region', { name: 'Read this first' });
    await firstPage.getByText('TD Snap on his iPad', { exact: false }).waitFor();
    await firstPage.getByText('A quiet space to wait, away from the busy waiting room').waitFor();
    await page.getByRole('heading', { level: 2, name: /Things you must know about me/ }).waitFor();
    await expectNoAxeViolations(page);

    // Written on the passport: a wrong NHS number is refused with what was typed kept, then it saves.
    await page.getByRole('button', { name: 'Edit the passport' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Ollie’s passport' }).waitFor();
    await page.getByLabel('How you know I am in pain').fill(PAIN);
    await page.getByLabel('NHS number').fill('943 476 5918');
    await page.getByRole('button', { name: 'Save the passport' }).click();
    await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
    expect(await page.getByLabel('How you know I am in pain').inputValue()).toBe(PAIN);
    await expectNoAxeViolations(page);
    await page.getByLabel('NHS number').fill('943 476 5919');
    await page.getByRole('button', { name: 'Save the passport' }).click();
    await page.getByRole('status').filter({ hasText: 'Passport saved' }).waitFor();
    await page.getByText(PAIN).waitFor();
    await page.getByText('NHS number 943 476 5919').waitFor();

    // On paper: the PDF opens with the first minutes and holds what was just written.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Oliver-Taylor-hospital-passport-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = new Uint8Array(
      await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks)),
    );
    const { text } = await extractText(await getDocumentProxy(pdf, { verbosity: 0 }), { mergePages: true });
    const words = text.replace(/\s+/g, ' ');
    expect(words).toContain('Oliver Taylor, known as Ollie');
    expect(words).toContain('Read this first');
    expect(words).toContain('943 476 5919');
    expect(words).toContain(PAIN);
    await page.getByRole('status').filter({ hasText: 'Downloaded:' }).waitFor();

    // The hospital corridor: no signal, the page reloaded, the passport still there.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await offlineCopyHolds(page, PAIN);
    expectBrowserErrors(page, /ERR_INTERNET_DISCONNECTED/);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText('You’re offline: these are the passports saved on this device').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Oliver Taylor, known as Ollie' }).waitFor();
    await page.getByText(PAIN).waitFor();
    await expectNoAxeViolations(page);

    // Another page, opened with no signal once the account's check has run out: Tedi says it cannot be reached,
    // rather than sending the parent to set up their account, and offers the passport saved on the device.
    await page.context().setOffline(false);
    await page.goto('/parent/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.evaluate(() => window.sessionStorage.clear());
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'You’re offline' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/parent/settings');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Open the health passport saved on this device' }).click();
    await page.getByRole('heading', { level: 1, name: 'Oliver Taylor, known as Ollie' }).waitFor();
    await page.context().setOffline(false);
  });

  test('shared by link: opened signed out with its QR code, the opening seen by the parent, then withdrawn', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    await signInAndFindOllie(page, server);
    await openOlliesPassport(page);
    const sharing = page.getByRole('region', { name: 'Share the passport by link' });
    await sharing.getByLabel('Who is the link for?').fill('Ward 4 nurses');
    await sharing.getByLabel('How long should it work?').selectOption({ label: '1 day' });
    await sharing.getByRole('button', { name: 'Make a link' }).click();
    await sharing.getByRole('heading', { name: 'Your link for Ward 4 nurses' }).waitFor();
    expect(await sharing.getByRole('img', { name: /QR code of the link/ }).isVisible()).toBe(true);
    const link = await sharing.getByLabel('The link').inputValue();
    expect(link).toMatch(/\/share\/passport\/[A-Za-z0-9_-]{40,}$/);
    await expectNoAxeViolations(page);

    // A nurse opens it on a phone with no account.
    const nurse = await newPage(browser, { baseURL: server.url, ...PHONE_CONTEXT });
    const opened = await nurse.goto(new URL(link).pathname);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await nurse.getByRole('heading', { level: 1, name: 'Oliver Taylor, known as Ollie' }).waitFor();
    await nurse.getByText('Ollie’s family shared this passport with you.').waitFor();
    expect(await nurse.getByRole('button', { name: 'Edit the passport' }).count()).toBe(0);
    expect(await sidewaysOverflow(nurse)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(nurse);

    // The parent sees the opening, and withdraws the link: it opens nothing from then on.
    await sharing.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await openOlliesPassport(page);
    const entry = page.getByRole('listitem').filter({ hasText: 'Ward 4 nurses' });
    await entry.getByText('Opened once:').waitFor();
    await entry.getByRole('button', { name: 'Withdraw the link for Ward 4 nurses' }).click();
    await entry.getByText('Withdrawn').first().waitFor();
    expectBrowserErrors(nurse, /status of 404/);
    const closed = await nurse.goto(new URL(link).pathname);
    expect(closed?.status()).toBe(404);
    await nurse.getByRole('heading', { level: 1, name: 'This link has expired or been withdrawn' }).waitFor();
    expect(await nurse.getByText('Ollie').count()).toBe(0);
  });

  test('fits a phone’s screen', async () => {
    const page = await newPage(browser, { baseURL: server.url, ...PHONE_CONTEXT });
    await signInAndFindOllie(page, server);
    await openOlliesPassport(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
