import { z } from 'zod';

/** Fonts the app serves itself, so they work offline and leak nothing to a font host. */
export const FONT_FAMILIES = ['system-ui', 'atkinson-hyperlegible', 'opendyslexic'] as const;
export const TEXT_SIZES = ['small', 'medium', 'large', 'x-large'] as const;

export const dashboardSettingsSchema = z.object({
  fontFamily: z.enum(FONT_FAMILIES),
  headingSize: z.enum(TEXT_SIZES),
  contentSize: z.enum(TEXT_SIZES),
  reduceMotion: z.boolean(),
});

export type DashboardSettings = z.infer<typeof dashboardSettingsSchema>;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export type TextSize = (typeof TEXT_SIZES)[number];

/** The spec's defaults (section 3). */
export const DEFAULT_DASHBOARD_SETTINGS: DashboardSettings = {
  fontFamily: 'system-ui',
  headingSize: 'medium',
  contentSize: 'medium',
  reduceMotion: false,
};
