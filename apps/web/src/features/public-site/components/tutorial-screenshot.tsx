import { SCREENSHOT_SIZE, screenshotSource, type TutorialScreenshot } from '../content/tutorials.ts';

/**
 * A screenshot of Tedi at its real proportions: its size is given, so the page does not jump as it loads, and it
 * loads only when it comes near the screen.
 */
export function TutorialImage({ screenshot, className = '' }: { screenshot: TutorialScreenshot; className?: string }) {
  return (
    <img
      src={screenshotSource(screenshot)}
      alt={screenshot.alt}
      width={SCREENSHOT_SIZE.width}
      height={SCREENSHOT_SIZE.height}
      loading="lazy"
      decoding="async"
      className={`h-auto w-full rounded-lg border border-line bg-surface shadow-sm ${className}`}
    />
  );
}
