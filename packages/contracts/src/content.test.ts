import { describe, expect, it } from 'vitest';
import {
  contentCreateSchema,
  contentKindOfSection,
  contentPath,
  contentUpdateSchema,
  coverImageSchema,
  formatVideoDuration,
  videoCaptionsPath,
  videoDurationIso,
} from './content.ts';

const CAPTIONS = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nChoose Create your account.\n';
const VIDEO = { path: '/videos/create-your-account.mp4', durationSeconds: 74, captions: CAPTIONS };
const ITEM = {
  title: 'Creating your account',
  summary: 'The first minute with Tedi.',
  bodyMarkdown: 'Choose **Create your account**.',
  authorName: 'The Tedi team',
};

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

describe('where items live', () => {
  it('gives guides, articles and posts a page each, and videos an anchor on their one page', () => {
    expect(contentPath('guide', 'dla-for-children')).toBe('/guides/dla-for-children');
    expect(contentPath('blog', 'news')).toBe('/resources/blog/news');
    expect(contentPath('video', 'create-your-account')).toBe('/onboarding-videos#create-your-account');
    expect(contentPath('video')).toBe('/onboarding-videos');
    expect(contentKindOfSection('/onboarding-videos')).toBe('video');
    expect(videoCaptionsPath('create-your-account')).toBe('/api/v1/content/video/create-your-account/captions.vtt');
  });

  it('writes a video’s length for people and for machines', () => {
    expect([45, 60, 74, 600, 3600].map(formatVideoDuration)).toEqual([
      '45 s',
      '1 min',
      '1 min 14 s',
      '10 min',
      '60 min',
    ]);
    expect([45, 60, 74, 3600].map(videoDurationIso)).toEqual(['PT45S', 'PT1M', 'PT1M14S', 'PT60M']);
  });
});

describe('files of the site', () => {
  it('are paths on this site, never another host or a step up the folders', () => {
    for (const path of ['/images/guides/ehcp.webp', '/screens/a.b.jpg']) {
      expect(coverImageSchema.safeParse({ path, alt: 'A picture' }).success, path).toBe(true);
    }
    for (const path of ['//elsewhere.example/x.png', 'https://elsewhere.example/x.png', '/images/../x.png', 'x.png']) {
      expect(coverImageSchema.safeParse({ path, alt: 'A picture' }).success, path).toBe(false);
    }
  });
});

describe('a new video', () => {
  it('has its file (.mp4 or .webm), length and captions', () => {
    const parsed = contentCreateSchema.parse({ kind: 'video', ...ITEM, video: VIDEO });
    expect(parsed.video).toEqual(VIDEO);
    const webm = { ...VIDEO, path: '/videos/create-your-account.webm' };
    expect(contentCreateSchema.safeParse({ kind: 'video', ...ITEM, video: webm }).success).toBe(true);
  });

  it('is refused without them, or without its captions', () => {
    expect(issuesOf(contentCreateSchema.safeParse({ kind: 'video', ...ITEM }))).toEqual([
      { field: 'video', message: 'a video needs its file, its length and its captions' },
    ]);
    const { captions: _captions, ...withoutCaptions } = VIDEO;
    expect(issuesOf(contentCreateSchema.safeParse({ kind: 'video', ...ITEM, video: withoutCaptions }))).toEqual([
      { field: 'video.captions', message: 'are required: the WebVTT text of the video’s captions' },
    ]);
  });

  it('names each problem with its file, length and captions', () => {
    const result = contentCreateSchema.safeParse({
      kind: 'video',
      ...ITEM,
      video: {
        path: 'https://elsewhere.example/video.mp4',
        durationSeconds: 12.5,
        captions: 'WEBVTT\n\n00:00:12.000 --> 00:00:10.000\nToo late',
      },
    });
    expect(issuesOf(result)).toEqual([
      {
        field: 'video.path',
        message: 'must be a path on this site to an .mp4 or .webm file, e.g. /videos/welcome.mp4',
      },
      { field: 'video.durationSeconds', message: 'must be the length of the video in whole seconds' },
      { field: 'video.captions', message: 'Caption 1 ends before it starts (00:00:12.000 --> 00:00:10.000).' },
    ]);
    const tooLong = { ...VIDEO, durationSeconds: 3601 };
    expect(issuesOf(contentCreateSchema.safeParse({ kind: 'video', ...ITEM, video: tooLong }))).toEqual([
      { field: 'video.durationSeconds', message: 'must be at most 3600 seconds (an hour)' },
    ]);
    const gif = { ...VIDEO, path: '/videos/create-your-account.gif' };
    expect(issuesOf(contentCreateSchema.safeParse({ kind: 'video', ...ITEM, video: gif }))[0]?.field).toBe(
      'video.path',
    );
  });

  it('may not have captions that go on after the video ends', () => {
    const short = { ...VIDEO, durationSeconds: 2 };
    expect(issuesOf(contentCreateSchema.safeParse({ kind: 'video', ...ITEM, video: short }))).toEqual([
      {
        field: 'video.captions',
        message: 'Caption 1 ends at 00:00:04.000, after the end of the video (it lasts 2 s).',
      },
    ]);
    // Lengths are whole seconds, so a caption may end within a second of the stated length.
    const rounded = { ...VIDEO, durationSeconds: 3 };
    expect(contentCreateSchema.safeParse({ kind: 'video', ...ITEM, video: rounded }).success).toBe(true);
  });
});

describe('other kinds', () => {
  it('have no video fields', () => {
    expect(contentCreateSchema.parse({ kind: 'guide', ...ITEM }).video).toBeNull();
    expect(issuesOf(contentCreateSchema.safeParse({ kind: 'guide', ...ITEM, video: VIDEO }))).toEqual([
      { field: 'video', message: 'only a video has a video file, length and captions; a guide cannot' },
    ]);
  });
});

describe('a change', () => {
  it('may name one video field, such as corrected captions, but not none', () => {
    expect(contentUpdateSchema.parse({ video: { captions: CAPTIONS } })).toEqual({ video: { captions: CAPTIONS } });
    expect(issuesOf(contentUpdateSchema.safeParse({ video: {} }))).toEqual([
      { field: 'video', message: 'name at least one of path, durationSeconds, captions' },
    ]);
    expect(issuesOf(contentUpdateSchema.safeParse({ video: { captions: 'WEBVTT' } }))).toEqual([
      {
        field: 'video.captions',
        message:
          'There are no captions yet: add at least one, with a timing line such as 00:00:01.000 --> 00:00:04.000.',
      },
    ]);
  });
});
