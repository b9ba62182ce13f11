import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  landedOnDashboard,
  linkFromMailbox,
  newAddress,
  registerNewParent,
  storedSession,
} from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser } from './support/browser.ts';
import { landingPageHeading } from './support/landing-page.ts';
import { privateServer, type PrivateServer } from './support/servers.ts';

let browser: Browser;
// Its own server, so the journey starts where a newcomer does: an empty data folder and the default settings (the
// development server `npm start` runs, with the demo family and the developer mailbox).
let server: PrivateServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), privateServer('demo')]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Eleven pages checked with axe, by a parent and a grandparent: more than a minute on a busy 2-core machine. */
const FIRST_HOUR_MS = 180_000;

/** The section of a page headed by a level-2 heading. */
const section = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** The newest family invitation to an address, from the developer mailbox, as a path on the server's own origin. */
async function invitationPath(to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${server.loopbackUrl}/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: { kind: string; links: string[] }[] };
    const link = messages
      .find((message) => message.kind === 'family_invitation')
      ?.links.find((candidate) => candidate.includes('/accept-invitation?token='));
    if (link) return `${new URL(link).pathname}${new URL(link).search}`;
    if (Date.now() > deadline) throw new Error(`No invitation to ${to} in the mailbox`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The first hour of a family who found Tedi themselves, at one of the addresses the server answers: an account
 * through the mailbox, onboarding with its defaults, the dashboard with the free trial, a second child, and a
 * grandparent who joins, sees how the child communicates, makes the text bigger and signs out.
 */
async function firstHour(origin: string, surname: string): Promise<void> {
  const parent = await newPage(browser, { baseURL: origin });
  await registerNewParent(parent, server, 'a long walk along the estuary');
  // The confirmation link brings the parent back to the address they registered at, signed in.
  await parent.waitForURL((url) => url.origin === origin && url.pathname === '/onboarding');

  await parent.getByRole('heading', { level: 1, name: 'About you' }).waitFor();
  await expectNoAxeViolations(parent);
  await parent.getByLabel('Your name (optional)').fill(`Jo ${surname}`);
  await parent.getByRole('button', { name: 'Continue' }).click();
  await parent.getByRole('heading', { level: 1, name: 'Your family' }).waitFor();
  await parent.getByRole('button', { name: 'Continue' }).click();
  await parent.getByRole('heading', { level: 1, name: 'Your child' }).waitFor();
  await parent.getByLabel('Your child’s name').fill('Robin');
  await parent.getByRole('button', { name: 'Add child and continue' }).click();
  await parent.getByRole('heading', { level: 1, name: 'What you need help with' }).waitFor();
  await parent.getByRole('button', { name: 'Continue' }).click();
  await parent.getByRole('heading', { level: 1, name: 'How Tedi looks' }).waitFor();
  await parent.getByRole('button', { name: 'Continue' }).click();
  await parent.getByRole('heading', { level: 1, name: 'Your plan' }).waitFor();
  // No payment provider, no code: the free trial lets the family in.
  await parent.getByText(/^Your family has a free trial of Tedi for 30 days, until /).waitFor();
  await expectNoAxeViolations(parent);
  await parent.getByRole('button', { name: 'Finish and go to your dashboard' }).click();

  await landedOnDashboard(parent);
  await parent.getByText(/^(Good (morning|afternoon|evening)|Hello), Jo$/).waitFor();
  await parent.getByText(/^Your free trial: 30 days left \(until /).waitFor();
  await expectNoAxeViolations(parent);

  // A second child, added from the dashboard: the page says the dashboard now shows them.
  await parent.goto('/dashboard/parent?module=children');
  await parent.getByRole('heading', { level: 2, name: 'Add a child' }).waitFor();
  await parent.getByLabel('Your child’s name').fill('Ava');
  await parent.getByRole('button', { name: 'Add child' }).click();
  await parent.getByRole('status').filter({ hasText: 'Your dashboard now shows Ava' }).waitFor();

  // What a grandparent most needs to know about Robin: how he communicates.
  await parent.goto('/dashboard/parent?module=children');
  await parent.getByRole('link', { name: /Robin/ }).first().click();
  await parent.getByRole('heading', { level: 1, name: "Robin's profile" }).waitFor();
  const communication = section(parent, 'Communication');
  await communication.getByRole('button', { name: 'Edit communication' }).click();
  await communication.getByLabel('Signs (optional)').fill('Makaton: more, finished, help');
  await communication.getByRole('button', { name: 'Save' }).click();
  await communication.getByRole('status').filter({ hasText: 'Saved' }).waitFor();

  // The invitation shares Robin's profile; the family is named after the parent.
  const grandparentEmail = newAddress('grandparent');
  await parent.goto('/dashboard/parent?module=family');
  await parent.getByRole('heading', { level: 2, name: 'Invite a family member' }).waitFor();
  await parent.getByLabel('Their e-mail address').fill(grandparentEmail);
  await parent
    .getByRole('group', { name: 'What to share about Robin' })
    .getByRole('group', { name: 'Profile' })
    .getByLabel('View')
    .check();
  await parent.getByRole('button', { name: 'Send the invitation' }).click();
  await parent.getByText(`Invitation sent to ${grandparentEmail}.`).waitFor();
  await expectNoAxeViolations(parent);

  const family = `The ${surname} family`;
  const grandparent = await newPage(browser, { baseURL: origin });
  await grandparent.goto(await invitationPath(grandparentEmail));
  await grandparent.getByRole('heading', { level: 1, name: `Join ${family} on Tedi` }).waitFor();
  await grandparent.getByRole('link', { name: 'Create an account' }).click();
  await grandparent.getByRole('heading', { level: 1, name: 'Create your Tedi account' }).waitFor();
  expect(await grandparent.getByLabel('E-mail address').inputValue()).toBe(grandparentEmail);
  await grandparent.getByLabel('Choose a password').fill('sunday roast with all the trimmings');
  await grandparent.getByRole('button', { name: 'Create account' }).click();
  await grandparent.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
  await grandparent.goto(
    await linkFromMailbox(server, grandparentEmail, (message) => /confirm/i.test(`${message.kind} ${message.subject}`)),
  );
  await grandparent.waitForURL((url) => url.origin === origin && url.pathname === '/accept-invitation');
  await grandparent.getByRole('button', { name: `Join ${family}` }).click();
  await grandparent.waitForURL((url) => url.pathname === '/dashboard/family-member');
  await grandparent.getByRole('heading', { level: 3, name: 'How Robin communicates' }).waitFor();
  await grandparent.getByText('Makaton: more, finished, help').waitFor();
  await expectNoAxeViolations(grandparent);

  // Their own reading settings, then signing out on what may be a shared computer.
  await grandparent.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await grandparent.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await grandparent.getByRole('group', { name: 'Text size' }).getByRole('radio', { name: 'Extra large' }).check();
  expect(
    await grandparent.evaluate(() => document.documentElement.style.getPropertyValue('--tedi-content-scale')),
  ).toBe('1.25');
  await expectNoAxeViolations(grandparent);
  await grandparent.getByRole('main').getByRole('button', { name: 'Sign out', exact: true }).click();
  await grandparent.waitForURL((url) => url.pathname === '/');
  await landingPageHeading(grandparent).waitFor();
  expect(await storedSession(grandparent)).toBeNull();
  await expectNoAxeViolations(grandparent);
}

describe('a new family’s first hour', () => {
  test(
    'from an empty data folder at the printed address: an account, onboarding, the trial, a child and a grandparent',
    async () => {
      expect(new URL(server.url).hostname).toBe('localhost');
      await firstHour(server.url, 'Okafor');
    },
    FIRST_HOUR_MS,
  );

  test(
    'the same at 127.0.0.1, where the server also answers',
    async () => {
      await firstHour(server.loopbackUrl, 'Nowak');
    },
    FIRST_HOUR_MS,
  );
});
