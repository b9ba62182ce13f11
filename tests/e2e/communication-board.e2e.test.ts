import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PARENT, DEMO_PASSWORD, landedOnDashboard, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser, sidewaysOverflow } from './support/browser.ts';
import { privateServer, type PrivateServer } from './support/servers.ts';

let browser: Browser;
// Its own server: the journey changes Ollie's board, which journeys sharing the demo server read as seeded.
let server: PrivateServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), privateServer('demo')]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const JOURNEY_MS = 180_000;

/** A phone 390 px wide, held in the hand. */
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Stands in for the browser's speech before the app loads: two voices that arrive late (as Chrome's do), and a
 * record of each utterance and of the calls made around it, read back by the journey.
 */
const SPEECH_STAND_IN = `
(() => {
  const voices = [
    { name: 'Test American', lang: 'en-US', default: true, localService: true, voiceURI: 'us' },
    { name: 'Test British', lang: 'en-GB', default: false, localService: true, voiceURI: 'gb' },
  ];
  let loaded = [];
  const target = new EventTarget();
  window.__speech = { calls: [], spoken: [] };
  class Utterance { constructor(text) { this.text = text; this.voice = null; this.rate = 1; this.pitch = 1; this.lang = ''; } }
  window.SpeechSynthesisUtterance = Utterance;
  const synth = {
    paused: false,
    getVoices: () => loaded,
    cancel: () => window.__speech.calls.push('cancel'),
    resume: () => window.__speech.calls.push('resume'),
    speak: (u) => {
      window.__speech.calls.push('speak');
      window.__speech.spoken.push({ text: u.text, voice: u.voice && u.voice.name, rate: u.rate, pitch: u.pitch });
    },
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  setTimeout(() => { loaded = voices; target.dispatchEvent(new Event('voiceschanged')); }, 300);
})();
`;

interface Spoken {
  readonly text: string;
  readonly voice: string | null;
  readonly rate: number;
  readonly pitch: number;
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: { spoken: Spoken[]; calls: string[] } }).__speech);

const grid = (page: Page, name: string) => page.getByRole('group', { name: `${name} board` });

async function parentOnBoard(options: BrowserContextOptions = {}): Promise<Page> {
  const page = await newPage(browser, { baseURL: server.url, ...options });
  await page.addInitScript(SPEECH_STAND_IN);
  await signIn(page, DEMO_PARENT, DEMO_PASSWORD);
  await landedOnDashboard(page);
  await page.getByRole('navigation', { name: 'Parent' }).getByRole('link', { name: 'Communication board' }).click();
  await page.waitForURL((url) => url.pathname === '/parent/communication');
  await grid(page, 'Home').waitFor();
  return page;
}

describe('the communication board in the browser', () => {
  test(
    'a parent builds a sentence and it is spoken with Ollie’s voice, opens a folder, and changes a label that stays',
    async () => {
      const page = await parentOnBoard();
      await expectNoAxeViolations(page);
      await page.waitForFunction(() => (window.speechSynthesis.getVoices() as unknown[]).length > 0);

      const home = grid(page, 'Home');
      await home.getByRole('button', { name: /^I$/ }).click();
      await home.getByRole('button', { name: /^want$/ }).click();
      await home.getByRole('button', { name: /^Food and drink/ }).click();
      const food = grid(page, 'Food and drink');
      await food.waitFor();
      // Core words stay where they were: "I" is still the first cell.
      expect(await food.getByRole('button', { name: /^I$/ }).evaluate((cell) => cell.style.gridArea)).toMatch(
        /^1 \/ 1/,
      );
      await food.getByRole('button', { name: /^apple$/ }).click();
      await page.getByRole('button', { name: 'Speak', exact: true }).click();

      const speech = await spoken(page);
      // Each word on its own as it was tapped, then the sentence; the queue is cancelled and resumed each time.
      expect(speech.spoken.map((utterance) => utterance.text)).toEqual(['I', 'want', 'apple', 'I want apple']);
      // Ollie's board speaks British English a little slower: the British voice, at 0.9.
      expect(speech.spoken.at(-1)).toEqual({ text: 'I want apple', voice: 'Test British', rate: 0.9, pitch: 1 });
      expect(speech.calls.slice(-3)).toEqual(['cancel', 'resume', 'speak']);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Home' }).click();
      await grid(page, 'Home').waitFor();

      // The editor: the apple on the food board becomes a "crunchy apple".
      await page.getByRole('button', { name: 'Change Ollie’s board' }).click();
      await page.getByLabel('Board to change').selectOption({ label: 'Food and drink' });
      await page.getByRole('button', { name: /^apple\W+row 1, column 2/ }).click();
      await page.getByLabel('Label', { exact: true }).fill('crunchy apple');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Saved', { exact: true }).waitFor();
      await expectNoAxeViolations(page);

      await page.reload();
      await grid(page, 'Home').waitFor();
      await grid(page, 'Home')
        .getByRole('button', { name: /^Food and drink/ })
        .click();
      const after = grid(page, 'Food and drink');
      await after.getByRole('button', { name: /^crunchy apple$/ }).waitFor();
      // In the same cell as before.
      expect(
        await after.getByRole('button', { name: /^crunchy apple$/ }).evaluate((cell) => cell.style.gridArea),
      ).toMatch(/^1 \/ 2/);
    },
    JOURNEY_MS,
  );

  test(
    'on a phone the board fits the screen and the sentence bar stays usable',
    async () => {
      const page = await parentOnBoard(PHONE);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await grid(page, 'Home')
        .getByRole('button', { name: /^hello$/ })
        .click();
      await page.getByRole('status', { name: 'Sentence so far' }).getByText('hello').waitFor();
      await expectNoAxeViolations(page);
    },
    JOURNEY_MS,
  );
});
