import type { FilledBlock, FilledDocument, FontFamily } from '@tedi/contracts';
import type * as Docx from 'docx';
import type { DocumentBlock, DocumentDefinition } from '../../platform/documents/definition.ts';
import { renderDocument } from '../../platform/documents/render.ts';

/**
 * A filled template on paper: as a PDF through the platform's one PDF toolkit, and as a Word document (docx) the
 * family can change before sending. Both lay out the same filled document the page previews.
 */

/** A long answer's paragraphs: text split at blank lines. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

function pdfBlocks(blocks: readonly FilledBlock[], headingLevel: 2 | 3): DocumentBlock[] {
  return blocks.flatMap((block): DocumentBlock[] => {
    switch (block.kind) {
      case 'heading':
        return [{ kind: 'heading', text: block.text, level: headingLevel }];
      case 'paragraph':
        return paragraphsOf(block.text).map((text) => ({ kind: 'paragraph', text }));
      case 'list':
        return [{ kind: 'list', items: block.items }];
      case 'signature':
        return [
          { kind: 'paragraph', text: block.closing },
          { kind: 'paragraph', text: `\n\n${block.name}` },
        ];
    }
  });
}

/** The document as the PDF toolkit's definition: a letter's addresses and date first, then its body. */
export function pdfDefinition(document: FilledDocument, font: FontFamily): DocumentDefinition {
  if (document.kind === 'document') {
    return {
      title: document.heading,
      page: 'a4',
      font,
      author: 'Tedi',
      blocks: [{ kind: 'heading', text: document.heading, level: 1 }, ...pdfBlocks(document.blocks, 2)],
    };
  }
  return {
    title: document.heading,
    page: 'a4',
    font,
    author: document.sender?.[0] ?? 'Tedi',
    blocks: [
      {
        kind: 'columns',
        columns: [
          { width: 1, blocks: [] },
          { width: 1, blocks: [{ kind: 'paragraph', text: (document.sender ?? []).join('\n') }] },
        ],
      },
      { kind: 'paragraph', text: (document.recipient ?? []).join('\n') },
      { kind: 'paragraph', text: document.date ?? '' },
      { kind: 'heading', text: document.heading, level: 3 },
      ...pdfBlocks(document.blocks, 3),
    ],
  };
}

/** The PDF's bytes. */
export function renderPdf(document: FilledDocument, font: FontFamily): Promise<Buffer> {
  return renderDocument(pdfDefinition(document, font));
}

/** The docx library, as `renderDocx` loads it. */
type DocxLibrary = typeof Docx;
type Alignment = (typeof Docx.AlignmentType)[keyof typeof Docx.AlignmentType];
type Heading = (typeof Docx.HeadingLevel)[keyof typeof Docx.HeadingLevel];

function lines(docx: DocxLibrary, text: readonly string[], alignment?: Alignment): Docx.Paragraph {
  return new docx.Paragraph({
    ...(alignment ? { alignment } : {}),
    spacing: { after: 240 },
    children: text.map((line, index) => new docx.TextRun({ text: line, break: index > 0 ? 1 : 0 })),
  });
}

function docxBlocks(docx: DocxLibrary, blocks: readonly FilledBlock[], heading: Heading) {
  return blocks.flatMap((block): Docx.Paragraph[] => {
    switch (block.kind) {
      case 'heading':
        return [new docx.Paragraph({ text: block.text, heading })];
      case 'paragraph':
        return paragraphsOf(block.text).map((text) => lines(docx, text.split('\n')));
      case 'list':
        return block.items.map(
          (item) => new docx.Paragraph({ text: item, bullet: { level: 0 }, spacing: { after: 80 } }),
        );
      case 'signature':
        return [
          new docx.Paragraph({ text: block.closing, spacing: { before: 240, after: 720 } }),
          new docx.Paragraph({ text: block.name }),
        ];
    }
  });
}

/** The Word document's bytes: plain styles in British English, ready for the family to change. */
export async function renderDocx(document: FilledDocument): Promise<Buffer> {
  // Loaded with the first Word document rather than at start: most requests never make one.
  const docx = await import('docx');
  const { AlignmentType, HeadingLevel } = docx;
  const body =
    document.kind === 'document'
      ? [
          new docx.Paragraph({ text: document.heading, heading: HeadingLevel.TITLE }),
          ...docxBlocks(docx, document.blocks, HeadingLevel.HEADING_1),
        ]
      : [
          lines(docx, document.sender ?? [], AlignmentType.RIGHT),
          lines(docx, document.recipient ?? []),
          lines(docx, [document.date ?? '']),
          new docx.Paragraph({
            children: [new docx.TextRun({ text: document.heading, bold: true })],
            spacing: { after: 240 },
          }),
          ...docxBlocks(docx, document.blocks, HeadingLevel.HEADING_2),
        ];
  const file = new docx.Document({
    title: document.heading,
    creator: document.kind === 'letter' ? (document.sender?.[0] ?? 'Tedi') : 'Tedi',
    styles: {
      default: {
        document: {
          run: { font: 'Arial', size: 24, language: { value: 'en-GB' } },
          paragraph: { spacing: { after: 160 } },
        },
      },
    },
    sections: [{ children: body }],
  });
  return docx.Packer.toBuffer(file);
}
