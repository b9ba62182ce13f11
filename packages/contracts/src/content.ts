import { z as zod } from 'zod';
import { formatTimestamp, parseWebVtt, type WebVttCue } from './webvtt.ts';

/**
 * The public site's content (guides, blog posts, articles and videos) as the server and the web app both see it: the
 * kinds and where each lives on the site, what the content API accepts, and what it answers.
 */

export const CONTENT_KINDS = ['guide', 'blog', 'article', 'video'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export interface ContentSection {
  readonly path: string;
  /** A second address of the same listing, whose pages name `path` as their canonical address. */
  readonly alternatePath?: string;
  readonly label: string;
  /**
   * Where an item lives: on a page of its own under the listing (`/guides/{slug}`), or as a part of the listing's
   * page, at an anchor (`/onboarding-videos#{slug}`). Anchors are not separate pages: the sitemap leaves them out.
   */
  readonly itemAddress: 'page' | 'anchor';
  /**
   * The order of the listing. News and reading come newest first; videos are a series a new parent watches in
   * turn, so they come oldest first (an editor changes a video's place by publishing it with another date).
   */
  readonly order: 'newest-first' | 'oldest-first';
}

/**
 * Where each kind's listing lives. Guides have two addresses in the spec (/guides and /resources/guides); /guides
 * is the canonical one, and the /resources/guides pages say so in their canonical link. Videos have no page each:
 * they are sections of /onboarding-videos.
 */
export const CONTENT_SECTIONS: Readonly<Record<ContentKind, ContentSection>> = {
  guide: {
    path: '/guides',
    alternatePath: '/resources/guides',
    label: 'Guides',
    itemAddress: 'page',
    order: 'newest-first',
  },
  article: { path: '/resources/articles', label: 'Articles', itemAddress: 'page', order: 'newest-first' },
  blog: { path: '/resources/blog', label: 'Blog', itemAddress: 'page', order: 'newest-first' },
  video: { path: '/onboarding-videos', label: 'Videos', itemAddress: 'anchor', order: 'oldest-first' },
};

/** The blog's RSS feed. */
export const BLOG_FEED_PATH = '/resources/blog/rss.xml';

/** The canonical address of a content item, or of a kind's listing when no slug is given. */
export function contentPath(kind: ContentKind, slug?: string): string {
  const section = CONTENT_SECTIONS[kind];
  if (slug === undefined) return section.path;
  return section.itemAddress === 'anchor' ? `${section.path}#${slug}` : `${section.path}/${slug}`;
}

/** A video's length as people read it: "45 s", "1 min 14 s", "2 min". */
export function formatVideoDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** A video's length as machines read it (an ISO 8601 duration, for <time datetime>): "PT45S", "PT1M14S". */
export function videoDurationIso(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `PT${minutes > 0 ? `${minutes}M` : ''}${rest > 0 || minutes === 0 ? `${rest}S` : ''}`;
}

/** Captions that go on after the video has ended (with a second of grace, as lengths are whole seconds). */
export function captionsAfterEnd(cues: readonly WebVttCue[], durationSeconds: number): string[] {
  return cues.flatMap((cue, index) =>
    cue.end > durationSeconds + 1
      ? [
          `Caption ${index + 1} ends at ${formatTimestamp(cue.end)}, after the end of the video (it lasts ${formatVideoDuration(durationSeconds)}).`,
        ]
      : [],
  );
}

/** Where a video's captions are served (WebVTT), for its <track> element. */
export function videoCaptionsPath(slug: string): string {
  return `/api/v1/content/video/${slug}/captions.vtt`;
}

/** The kind whose listing is at a path (either of a guide's two addresses), or undefined. */
export function contentKindOfSection(sectionPath: string): ContentKind | undefined {
  return CONTENT_KINDS.find(
    (kind) => CONTENT_SECTIONS[kind].path === sectionPath || CONTENT_SECTIONS[kind].alternatePath === sectionPath,
  );
}

export const CONTENT_LIMITS = {
  titleMax: 140,
  summaryMax: 320,
  bodyMax: 100_000,
  authorMax: 100,
  tagMax: 40,
  tagsMax: 10,
  altMax: 300,
  slugMin: 3,
  slugMax: 100,
  pageSizeDefault: 12,
  pageSizeMax: 50,
  searchMax: 200,
  relatedMax: 3,
} as const;

export const VIDEO_LIMITS = {
  /** A video's length in whole seconds: a short film, an hour at most. */
  durationMin: 1,
  durationMax: 3600,
} as const;

/** Lower-case words joined by single hyphens: `request-an-ehc-needs-assessment`. */
export const contentSlugSchema = zod
  .string()
  .min(CONTENT_LIMITS.slugMin, { error: `must be at least ${CONTENT_LIMITS.slugMin} characters` })
  .max(CONTENT_LIMITS.slugMax, { error: `must be at most ${CONTENT_LIMITS.slugMax} characters` })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'must be lower-case letters and digits separated by single hyphens',
  });

