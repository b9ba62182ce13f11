import type { FontFamily } from '@tedi/contracts';
import type pdfmake from 'pdfmake';
import type { Content, TableCell } from 'pdfmake';
import { AppError } from '../errors.ts';
import { lazily } from '../lazy.ts';
import type { DocumentBlock, DocumentDefinition, DocumentImage, DocumentPage, SectionTone } from './definition.ts';
import { fontFileName, readFontFiles } from './fonts.ts';

/**
 * The one PDF toolkit of the product (decision record 0021): a `DocumentDefinition` in, the PDF's bytes out,
 * laid out by pdfmake with the reading settings' fonts embedded. Nothing is read from the network or the disk
 * while a document is made: fonts come from memory and photos from the bytes the capability passes.
 */

type TDocumentDefinitions = Parameters<typeof pdfmake.createPdf>[0];
type StyleDictionary = NonNullable<TDocumentDefinitions['styles']>;

const MILLIMETRE = 72 / 25.4;

interface PageLayout {
  readonly size: { width: number; height: number } | 'A4';
  readonly margins: [number, number, number, number];
  readonly text: number;
  readonly headings: readonly [number, number, number];
  readonly gap: number;
}

const PAGES: Readonly<Record<DocumentPage, PageLayout>> = {
  a4: { size: 'A4', margins: [48, 48, 48, 56], text: 11, headings: [20, 15, 12.5], gap: 8 },
  'a4-landscape': {
    size: { width: 841.89, height: 595.28 },
    margins: [28, 28, 28, 40],
    text: 11,
    headings: [18, 14, 12],
    gap: 6,
  },
  // ID-1, the size of a bank card, so it fits a wallet's card slot.
  'wallet-card': {
    size: { width: 85.6 * MILLIMETRE, height: 54 * MILLIMETRE },
    margins: [8, 7, 8, 7],
    text: 6.5,
    headings: [8.5, 7.5, 7],
    gap: 2.5,
  },
};

/**
 * Fill and border of each tone. Fills are pale so black text keeps its contrast in colour and in greyscale; the
 * border and the tone's word are dark, and the word says in text what the colour says.
 */
export const TONES: Readonly<Record<SectionTone, { fill: string; border: string; word: string }>> = {
  red: { fill: '#FBE9E7', border: '#B71C1C', word: 'RED' },
  amber: { fill: '#FFF4D6', border: '#8A5A00', word: 'AMBER' },
  green: { fill: '#E6F4EA', border: '#1B5E20', word: 'GREEN' },
  blue: { fill: '#E8F0FE', border: '#0D47A1', word: 'BLUE' },
  grey: { fill: '#F1F3F4', border: '#3C4043', word: 'GREY' },
};

/**
 * pdfmake (with its PDF writer and font engine) and the fonts, loaded when the first document is made rather than
 * at start: most requests never make one, and together they are several MB of the server's memory.
 */
const loadPdfmake = lazily(async () => {
  const { default: toolkit } = await import('pdfmake');
  /** On the server pdfmake reads fonts from its own in-memory file system, which its types leave out. */
  const virtualFiles = (toolkit as unknown as { virtualfs: { writeFileSync(name: string, data: Buffer): void } })
    .virtualfs;
  for (const [name, bytes] of readFontFiles()) virtualFiles.writeFileSync(name, bytes);
  const family = (font: FontFamily) => ({
    normal: fontFileName(font, 'normal'),
    bold: fontFileName(font, 'bold'),
    italics: fontFileName(font, 'italics'),
    bolditalics: fontFileName(font, 'bolditalics'),
  });
  toolkit.setFonts({
    'system-ui': family('system-ui'),
    'atkinson-hyperlegible': family('atkinson-hyperlegible'),
    opendyslexic: family('opendyslexic'),
  });
  // Documents are made from data alone: no font, image or link is fetched from a URL or read from a path.
  toolkit.setUrlAccessPolicy(() => false);
  toolkit.setLocalAccessPolicy(() => false);
  return toolkit;
});

export const NOT_A_DOCUMENT_PHOTO = 'This photo can’t be put in a document: please choose a JPEG or PNG photo.';

/** A photo as PDF can hold it: JPEG and PNG as they are, WebP converted to PNG. */
async function imageDataUrl(image: DocumentImage): Promise<string> {
  const bytes = Buffer.from(image.bytes);
  const isJpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const isPng = bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  if (isJpeg) return `data:image/jpeg;base64,${bytes.toString('base64')}`;
  if (isPng) return `data:image/png;base64,${bytes.toString('base64')}`;
  const { default: sharp } = await import('sharp');
  try {
    const png = await sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    throw new AppError('unsupported_media_type', NOT_A_DOCUMENT_PHOTO);
  }
}

