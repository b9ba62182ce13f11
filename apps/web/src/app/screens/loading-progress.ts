import { LOADING_SCREEN } from '@tedi/contracts';

/** How quickly the estimate climbs: about two thirds of the way to the cap after this long. */
const PROGRESS_TIME_CONSTANT_MS = 2500;

/**
 * The loading bar is an estimate, not a measurement: it rises quickly at first, then slows, and never claims more
 * than the cap (90 percent), because the app cannot know how much is left.
 */
export function estimateLoadingProgress(elapsedMs: number): number {
  const cap = LOADING_SCREEN.progressCapPercent;
  if (!(elapsedMs > 0)) return 0;
  return Math.min(cap, Math.floor(cap * (1 - Math.exp(-elapsedMs / PROGRESS_TIME_CONSTANT_MS))));
}
