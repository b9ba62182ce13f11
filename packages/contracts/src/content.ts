import { z } from 'zod';

/**
 * The public site's content (guides, blog posts, articles) as the server and the web app both see it: the kinds
 * and where each lives on the site, what the content API accepts, and what it answers.
 */

export const CONTENT_KINDS = ['guide', 'blog', 'article'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/**
 * Where each kind's listing lives. Guides have two addresses in the spec (/guides and /resources/guides); /guides
 * is the canonical one, and the /resources/guides pages say so in their canonical link.
 */
export const CONTENT_SECTIONS: Readonly<
  Record<ContentKind, { readonly path: string; readonly alternatePath?: string; readonly label: string }>
> = {
  guide: { path: '/guides', alternatePath: '/resources/guides', label: 'Guides' },
  article: { path: '/resources/articles', label: 'Articles' },
  blog: { path: '/resources/blog', label: 'Blog' },
};

/** The blog's RSS feed. */
export const BLOG_FEED_PATH = '/resources/blog/rss.xml';

/** The canonical address of a content item, or of a kind's listing when no slug is given. */
export function contentPath(kind: ContentKind, slug?: string): string {
  const section = CONTENT_SECTIONS[kind].path;
  return slug === undefined ? section : `${section}/${slug}`;
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

/** Lower-case words joined by single hyphens: `request-an-ehc-needs-assessment`. */
export const contentSlugSchema = z
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

const tagSchema = z
  .string()
  .trim()
  .min(1, { error: 'a tag cannot be empty' })
  .max(CONTENT_LIMITS.tagMax, { error: `a tag is at most ${CONTENT_LIMITS.tagMax} characters` });

/**
 * A path to a file of the site's own: starting with a single slash (two would name another host), without `.` or
 * `..` segments, ending in one of the extensions.
 */
function sitePathSchema(extensions: string, error: string) {
  return z
    .string()
    .regex(new RegExp(`^/(?!/)(?!(?:.*/)?\\.\\.?(?:/|$))[A-Za-z0-9/_.-]+\\.(?:${extensions})$`), { error });
}

/** A picture of the site's own (a path on this origin, never another host), with words for people who can't see it. */
export const coverImageSchema = z.object({
  path: sitePathSchema(
    'webp|png|jpe?g|svg|avif',
    'must be a path on this site to a .webp, .png, .jpg, .svg or .avif image, e.g. /images/guides/ehcp.webp',
  ),
  alt: z
    .string()
    .trim()
    .min(1, { error: 'describe the picture for people who cannot see it' })
    .max(CONTENT_LIMITS.altMax),
});

const contentFields = {
  title: z.string().trim().min(1, { error: 'is required' }).max(CONTENT_LIMITS.titleMax),
  summary: z.string().trim().min(1, { error: 'is required' }).max(CONTENT_LIMITS.summaryMax),
  bodyMarkdown: z.string().min(1, { error: 'is required' }).max(CONTENT_LIMITS.bodyMax),
  authorName: z.string().trim().min(1, { error: 'is required' }).max(CONTENT_LIMITS.authorMax),
  tags: z.array(tagSchema).max(CONTENT_LIMITS.tagsMax),
  coverImage: coverImageSchema.nullable(),
};

/** POST /api/v1/content: a new draft. Without a slug, one is made from the title. */
export const contentCreateSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  slug: contentSlugSchema.optional(),
  ...contentFields,
  tags: contentFields.tags.default([]),
  coverImage: contentFields.coverImage.default(null),
});
export type ContentCreateInput = z.input<typeof contentCreateSchema>;

/** PATCH /api/v1/content/{id}: any of the fields; a new slug keeps the old one as a permanent redirect. */
export const contentUpdateSchema = z
  .object({ slug: contentSlugSchema, ...contentFields })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: 'name at least one field to change' });
export type ContentUpdateInput = z.input<typeof contentUpdateSchema>;

/** POST /api/v1/content/{id}/publish: now, or at a later time (scheduled). */
export const contentPublishSchema = z.object({
  publishAt: z.iso.datetime({ offset: true, error: 'must be a date and time such as 2026-05-01T09:00:00Z' }).optional(),
});
export type ContentPublishInput = z.input<typeof contentPublishSchema>;

const pageNumber = z.coerce.number({ error: 'must be a whole number' }).int().min(1, { error: 'must be 1 or more' });

/** GET /api/v1/content: published items, newest first, or best match first when searching. */
export const contentListQuerySchema = z.object({
  kind: z.enum(CONTENT_KINDS).optional(),
  tag: tagSchema.optional(),
  q: z.string().trim().max(CONTENT_LIMITS.searchMax).optional(),
  page: pageNumber.default(1),
  pageSize: pageNumber
    .max(CONTENT_LIMITS.pageSizeMax, { error: `must be at most ${CONTENT_LIMITS.pageSizeMax}` })
    .default(CONTENT_LIMITS.pageSizeDefault),
  /** Editors only: list drafts and scheduled items too. */
  status: z.enum([...CONTENT_STATUSES, 'any']).optional(),
});
export type ContentListQuery = z.input<typeof contentListQuerySchema>;

export interface ContentCoverImage {
  readonly path: string;
  readonly alt: string;
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
  /** 'published' once a scheduled item's time has come. */
  readonly status: ContentStatus;
  readonly publishedAt: string | null;
  readonly updatedAt: string;
  readonly readingMinutes: number;
}

/** What the actor may do with an item, so the screens never guess. */
export interface ContentPermissions {
  readonly update: boolean;
  readonly publish: boolean;
}

/** An item with its body: the Markdown rendered to safe HTML, and, for editors, the Markdown itself. */
export interface ContentDetail extends ContentSummary {
  readonly bodyHtml: string;
  readonly bodyMarkdown?: string;
  readonly can: ContentPermissions;
}

export interface ContentTagCount {
  readonly tag: string;
  readonly count: number;
}

export interface ContentListResponse {
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