/** Makes a slug from a title: "Your child's EHCP: the deadlines" becomes `your-childs-ehcp-the-deadlines`. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_LIMITS.slugMax)
    .replace(/-+$/, '');
}

const tagSchema = zod
  .string()
  .trim()
  .min(1, { error: 'a tag cannot be empty' })
  .max(CONTENT_LIMITS.tagMax, { error: `a tag is at most ${CONTENT_LIMITS.tagMax} characters` });

/**
 * A path to a file of the site's own: starting with a single slash (two would name another host), without `.` or
 * `..` segments, ending in one of the extensions.
 */
function sitePathSchema(extensions: string, error: string) {
  return zod
    .string()
    .regex(new RegExp(`^/(?!/)(?!(?:.*/)?\\.\\.?(?:/|$))[A-Za-z0-9/_.-]+\\.(?:${extensions})$`), { error });
}

/** A picture of the site's own (a path on this origin, never another host), with words for people who can't see it. */
export const coverImageSchema = zod.object({
  path: sitePathSchema(
    'webp|png|jpe?g|svg|avif',
    'must be a path on this site to a .webp, .png, .jpg, .svg or .avif image, e.g. /images/guides/ehcp.webp',
  ),
  alt: zod
    .string()
    .trim()
    .min(1, { error: 'describe the picture for people who cannot see it' })
    .max(CONTENT_LIMITS.altMax),
});

const contentFields = {
  title: zod.string().trim().min(1, { error: 'is required' }).max(CONTENT_LIMITS.titleMax),
  summary: zod.string().trim().min(1, { error: 'is required' }).max(CONTENT_LIMITS.summaryMax),
  bodyMarkdown: zod.string().min(1, { error: 'is required' }).max(CONTENT_LIMITS.bodyMax),
  authorName: zod.string().trim().min(1, { error: 'is required' }).max(CONTENT_LIMITS.authorMax),
  tags: zod.array(tagSchema).max(CONTENT_LIMITS.tagsMax),
  coverImage: coverImageSchema.nullable(),
};

/**
 * What a video has beyond any item (whose cover image is its poster and whose body is its transcript): the file on
 * this site, its length, and its captions as WebVTT, kept with the item so an editor can correct a caption at once.
 */
