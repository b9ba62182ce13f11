import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser } from './support/browser.ts';
import { landingPageHeading } from './support/landing-page.ts';

declare global {
  interface Window {
    /** The page's interactive elements and how each looks unfocused, recorded before the first key press. */
    keyboardJourney?: { elements: HTMLElement[]; unfocusedIndicators: string[] };
  }
}

interface FocusStop {
  /** Position in the recorded list of interactive elements, or -1 for an element that was not in it. */
  readonly index: number;
  readonly description: string;
  readonly indicatorChanged: boolean;
  readonly indicatorVisible: boolean;
  readonly onScreen: boolean;
  readonly insideMain: boolean;
}

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openLandingPage(page: Page): Promise<string[]> {
  await page.goto('/');
  await landingPageHeading(page).waitFor({ state: 'visible' });
  // Every element a keyboard should reach: visible, enabled, and not taken out of the tab order.
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [contenteditable="true"]';
    const elements = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.matches(':disabled') &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    );
    const indicatorOf = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.outlineOffset, style.boxShadow].join(
        ' | ',
      );
    };
    window.keyboardJourney = { elements, unfocusedIndicators: elements.map(indicatorOf) };
    return elements.map((element) => {
      const name = (element.getAttribute('aria-label') ?? element.innerText ?? '').replace(/\s+/g, ' ').trim();
      return `<${element.tagName.toLowerCase()}> "${name.slice(0, 60)}"`;
    });
  });
}

/** What has keyboard focus now, and whether a sighted keyboard user can see where it is; null when nothing has. */
function currentFocus(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    const journey = window.keyboardJourney;
    if (!(element instanceof HTMLElement) || element === document.body || !journey) return null;
    const style = getComputedStyle(element);
    const indicator = [
      style.outlineStyle,
      style.outlineWidth,
      style.outlineColor,
      style.outlineOffset,
      style.boxShadow,
    ].join(' | ');
    const index = journey.elements.indexOf(element);
    const transparent = /^(transparent|rgba\(\d+, \d+, \d+, 0\))$/;
    const hasOutline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent.test(style.outlineColor);
    const hasShadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const box = element.getBoundingClientRect();
    const name = (element.getAttribute('aria-label') ?? element.innerText ?? '').replace(/\s+/g, ' ').trim();
    return {
      index,
      description: `<${element.tagName.toLowerCase()}> "${name.slice(0, 60)}"`,
      indicatorChanged: index < 0 || indicator !== journey.unfocusedIndicators[index],
      indicatorVisible: hasOutline || hasShadow,
      onScreen:
        box.width >= 2 &&
        box.height >= 2 &&
        box.bottom > 0 &&
        box.right > 0 &&
        box.top < innerHeight &&
        box.left < innerWidth,
      insideMain: element.closest('main') !== null,
    };
  });
}

describe('keyboard-only use of the landing page', () => {
  test('the first Tab reaches a visible skip link, and using it moves focus to the main content', async () => {
    const page = await newPage(browser);
    await openLandingPage(page);

    await page.keyboard.press('Tab');
    const skipLink = page.locator(':focus');
    expect(await skipLink.innerText()).toMatch(/skip to (the )?main content/i);
    const first = await currentFocus(page);
    expect(first?.onScreen, 'the focused skip link is visible').toBe(true);
    expect(first?.indicatorVisible, 'the focused skip link shows a focus indicator').toBe(true);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Enter');
    const afterSkip = await currentFocus(page);
    expect(afterSkip?.insideMain, `after the skip link, focus is on ${afterSkip?.description ?? 'nothing'}`).toBe(true);

    await page.keyboard.press('Tab');
    const next = await currentFocus(page);
    expect(next?.insideMain, `the next Tab reaches ${next?.description ?? 'nothing'}, in the main content`).toBe(true);
  });

  test('Tab reaches every link and button, in turn, each with a visible focus indicator', async () => {
    const page = await newPage(browser);
    const interactive = await openLandingPage(page);
    expect(interactive.length, 'the landing page has links and buttons').toBeGreaterThan(1);

    const reached = new Set<number>();
    const withoutIndicator: string[] = [];
    const offScreen: string[] = [];
    const unlisted: string[] = [];
    for (let presses = 0; presses < interactive.length + 10; presses += 1) {
      await page.keyboard.press('Tab');
      const stop = await currentFocus(page);
      // Past the last element focus leaves the page (or comes back to the first): the round is complete.
      const seenBefore =
        stop !== null && (stop.index >= 0 ? reached.has(stop.index) : unlisted.includes(stop.description));
      if (stop === null || seenBefore) break;
      if (stop.index >= 0) reached.add(stop.index);
      else unlisted.push(stop.description);
      if (!stop.indicatorChanged || !stop.indicatorVisible) withoutIndicator.push(stop.description);
      if (!stop.onScreen) offScreen.push(stop.description);
    }

    const unreachable = interactive.filter((_, index) => !reached.has(index));
    expect(unreachable, 'links and buttons the keyboard never reaches').toEqual([]);
    expect(withoutIndicator, 'focused elements that look the same as unfocused').toEqual([]);
    expect(offScreen, 'focused elements scrolled out of sight or too small to see').toEqual([]);
    expect(unlisted, 'focus stops on elements that are hidden or not interactive').toEqual([]);
  });
});
