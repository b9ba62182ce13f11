import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TOTP } from 'otpauth';
import { type Browser, type BrowserContextOptions, chromium, type Locator, type Page } from 'playwright-core';

import { startTestStripe } from '../../../apps/server/src/modules/subscriptions/stripe-testing.ts';
import { SCREENSHOT_SIZE, TUTORIALS } from '../../../apps/web/src/features/public-site/content/tutorials.ts';
import {
  DEMO_PARENT,
  DEMO_PASSWORD,
  landedOnDashboard,
  linkFromMailbox,
  OTHER_DEMO_PARENT,
  openSettings,
  signIn,
  startAccountsServer,
} from '../support/accounts.ts';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium.ts';
import { REPOSITORY_ROOT, type RunningServer } from '../support/server-process.ts';

/**
 * Takes the screenshots of the tutorials (/tutorials and /visual-tutorials) from the real app with the demo family,
 * so that the pictures show Tedi as it is: `npm run screens:record`, after a change to a screen a tutorial shows.
 * Each is saved as a JPEG in apps/web/public/screens, and written only when it has changed, so an unchanged app
 * leaves the files (and the web build) alone. The browser's clock is set to a fixed morning, so dates and ages on
 * screen are the same on every run. The scenes run in order on one server, each carrying on from the last.
 */

const SCREENS_DIR = path.join(REPOSITORY_ROOT, 'apps/web/public/screens');
const JPEG_QUALITY = 70;
const FIXED_NOW = new Date('2026-11-10T09:30:00Z');
const NEW_PARENT = 'jo.parent@example.com';
const NEW_PARENT_PASSWORD = 'a calm tuesday by the sea';
const INVITED = 'grandad.joe@example.com';

const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Studio {
  readonly server: RunningServer;
  /** A page the size of the screenshots, in British English and time, with its clock stopped at FIXED_NOW. */
  readonly screenPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** Saves what the screen shows now as <name>.jpg: from the top of the page, or with `from` near the top. */
  readonly shoot: (page: Page, name: string, from?: Locator) => Promise<void>;
}

const heading = (page: Page, level: number, name: string) => page.getByRole('heading', { level, name, exact: true });