/** Relative widths as percentages, the form pdfmake takes. */
function shares(widths: readonly number[]): string[] {
  const total = widths.reduce((sum, width) => sum + width, 0);
  return widths.map((width) => `${((width / total) * 100).toFixed(3)}%`);
}

class Builder {
  readonly images: Record<string, string> = {};
  readonly #layout: PageLayout;
  readonly #pending: Promise<void>[] = [];
  #imageCount = 0;

  constructor(layout: PageLayout) {
    this.#layout = layout;
  }

  #symbolGrid(block: Extract<DocumentBlock, { kind: 'symbol-grid' }>): Content {
    const area = printableArea(this.#layout);
    const cellWidth = area.width / block.columns;
    const cellHeight = Math.min(area.height / block.rows, cellWidth * 1.15);
    const padding = 3;
    const fontSize = Math.max(8, Math.min(14, cellWidth / 8));
    // Room for two lines of words under the picture, so a long label never pushes the grid onto a second page.
    const labelHeight = fontSize * 1.25 * 2.75 + 4;
    const pictureSide = Math.max(8, Math.min(cellWidth - padding * 4, cellHeight - padding * 2 - 6 - labelHeight));
    const byCell = new Map(block.cells.map((cell) => [`${cell.row}:${cell.column}`, cell]));
    const body: TableCell[][] = [];
    for (let row = 0; row < block.rows; row += 1) {
      const line: TableCell[] = [];
      for (let column = 0; column < block.columns; column += 1) {
        const cell = byCell.get(`${row}:${column}`);
        if (!cell) {
          line.push({ text: '', border: [false, false, false, false] });
          continue;
        }
        let picture: Content = { text: '', margin: [0, pictureSide / 2, 0, pictureSide / 2] };
        if (cell.picture && 'svg' in cell.picture) {
          picture = { svg: cell.picture.svg, fit: [pictureSide, pictureSide], alignment: 'center' };
        } else if (cell.picture) {
          this.#imageCount += 1;
          const name = `image-${this.#imageCount}`;
          const image = cell.picture.image;
          this.#pending.push(
            imageDataUrl(image).then((url) => {
              this.images[name] = url;
            }),
          );
          picture = { image: name, fit: [pictureSide, pictureSide], alignment: 'center' };
        }
        line.push({
          fillColor: cell.background,
          borderColor: [cell.border, cell.border, cell.border, cell.border],
          border: [true, true, true, true],
          stack: [
            picture,
            {
              text: cell.label,
              bold: true,
              alignment: 'center',
              fontSize,
              margin: [0, 2, 0, 0],
            },
            // A folder says so in words, as the screen does, so the paper board reads the same.
            ...(cell.folder
              ? [{ text: '(folder)', italics: true, alignment: 'center', fontSize: fontSize * 0.75 } as Content]
              : []),
          ],
        });
      }
      body.push(line);
    }
    return {
      table: {
        widths: Array.from({ length: block.columns }, () => cellWidth - padding * 2 - 2),
        heights: Array.from({ length: block.rows }, () => cellHeight - padding * 2 - 4),
        dontBreakRows: true,
        body,
      },
      layout: {
        hLineWidth: () => 2,
        vLineWidth: () => 2,
        paddingLeft: () => padding,
        paddingRight: () => padding,
        paddingTop: () => padding,
        paddingBottom: () => padding,
      },
    };
  }

  async finish(): Promise<void> {
    await Promise.all(this.#pending);
  }

  blocks(blocks: readonly DocumentBlock[]): Content[] {
    return blocks.map((block) => this.block(block));
  }

  block(block: DocumentBlock): Content {
    const gap = this.#layout.gap;
    switch (block.kind) {
      case 'heading':
        return { text: block.text, style: `h${block.level ?? 1}` };
      case 'paragraph':
        return {
          text: block.text,
          margin: [0, 0, 0, gap],
          ...(block.emphasis === 'strong' ? { bold: true } : {}),
          ...(block.emphasis === 'quiet' ? { color: '#3C4043', italics: true } : {}),
        };
      case 'list':
        return { ul: [...block.items], margin: [0, 0, 0, gap] };
      case 'facts':
        return {
          table: {
            widths: ['auto', '*'],
            body: block.items.map((item) => [
              { text: item.label, bold: true },
              item.value.trim() === ''
                ? { text: 'Not recorded', italics: true, color: '#3C4043' }
                : { text: item.value },
            ]),
          },
          layout: 'noBorders',
          margin: [0, 0, 0, gap],
        };
      case 'table': {
        const widths = block.widths ? shares(block.widths) : block.columns.map(() => '*');
        const header: TableCell[] = block.columns.map((column) => ({ text: column, bold: true, fillColor: '#E8EAED' }));
        return {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths,
            body: [header, ...block.rows.map((row) => block.columns.map((_, index) => row[index] ?? ''))],
          },
          // Black rules, so rows stay apart whatever the printer does with colour.
          layout: {
            hLineWidth: () => 0.75,
            vLineWidth: () => 0.75,
            hLineColor: () => '#000000',
            vLineColor: () => '#000000',
            paddingTop: () => gap / 3,
            paddingBottom: () => gap / 3,
          },
          margin: [0, 0, 0, gap],
        };
      }
      case 'section': {
        const tone = TONES[block.tone];
        const borderWidth = this.#layout === PAGES['wallet-card'] ? 1.5 : 3;
        return {
          table: {
            widths: ['*'],
            dontBreakRows: false,
            body: [
              [
                {
                  fillColor: tone.fill,
                  stack: [
                    {
                      text: [
                        { text: ` ${tone.word} `, bold: true, color: '#FFFFFF', background: tone.border },
                        { text: `  ${block.title}`, bold: true },
                      ],
                      style: 'h2',
                    },
                    ...this.blocks(block.blocks),
                  ],
                },
              ],
            ],
          },
          layout: {
            hLineWidth: () => borderWidth,
            vLineWidth: () => borderWidth,
            hLineColor: () => tone.border,
            vLineColor: () => tone.border,
            paddingLeft: () => gap,
            paddingRight: () => gap,
            paddingTop: () => gap,
            paddingBottom: () => gap / 2,
          },
          margin: [0, 0, 0, gap * 1.5],
        };
      }
      case 'image': {
        this.#imageCount += 1;
        const name = `image-${this.#imageCount}`;
        this.#pending.push(
          imageDataUrl(block.image).then((url) => {
            this.images[name] = url;
          }),
        );
        const fit: [number, number] = [block.width, block.height ?? block.width];
        return {
          stack: [
            { image: name, fit, alignment: block.align ?? 'left' },
            ...(block.caption
              ? [{ text: block.image.description, italics: true, alignment: block.align ?? 'left' } as Content]
              : []),
          ],
          margin: [0, 0, 0, gap],
        };
      }
      case 'columns': {
        const widths = shares(block.columns.map((column) => column.width ?? 1));
        return {
          columns: block.columns.map((column, index) => ({
            width: widths[index]!,
            stack: this.blocks(column.blocks),
          })),
          columnGap: gap * 1.5,
        };
      }
      case 'symbol-grid':
        return this.#symbolGrid(block);
      case 'page-break':
        return { text: '', pageBreak: 'after' };
    }
  }
}

