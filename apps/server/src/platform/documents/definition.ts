import type { FontFamily } from '@tedi/contracts';

/**
 * A document as data: what a capability hands the toolkit (`renderDocument`) to get a PDF. Every document the
 * product makes (the health passport and its wallet card, summaries, letters, reports, social stories) is one of
 * these, built from the capability's own records; no capability lays out a page itself.
 */
export interface DocumentDefinition {
  /** The document's title: shown by PDF readers and screen readers in place of the file name. */
  readonly title: string;
  /** BCP 47 language of the text, for screen readers; British English unless said otherwise. */
  readonly language?: string;
  /** Who the document is about or from, for the document's properties (e.g. "Tedi"). */
  readonly author?: string;
  readonly page: DocumentPage;
  /** One of the reading settings' fonts; the reader's own choice, so a document reads like the app. */
  readonly font?: FontFamily;
  readonly blocks: readonly DocumentBlock[];
  /** A short line at the foot of every page (e.g. "Printed from Tedi on 3 March 2026"); pages are numbered. */
  readonly footer?: string;
}

/** A4 for documents; a wallet card (ID-1, 85.6 × 54 mm) for what goes in a purse. */
export type DocumentPage = 'a4' | 'a4-landscape' | 'wallet-card';

/** One cell of a symbol grid: its words, colours and picture (a photo, or a symbol drawn as SVG). */
export interface SymbolGridCell {
  readonly row: number;
  readonly column: number;
  readonly label: string;
  /** `#rrggbb` */
  readonly background: string;
  readonly border: string;
  readonly picture: { readonly svg: string } | { readonly image: DocumentImage } | null;
  /** A folder: printed with a folder tab so it reads as one on paper. */
  readonly folder?: boolean;
}

/**
 * Section colours. Each has a word printed with it, so a page printed in black and white, or read by someone who
 * cannot tell red from green, still says which section is which.
 */
export type SectionTone = 'red' | 'amber' | 'green' | 'blue' | 'grey';

/** A photo as stored: JPEG, PNG or WebP bytes (WebP is converted, as PDF cannot hold it). */
export interface DocumentImage {
  readonly bytes: Uint8Array;
  /** What the photo shows, printed under it when `caption` is set and kept as its alternative text. */
  readonly description: string;
}

export type DocumentBlock =
  | { readonly kind: 'heading'; readonly text: string; readonly level?: 1 | 2 | 3 }
  | { readonly kind: 'paragraph'; readonly text: string; readonly emphasis?: 'strong' | 'quiet' }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  /** Labels and their values, e.g. "Date of birth: 3 May 2015". An empty value prints as "Not recorded". */
  | { readonly kind: 'facts'; readonly items: readonly { readonly label: string; readonly value: string }[] }
  /** A table with a header row repeated on every page it spans. */
  | {
      readonly kind: 'table';
      readonly columns: readonly string[];
      readonly rows: readonly (readonly string[])[];
      /** Relative widths of the columns (e.g. [2, 1, 1]); equal when left out. */
      readonly widths?: readonly number[];
    }
  /** A coloured, bordered section with its title and the tone's word, holding other blocks. */
  | {
      readonly kind: 'section';
      readonly tone: SectionTone;
      readonly title: string;
      readonly blocks: readonly DocumentBlock[];
    }
  /** A photo, fitted into `width` × `height` points (1 pt = 1/72 inch) keeping its shape. */
  | {
      readonly kind: 'image';
      readonly image: DocumentImage;
      readonly width: number;
      readonly height?: number;
      readonly caption?: boolean;
      readonly align?: 'left' | 'center' | 'right';
    }
  /** Blocks side by side (e.g. a photo beside the facts that matter first); widths relative. */
  | {
      readonly kind: 'columns';
      readonly columns: readonly { readonly width?: number; readonly blocks: readonly DocumentBlock[] }[];
    }
  /**
   * A communication board's grid as it is on screen: every cell at its row and column, with its colours, picture
   * and words; empty cells stay empty, so the paper board matches the screen.
   */
  | {
      readonly kind: 'symbol-grid';
      readonly rows: number;
      readonly columns: number;
      readonly cells: readonly SymbolGridCell[];
    }
  | { readonly kind: 'page-break' };
