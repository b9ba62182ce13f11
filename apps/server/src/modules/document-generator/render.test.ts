import {
  DOCUMENT_TEMPLATES,
  documentTemplate,
  fillDocument,
  fillFields,
  type DocumentTemplate,
  type TemplateValues,
  valuesOf,
} from '@tedi/contracts';
import { unzipSync, strFromU8 } from 'fflate';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, test } from 'vitest';
import { renderDocx, renderPdf } from './render.ts';

const SENDER = {
  name: 'Sara Khan',
  addressLines: ['4 Park Row', 'Leeds', 'LS1 5HD'],
  phone: '0113 496 0000',
  email: 'sara@example.com',
};

/** A value for every field, as a parent might type it: dates on 3 March 2027, lists of two lines. */
function everyFieldFilled(template: DocumentTemplate): TemplateValues {
  return Object.fromEntries(
    template.fields.map((field): [string, string | string[]] => {
      if (field.key === 'childName') return [field.key, 'Maya Khan'];
      if (field.key === 'firstName') return [field.key, 'Maya'];
      if (field.kind === 'date') return [field.key, '2027-03-03'];
      if (field.kind === 'list') return [field.key, [`${field.label}: first line`, `${field.label}: second line`]];
      return [field.key, `${field.label} as written by the family`];
    }),
  );
}

async function pdfText(bytes: Buffer): Promise<{ text: string; title: unknown }> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 }), {
    mergePages: true,
  });
  const { info } = await getMeta(new Uint8Array(bytes));
  return { text: text.replace(/\s+/g, ' '), title: (info as Record<string, unknown>)['Title'] };
}

/** The text of a Word document's body, read from `word/document.xml` in its zip. */
function docxXml(bytes: Buffer, part = 'word/document.xml'): string {
  const files = unzipSync(new Uint8Array(bytes));
  const xml = files[part];
  if (!xml) throw new Error(`no ${part} in the document`);
  return strFromU8(xml);
}

const textOfXml = (xml: string) =>
  [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(' ');

describe.each(DOCUMENT_TEMPLATES.map((template) => [template.id, template] as const))('%s', (_id, template) => {
  const filled = fillDocument(template, everyFieldFilled(template), SENDER);

  test('makes a PDF with the child’s name, the date written out and the title', async () => {
    const { text, title } = await pdfText(await renderPdf(filled, 'atkinson-hyperlegible'));
    expect(text).toContain('Maya');
    expect(text).toContain('3 March 2027');
    expect(title).toBe(filled.heading);
    if (template.kind === 'letter') {
      expect(text).toContain('4 Park Row');
      expect(text).toContain('Yours sincerely');
    }
    expect(text).not.toContain('[');
  });

  test('makes a Word document with the child’s name and the date written out', async () => {
    const bytes = await renderDocx(filled);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const xml = docxXml(bytes);
    const text = textOfXml(xml);
    expect(text).toContain('Maya');
    expect(text).toContain('3 March 2027');
    // Word checks the spelling in British English.
    expect(docxXml(bytes, 'word/styles.xml')).toContain('w:val="en-GB"');
    if (template.kind === 'letter') expect(text).toContain('sara@example.com');
  });
});

test('the assessment request from a profile carries the request date and the 6-week decision date on both', async () => {
  const template = documentTemplate('ehcp-assessment-request')!;
  const values = valuesOf(
    fillFields(
      template,
      { today: '2026-11-24', 'child.fullName': 'Oliver Taylor', 'child.dateOfBirth': '2016-06-01' },
      {
        councilName: 'Kirklees Council',
        recipientAddress: ['Civic Centre', 'Huddersfield'],
        needs: 'Oliver cannot manage the noise of the classroom.',
      },
    ),
  );
  const filled = fillDocument(template, values, SENDER);
  const { text } = await pdfText(await renderPdf(filled, 'system-ui'));
  const word = textOfXml(docxXml(await renderDocx(filled)));
  for (const read of [text, word]) {
    expect(read).toContain('Oliver Taylor');
    expect(read).toContain('made on 24 November 2026');
    expect(read).toContain('by 5 January 2027');
  }
});
