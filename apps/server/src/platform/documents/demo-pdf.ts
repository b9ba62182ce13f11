import { renderDocument } from './render.ts';

/** A one-page A4 PDF of a heading and paragraphs, for the demo family's documents. */
export function makeDemoPdf(heading: string, paragraphs: readonly string[]): Promise<Uint8Array> {
  return renderDocument({
    title: heading,
    page: 'a4',
    blocks: [
      { kind: 'heading', text: heading, level: 1 },
      ...paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
    ],
  });
}
