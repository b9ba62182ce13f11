/**
 * Plain values of settings.ts (no zod): the prerendered pages' small script applies the reader's settings with
 * these alone, so it never shares a chunk with the validator.
 */

/** Fonts the app serves itself, so they work offline and leak nothing to a font host. */
export const FONT_FAMILIES = ['system-ui', 'atkinson-hyperlegible', 'opendyslexic'] as const;
export const TEXT_SIZES = ['small', 'medium', 'large', 'x-large'] as const;

export type FontFamily = (typeof FONT_FAMILIES)[number];
export type TextSize = (typeof TEXT_SIZES)[number];

/** The reader's settings (spec section 3); settings.ts checks them with `dashboardSettingsSchema`. */
export interface DashboardSettings {
  readonly fontFamily: FontFamily;
  readonly headingSize: TextSize;
  readonly contentSize: TextSize;
  readonly reduceMotion: boolean;
}

/** The spec's defaults (section 3). */
export const DEFAULT_DASHBOARD_SETTINGS: DashboardSettings = {
  fontFamily: 'system-ui',
  headingSize: 'medium',
  contentSize: 'medium',
  reduceMotion: false,
};
