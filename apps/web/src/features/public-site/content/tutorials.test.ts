import { matchAppRoute } from '@tedi/contracts';
import { describe, expect, it } from 'vitest';

import { screenshotSource, TUTORIALS } from './tutorials.ts';

const screenshots = TUTORIALS.flatMap((tutorial) => tutorial.steps.flatMap((step) => step.screenshot ?? []));

describe('the tutorials', () => {
  it('each have a unique id usable as an anchor, a title, a summary and steps', () => {
    const ids = TUTORIALS.map((tutorial) => tutorial.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const tutorial of TUTORIALS) {
      expect(tutorial.id, tutorial.title).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(tutorial.title.trim(), tutorial.id).not.toBe('');
      expect(tutorial.summary.trim(), tutorial.id).not.toBe('');
      expect(tutorial.steps.length, tutorial.id).toBeGreaterThan(0);
      expect(
        tutorial.steps.some((step) => step.screenshot),
        `${tutorial.id} has a picture`,
      ).toBe(true);
    }
  });

  it('have text in every step, written as sentences', () => {
    for (const tutorial of TUTORIALS) {
      for (const step of tutorial.steps) {
        expect(step.text.trim(), tutorial.id).not.toBe('');
        expect(step.text, tutorial.id).toMatch(/[.”)]$/);
        // Nothing is left half-made.
        expect(step.text, tutorial.id).not.toMatch(/\b(TODO|TBC|coming soon|lorem)\b/i);
      }
    }
  });

  it('name each screenshot once, as a JPEG file with alt text and a caption', () => {
    const files = screenshots.map((screenshot) => screenshot.file);
    expect(new Set(files).size).toBe(files.length);
    for (const screenshot of screenshots) {
      expect(screenshot.file).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.jpg$/);
      expect(screenshot.alt.trim().length, screenshot.file).toBeGreaterThan(20);
      expect(screenshot.alt, screenshot.file).not.toMatch(/^(image|picture|screenshot)\b/i);
      expect(screenshot.caption.trim(), screenshot.file).not.toBe('');
      expect(screenshotSource(screenshot)).toBe(`/screens/${screenshot.file}`);
    }
  });

  it('link only to pages of Tedi that are live', () => {
    for (const tutorial of TUTORIALS) {
      for (const step of tutorial.steps) {
        if (!step.link) continue;
        const pathname = step.link.path.split(/[?#]/)[0] ?? '';
        expect(matchAppRoute(pathname)?.live, step.link.path).toBe(true);
        expect(step.link.label.trim()).not.toBe('');
      }
    }
  });
});
