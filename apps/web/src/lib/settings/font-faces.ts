import type { FontFamily } from '@tedi/contracts';

/**
 * The font files are served by the app itself. Their CSS is imported only when a reader picks the font, so
 * nobody downloads a typeface they did not choose.
 */
const FONT_FACE_LOADERS: Readonly<Record<Exclude<FontFamily, 'system-ui'>, () => Promise<unknown>>> = {
  'atkinson-hyperlegible': () =>
    Promise.all([
      import('@fontsource/atkinson-hyperlegible/400.css'),
      import('@fontsource/atkinson-hyperlegible/700.css'),
    ]),
  opendyslexic: () =>
    Promise.all([import('@fontsource/opendyslexic/400.css'), import('@fontsource/opendyslexic/700.css')]),
};

export async function loadFontFaces(fontFamily: FontFamily): Promise<void> {
  if (fontFamily === 'system-ui') return;
  try {
    await FONT_FACE_LOADERS[fontFamily]();
  } catch {
    // The font stack falls back to the system font, which keeps the page readable.
  }
}
