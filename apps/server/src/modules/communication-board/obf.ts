/**
 * Open Board Format (`open-board-0.1`): what Tedi reads and writes so a board moves between AAC apps. A board is
 * JSON (`.obf`); a set of boards with their images is a zip (`.obz`) with a `manifest.json`. Positions travel in
 * `grid.order` (rows of button ids, null for an empty cell), which Tedi keeps exactly both ways.
 */

export const OBF_FORMAT = 'open-board-0.1';

export interface ObfButton {
  readonly id?: unknown;
  readonly label?: unknown;
  readonly vocalization?: unknown;
  readonly image_id?: unknown;
  readonly background_color?: unknown;
  readonly border_color?: unknown;
  readonly load_board?: { readonly id?: unknown; readonly path?: unknown; readonly name?: unknown } | null;
  readonly hidden?: unknown;
  readonly [key: string]: unknown;
}

export interface ObfImage {
  readonly id?: unknown;
  readonly data?: unknown;
  readonly path?: unknown;
  readonly url?: unknown;
  readonly content_type?: unknown;
  readonly [key: string]: unknown;
}

export interface ObfBoard {
  readonly format?: unknown;
  readonly id?: unknown;
  readonly name?: unknown;
  readonly locale?: unknown;
  readonly buttons?: unknown;
  readonly grid?: { readonly rows?: unknown; readonly columns?: unknown; readonly order?: unknown } | null;
  readonly images?: unknown;
  readonly [key: string]: unknown;
}

/** `#rrggbb` from the colours OBF files use: `rgb(…)`, `rgba(…)`, `#rgb`, `#rrggbb`; null when not a colour. */
export function hexColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const digits = hex[1]!;
    return digits.length === 3 ? `#${[...digits].map((digit) => digit + digit).join('')}` : `#${digits}`;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(text);
  if (!rgb) return null;
  const parts = [rgb[1], rgb[2], rgb[3]].map((part) => Math.min(255, Number(part)));
  return `#${parts.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

/** `rgb(r, g, b)`, the form OBF's examples use, from `#rrggbb`. */
export function rgbColour(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
