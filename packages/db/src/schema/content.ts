import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';

export const CONTENT_KINDS = ['guide', 'blog', 'article', 'video'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** PostgreSQL's full-text document type; written by the database only (a generated column). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * Guides, blog posts, articles and videos of the public site. The body is Markdown, rendered to safe HTML by the
 * server (a video's transcript). An item is public when it is published, or scheduled with a publication time that
 * has come.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: idColumn(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    /** Unique per kind; a renamed item keeps its old slugs in content_slug_redirects. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    authorName: text('author_name').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A path under the site's own origin, e.g. /images/guides/ehcp.webp; never another host. */
    coverImagePath: text('cover_image_path'),
    coverImageAlt: text('cover_image_alt'),
    /**
     * A video only (and always), its poster being the cover image: the file's path under the site's own origin
     * (e.g. /videos/welcome.mp4), its length in whole seconds, and its captions as WebVTT, kept here so an editor can
     * correct a caption without a deployment.
     */
    videoPath: text('video_path'),
    videoDurationSeconds: integer('video_duration_seconds'),
    videoCaptions: text('video_captions'),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('draft'),
    /** When the item became (or, when scheduled, becomes) public; null for a draft never published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The user who created the item; kept when that account is deleted, as the published text still stands. */
    createdBy: uuid('created_by'),
    /**
     * For an item added from the product's own seed: a digest of its words and files as the seed last wrote them.
     * While the item still matches it (no editor has changed it), a newer seed brings its changes, such as the
     * captions of a video filmed again.
     */
    seedDigest: text('seed_digest'),
    /** Weighted: title first, then summary, then body. English stemming, so "requesting" finds "request". */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B') || setweight(to_tsvector('english'::regconfig, body_markdown), 'C')`,
      ),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('content_items_kind_slug_idx').on(table.kind, table.slug),
    index('content_items_public_idx').on(table.status, table.publishedAt),
    index('content_items_tags_idx').using('gin', table.tags),
    index('content_items_search_idx').using('gin', table.searchDocument),
    check(
      'content_items_video_fields',
      sql`(${table.kind} = 'video' and ${table.videoPath} is not null and ${table.videoDurationSeconds} is not null and ${table.videoDurationSeconds} between 1 and 3600 and ${table.videoCaptions} is not null) or (${table.kind} <> 'video' and ${table.videoPath} is null and ${table.videoDurationSeconds} is null and ${table.videoCaptions} is null)`,
    ),
  ],
);

/** Slugs an item had before it was renamed, so old links answer with a permanent redirect to the current one. */
export const contentSlugRedirects = pgTable(
  'content_slug_redirects',
  {
    id: idColumn(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    oldSlug: text('old_slug').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('content_slug_redirects_kind_slug_idx').on(table.kind, table.oldSlug),
    index('content_slug_redirects_content_idx').on(table.contentId),
  ],
);

export const CONTACT_MESSAGE_STATUSES = ['new', 'answered'] as const;
/** A message from the contact form, or an organisation's enquiry about sponsoring families. */
export const CONTACT_MESSAGE_KINDS = ['message', 'sponsor_enquiry'] as const;

/**
 * Messages sent through the site's forms (the contact form and the sponsor enquiry form), kept for the site's
 * admins; see modules/content for their retention.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: idColumn(),
    kind: text('kind', { enum: CONTACT_MESSAGE_KINDS }).notNull().default('message'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** A sponsor's enquiry only: the organisation, its kind (a sponsor kind) and roughly how many families. */
    organisationName: text('organisation_name'),
    organisationType: text('organisation_type'),
    familiesEstimate: text('families_estimate'),
    status: text('status', { enum: CONTACT_MESSAGE_STATUSES }).notNull().default('new'),
    /** Where the message came from, for the per-address limit; cleared after a short time. */
    senderAddress: text('sender_address'),
    ...timestamps(),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    index('contact_messages_sender_idx').on(table.senderAddress, table.createdAt),
    index('contact_messages_kind_idx').on(table.kind, table.createdAt),
    check(
      'contact_messages_enquiry_has_organisation',
      sql`${table.kind} <> 'sponsor_enquiry' or (${table.organisationName} is not null and ${table.organisationType} is not null and ${table.familiesEstimate} is not null)`,
    ),
  ],
);

/**
 * Secrets for signing the public site's forms (when a form was shown, so a reply too quick for a person is refused).
 * Kept in the database so that every server instance checks what another signed.
 */
export const formSigningKeys = pgTable('form_signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  ...timestamps(),
});
