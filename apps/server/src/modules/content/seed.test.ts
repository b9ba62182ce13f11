import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentPath, CONTENT_KINDS } from '@tedi/contracts';
import { describe, expect, test } from 'vitest';
import { renderMarkdown } from './markdown.ts';
import { missingSeedFiles, parseSeedFile, readSeedContent } from './seed.ts';

const items = readSeedContent();
/** The site's public files (pictures, videos), served from the web app's build. */
const WEB_PUBLIC_DIR = fileURLToPath(new URL('../../../../web/public/', import.meta.url));

const VIDEO_SEED = `---
kind: video
slug: creating-your-account
title: Creating your account
summary: The first minute with Tedi, from the home page to your new account.
author: The Tedi team
tags: Getting started, Accounts
published: 2026-11-20
video: /videos/creating-your-account.mp4
duration: 74
poster: /videos/creating-your-account.jpg
poster_alt: Tedi's sign-up page, with the button Create your account.
---

On Tedi's home page, choose **Create your account**.

Type your e-mail address and a password, then choose **Create account**.
`;
const VIDEO_CAPTIONS = `WEBVTT

00:00:00.500 --> 00:00:04.000
On Tedi's home page, choose Create your account.

00:00:04.500 --> 00:01:13.000
Type your e-mail address and a password.
`;

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
    // Every kind of reading. Videos are recorded apart and come with their folder, seed/videos.
    for (const kind of CONTENT_KINDS.filter((candidate) => candidate !== 'video'))
      expect(
        items.some((item) => item.kind === kind),
        kind,
      ).toBe(true);
  });

  test('names only pictures and videos that are files of the site', () => {
    expect(missingSeedFiles(items, WEB_PUBLIC_DIR)).toEqual([]);
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

describe('a video in the seed', () => {
  test('is a Markdown file whose body is the transcript, with its captions beside it', () => {
    const item = parseSeedFile('videos/creating-your-account.md', VIDEO_SEED, VIDEO_CAPTIONS);
    expect(item).toMatchObject({
      kind: 'video',
      slug: 'creating-your-account',
      tags: ['Getting started', 'Accounts'],
      publishedAt: new Date('2026-11-20T09:00:00Z'),
      coverImage: {
        path: '/videos/creating-your-account.jpg',
        alt: "Tedi's sign-up page, with the button Create your account.",
      },
      video: { path: '/videos/creating-your-account.mp4', durationSeconds: 74, captions: VIDEO_CAPTIONS },
    });
    expect(item.bodyMarkdown).toMatch(/^On Tedi's home page, choose \*\*Create your account\*\*\./);
  });

  test('without its captions file, or with captions that cannot be read, fails with the file and the reason', () => {
    expect(() => parseSeedFile('videos/creating-your-account.md', VIDEO_SEED)).toThrow(
      'videos/creating-your-account.md: a video needs its captions in videos/creating-your-account.vtt beside it',
    );
    expect(() =>
      parseSeedFile(
        'videos/creating-your-account.md',
        VIDEO_SEED,
        'WEBVTT\n\n00:00:12.000 --> 00:00:10.000\nBackwards',
      ),
    ).toThrow(
      'videos/creating-your-account.md: video.captions Caption 1 ends before it starts (00:00:12.000 --> 00:00:10.000).',
    );
    expect(() =>
      parseSeedFile('videos/x.md', VIDEO_SEED.replace('duration: 74', 'duration: a minute'), VIDEO_CAPTIONS),
    ).toThrow('video.durationSeconds must be the length of the video in whole seconds');
    expect(() => parseSeedFile('videos/x.md', VIDEO_SEED.replace(/^poster.*\n/gm, ''), VIDEO_CAPTIONS)).toThrow(
      'videos/x.md: a video needs its poster (poster and poster_alt)',
    );
  });

  test('naming a poster or video that is not among the site’s files is reported, file by file', () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'tedi-public-'));
    try {
      const item = parseSeedFile('videos/creating-your-account.md', VIDEO_SEED, VIDEO_CAPTIONS);
      expect(missingSeedFiles([item], publicDir)).toEqual([
        'videos/creating-your-account.md: /videos/creating-your-account.jpg',
        'videos/creating-your-account.md: /videos/creating-your-account.mp4',
      ]);
      mkdirSync(path.join(publicDir, 'videos'));
      writeFileSync(path.join(publicDir, 'videos', 'creating-your-account.jpg'), 'poster');
      writeFileSync(path.join(publicDir, 'videos', 'creating-your-account.mp4'), 'video');
      expect(missingSeedFiles([item], publicDir)).toEqual([]);
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
