import { addDays, formatLetterDate, localDateOf, periodEnd } from '@tedi/contracts';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Download } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PARENT, DEMO_PASSWORD, landedOnDashboard, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser } from './support/browser.ts';
import { privateServer, type PrivateServer } from './support/servers.ts';

let browser: Browser;
// Its own server: the journey saves a draft and makes letters for the demo family.
let server: PrivateServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), privateServer('demo')]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Several checks with axe on a long page, and two documents made: more than a minute on a busy machine. */
const JOURNEY_MS = 180_000;

async function bytesOf(download: Download): Promise<Buffer> {
  return Buffer.concat(await (await download.createReadStream()).toArray());
}

describe('the document generator in the browser', () => {
  test(
    'a parent makes the request for an EHC needs assessment as a PDF and a Word document, and both carry the child and the dates',
    async () => {
      const page = await newPage(browser, { baseURL: server.url });
      await signIn(page, DEMO_PARENT, DEMO_PASSWORD);
      await landedOnDashboard(page);
      await page.getByRole('navigation', { name: 'Parent' }).getByRole('link', { name: 'Letters' }).click();
      await page.waitForURL((url) => url.pathname === '/parent/document-generator');
      await page.getByRole('heading', { level: 1, name: 'Letters and documents' }).waitFor();
      await page.getByRole('link', { name: 'Reasonable adjustments request' }).waitFor();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Request for an EHC needs assessment' }).click();
      await page.getByRole('heading', { level: 1, name: 'Request for an EHC needs assessment for Ollie' }).waitFor();
      // Filled from Ollie's profile, and from his EHCP case (asked for 70 days before the demo was made): the
      // request's date and the decision's deadline the case worked out from it.
      expect(await page.getByLabel('Your child’s full name').inputValue()).toBe('Oliver Taylor');
      const today = localDateOf(new Date());
      const requested = addDays(today, -70);
      const decisionDue = periodEnd('ehcp-decision-to-assess', requested)!;
      expect(await page.getByLabel('Date of the request').inputValue()).toBe(requested);
      expect(await page.getByLabel('Council must decide by').inputValue()).toBe(decisionDue);
      await page.getByText('From Ollie’s EHCP case.').first().waitFor();
      // The family's address for letters is already kept.
      await page.getByText('Letters are sent from').waitFor();
      await expectNoAxeViolations(page);

      // The council comes from the case; with it taken out, making the letter says what is missing, with a link.
      expect(await page.getByLabel('Your council').inputValue()).toBe('Riverside Borough Council');
      await page.getByLabel('Your council').fill('');
      await page.getByRole('button', { name: 'Make PDF' }).click();
      await page.getByRole('link', { name: 'Your council: please fill this in.' }).click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-councilName');
      await expectNoAxeViolations(page);

      await page.getByLabel('Your council').fill('Southwark Council');
      await page.getByLabel('Their address').fill('SEND Assessment Team\n160 Tooley Street\nLondon SE1 2QH');
      const preview = page.getByRole('article', { name: 'Preview' });
      await preview.getByText(/to ask Southwark Council to carry out/).waitFor();
      await page.getByText('All changes saved.').waitFor();

      const [pdfDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Make PDF' }).click(),
      ]);
      expect(pdfDownload.suggestedFilename()).toBe(`Oliver-Taylor-Request-for-an-EHC-needs-assessment-${today}.pdf`);
      const pdf = await bytesOf(pdfDownload);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 }), {
        mergePages: true,
      });
      const pdfText = text.replace(/\s+/g, ' ');

      const [docxDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Make Word document' }).click(),
      ]);
      expect(docxDownload.suggestedFilename()).toMatch(/\.docx$/);
      const xml = strFromU8(unzipSync(new Uint8Array(await bytesOf(docxDownload)))['word/document.xml']!);
      const wordText = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(' ');

      for (const read of [pdfText, wordText]) {
        expect(read).toContain('Oliver Taylor');
        expect(read).toContain('Southwark Council');
        expect(read).toContain(`made on ${formatLetterDate(requested)}`);
        expect(read).toContain(`that is by ${formatLetterDate(decisionDue)}`);
        expect(read).toContain('12 Willow Road');
      }
      await page.getByText(/^Downloaded:/).waitFor();
      await expectNoAxeViolations(page);

      // Both are kept in Ollie's documents, as one letter.
      await page.getByRole('link', { name: 'Open Ollie’s documents' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/parent/documents');
      await page.getByText('Request for an EHC needs assessment').first().waitFor();
      await expectNoAxeViolations(page);
      await page.goBack();

      // The draft is there to pick up again.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Request for an EHC needs assessment for Ollie' }).waitFor();
      expect(await page.getByLabel('Your council').inputValue()).toBe('Southwark Council');

      // The same page on its own, at the dashboard's address, opens the one-page profile with Ollie's strengths.
      await page.goto('/dashboard/parent/document-generator?template=one-page-profile');
      await page.getByRole('heading', { level: 1, name: 'One-page profile for Ollie' }).waitFor();
      expect(await page.getByLabel('What people like and admire about me').inputValue()).not.toBe('');
      await expectNoAxeViolations(page);
    },
    JOURNEY_MS,
  );
});