const videoFields = zod.object({
  path: sitePathSchema('mp4|webm', 'must be a path on this site to an .mp4 or .webm file, e.g. /videos/welcome.mp4'),
  durationSeconds: zod
    .number({ error: 'must be the length of the video in whole seconds' })
    .int({ error: 'must be the length of the video in whole seconds' })
    .min(VIDEO_LIMITS.durationMin, { error: `must be at least ${VIDEO_LIMITS.durationMin} second` })
    .max(VIDEO_LIMITS.durationMax, { error: `must be at most ${VIDEO_LIMITS.durationMax} seconds (an hour)` }),
  captions: zod.string({ error: 'are required: the WebVTT text of the video’s captions' }).superRefine((text, ctx) => {
    const result = parseWebVtt(text);
    if (!result.ok) for (const problem of result.problems) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

/** A video's file, length and captions, each checked, and the captions checked against the length. */
export const contentVideoSchema = videoFields.superRefine((video, ctx) => {
  const result = parseWebVtt(video.captions);
  if (!result.ok) return;
  for (const problem of captionsAfterEnd(result.cues, video.durationSeconds)) {
    ctx.addIssue({ code: 'custom', path: ['captions'], message: problem });
  }
});
export type ContentVideoInput = zod.input<typeof contentVideoSchema>;

/** Only a video has, and must have, the video fields. */
function videoFieldsMatchKind(value: { kind: ContentKind; video: unknown }, ctx: zod.RefinementCtx): void {
  if (value.kind === 'video' && value.video === null) {
    ctx.addIssue({ code: 'custom', path: ['video'], message: 'a video needs its file, its length and its captions' });
  }
  if (value.kind !== 'video' && value.video !== null) {
    ctx.addIssue({
      code: 'custom',
      path: ['video'],
      message: `only a video has a video file, length and captions; a ${value.kind} cannot`,
    });
  }
}

/** POST /api/v1/content: a new draft. Without a slug, one is made from the title. */
export const contentCreateSchema = zod
  .object({
    kind: zod.enum(CONTENT_KINDS),
    slug: contentSlugSchema.optional(),
    ...contentFields,
    tags: contentFields.tags.default([]),
    coverImage: contentFields.coverImage.default(null),
    video: contentVideoSchema.nullable().default(null),
  })
  .superRefine(videoFieldsMatchKind);
export type ContentCreateInput = zod.input<typeof contentCreateSchema>;

/**
 * PATCH /api/v1/content/{id}: any of the fields; a new slug keeps the old one as a permanent redirect. A video's
 * fields may be changed one at a time (say, a corrected caption), and on a video only.
 */
export const contentUpdateSchema = zod
  .object({
    slug: contentSlugSchema,
    ...contentFields,
    video: videoFields.partial().refine((value) => Object.keys(value).length > 0, {
      error: 'name at least one of path, durationSeconds, captions',
    }),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: 'name at least one field to change' });
export type ContentUpdateInput = zod.input<typeof contentUpdateSchema>;

/** POST /api/v1/content/{id}/publish: now, or at a later time (scheduled). */
export const contentPublishSchema = zod.object({
  publishAt: zod.iso
    .datetime({ offset: true, error: 'must be a date and time such as 2026-05-01T09:00:00Z' })
    .optional(),
});
export type ContentPublishInput = zod.input<typeof contentPublishSchema>;

const pageNumber = zod.coerce.number({ error: 'must be a whole number' }).int().min(1, { error: 'must be 1 or more' });

/**
 * GET /api/v1/content: published items in their kind's order (newest first; videos oldest first), or best match
 * first when searching.
 */
export const contentListQuerySchema = zod.object({
  kind: zod.enum(CONTENT_KINDS).optional(),
  tag: tagSchema.optional(),
  q: zod.string().trim().max(CONTENT_LIMITS.searchMax).optional(),
  page: pageNumber.default(1),
  pageSize: pageNumber
    .max(CONTENT_LIMITS.pageSizeMax, { error: `must be at most ${CONTENT_LIMITS.pageSizeMax}` })
    .default(CONTENT_LIMITS.pageSizeDefault),
  /** Editors only: list drafts and scheduled items too. */
  status: zod.enum([...CONTENT_STATUSES, 'any']).optional(),
});
export type ContentListQuery = zod.input<typeof contentListQuerySchema>;

export interface ContentCoverImage {
  readonly path: string;
  readonly alt: string;
}

/** A video's file and captions on this site, and its length. Its poster is the item's cover image. */
export interface ContentVideo {
  readonly path: string;
  readonly durationSeconds: number;
  /** Where its WebVTT captions are served, for the <track> element (see videoCaptionsPath). */
  readonly captionsPath: string;
}

/** A video as its page shows it; editors also get the WebVTT text, to correct it. */
export interface ContentVideoDetail extends ContentVideo {
  readonly captions?: string;
}

/** An item as listings show it. */
export interface ContentSummary {
  readonly id: string;
  readonly kind: ContentKind;
  readonly slug: string;
  /** The canonical address of the item on the site. */
  readonly path: string;
  readonly title: string;
  readonly summary: string;
  readonly authorName: string;
  readonly tags: readonly string[];
  readonly coverImage: ContentCoverImage | null;
  /** A video's file, length and captions; null for every other kind. */
  readonly video: ContentVideo | null;
  /** 'published' once a scheduled item's time has come. */
  readonly status: ContentStatus;
  readonly publishedAt: string | null;
  readonly updatedAt: string;
  readonly readingMinutes: number;
  /**
   * In listings, the body of an item that lives on its listing's page rather than a page of its own (a video's
   * transcript), rendered to safe HTML, since the listing is where it is read.
   */
  readonly bodyHtml?: string;
}

/** What the actor may do with an item, so the screens never guess. */
export interface ContentPermissions {
  readonly update: boolean;
  readonly publish: boolean;
}

/**
 * An item with its body (a video's transcript): the Markdown rendered to safe HTML, and, for editors, the Markdown
 * itself and a video's captions.
 */
export interface ContentDetail extends ContentSummary {
  readonly video: ContentVideoDetail | null;
  readonly bodyHtml: string;
  readonly bodyMarkdown?: string;
  readonly can: ContentPermissions;
}

export interface ContentTagCount {
  readonly tag: string;
  readonly count: number;
}

export interface ContentListResponse {
  /** Each with its body when its kind's items are read on the listing (videos). */
  readonly items: readonly ContentSummary[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  /** The tags of the items the listing can show (ignoring the tag and search filters), most used first. */
  readonly tags: readonly ContentTagCount[];
}

export interface ContentDetailResponse {
  readonly item: ContentDetail;
  /** Other public items sharing the most tags with this one. */
  readonly related: readonly ContentSummary[];
}

/** What a page asks of the content, wherever it is rendered: in the browser through the API, on the server directly. */
export interface ContentReader {
  list(query: ContentListQuery): Promise<ContentListResponse>;
  /** The public item, a newer slug it moved to, or null when there is none. */
  get(kind: ContentKind, slug: string): Promise<ContentLookup | null>;
}

export type ContentLookup = { readonly found: ContentDetailResponse } | { readonly movedTo: string };
