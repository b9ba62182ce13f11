import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser } from './support/browser.ts';
import { landingPageHeading, SIGN_UP_PATHS, signUpCalls } from './support/landing-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function expectLandingPageFor(page: Page): Promise<void> {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);

  const heading = landingPageHeading(page);
  await heading.waitFor({ state: 'visible' });
  expect((await heading.innerText()).trim().length, 'the main heading has words in it').toBeGreaterThan(10);

  const signUp = signUpCalls(page).first();
  await signUp.waitFor({ state: 'visible' });
  const target = new URL((await signUp.getAttribute('href')) ?? '', page.url());
  expect(SIGN_UP_PATHS, `the call to sign up "${await signUp.innerText()}" leads to ${target.pathname}`).toContain(
    target.pathname,
  );

  const title = await page.title();
  expect(title).toMatch(/Tedi/);
  const otherWords = title.replace(/Tedi/g, '').match(/\p{L}{2,}/gu) ?? [];
  expect(otherWords.length, `the title "${title}" says more than the name`).toBeGreaterThanOrEqual(2);
  expect(title).not.toMatch(/vite|react app|untitled/i);
}

describe('the landing page', () => {
  test('tells a visitor what Tedi is and invites them to sign up, accessibly', async () => {
    const page = await newPage(browser);
    await expectLandingPageFor(page);
    await expectNoAxeViolations(page);
  });

  test('works on a 360 px wide phone without scrolling sideways', async () => {
    const page = await newPage(browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await expectLandingPageFor(page);
    const overflow = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(overflow.scrollWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(overflow.clientWidth);
    await expectNoAxeViolations(page);
  });
});
