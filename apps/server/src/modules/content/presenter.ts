import {
  type ContactMessage,
  contentPath,
  type ContentDetail,
  type ContentPermissions,
  type ContentStatus,
  type ContentSummary,
  type SponsorKind,
} from '@tedi/contracts';
import { readingMinutes, renderMarkdown } from './markdown.ts';
import type { ContactMessageRow } from './contact-repository.ts';
import type { ContentRow } from './repository.ts';

/** A scheduled item whose time has come reads as published; `now` is passed so a test can pin it. */
function effectiveStatus(row: ContentRow, now: Date): ContentStatus {
  if (row.status === 'scheduled' && row.publishedAt !== null && row.publishedAt <= now) return 'published';
  return row.status;
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
    status: effectiveStatus(row, now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: readingMinutes(row.bodyMarkdown),
  };
}

/** An item with its body rendered to safe HTML; the Markdown source goes only to those who may change it. */
export function presentDetail(row: ContentRow, can: ContentPermissions, now: Date = new Date()): ContentDetail {
  return {
    ...presentSummary(row, now),
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
