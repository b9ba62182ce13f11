import type { DashboardSettings, FontFamily, TextSize } from '@tedi/contracts';

/** Each font choice as a CSS stack; the chosen face comes first and the system font stands in while it loads. */
export const FONT_STACKS: Readonly<Record<FontFamily, string>> = {
  'system-ui': "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  'atkinson-hyperlegible': "'Atkinson Hyperlegible', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  opendyslexic: "'OpenDyslexic', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
};

/** Multiplies the root font size, so all text and spacing grow together. */
export const CONTENT_SCALES: Readonly<Record<TextSize, number>> = {
  small: 0.875,
  medium: 1,
  large: 1.125,
  'x-large': 1.25,
};

/** Multiplies heading sizes on top of the content scale. */
export const HEADING_SCALES: Readonly<Record<TextSize, number>> = {
  small: 0.875,
  medium: 1,
  large: 1.15,
  'x-large': 1.3,
};

/**
 * Writes the reading settings onto the root element. CSSOM calls are used because the content security policy
 * forbids style attributes in markup but allows scripts from the app to set properties.
 */
export function applyReadingSettings(root: HTMLElement, settings: DashboardSettings, reduceMotion: boolean): void {
  root.style.setProperty('--tedi-font-family', FONT_STACKS[settings.fontFamily]);
  root.style.setProperty('--tedi-heading-scale', String(HEADING_SCALES[settings.headingSize]));
  root.style.setProperty('--tedi-content-scale', String(CONTENT_SCALES[settings.contentSize]));
  root.dataset.reduceMotion = String(reduceMotion);
}
