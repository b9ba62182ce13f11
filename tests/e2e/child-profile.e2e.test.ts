import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectBrowserErrors } from './support/browser.ts';
import { expectRefusedRequests, signInAndFindOllie } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser } from './support/browser.ts';
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

const section = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

describe('a child’s profile in the browser', () => {
  test('view, edit a section, add and remove a condition, a photo, and the summary for a new teacher', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    // Refusals provoked on purpose: an empty name (400) and a text file named like a photo (415).
    expectRefusedRequests(page);
    expectBrowserErrors(page, /Failed to load resource: the server responded with a status of 415/);
    const childId = await signInAndFindOllie(page, server);

    await page.goto(`/dashboard/parent/child/${childId}`);
    await page.getByRole('heading', { level: 1, name: "Ollie's profile" }).waitFor();
    expect(await page.title()).toBe("Ollie's profile – Tedi");
    expect(await page.getByRole('heading', { level: 3, name: 'Autism' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // One section edited in place, and still there after a reload.
    const likes = section(page, 'Likes and dislikes');
    await likes.getByRole('button', { name: 'Edit likes and dislikes' }).click();
    await likes
      .getByLabel('Likes (optional)', { exact: true })
      .fill('Trains, water play and the Thomas the Tank Engine theme tune.');
    await likes.getByRole('button', { name: 'Save' }).click();
    await likes.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Edit likes and dislikes');
    await page.reload();
    await page.getByText('Trains, water play and the Thomas the Tank Engine theme tune.').waitFor();

    // A refused form keeps what was typed, with the summary and the message beside the field.
    const about = section(page, 'About Ollie');
    await about.getByRole('button', { name: 'Edit about Ollie' }).click();
    await about.getByLabel('Full name').fill('');
    await about.getByLabel('Pronouns (optional)').fill('he/they');
    await about.getByRole('button', { name: 'Save' }).click();
    await about.getByRole('heading', { name: 'There is a problem' }).waitFor();
    expect(await about.getByText('Please enter your child’s name').count()).toBe(2);
    expect(await about.getByLabel('Pronouns (optional)').inputValue()).toBe('he/they');
    await expectNoAxeViolations(page);
    await about.getByRole('button', { name: 'Cancel' }).click();
    await about.getByText('he/him').waitFor();

    // Add a condition, then remove it after confirming on the page.
    const conditions = section(page, 'Conditions and diagnoses');
    await conditions.getByRole('button', { name: 'Add a condition or diagnosis' }).click();
    await conditions.getByLabel('Condition or diagnosis').fill('Dyspraxia');
    await conditions.getByLabel('Diagnosed by (optional)').fill('Occupational therapy team');
    await conditions.getByRole('button', { name: 'Add condition' }).click();
    await conditions.getByRole('heading', { name: 'Dyspraxia' }).waitFor();
    await conditions.getByRole('button', { name: 'Remove Dyspraxia' }).click();
    await conditions.getByRole('button', { name: 'Yes, remove Dyspraxia' }).click();
    await conditions.getByRole('status').filter({ hasText: 'Removed Dyspraxia' }).waitFor();
    expect(await conditions.getByRole('heading', { name: 'Dyspraxia' }).count()).toBe(0);

    // A real photo is uploaded and shown.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#4a90d9' } })
      .png()
      .toBuffer();
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'ollie.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload photo' }).click();
    const photo = page.getByRole('img', { name: 'Photo of Ollie' });
    await photo.waitFor();
    await page.getByRole('status').filter({ hasText: 'Photo saved' }).waitFor();

    // A text file named like a photo is refused clearly, and the photo already there stays.
    await page.getByLabel('Choose a new photo').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('This is a shopping list, not a picture.'),
    });
    await page.getByRole('button', { name: 'Replace photo' }).click();
    await page.getByText('This file isn’t a photo we can use. Please choose a JPG, PNG or WebP image.').waitFor();
    expect(await page.getByText('Your current photo has been kept.').isVisible()).toBe(true);
    expect(await page.getByLabel('Choose a new photo').getAttribute('aria-invalid')).toBe('true');
    expect(await photo.isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // The summary for a new teacher: one printable page, without the app's header or buttons on paper.
    await page.getByRole('link', { name: 'Summary for a new teacher' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ollie (Oliver Taylor)' }).waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('summary');
    for (const text of ['In an emergency', 'How Ollie communicates', 'What helps', 'Sensory', 'Key contacts']) {
      expect(await page.getByRole('heading', { name: text, exact: true }).isVisible(), text).toBe(true);
    }
    expect(await page.getByRole('img', { name: 'Photo of Ollie' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print this summary' }).isVisible()).toBe(false);
    expect(await page.locator('body > div header, #root header').first().isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1, name: 'Ollie (Oliver Taylor)' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('link', { name: "Back to Ollie's profile" }).click();
    await page.getByRole('heading', { level: 1, name: "Ollie's profile" }).waitFor();
  });

  test('an unknown or malformed child id gets a clear message and a way back', async () => {
    const page = await newPage(browser, { baseURL: server.url });
    expectRefusedRequests(page);
    expectBrowserErrors(page, /Failed to load resource: the server responded with a status of 404/);
    await signInAndFindOllie(page, server);
    for (const id of ['6a1f3c9e-2b7d-4e8a-9c0f-1d2e3f4a5b6c', 'not-a-child']) {
      await page.goto(`/dashboard/parent/child/${id}`);
      await page.getByRole('heading', { level: 1, name: "We couldn't find this child" }).waitFor();
      expect(await page.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
        '/dashboard/parent',
      );
    }
    await expectNoAxeViolations(page);
  });
});
