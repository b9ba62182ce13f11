/**
 * What the loading screen offers after a few seconds (the spec's "tip", which was about location: no part of Tedi
 * uses location, so Tedi's tips are about what it does). Each one must stay true: remove or change a tip in the
 * same change that removes or changes what it describes.
 */
export const LOADING_TIPS = [
  'Tip: you can make the text larger, or choose a font that’s easier to read, in Settings.',
  'Tip: if moving things on screen bother you, turn on “Reduce motion” in Settings. Tedi also follows the setting on your device.',
  'Tip: you can fill in your child’s profile a section at a time, whenever you have a moment.',
  'Tip: each child’s profile has a one-page summary for a new teacher, ready to print.',
  'Tip: two-step verification keeps your family’s information safer. You can turn it on in Settings.',
] as const;

/** One of the tips, chosen afresh each time the loading screen appears. */
export function pickLoadingTip(random: () => number = Math.random): string {
  const index = Math.min(LOADING_TIPS.length - 1, Math.max(0, Math.floor(random() * LOADING_TIPS.length)));
  return LOADING_TIPS[index] ?? LOADING_TIPS[0];
}
