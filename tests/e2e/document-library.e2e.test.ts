import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PARENT, DEMO_PASSWORD, landedOnDashboard, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newPage, openBrowser, sidewaysOverflow } from './support/browser.ts';
import { privateServer, type PrivateServer } from './support/servers.ts';

let browser: Browser;
// Its own server: the journey uploads, deletes and restores documents of the demo family, which the journeys
// sharing the demo server read as the seed left them.
let server: PrivateServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), privateServer('demo')]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Several checks with axe: more than a minute on a busy 2-core machine. */
const JOURNEY_MS = 180_000;

/** A small real PDF: a letter from school. */
function letterPdf(): Buffer {
  const content = 'BT /F1 12 Tf 72 720 Td (Letter from Brook Lane about the annual review) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const section = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

describe('the document library in the browser', () => {
  test(
    'a parent uploads a letter, tags it, finds it by search, downloads it, deletes it after confirming and restores it',
    async () => {
      const page = await newPage(browser, { baseURL: server.url });
      await signIn(page, DEMO_PARENT, DEMO_PASSWORD);
      await landedOnDashboard(page);
      await page.getByRole('navigation', { name: 'Parent' }).getByRole('link', { name: 'Documents' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/parent/documents');
      const library = section(page, 'Ollie’s documents');
      // The demo family's documents, and the health hub's beside them.
      await library.getByRole('heading', { name: 'Speech and language therapy report' }).waitFor();
      await section(page, 'From the health hub').waitFor();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Upload a document' }).click();
      const form = page.getByRole('form', { name: 'Upload a document' });
      await form.getByLabel('File').setInputFiles({
        name: 'annual-review-letter.pdf',
        mimeType: 'application/pdf',
        buffer: letterPdf(),
      });
      await form.getByLabel('Title (optional)').fill('Annual review invitation');
      await form.getByLabel('Tags (optional)').fill('school, annual review');
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: 'Upload' }).click();
      await page.getByText('Uploaded Annual review invitation').waitFor();

      await page.getByLabel('Search by title or tag').fill('invitation');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('1 document found for “invitation”.').waitFor();
      const letter = library.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: 'Annual review invitation', exact: true }),
      });
      await letter.getByText('annual review', { exact: true }).waitFor();
      await letter.getByText(/Uploaded · 1 version · added by Sam Taylor/).waitFor();
      expect(await library.getByRole('heading', { name: 'Speech and language therapy report' }).count()).toBe(0);
      await expectNoAxeViolations(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        letter.getByRole('button', { name: /^Download PDF/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('annual-review-letter.pdf');
      const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
      expect(bytes.equals(letterPdf())).toBe(true);

      await letter.getByRole('button', { name: /^Versions and changes/ }).click();
      await letter.getByText('Version 1', { exact: true }).waitFor();
      await letter.getByRole('button', { name: /^Delete/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Annual review invitation?' });
      await dialog.getByText(/you can restore it for 30 days/).waitFor();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Delete it' }).click();
      await page
        .getByText(/Deleted Annual review invitation\. You can restore it from Recently deleted until/)
        .waitFor();

      const deleted = section(page, 'Recently deleted');
      const gone = deleted.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: 'Annual review invitation', exact: true }),
      });
      await gone.getByText(/It goes for good on/).waitFor();
      await expectNoAxeViolations(page);
      await gone.getByRole('button', { name: /^Restore/ }).click();
      await page.getByText('Restored Annual review invitation').waitFor();
      await page.getByRole('button', { name: 'Show all documents' }).click();
      await library.getByRole('heading', { name: 'Annual review invitation', exact: true }).waitFor();
      await deleted.getByText('Nothing has been deleted recently.').waitFor();
      await expectNoAxeViolations(page);

      // On a phone the page reads top to bottom, nothing off the side.
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await sidewaysOverflow(page)).toBe(0);
    },
    JOURNEY_MS,
  );
});
