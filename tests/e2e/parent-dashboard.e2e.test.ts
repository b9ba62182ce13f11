import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PARENT, DEMO_PASSWORD, landedOnDashboard, openSettings, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser } from './support/browser.ts';
import { type PrivateServer, privateServer } from './support/servers.ts';

let browser: Browser;
let server: PrivateServer;
// A demo family of its own: the journey adds a child with a photo, changes the demo parent's text size, font and
// layout (which follow the account to every journey that signs in as them), and counts the family's files.
beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), privateServer('demo')]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

async function signedInOnDashboard(): Promise<Page> {
  const page = await newPage(browser, { baseURL: server.url });
  await signIn(page, DEMO_PARENT, DEMO_PASSWORD);
  await landedOnDashboard(page);
  return page;
}

const showing = (page: Page) => page.getByRole('group', { name: 'Showing' });
const layoutNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard layout' });

/** Chooses a layout from the switcher and waits until the choice is saved to the account. */
async function chooseLayout(page: Page, label: string, path: string): Promise<void> {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/me/preferences') && response.request().method() === 'PUT',
  );
  await layoutNav(page).getByRole('link', { name: label }).click();
  await page.waitForURL((url) => url.pathname === path);
  expect((await saved).status()).toBe(200);
}

describe('the parent dashboard in the browser', () => {
  test('the whole journey: add a child with a photo, edit the profile, switch child and layout, read bigger, download the data', async () => {
    const page = await signedInOnDashboard();
    await page.getByRole('heading', { level: 2, name: 'What needs you today' }).waitFor();
    // The dashboard greets the parent by the name they gave Tedi, for the time of day where they are.
    await page.getByText(/^(Good (morning|afternoon|evening)|Hello), Sam$/).waitFor();
    await expectNoAxeViolations(page);

    // Add a child from the children module.
    await page.getByRole('link', { name: /^Your children/ }).click();
    await page.waitForURL((url) => url.searchParams.get('module') === 'children');
    await page.getByRole('heading', { level: 2, name: 'Add a child' }).waitFor();
    await page.getByRole('button', { name: 'Add child' }).click();
    await page.getByRole('link', { name: 'Please enter your child’s name' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Your child’s name').fill('Maya Taylor');
    await page.getByLabel('What they like to be called (optional)').fill('Maya');
    await page.getByLabel('Date of birth (optional)').fill('2021-05-04');
    await page.getByRole('button', { name: 'Add child' }).click();
    await page.waitForURL((url) => /^\/dashboard\/parent\/child\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: /Maya/ }).waitFor();
    // Maya is now the dashboard's child, and the page says so, on screen and in a polite status region.
    await page.getByRole('status').filter({ hasText: 'You’ve added Maya. Your dashboard now shows Maya.' }).waitFor();

    // A photo, then an edit in place that is still there after a reload.
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e08a3c' } })
      .png()
      .toBuffer();
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'maya.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('button', { name: /upload/i }).click();
    await page.getByRole('img', { name: 'Photo of Maya' }).first().waitFor();
    await page.getByRole('button', { name: 'Edit likes and dislikes' }).click();
    await page.getByLabel('Likes (optional)', { exact: true }).fill('Bubbles, the swings, and Peppa Pig');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Bubbles, the swings, and Peppa Pig').waitFor();
    await page.reload();
    await page.getByText('Bubbles, the swings, and Peppa Pig').waitFor();
    await expectNoAxeViolations(page);

    // The dashboard now shows Maya, the child last opened; switching to Ollie changes what it is about.
    await page.getByRole('navigation', { name: 'Parent' }).getByRole('link', { name: 'Dashboard' }).click();
    await landedOnDashboard(page);
    expect(await showing(page).getByRole('button', { name: 'Maya', pressed: true }).count()).toBe(1);
    await showing(page).getByRole('button', { name: 'Ollie' }).click();
    await showing(page).getByRole('button', { name: 'Ollie', pressed: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Ollie' }).waitFor();
    await page.reload();
    await showing(page).getByRole('button', { name: 'Ollie', pressed: true }).waitFor();

    // Large tiles are remembered: the plain dashboard address opens them until another layout is chosen.
    await chooseLayout(page, 'Large tiles', '/dashboard/parent/tiles');
    await page.getByRole('link', { name: /Maya/ }).first().waitFor();
    await expectNoAxeViolations(page);
    await page.goto('/dashboard/parent');
    await page.waitForURL((url) => url.pathname === '/dashboard/parent/tiles');
    await chooseLayout(page, 'Standard', '/dashboard/parent');
    await page.goto('/parent');
    await page.getByRole('heading', { level: 2, name: 'What needs you today' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/parent');

    // A readability font and bigger text apply at once, everywhere, and come back from the account.
    await openSettings(page);
    await page.getByRole('radio', { name: /OpenDyslexic/ }).check();
    await page.getByRole('group', { name: 'Text size' }).getByRole('radio', { name: 'Extra large' }).check();
    await page.getByText(/Saved to your account/).waitFor();
    const rootFontSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(await bodyFont()).toContain('OpenDyslexic');
    expect(await rootFontSize()).toBe('20px');
    await page.evaluate(() => window.localStorage.removeItem('tedi.dashboard-settings'));
    await page.goto('/dashboard/parent');
    await landedOnDashboard(page);
    await page.waitForFunction(() => getComputedStyle(document.body).fontFamily.includes('OpenDyslexic'));
    expect(await rootFontSize()).toBe('20px');
    await expectNoAxeViolations(page);

    // Everything the family has, downloaded: Maya and her photo included.
    await openSettings(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download your family’s data' }).click(),
    ]);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      children: { name: string; likes: string | null }[];
      files: { kind: string }[];
    };
    expect(exported.children.map((child) => child.name)).toEqual(
      expect.arrayContaining(['Oliver Taylor', 'Isla Taylor', 'Maya Taylor']),
    );
    expect(exported.children.find((child) => child.name === 'Maya Taylor')?.likes).toBe(
      'Bubbles, the swings, and Peppa Pig',
    );
    expect(exported.files.filter((file) => file.kind === 'child_photo')).toHaveLength(1);
    // Ollie's reports in the document library come with it.
    expect(exported.files.filter((file) => file.kind === 'library_document')).toHaveLength(4);
  });

  test('the compact layout’s command box works from the keyboard alone', async () => {
    const page = await signedInOnDashboard();
    await chooseLayout(page, 'Compact', '/dashboard/parent/cursor');
    await page.getByRole('button', { name: /Find a command/ }).waitFor();
    await expectNoAxeViolations(page);
    // Escape closes the box and gives focus back to where it was.
    const showIsla = page.getByRole('button', { name: 'Show Isla Taylor on the dashboard' });
    await showIsla.focus();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'What would you like to do?' });
    await box.waitFor();
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'hidden' });
    expect(await showIsla.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.keyboard.press('Control+k');
    await box.waitFor();
    await page.keyboard.type('isla prof');
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Open Isla Taylor’s profile']);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard/parent/child/'));
    await page.getByRole('heading', { level: 1, name: /Isla/ }).waitFor();

    // The chosen layout is remembered: going back to the dashboard opens it again.
    await page.goto('/dashboard/parent');
    await page.waitForURL((url) => url.pathname === '/dashboard/parent/cursor');
    await page.getByRole('button', { name: /Find a command/ }).waitFor();
    await page.keyboard.press('/');
    await box.waitFor();
    await page.keyboard.type('standard');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/me/preferences') && response.request().method() === 'PUT',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard/parent');
    expect((await saved).status()).toBe(200);
  });

  test('the overview shows every child side by side', async () => {
    const page = await signedInOnDashboard();
    await chooseLayout(page, 'Overview', '/dashboard/parent/enhanced');
    for (const name of ['Ollie', 'Isla Taylor']) {
      const child = page.getByRole('region', { name });
      await child.getByRole('heading', { level: 3, name: 'Coming up' }).waitFor();
      expect(await child.getByText(/^Turns \d+ on /).count()).toBe(1);
    }
    await expectNoAxeViolations(page);
    await chooseLayout(page, 'Standard', '/dashboard/parent');
  });

  test('modules open by address; Back follows the dashboard’s history; an unbuilt module is not found', async () => {
    const page = await signedInOnDashboard();

    // In a new tab the account check runs afresh, and the dashboard's own requests do not wait for it: the
    // children are asked for while the subscription check is still held back.
    const tab = await page.context().newPage();
    // And nothing on the dashboard trips its content security policy (as the forms' schemas once did, testing
    // whether they could compile code).
    await tab.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { policyViolations: violations });
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
      });
    });
    let releaseCheck: () => void = () => {};
    const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
    await tab.route('**/api/v1/rpc/check_user_subscription_access', async (route) => {
      await checkHeld;
      await route.continue();
    });
    const childrenAsked = tab.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/children');
    await tab.goto('/dashboard/parent');
    await childrenAsked;
    releaseCheck();
    await tab.getByRole('heading', { level: 2, name: 'What needs you today' }).waitFor();
    await tab.getByRole('heading', { level: 2, name: 'Health today' }).waitFor();
    expect(await tab.evaluate(() => (window as { policyViolations?: string[] }).policyViolations)).toEqual([]);
    await tab.close();

    await page.goto('/dashboard/parent?module=children');
    await page.getByRole('heading', { level: 2, name: 'Your children' }).waitFor();
    await page.getByRole('button', { name: 'Back to your dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/parent' && url.search === '');
    await page.getByRole('heading', { level: 2, name: 'What needs you today' }).waitFor();

    await page.goto('/parent/coparenting');
    await page.waitForURL((url) => url.searchParams.get('module') === 'coparenting');
    await page.getByRole('heading', { level: 1, name: "We can't find that page" }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.getByRole('heading', { level: 2, name: 'What needs you today' }).waitFor();
  });
});
