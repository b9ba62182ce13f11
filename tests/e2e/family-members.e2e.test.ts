import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DEMO_PARENT,
  DEMO_PASSWORD,
  landedOnDashboard,
  linkFromMailbox,
  newAddress,
  securityEvents,
  signIn,
  storedSession,
} from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { expectBrowserErrors, newPage, openBrowser } from './support/browser.ts';
import { landingPageHeading } from './support/landing-page.ts';
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

/** Nine checks with axe, by a parent and a newcomer: on a busy 2-core machine the journey needs more than a minute. */
const SLOW_JOURNEY_MS = 120_000;

/**
 * The invitation link of the newest family invitation to an address, from the developer mailbox, made relative
 * so the page opens it on the server under test. (linkFromMailbox finds the auth links; this one is the app's.)
 */
async function invitationLinkFromMailbox(to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${server.loopbackUrl}/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: { kind: string; links: string[] }[] };
    const link = messages
      .filter((message) => message.kind === 'family_invitation')[0]
      ?.links.find((candidate) => candidate.includes('/accept-invitation?token='));
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    if (Date.now() > deadline) throw new Error(`No invitation to ${to} in the mailbox`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function parentOnFamilyModule(): Promise<Page> {
  const page = await newPage(browser, { baseURL: server.url });
  await signIn(page, DEMO_PARENT, DEMO_PASSWORD);
  await landedOnDashboard(page);
  await page.goto('/dashboard/parent?module=family');
  await page.getByRole('heading', { level: 2, name: 'Invite a family member' }).waitFor();
  return page;
}

describe('family members in the browser', () => {
  test(
    'the demo parent invites a new address; they sign up through the link, join, see only what was shared, choose their text size and sign out',
    async () => {
      const parent = await parentOnFamilyModule();
      await expectNoAxeViolations(parent);
      const email = newAddress('grandma');
      await parent.getByLabel('Their e-mail address').fill(email);
      const ollie = parent.getByRole('group', { name: 'What to share about Ollie' });
      await ollie.getByRole('group', { name: 'Profile' }).getByLabel('View').check();
      await ollie.getByRole('group', { name: 'Health' }).getByLabel('View').check();
      await parent.getByRole('button', { name: 'Send the invitation' }).click();
      await parent.getByText(`Invitation sent to ${email}.`).waitFor();
      await parent.getByText(email, { exact: true }).waitFor();
      await expectNoAxeViolations(parent);

      // The newcomer opens the link from the e-mail, in a browser of their own.
      const invitationPath = await invitationLinkFromMailbox(email);
      const newcomer = await newPage(browser, { baseURL: server.url });
      await newcomer.goto(invitationPath);
      await newcomer.getByRole('heading', { level: 1, name: 'Join The Taylor family on Tedi' }).waitFor();
      await newcomer.getByText('Sam Taylor has invited you to join The Taylor family.', { exact: false }).waitFor();
      await expectNoAxeViolations(newcomer);
      await newcomer.getByRole('link', { name: 'Create an account' }).click();
      await newcomer.getByRole('heading', { level: 1, name: 'Create your Tedi account' }).waitFor();
      // The address the invitation was sent to is filled in already.
      expect(await newcomer.getByLabel('E-mail address').inputValue()).toBe(email);
      await newcomer.getByLabel('Choose a password').fill('a quiet morning in the garden');
      await newcomer.getByRole('button', { name: 'Create account' }).click();
      await newcomer.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();

      // Confirming the address brings them back to the invitation, signed in.
      const confirmation = await linkFromMailbox(
        server,
        email,
        (message) => message.kind.includes('confirm') || /confirm/i.test(message.subject),
      );
      await newcomer.goto(confirmation);
      await newcomer.waitForURL((url) => url.pathname === '/accept-invitation');
      await newcomer.getByRole('button', { name: 'Join The Taylor family' }).click();
      await newcomer.waitForURL((url) => url.pathname === '/dashboard/family-member');
      await newcomer.getByRole('heading', { level: 1, name: 'Shared with you by The Taylor family' }).waitFor();
      await newcomer.getByRole('heading', { level: 2, name: 'Ollie' }).waitFor();
      expect(await newcomer.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Ollie']);
      // What a carer most needs: how Ollie communicates, and (health being shared) his conditions.
      await newcomer.getByRole('heading', { level: 3, name: 'How Ollie communicates' }).waitFor();
      await newcomer.getByText(/A few Makaton signs/).waitFor();
      await newcomer.getByRole('heading', { level: 3, name: 'Key contacts' }).waitFor();
      await newcomer.getByRole('heading', { level: 3, name: 'Health (you can see this)' }).waitFor();
      expect(await newcomer.getByText('Isla').count()).toBe(0);
      await expectNoAxeViolations(newcomer);

      // Their own settings, from their header: a bigger text size applies to what they see, there and on their
      // dashboard; the family's data is the parents' and is not offered.
      const header = newcomer.getByRole('banner');
      const textSize = () =>
        newcomer.evaluate(() => Number.parseFloat(getComputedStyle(document.getElementById('main')!).fontSize));
      const sizeBefore = await textSize();
      await header.getByRole('navigation', { name: 'Family member' }).getByRole('link', { name: 'Settings' }).click();
      await newcomer.waitForURL((url) => url.pathname === '/parent/settings');
      await newcomer.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      const reading = newcomer.getByRole('region', { name: 'Reading and display' });
      await reading.getByText('Saved to your account — they apply on every device you sign in on.').waitFor();
      expect(await newcomer.getByRole('heading', { name: 'Your family’s data' }).count()).toBe(0);
      await newcomer
        .getByRole('region', { name: 'Delete your account' })
        .getByText(/your access to what your family/)
        .waitFor();
      await expectNoAxeViolations(newcomer);
      await newcomer.getByRole('group', { name: 'Text size' }).getByRole('radio', { name: 'Extra large' }).check();
      expect(
        await newcomer.evaluate(() => document.documentElement.style.getPropertyValue('--tedi-content-scale')),
      ).toBe('1.25');
      await reading.getByText('Saved to your account — they apply on every device you sign in on.').waitFor();
      await expectNoAxeViolations(newcomer);
      await newcomer.getByRole('link', { name: 'Back to your dashboard' }).click();
      await newcomer.getByRole('heading', { level: 1, name: 'Shared with you by The Taylor family' }).waitFor();
      expect(await textSize()).toBeCloseTo(sizeBefore * 1.25, 0);
      await expectNoAxeViolations(newcomer);

      // Signing out is always in their header, and leads to the home page, signed out.
      await header.getByRole('button', { name: 'Sign out' }).click();
      await newcomer.waitForURL((url) => url.pathname === '/');
      await landingPageHeading(newcomer).waitFor();
      expect(await storedSession(newcomer)).toBeNull();
      expect((await securityEvents(newcomer)).map((event) => event.type)).toContain('LOGOUT');
      await expectNoAxeViolations(newcomer);

      // The link is spent now: the preview is refused (the browser logs that 404), and the page says so.
      expectBrowserErrors(newcomer, /Failed to load resource: the server responded with a status of 404/);
      await newcomer.goto(invitationPath);
      await newcomer.getByRole('heading', { level: 1, name: 'This invitation can’t be used' }).waitFor();
      await expectNoAxeViolations(newcomer);

      // The parent sees them as a member with what they were given.
      await parent.reload();
      await parent.getByRole('heading', { level: 2, name: 'Family members' }).waitFor();
      await parent.getByText('Oliver Taylor: Profile (view), Health (view)').first().waitFor();
      await parent.getByText('No invitations are waiting for an answer.').waitFor();
      await expectNoAxeViolations(parent);
    },
    SLOW_JOURNEY_MS,
  );
});
