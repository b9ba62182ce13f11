import type { ChildListResponse, FamilyMemberListResponse } from '@tedi/contracts';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PARENT, DEMO_PASSWORD, landedOnDashboard, signIn, storedSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { expectBrowserErrors, newPage, openBrowser, sidewaysOverflow } from './support/browser.ts';
import { privateServer, type PrivateServer } from './support/servers.ts';

let browser: Browser;
// Its own server: the journeys add medicines and doses to the demo family and give the grandparent the right to
// log doses, which the journeys sharing the demo server read as the seed left it.
let server: PrivateServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), privateServer('demo')]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Several checks with axe on a long page: more than a minute on a busy 2-core machine. */
const JOURNEY_MS = 180_000;

const DEMO_GRANDPARENT = 'pat.taylor@example.com';

/** A phone 390 px wide, held in the hand. */
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The hub's section headed by a level-2 heading. */
const section = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** Calls the API as whoever is signed in on the page, with their own access token. */
async function apiAs<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const session = await storedSession(page);
  expect(session, 'signed in').not.toBeNull();
  const response = await fetch(`${server.loopbackUrl}/api/v1${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${session!.access_token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

async function parentOnHub(options: BrowserContextOptions = {}): Promise<Page> {
  const page = await newPage(browser, { baseURL: server.url, ...options });
  await signIn(page, DEMO_PARENT, DEMO_PASSWORD);
  await landedOnDashboard(page);
  await page.getByRole('navigation', { name: 'Parent' }).getByRole('link', { name: 'Health hub' }).click();
  await page.waitForURL((url) => url.pathname === '/parent/health-hub');
  await page.getByRole('heading', { level: 2, name: 'Today’s doses' }).waitFor();
  return page;
}

describe('the health hub in the browser', () => {
  test(
    'a parent adds a medicine given at set times on weekdays; the form keeps what was typed when it is refused',
    async () => {
      const page = await parentOnHub();
      // The refused medicine below: the browser logs the server's 400 answer.
      expectBrowserErrors(page, /status of 400 \(Bad Request\)/);
      expect(await page.getByRole('button', { name: 'Ollie', pressed: true }).count()).toBe(1);
      await expectNoAxeViolations(page);

      const medicines = section(page, 'Medicines');
      await medicines.getByRole('button', { name: 'Add a medicine' }).click();
      await medicines.getByLabel('Medicine', { exact: true }).fill('Movicol Paediatric');
      await medicines.getByLabel('Dose', { exact: true }).fill('0');
      await medicines.getByRole('button', { name: 'Add medicine' }).click();
      // The server's messages beside the fields, everything typed still there.
      await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
      await medicines.getByText('The dose must be more than 0', { exact: true }).first().waitFor();
      await medicines.getByText('Please choose the unit of the dose (for example mg or ml)').first().waitFor();
      expect(await medicines.getByLabel('Medicine', { exact: true }).inputValue()).toBe('Movicol Paediatric');
      await expectNoAxeViolations(page);

      await medicines.getByLabel('Dose', { exact: true }).fill('1');
      await medicines.getByLabel('Unit', { exact: true }).selectOption('sachet');
      await medicines.getByLabel('How it is taken').selectOption('dispersible');
      await medicines.getByLabel('How it goes in').selectOption('oral');
      await medicines.getByLabel('Time 1').fill('07:30');
      await medicines.getByRole('button', { name: 'Add a time' }).click();
      await medicines.getByLabel('Time 2').fill('18:00');
      await medicines.getByRole('checkbox', { name: 'Saturday' }).uncheck();
      await medicines.getByRole('checkbox', { name: 'Sunday' }).uncheck();
      await medicines.getByLabel('What it is for (optional)').fill('Constipation');
      await medicines.getByRole('button', { name: 'Add medicine' }).click();

      const added = medicines.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: 'Movicol Paediatric', exact: true }),
      });
      await added.getByText('07:30 and 18:00, Mondays, Tuesdays, Wednesdays, Thursdays and Fridays').waitFor();
      await added.getByText('1 sachet', { exact: true }).waitFor();
      await medicines.getByRole('status').getByText('Added').waitFor();
      await expectNoAxeViolations(page);

      // An upcoming appointment goes into the phone's calendar as a file in UK time.
      const appointments = section(page, 'Appointments');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        appointments
          .getByRole('button', { name: /^Add to calendar/ })
          .first()
          .click(),
      ]);
      expect(download.suggestedFilename()).toBe('appointment.ics');
      const calendar = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
      expect(calendar).toContain('BEGIN:VCALENDAR');
      expect(calendar).toMatch(/SUMMARY:Appointment with /);
      expect(calendar).toContain('TZID=Europe/London');
    },
    JOURNEY_MS,
  );

  test(
    'a grandparent with the health grant logs a dose as given from a phone in two taps, and is warned before an as-needed dose over its limit',
    async () => {
      // The parent lets the grandparent log Ollie's doses, and starts two medicines: one due at midday every day,
      // and one for when needed, at most once a day, already given once.
      const parent = await newPage(browser, { baseURL: server.url });
      await signIn(parent, DEMO_PARENT, DEMO_PASSWORD);
      await landedOnDashboard(parent);
      const { children } = await apiAs<ChildListResponse>(parent, 'GET', '/children');
      const ollie = children.find((child) => child.preferredName === 'Ollie')!;
      const { members } = await apiAs<FamilyMemberListResponse>(parent, 'GET', '/family/members');
      const grandparent = members.find((member) => member.email === DEMO_GRANDPARENT)!;
      await apiAs(parent, 'PUT', `/family/members/${grandparent.userId}/grants`, {
        grants: grandparent.grants.map((grant) => ({
          childId: grant.childId,
          areas: grant.childId === ollie.id ? { ...grant.areas, health: 'edit' } : grant.areas,
        })),
      });
      const health = `/children/${ollie.id}/health`;
      await apiAs(parent, 'POST', `${health}/medications`, {
        name: 'Vitamin D',
        doseAmount: 400,
        doseUnit: 'unit',
        form: 'liquid',
        route: 'oral',
        schedule: { kind: 'regular', times: ['12:00'], days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
      });
      const ibuprofen = await apiAs<{ id: string }>(parent, 'POST', `${health}/medications`, {
        name: 'Ibuprofen',
        doseAmount: 2.5,
        doseUnit: 'ml',
        form: 'liquid',
        route: 'oral',
        schedule: { kind: 'as_needed', maxPerDay: 1, minHoursBetween: null },
      });
      await apiAs(parent, 'POST', `${health}/medications/${ibuprofen.id}/doses`, { status: 'given' });

      // On the grandparent's phone: their dashboard, then Health hub (one tap) and Given (two).
      const phone = await newPage(browser, { baseURL: server.url, ...PHONE });
      // The dose over the limit is first answered 409 with the warning, which the browser logs.
      expectBrowserErrors(phone, /status of 409 \(Conflict\)/);
      await signIn(phone, DEMO_GRANDPARENT, DEMO_PASSWORD);
      await phone.waitForURL((url) => url.pathname === '/dashboard/family-member');
      await phone.getByRole('navigation', { name: 'Family member' }).getByRole('link', { name: 'Health hub' }).tap();
      const doses = section(phone, 'Today’s doses');
      const given = doses.getByRole('button', { name: /^Given Vitamin D 400 units at 12:00/ });
      await given.waitFor();
      expect(await phone.getByRole('button', { name: 'Ollie', pressed: true }).count()).toBe(1);
      expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(phone);
      await given.tap();
      await doses
        .getByRole('listitem')
        .filter({ hasText: 'Vitamin D' })
        .getByText(/Given at \d\d:\d\d by Pat Taylor/)
        .waitFor();
      await expectNoAxeViolations(phone);

      // A second dose of Ibuprofen in 24 hours goes over its most: a warning first, logged only when confirmed.
      const ibuprofenItem = doses.getByRole('listitem').filter({ hasText: 'Ibuprofen' });
      await ibuprofenItem.getByText('1 of 1', { exact: true }).waitFor();
      await ibuprofenItem.getByRole('button', { name: 'Give a dose of Ibuprofen' }).tap();
      const warning = phone.getByRole('dialog', { name: 'Over the limit for Ibuprofen' });
      await warning.getByText(/the most is 1/).waitFor();
      await expectNoAxeViolations(phone);
      await warning.getByRole('button', { name: 'Cancel, don’t log it' }).tap();
      await warning.waitFor({ state: 'hidden' });
      expect(await ibuprofenItem.getByText('1 of 1', { exact: true }).count()).toBe(1);

      await ibuprofenItem.getByRole('button', { name: 'Give a dose of Ibuprofen' }).tap();
      await warning.getByRole('button', { name: 'Log it anyway' }).tap();
      await ibuprofenItem.getByText('2 of 1', { exact: true }).waitFor();
      expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(phone);

      // Uploading documents stays the parents' to do.
      expect(await phone.getByRole('button', { name: /^Upload/ }).count()).toBe(0);
    },
    JOURNEY_MS,
  );

  test(
    'a view-only family member reads the record with no button that would change it',
    async () => {
      const page = await newPage(browser, { baseURL: server.url, ...PHONE });
      await signIn(page, DEMO_GRANDPARENT, DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/dashboard/family-member');
      await page.goto('/parent/health-hub');
      await page.getByRole('button', { name: 'Isla Taylor' }).tap();
      await page.getByText('You can read Isla Taylor’s health record; the parents keep it up to date.').waitFor();
      await section(page, 'Allergies').getByRole('listitem').first().waitFor();
      // Adding an appointment to one's own calendar changes nothing in the record, so it stays.
      for (const name of [
        /^Given/,
        /^Give a dose/,
        /^Add (?!to calendar)/,
        /^Edit /,
        /^Remove /,
        /^Upload/,
        /^Log a seizure/,
      ]) {
        expect(await page.getByRole('button', { name }).count(), String(name)).toBe(0);
      }
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      // Only the parents see who has looked.
      expect(await page.getByRole('heading', { level: 2, name: 'Who has looked' }).count()).toBe(0);

      // The parent sees that the grandparent read Isla's health record.
      const parent = await parentOnHub();
      await parent.getByRole('button', { name: 'Isla Taylor' }).click();
      const readers = section(parent, 'Who has looked');
      await readers.getByText('Pat Taylor', { exact: true }).first().waitFor();
      expect(await readers.getByText('read the child’s health record').count()).toBeGreaterThan(0);
      await expectNoAxeViolations(parent);
    },
    JOURNEY_MS,
  );
});