function codeFor(secret: string): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/** The invitation link of the newest family invitation to an address, from the developer mailbox, as a path. */
async function invitationPath(server: RunningServer, to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${server.loopbackUrl}/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: { kind: string; links: string[] }[] };
    const link = messages
      .find((message) => message.kind === 'family_invitation')
      ?.links.find((candidate) => candidate.includes('/accept-invitation?token='));
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    if (Date.now() > deadline) throw new Error(`No invitation to ${to} in the mailbox`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const SCENES: readonly { readonly name: string; readonly film: (studio: Studio) => Promise<void> }[] = [
  {
    name: 'setting up an account: registering, the e-mail, the six steps and the plans',
    film: async ({ server, screenPage, shoot }) => {
      const page = await screenPage();
      await page.goto('/register');
      await heading(page, 1, 'Create your Tedi account').waitFor();
      await shoot(page, 'register');

      await page.getByLabel('E-mail address').fill(NEW_PARENT);
      await page.getByLabel('Choose a password').fill(NEW_PARENT_PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await heading(page, 1, 'Check your e-mail').waitFor();
      await shoot(page, 'check-email');

      await page.goto(
        await linkFromMailbox(
          server,
          NEW_PARENT,
          (message) => message.kind.includes('confirm') || /confirm/i.test(message.subject),
        ),
      );
      await page.waitForURL((url) => url.pathname === '/onboarding');
      await heading(page, 1, 'About you').waitFor();
      await page.getByLabel('Your name (optional)').fill('Jo');
      await page.getByLabel('Mum').check();
      await shoot(page, 'onboarding-about-you');
      await page.getByRole('button', { name: 'Continue' }).click();

      await heading(page, 1, 'Your family').waitFor();
      await page.getByRole('button', { name: 'Skip this step' }).click();

      await heading(page, 1, 'Your child').waitFor();
      await page.getByLabel('Your child’s name').fill('Robin Smith');
      await page.getByLabel('What they like to be called (optional)').fill('Robin');
      await shoot(page, 'onboarding-your-child');
      await page.getByRole('button', { name: 'Add child and continue' }).click();

      await heading(page, 1, 'What you need help with').waitFor();
      await page.getByLabel(/^Health/).check();
      await page.getByLabel(/^School and education/).check();
      await shoot(page, 'onboarding-needs');
      await page.getByRole('button', { name: 'Continue' }).click();

      await heading(page, 1, 'How Tedi looks').waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();

      await heading(page, 1, 'Your plan').waitFor();
      await page.getByText(/Stripe asks for your card on its secure page/).waitFor();
      await shoot(page, 'onboarding-plan', heading(page, 1, 'Your plan'));
      await page.getByRole('button', { name: 'Finish and go to your dashboard' }).click();
      await page.waitForURL((url) => url.pathname !== '/onboarding');

      await page.goto('/subscription');
      await heading(page, 1, 'Your subscription').waitFor();
      await page.getByRole('button', { name: 'Choose monthly' }).waitFor();
      await shoot(page, 'subscription');
      await shoot(page, 'licence-code', heading(page, 2, 'Use a licence code'));
    },
  },
  {
    name: 'the demo parent’s dashboard, children, settings and family',
    film: async ({ screenPage, shoot }) => {
      // A second device first, so that the settings list more than this one.
      const phone = await screenPage({ userAgent: PHONE_USER_AGENT });
      await signIn(phone, DEMO_PARENT, DEMO_PASSWORD);
      await landedOnDashboard(phone);

      const page = await screenPage();
      await signIn(page, DEMO_PARENT, DEMO_PASSWORD);
      await landedOnDashboard(page);
      const layouts = page.getByRole('navigation', { name: 'Dashboard layout' });
      await heading(page, 2, 'What needs you today').waitFor();
      await shoot(page, 'dashboard-standard');
      await layouts.getByRole('link', { name: 'Large tiles' }).click();
      await heading(page, 2, 'Your children').waitFor();
      await shoot(page, 'dashboard-tiles');
      await layouts.getByRole('link', { name: 'Compact' }).click();
      await heading(page, 2, 'Children').waitFor();
      await shoot(page, 'dashboard-compact');
      await layouts.getByRole('link', { name: 'Overview' }).click();
      await heading(page, 3, 'Recent activity').first().waitFor();
      await shoot(page, 'dashboard-overview');
      await layouts.getByRole('link', { name: 'Standard' }).click();
      await heading(page, 2, 'What needs you today').waitFor();

      await page.getByRole('link', { name: /^Your children/ }).click();
      await heading(page, 2, 'Your children').waitFor();
      await heading(page, 2, 'Add a child').waitFor();
      await shoot(page, 'your-children');

      await page.getByRole('link', { name: 'Ollie', exact: true }).click();
      await heading(page, 1, "Ollie's profile").waitFor();
      await shoot(page, 'child-profile');
      await shoot(page, 'child-photo', heading(page, 2, 'About Ollie'));
      await page.getByRole('button', { name: 'Edit communication' }).click();
      await page.getByRole('button', { name: 'Save' }).waitFor();
      await shoot(page, 'child-profile-editing', heading(page, 2, 'Communication'));
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Edit communication' }).waitFor();

      await page.getByRole('link', { name: 'Summary for a new teacher' }).click();
      await page.getByRole('button', { name: 'Print this summary' }).waitFor();
      await shoot(page, 'teacher-summary');

      await openSettings(page);
      await shoot(page, 'settings-reading', heading(page, 2, 'Reading and display'));
      await page.getByRole('button', { name: 'Set up an authenticator app' }).waitFor();
      await shoot(page, 'two-step-off', heading(page, 3, 'Two-step verification'));
      await page.getByRole('button', { name: /^Sign out Safari on iPhone/ }).waitFor();
      await shoot(page, 'signed-in-devices', heading(page, 3, 'Signed-in devices'));
      await shoot(page, 'settings-data', heading(page, 2, 'Your family’s data'));
      await page.getByRole('button', { name: 'I want to delete my account' }).click();
      const confirm = heading(page, 3, 'Are you sure you want to delete your account?');
      await shoot(page, 'delete-account', confirm);
      await page.getByRole('button', { name: 'Go back without deleting' }).click();
      await page.getByRole('button', { name: 'I want to delete my account' }).waitFor();

      await page.goto('/dashboard/parent?module=family');
      await heading(page, 2, 'Invite a family member').waitFor();
      await page.getByLabel('Their e-mail address').fill(INVITED);
      const ollie = page.getByRole('group', { name: 'What to share about Ollie' });
      await ollie.getByRole('group', { name: 'Profile' }).getByLabel('View').check();
      await ollie.getByRole('group', { name: 'Health' }).getByLabel('View').check();
      await shoot(page, 'family-invite', heading(page, 2, 'Invite a family member'));

      await page.getByRole('button', { name: /^Change what they can see/ }).click();
      await page.getByRole('group', { name: 'What Pat Taylor can see about Ollie' }).waitFor();
      await shoot(page, 'family-member-change', page.getByText('Pat Taylor', { exact: true }));
      await page.getByRole('button', { name: 'Cancel' }).click();
    },
  },
  {
    name: 'someone invited opens their link',
    film: async ({ server, screenPage, shoot }) => {
      const parent = await screenPage();
      await signIn(parent, DEMO_PARENT, DEMO_PASSWORD);
      await landedOnDashboard(parent);
      await parent.goto('/dashboard/parent?module=family');
      await parent.getByLabel('Their e-mail address').fill(INVITED);
      const ollie = parent.getByRole('group', { name: 'What to share about Ollie' });
      await ollie.getByRole('group', { name: 'Profile' }).getByLabel('View').check();
      await parent.getByRole('button', { name: 'Send the invitation' }).click();
      await parent.getByText(`Invitation sent to ${INVITED}.`).waitFor();

      const invited = await screenPage();
      await invited.goto(await invitationPath(server, INVITED));
      await heading(invited, 1, 'Join The Taylor family on Tedi').waitFor();
      await invited.getByRole('link', { name: 'Create an account' }).waitFor();
      await shoot(invited, 'join-family');
    },
  },
  {
    name: 'signing in with a code from an authenticator app',
    film: async ({ screenPage, shoot }) => {
      const page = await screenPage();
      await signIn(page, OTHER_DEMO_PARENT, DEMO_PASSWORD);
      await landedOnDashboard(page);
      await openSettings(page);
      const section = page.getByRole('region', { name: 'Two-step verification' });
      await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
      const secret = (await section.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
      await section.getByLabel('6-digit code').fill(codeFor(secret));
      await section.getByRole('button', { name: 'Turn on two-step verification' }).click();
      await section.getByText('Two-step verification is on', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');

      await signIn(page, OTHER_DEMO_PARENT, DEMO_PASSWORD);
      await heading(page, 1, 'Enter your code').waitFor();
      await page.getByLabel('6-digit code').waitFor();
      await shoot(page, 'sign-in-code');
    },
  },
];

/** The browser's errors on a page, so a screenshot of a page that went wrong is not kept quietly. */
function watchForErrors(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught exception: ${error.message} (${page.url()})`));
}

interface Takes {
  /** Every screenshot taken, by file name. */
  readonly shot: string[];
  /** Those whose file changed. */
  readonly written: string[];
}

async function filmScene(
  browser: Browser,
  server: RunningServer,
  scene: (typeof SCENES)[number],
  takes: Takes,
): Promise<void> {
  const errors: string[] = [];
  const contexts: { close(): Promise<void> }[] = [];
  const studio: Studio = {
    server,
    screenPage: async (options = {}) => {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { ...SCREENSHOT_SIZE },
        deviceScaleFactor: 1,
        locale: 'en-GB',
        timezoneId: 'Europe/London',
        reducedMotion: 'reduce',
        ...options,
      });
      contexts.push(context);
      const page = await context.newPage();
      watchForErrors(page, errors);
      await page.clock.setFixedTime(FIXED_NOW);
      return page;
    },
    shoot: async (page, name, from) => {
      // The pointer out of the way, so nothing shows its hover look.
      await page.mouse.move(0, SCREENSHOT_SIZE.height - 1);
      if (from) {
        await from.waitFor();
        await from.evaluate((element) => {
          const top = element.getBoundingClientRect().top + window.scrollY - 24;
          window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
        });
      } else {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      }
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const jpeg = await page.screenshot({ type: 'jpeg', quality: JPEG_QUALITY, animations: 'disabled' });
      const file = path.join(SCREENS_DIR, `${name}.jpg`);
      takes.shot.push(`${name}.jpg`);
      const before = await readFile(file).catch(() => null);
      if (!before?.equals(jpeg)) {
        await writeFile(file, jpeg);
        takes.written.push(`${name}.jpg`);
      }
    },
  };
  try {
    await scene.film(studio);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
  if (errors.length > 0) throw new Error(`The browser reported errors in "${scene.name}":\n${errors.join('\n')}`);
}

async function main(): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  const stripe = await startTestStripe();
  const [browser, server] = await Promise.all([
    chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, headless: true, args: CHROMIUM_ARGS }),
    startAccountsServer(undefined, stripe.environment),
  ]);
  try {
    const takes: Takes = { shot: [], written: [] };
    for (const scene of SCENES) {
      await filmScene(browser, server, scene, takes);
      console.log(`filmed: ${scene.name}`);
    }
    console.log(takes.written.length > 0 ? `changed: ${takes.written.join(', ')}` : 'no screenshot changed');
    const named = TUTORIALS.flatMap((tutorial) => tutorial.steps.flatMap((step) => step.screenshot?.file ?? []));
    const missing = named.filter((file) => !takes.shot.includes(file));
    if (missing.length > 0) {
      console.error(`The tutorials name screenshots no scene takes: ${missing.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await Promise.all([browser.close(), server.stop(), stripe.close()]);
  }
}

await main();