/** The printable width and height left for a grid under its heading. */
function printableArea(layout: PageLayout): { width: number; height: number } {
  const size = layout.size === 'A4' ? { width: 595.28, height: 841.89 } : layout.size;
  return {
    width: size.width - layout.margins[0] - layout.margins[2],
    height: size.height - layout.margins[1] - layout.margins[3] - layout.headings[0] * 4,
  };
}

function styles(layout: PageLayout): StyleDictionary {
  const [h1, h2, h3] = layout.headings;
  return {
    h1: { fontSize: h1, bold: true, margin: [0, 0, 0, layout.gap] },
    h2: { fontSize: h2, bold: true, margin: [0, layout.gap / 2, 0, layout.gap / 2] },
    h3: { fontSize: h3, bold: true, margin: [0, layout.gap / 2, 0, layout.gap / 3] },
  };
}

/** Makes the PDF of a document definition. */
export async function renderDocument(definition: DocumentDefinition): Promise<Buffer> {
  const toolkit = await loadPdfmake();
  const layout = PAGES[definition.page];
  const builder = new Builder(layout);
  const content = builder.blocks(definition.blocks);
  await builder.finish();
  const footer = definition.footer;
  const document: TDocumentDefinitions = {
    info: { title: definition.title, author: definition.author ?? 'Tedi', creator: 'Tedi', producer: 'Tedi' },
    language: definition.language ?? 'en-GB',
    // PDF readers show the title rather than the file name.
    displayTitle: true,
    pageSize: layout.size,
    pageMargins: layout.margins,
    defaultStyle: { font: definition.font ?? 'system-ui', fontSize: layout.text, lineHeight: 1.25, color: '#000000' },
    styles: styles(layout),
    images: builder.images,
    content,
    ...(definition.page !== 'wallet-card'
      ? {
          footer: (page: number, pages: number): Content => ({
            columns: [
              { text: footer ?? '', width: '*' },
              { text: `Page ${page} of ${pages}`, width: 'auto' },
            ],
            fontSize: 9,
            margin: [layout.margins[0], 16, layout.margins[2], 0],
          }),
        }
      : {}),
  };
  return toolkit.createPdf(document).getBuffer();
}
