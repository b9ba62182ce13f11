import { extractImages, extractText, getDocumentProxy, getMeta } from 'unpdf';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import type { DocumentDefinition } from './definition.ts';
import { NOT_A_DOCUMENT_PHOTO, renderDocument, TONES } from './render.ts';

const photo = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 40, height: 50, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();

async function read(pdf: Buffer) {
  // pdf.js takes the bytes over, so each reader gets a copy.
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  const { info } = await getMeta(new Uint8Array(pdf));
  return { document, text: text.replace(/\s+/g, ' '), totalPages, info: info as Record<string, unknown> };
}

const passportLike = async (font: DocumentDefinition['font']): Promise<DocumentDefinition> => ({
  title: 'Health passport: Amara Okafor',
  page: 'a4',
  font,
  footer: 'Printed from Tedi',
  blocks: [
    { kind: 'heading', text: 'Amara’s health passport' },
    {
      kind: 'columns',
      columns: [
        {
          width: 1,
          blocks: [{ kind: 'image', image: { bytes: await photo('webp'), description: 'Amara' }, width: 90 }],
        },
        {
          width: 3,
          blocks: [
            {
              kind: 'facts',
              items: [
                { label: 'Date of birth', value: '3 May 2015' },
                { label: 'NHS number', value: '' },
              ],
            },
          ],
        },
      ],
    },
    {
      kind: 'section',
      tone: 'red',
      title: 'Things you must know about me',
      blocks: [
        { kind: 'paragraph', text: 'Allergic to penicillin: swelling and a rash.', emphasis: 'strong' },
        { kind: 'list', items: ['I use a communication book', 'A thumb-prick test, please'] },
      ],
    },
    {
      kind: 'section',
      tone: 'amber',
      title: 'Things that are important to me',
      blocks: [{ kind: 'paragraph', text: 'A quiet space to wait.' }],
    },
    {
      kind: 'table',
      columns: ['Medicine', 'Dose', 'When'],
      widths: [2, 1, 1],
      rows: [
        ['Sodium valproate (liquid)', '200 mg', '08:00 and 20:00'],
        ['Melatonin', '2 mg', '19:00'],
      ],
    },
    { kind: 'page-break' },
    { kind: 'heading', text: 'My likes and dislikes', level: 2 },
    {
      kind: 'image',
      image: { bytes: await photo('jpeg'), description: 'Her favourite toy' },
      width: 60,
      caption: true,
    },
  ],
});

/** WCAG's relative luminance of a colour: what a greyscale printer keeps of it. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('section colours', () => {
  test.each(Object.entries(TONES))('%s keeps its text readable in colour and in greyscale', (_tone, colours) => {
    // Black text on the pale fill, and the white word on the dark border colour.
    expect(contrast(colours.fill, '#000000')).toBeGreaterThanOrEqual(7);
    expect(contrast(colours.border, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('renderDocument', () => {
  test('an A4 document is a valid PDF with its title, language, text, photos and page numbers', async () => {
    const pdf = await renderDocument(await passportLike('atkinson-hyperlegible'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');

    const { document, text, totalPages, info } = await read(pdf);
    expect(totalPages).toBe(2);
    expect(info['Title']).toBe('Health passport: Amara Okafor');
    expect(pdf.toString('latin1')).toContain('/Lang (en-GB)');
    expect(pdf.toString('latin1')).toContain('/DisplayDocTitle true');
    const [first] = (await document.getPage(1)).view.slice(2);
    expect(Math.round(first!)).toBe(595);

    for (const words of [
      'Amara’s health passport',
      'Date of birth 3 May 2015',
      'NHS number Not recorded',
      // The section's colour is also a word, so it survives a black-and-white printer.
      'RED Things you must know about me',
      'AMBER Things that are important to me',
      'Allergic to penicillin: swelling and a rash.',
      'A thumb-prick test, please',
      'Medicine Dose When',
      'Sodium valproate (liquid) 200 mg 08:00 and 20:00',
      'Her favourite toy',
      'Printed from Tedi',
      'Page 1 of 2',
      'Page 2 of 2',
    ]) {
      expect(text).toContain(words);
    }
    // The WebP photo (converted) on the first page and the JPEG one on the second.
    expect(await extractImages(document, 1)).toHaveLength(1);
    expect(await extractImages(document, 2)).toHaveLength(1);
  });

  test.each([
    ['atkinson-hyperlegible', 'AtkinsonHyperlegible'],
    ['opendyslexic', 'OpenDyslexic'],
    ['system-ui', 'NotoSans'],
  ] as const)('the %s reading font is embedded', async (font, embedded) => {
    const pdf = await renderDocument(await passportLike(font));
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${embedded}`));
    // The font's own glyphs travel in the file (TrueType or CFF outlines), so every printer shows the same letters.
    expect(raw).toMatch(/\/FontFile[23] /);
    expect((await read(pdf)).text).toContain('Things you must know about me');
  });

  test('a wallet card is the size of a bank card', async () => {
    const pdf = await renderDocument({
      title: 'Wallet card: Amara Okafor',
      page: 'wallet-card',
      blocks: [
        { kind: 'heading', text: 'Amara Okafor' },
        { kind: 'facts', items: [{ label: 'Allergies', value: 'Penicillin' }] },
        { kind: 'image', image: { bytes: await photo('png'), description: 'Amara' }, width: 40 },
      ],
    });
    const { document, text, totalPages, info } = await read(pdf);
    expect(totalPages).toBe(1);
    expect(info['Title']).toBe('Wallet card: Amara Okafor');
    const [width, height] = (await document.getPage(1)).view.slice(2);
    expect(width! / (72 / 25.4)).toBeCloseTo(85.6, 1);
    expect(height! / (72 / 25.4)).toBeCloseTo(54, 1);
    expect(text).toContain('Allergies Penicillin');
  });

  test('bytes that are not a photo are refused with a message, and no document is made', async () => {
    await expect(
      renderDocument({
        title: 'Broken',
        page: 'a4',
        blocks: [{ kind: 'image', image: { bytes: Buffer.from('not a photo at all'), description: 'x' }, width: 50 }],
      }),
    ).rejects.toThrow(NOT_A_DOCUMENT_PHOTO);
  });
});
