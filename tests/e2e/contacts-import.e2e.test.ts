import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { signInAndFindOllie } from './support/accounts.ts';
import { newPage, openBrowser, PHONE_CONTEXT, sidewaysOverflow } from './support/browser.ts';
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

/** A contacts file as a spreadsheet saves it: a good row, a row without a name, and Ollie's GP, already there. */
const CONTACTS_CSV = [
  'Name,Role,Phone,Email,Notes',
  'Grandma Joan,Grandparent,07700 900456,joan.taylor@example.com,"Collects Ollie on Tuesdays,\nhas a spare key"',
  ',Speech and language therapist,,lee@clinic.example,',
  'Dr Kwame Osei,GP,020 7946 0321,,',
].join('\r\n');

describe('importing a child’s contacts from a file', () => {
  test('a parent previews the file, adds the new contact and sees it on the profile; nothing else changes', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    const childId = await signInAndFindOllie(page, server);
    await page.goto(`/dashboard/parent/child/${childId}`);
    await page.getByRole('heading', { level: 1, name: "Ollie's profile" }).waitFor();
    const contacts = page.locator('section').filter({
      has: page.getByRole('heading', { level: 2, name: 'School and key contacts', exact: true }),
    });

    // The control is reached with the keyboard, and opens on its file box.
    const open = contacts.getByRole('button', { name: 'Import contacts from a file' });
    await open.focus();
    await page.keyboard.press('Enter');
    const fileBox = contacts.getByLabel('CSV file with your contacts');
    await expect.poll(() => fileBox.evaluate((element) => element === document.activeElement)).toBe(true);
    const template = await fetch(`${server.loopbackUrl}/templates/tedi-contacts.csv`);
    expect(template.status).toBe(200);
    expect((await template.text()).split('\r\n')[0]).toBe('Name,Role,Phone,Email,Notes');
    await expectNoAxeViolations(page);

    await fileBox.setInputFiles({
      name: 'ollie-contacts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CONTACTS_CSV),
    });
    await contacts.getByRole('button', { name: 'Check the file' }).click();
    const heading = contacts.getByRole('heading', { name: 'Check the contacts in ollie-contacts.csv' });
    await heading.waitFor();
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);

    const toAdd = contacts.getByRole('table', { name: 'Contacts to add (1)' });
    expect(await toAdd.getByRole('rowheader').allInnerTexts()).toEqual(['Grandma Joan']);
    expect(await toAdd.innerText()).toContain('Collects Ollie on Tuesdays');
    const problems = contacts.getByRole('table', { name: 'Rows with problems, left out (1)' });
    expect(await problems.innerText()).toContain('Row 3 has no name');
    const skipped = contacts.getByRole('table', { name: 'Rows skipped (1)' });
    expect(await skipped.innerText()).toContain("Already on Ollie's profile");
    await expectNoAxeViolations(page);

    await contacts.getByRole('button', { name: 'Add 1 contact' }).click();
    const confirmation = contacts.getByRole('status').filter({ hasText: "Added 1 contact to Ollie's profile." });
    await confirmation.waitFor();
    expect(await confirmation.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await confirmation.innerText()).toContain(
      "Left out: 1 row with a problem and 1 contact already on Ollie's profile.",
    );
    await contacts.getByRole('heading', { name: 'Grandma Joan (Grandparent)' }).waitFor();
    await expectNoAxeViolations(page);

    // Saved: after a reload the new contact is there once, and the GP once, as before.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: "Ollie's profile" }).waitFor();
    expect(await contacts.getByRole('heading', { name: 'Grandma Joan (Grandparent)' }).count()).toBe(1);
    expect(await contacts.getByRole('heading', { name: 'Dr Kwame Osei (GP)' }).count()).toBe(1);
    expect(await contacts.getByText('joan.taylor@example.com').isVisible()).toBe(true);
  });

  test('on a phone the preview scrolls inside its tables, not the page, and Cancel adds nothing', async () => {
    const page = await newPage(browser, { baseURL: server.url, ...PHONE_CONTEXT });
    const childId = await signInAndFindOllie(page, server);
    await page.goto(`/dashboard/parent/child/${childId}`);
    await page.getByRole('heading', { level: 1, name: "Ollie's profile" }).waitFor();
    const before = await page.getByRole('heading', { level: 4 }).allInnerTexts();
    await page.getByRole('button', { name: 'Import contacts from a file' }).click();
    await page.getByLabel('CSV file with your contacts').setInputFiles({
      name: 'more.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name;Role;Email\nMartin Okoye;Speech and language therapist;m.okoye@therapy.example\n'),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByRole('table', { name: 'Contacts to add (1)' }).waitFor();
    expect(await sidewaysOverflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('status').filter({ hasText: 'Import cancelled. Nothing was added.' }).waitFor();
    expect(await page.getByRole('heading', { level: 4 }).allInnerTexts()).toEqual(before);
  });
});

describe('the moving-in page', () => {
  test('passes the accessibility checks, and fits a phone', async () => {
    const page = await newPage(browser, { baseURL: server.url, ...PHONE_CONTEXT });
    await page.goto('/migration');
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Moving into Tedi' }).waitFor();
    expect(await sidewaysOverflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test('is read without JavaScript, finds its sections from the top, and offers the template', async () => {
    const page = await newPage(browser, { baseURL: server.url, javaScriptEnabled: false });
    const response = await page.goto('/migration');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Moving into Tedi – Tedi');
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe('Moving into Tedi');

    await main
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: /another app/ })
      .click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#from-another-app');
    expect(
      await main.getByRole('heading', { name: 'From Google Contacts (and most Android phones)' }).isVisible(),
    ).toBe(true);
    const template = main.getByRole('link', { name: 'Download Tedi’s template' });
    expect(await template.getAttribute('href')).toBe('/templates/tedi-contacts.csv');
    const hrefs = await main.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of new Set(hrefs.filter((candidate) => !candidate.startsWith('#')))) {
      const answer = await fetch(new URL(href, server.loopbackUrl), { redirect: 'manual' });
      expect(answer.status, href).toBe(200);
    }
  });
});
