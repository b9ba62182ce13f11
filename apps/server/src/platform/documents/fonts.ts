import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FONT_FAMILIES, type FontFamily } from '@tedi/contracts';

/**
 * The fonts of the reading settings (`FONT_FAMILIES`), from the same Fontsource packages the web app serves, so a
 * printed document reads like the screen. The device's own font ("system-ui") has no file to embed; a document
 * uses Noto Sans, a plain sans serif, in its place. Each font's files are its Latin subset, as on the web.
 */

const require = createRequire(import.meta.url);

interface FontFiles {
  readonly package: string;
  /** File name stem inside the package's `files/` folder. */
  readonly stem: string;
}

const FILES: Readonly<Record<FontFamily, FontFiles>> = {
  'system-ui': { package: '@fontsource/noto-sans', stem: 'noto-sans-latin' },
  'atkinson-hyperlegible': { package: '@fontsource/atkinson-hyperlegible', stem: 'atkinson-hyperlegible-latin' },
  opendyslexic: { package: '@fontsource/opendyslexic', stem: 'opendyslexic-latin' },
};

const STYLES = {
  normal: '400-normal',
  bold: '700-normal',
  italics: '400-italic',
  bolditalics: '700-italic',
} as const;

export type FontStyle = keyof typeof STYLES;

/** The name a font's style has inside the PDF toolkit's virtual file system. */
export function fontFileName(family: FontFamily, style: FontStyle): string {
  return `${FILES[family].stem}-${STYLES[style]}.woff`;
}

/** Every font file's bytes by its name; read once, when the first document is made. */
export function readFontFiles(): ReadonlyMap<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const family of FONT_FAMILIES) {
    // The packages export only their CSS, so their folder is found through a file they do export.
    const folder = join(dirname(require.resolve(`${FILES[family].package}/LICENSE`)), 'files');
    for (const style of Object.keys(STYLES) as FontStyle[]) {
      const name = fontFileName(family, style);
      files.set(name, readFileSync(join(folder, name)));
    }
  }
  return files;
}
