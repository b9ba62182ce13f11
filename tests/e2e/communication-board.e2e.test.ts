import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DEMO_PARENT,
  DEMO_PASSWORD,
  landedOnDashboard,
  signIn,
  storedClaims,
  storedSession,
} from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { expectBrowserErrors, newPage, openBrowser, sidewaysOverflow } from './support/browser.ts';
import { privateServer, type PrivateServer } from './support/servers.ts';
import { SPEECH_STAND_IN } from './support/speech-stand-in.ts';

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

  test(
    'a parent trusts the device; Ollie is locked calmly after three wrong tries until a parent unlocks, signs in with his pictures, talks by switch and by touch, opens a folder, and keeps talking with the network cut',
    async () => {
      // The service worker is allowed: the board must open again with no connection.
      const page = await newPage(browser, { baseURL: server.url, serviceWorkers: 'allow' });
      await page.addInitScript(SPEECH_STAND_IN);
      // The wrong tries are refused by the server, as they should be.
      expectBrowserErrors(page, /status of (401|403).*\/api\/v1\/child-sign-in:/);

      // Nobody has trusted this browser: a child is asked to fetch a grown-up.
      await page.goto('/child');
      await page.waitForURL((url) => url.pathname === '/child/login');
      await page.getByRole('button', { name: 'Please ask a grown-up to set up this device.' }).waitFor();
      await expectNoAxeViolations(page);

      // A parent signs in from there, turns on Isla's sign-in from her profile, and trusts this device.
      await page.getByRole('link', { name: 'I’m a grown-up: sign in' }).click();
      await page.getByLabel('E-mail address').fill(DEMO_PARENT);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Set up this device for your child' }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: /^Turn on Isla.*sign-in first$/ }).click();
      const section = page.getByRole('region', { name: /^Isla.*own sign-in$/ });
      await section.getByRole('button', { name: /^Turn on Isla.*sign-in$/ }).click();
      for (const word of ['cat', 'apple', 'tree'])
        await section.getByRole('button', { name: word, exact: true }).click();
      await section.getByRole('button', { name: /^Turn on Isla.*sign-in$/ }).click();
      await page.getByText('Next step:').waitFor();
      await expectNoAxeViolations(page);

      await page.goto('/child/login');
      await page.getByRole('button', { name: 'Trust this device' }).click();
      await page.getByText(/This device is trusted as/).waitFor();
      await page.getByRole('button', { name: 'Sign out and show the children’s sign-in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Who’s here?' }).waitFor();
      await page.getByRole('button', { name: 'Isla' }).waitFor();
      await expectNoAxeViolations(page);

      // Three wrong tries: a calm screen that says, in words and aloud, to get a grown-up.
      await page.getByRole('button', { name: 'Ollie' }).click();
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        for (const word of ['ball', 'fish', 'car']) await page.getByRole('button', { name: word, exact: true }).click();
        if (attempt < 3) await page.getByRole('alert').getByText('That wasn’t right. Let’s try again.').waitFor();
      }
      await page.getByRole('heading', { level: 1, name: 'Let’s get a grown-up to help.' }).waitFor();
      expect((await spoken(page)).spoken.map((utterance) => utterance.text)).toContain('Let’s get a grown-up to help.');
      await expectNoAxeViolations(page);

      // The parent unlocks it from Ollie's profile, where the tries are listed.
      await page.getByRole('link', { name: 'Parent: sign in to unlock' }).click();
      await page.getByLabel('E-mail address').fill(DEMO_PARENT);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const ollieSection = page.getByRole('region', { name: "Ollie's own sign-in" });
      await ollieSection.getByRole('heading', { name: /locked after 3 wrong tries/ }).waitFor();
      await expect.poll(() => ollieSection.getByRole('row').count()).toBeGreaterThanOrEqual(4);
      await ollieSection.getByRole('button', { name: "Unlock Ollie's sign-in" }).click();
      await ollieSection.getByRole('heading', { name: /locked after 3 wrong tries/ }).waitFor({ state: 'detached' });

      // Ollie's parents set his board to two switches (Space moves on, Enter picks), as the board editor does.
      const parentToken = (await storedSession(page))!.access_token;
      const childId = new URL(page.url()).pathname.split('/').at(-1)!;
      await page.evaluate(
        async ({ token, child }) => {
          const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
          const set = (await (await fetch(`/api/v1/children/${child}/board`, { headers })).json()) as {
            revision: number;
          };
          const saved = await fetch(`/api/v1/children/${child}/board/settings`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({
              revision: set.revision,
              access: { method: 'two-switch', dwellMs: 1200, scanMs: 1500 },
            }),
          });
          if (!saved.ok) throw new Error(`the board's settings were not saved: ${saved.status}`);
        },
        { token: parentToken, child: childId },
      );

      // Ollie signs in with his pictures and his session carries the child role.
      await page.goto('/child/login');
      await page.getByRole('button', { name: 'Sign out and show the children’s sign-in' }).click();
      await page.getByRole('button', { name: 'Ollie' }).click();
      for (const word of ['dog', 'star', 'sun']) await page.getByRole('button', { name: word, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/child');
      await page.getByRole('heading', { level: 1, name: 'Hello Ollie!' }).waitFor();
      expect((await storedClaims(page))?.['app_metadata']).toMatchObject({ role: 'child' });
      await expectNoAxeViolations(page);

      // Talk: a sentence, spoken in the voice his parent chose, and a folder.
      await page.getByRole('navigation', { name: 'Child' }).getByRole('link', { name: 'Talk' }).click();
      await page.waitForFunction(() => (window.speechSynthesis.getVoices() as unknown[]).length > 0);
      const home = grid(page, 'Home');
      await home.waitFor();
      // The keyboard alone, as two switches: Enter picks the first row of pictures (its first picture, "I", lit),
      // Enter presses it.
      await page.getByText('Two switches: Space moves the highlight on, Enter picks.', { exact: false }).waitFor();
      for (const key of ['Enter', 'Enter']) await page.keyboard.press(key);
      await page.getByRole('status', { name: 'Sentence so far' }).getByText('I', { exact: true }).waitFor();
      await home.getByRole('button', { name: /^want$/ }).click();
      await home.getByRole('button', { name: /^Food and drink/ }).click();
      await grid(page, 'Food and drink')
        .getByRole('button', { name: /^banana$/ })
        .click();
      await page.getByRole('button', { name: 'Speak', exact: true }).click();
      expect((await spoken(page)).spoken.at(-1)).toEqual({
        text: 'I want banana',
        voice: 'Test British',
        rate: 0.9,
        pitch: 1,
      });
      await expectNoAxeViolations(page);

      // On a phone, a sentence longer than the screen never moves the board under his finger.
      const viewport = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      const food = grid(page, 'Food and drink');
      const top = () => food.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      const topBefore = await top();
      for (let tap = 0; tap < 6; tap += 1) await food.getByRole('button', { name: /^banana$/ }).click();
      await expect.poll(async () => (await spoken(page)).spoken.at(-1)?.text).toBe('banana');
      expect(await top()).toBe(topBefore);
      await page.getByRole('button', { name: 'Clear', exact: true }).click();
      await page.setViewportSize(viewport);

      // The signal drops, and hours later, with still none, the tablet is reloaded: the access token it holds has
      // run out and cannot be renewed, yet his board opens from the device, folders and all, and talks.
      await page.evaluate(() => navigator.serviceWorker.ready);
      expectBrowserErrors(page, /ERR_INTERNET_DISCONNECTED/);
      await page.context().setOffline(true);
      await page.evaluate(() => {
        const session = JSON.parse(window.localStorage.getItem('tedi-auth')!) as { expires_at: number };
        session.expires_at = Math.floor(Date.now() / 1000) - 60;
        window.localStorage.setItem('tedi-auth', JSON.stringify(session));
      });
      await page.reload();
      const offline = grid(page, 'Home');
      await offline.getByRole('button', { name: /^Places/ }).click();
      const places = grid(page, 'Places');
      await places.getByRole('button', { name: /^park$/ }).click();
      // Every picture of a folder first opened offline is there.
      await expect
        .poll(() =>
          places
            .locator('img')
            .evaluateAll((images: HTMLImageElement[]) => images.filter((image) => image.naturalWidth === 0).length),
        )
        .toBe(0);
      await page.getByRole('button', { name: 'Speak', exact: true }).click();
      expect((await spoken(page)).spoken.at(-1)).toMatchObject({ text: 'park', voice: 'Test British' });
      await page.context().setOffline(false);

      // With signal again his session is renewed, and nothing of the parent's side opens for him: he is taken home.
      await page.goto('/dashboard/parent');
      await page.waitForURL((url) => url.pathname === '/child');
      await page.getByRole('heading', { level: 1, name: 'Hello Ollie!' }).waitFor();
      const renewedUntil = await page.evaluate(
        () => (JSON.parse(window.localStorage.getItem('tedi-auth')!) as { expires_at: number }).expires_at,
      );
      expect(renewedUntil * 1000).toBeGreaterThan(Date.now());

      // Opened straight on Talk, the tablet asks for his board together with his area, not once the area has come:
      // the board is asked for while the area's answer is held back.
      let releaseArea: () => void = () => {};
      const areaHeld = new Promise<void>((resolve) => (releaseArea = resolve));
      await page.route('**/api/v1/child-area', async (route) => {
        await areaHeld;
        await route.continue();
      });
      const boardAsked = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/api/v1/child-area/board',
      );
      await page.goto('/child?talk=1');
      await boardAsked;
      releaseArea();
      await grid(page, 'Home')
        .getByRole('button', { name: /^Places/ })
        .waitFor();
      await page.unroute('**/api/v1/child-area');
    },
    JOURNEY_MS,
  );
});
