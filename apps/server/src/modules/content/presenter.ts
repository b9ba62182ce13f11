import {
  type ContactMessage,
  CONTENT_SECTIONS,
  contentPath,
  type ContentDetail,
  type ContentPermissions,
  type ContentStatus,
  type ContentSummary,
  type ContentVideo,
  type SponsorKind,
  videoCaptionsPath,
} from '@tedi/contracts';
import { readingMinutes, renderMarkdown } from './markdown.ts';
import type { ContactMessageRow } from './contact-repository.ts';
import type { ContentRow } from './repository.ts';

/** A scheduled item whose time has come reads as published; `now` is passed so a test can pin it. */
function effectiveStatus(row: ContentRow, now: Date): ContentStatus {
  if (row.status === 'scheduled' && row.publishedAt !== null && row.publishedAt <= now) return 'published';
  return row.status;
}

/** A video's file, length and the address of its captions; null for other kinds (the database sees to it). */
function presentVideo(row: ContentRow): ContentVideo | null {
  if (row.kind !== 'video' || row.videoPath === null || row.videoDurationSeconds === null) return null;
  return { path: row.videoPath, durationSeconds: row.videoDurationSeconds, captionsPath: videoCaptionsPath(row.slug) };
}

/** What listings show: no body, nothing about who created the item. */
export function presentSummary(row: ContentRow, now: Date = new Date()): ContentSummary {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    path: contentPath(row.kind, row.slug),
    title: row.title,
    summary: row.summary,
    authorName: row.authorName,
    tags: row.tags,
    coverImage:
      row.coverImagePath !== null && row.coverImageAlt !== null
        ? { path: row.coverImagePath, alt: row.coverImageAlt }
        : null,
    video: presentVideo(row),
    status: effectiveStatus(row, now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: readingMinutes(row.bodyMarkdown),
  };
}

/**
 * An item in a listing: its summary, and its body as safe HTML when the listing is where it is read (a video, at an
 * anchor of the videos' page, with its transcript).
 */
export function presentListItem(row: ContentRow, now: Date = new Date()): ContentSummary {
  const summary = presentSummary(row, now);
  return CONTENT_SECTIONS[row.kind].itemAddress === 'anchor'
    ? { ...summary, bodyHtml: renderMarkdown(row.bodyMarkdown) }
    : summary;
}

/**
 * An item with its body rendered to safe HTML; the Markdown source, and a video's captions as written, go only to
 * those who may change them (everyone else reads the captions at their own address).
 */
export function presentDetail(row: ContentRow, can: ContentPermissions, now: Date = new Date()): ContentDetail {
  const summary = presentSummary(row, now);
  return {
    ...summary,
    video:
      summary.video !== null && can.update && row.videoCaptions !== null
        ? { ...summary.video, captions: row.videoCaptions }
        : summary.video,
    bodyHtml: renderMarkdown(row.bodyMarkdown),
    ...(can.update ? { bodyMarkdown: row.bodyMarkdown } : {}),
    can,
  };
}

/** A message or sponsor enquiry as the site's staff read it: never the internet address it came from. */
export function presentContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    organisation:
      row.kind === 'sponsor_enquiry' &&
      row.organisationName !== null &&
      row.organisationType !== null &&
      row.familiesEstimate !== null
        ? { name: row.organisationName, type: row.organisationType as SponsorKind, families: row.familiesEstimate }
        : null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
