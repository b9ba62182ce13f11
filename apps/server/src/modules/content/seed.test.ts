import { contentPath, CONTENT_KINDS } from '@tedi/contracts';
import { describe, expect, test } from 'vitest';
import { renderMarkdown } from './markdown.ts';
import { readSeedContent } from './seed.ts';

const items = readSeedContent();

describe('the seed content', () => {
  test('covers the topics families ask about most', () => {
    const slugs = items.map((item) => item.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'ehcp-process-and-deadlines',
        'request-an-ehc-needs-assessment',
        'dla-for-children',
        'dla-claim-tips',
        'hospital-passport',
        'social-stories',
        'co-parenting-a-child-with-send',
      ]),
    );
    for (const kind of CONTENT_KINDS)
      expect(
        items.some((item) => item.kind === kind),
        kind,
      ).toBe(true);
  });

  test('every item has a unique slug in its kind and at least one tag', () => {
    const keys = items.map((item) => `${item.kind}/${item.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const item of items) expect(item.tags.length, item.file).toBeGreaterThan(0);
  });

  test('every link from one item to another leads to an item that exists', () => {
    const paths = new Set(items.map((item) => contentPath(item.kind, item.slug)));
    for (const item of items) {
      const links = [...renderMarkdown(item.bodyMarkdown).matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]);
      for (const link of links) expect(paths, `${item.file} links to ${link}`).toContain(link);
    }
  });

  test('the DLA guide gives both years of rates and sends readers to GOV.UK to check them', () => {
    const guide = items.find((item) => item.slug === 'dla-for-children')!;
    for (const rate of ['£29.20', '£73.90', '£110.40', '£77.05', '£30.30', '£76.70', '£114.60', '£80.00']) {
      expect(guide.bodyMarkdown).toContain(rate);
    }
    expect(guide.bodyMarkdown).toMatch(/check the current rates on GOV\.UK/i);
  });

  test('each item is dated in the past, so it is public as soon as it is seeded', () => {
    for (const item of items) expect(item.publishedAt.getTime(), item.file).toBeLessThan(Date.now());
  });
});
