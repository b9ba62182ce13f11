import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ContentCoverImage, type ContentKind, contentCreateSchema, type ContentVideoInput } from '@tedi/contracts';
import type { Database } from '@tedi/db';
import { ContentRepository, type ContentRow, type ContentValues } from './repository.ts';

/**
 * The site's own guides, articles and blog posts, written from the facts in the product's reference material and
 * kept as Markdown files in seed/, each with a short header:
 *
 *     ---
 *     kind: guide
 *     slug: dla-for-children
 *     title: ...
 *     summary: ...
 *     author: The Tedi team
 *     tags: DLA, Benefits
 *     published: 2026-11-05
 *     ---
 *
 * They are product content, so every deployment gets them at start, not only the demo family.
 *
 * Videos are in seed/videos/ (none while that folder is absent): a Markdown file whose body is the transcript, with
 * four more header lines, and the captions in a WebVTT file of the same name beside it (`<slug>.vtt`):
 *
 *     video: /videos/creating-your-account.mp4
 *     duration: 74
 *     poster: /videos/creating-your-account.jpg
 *     poster_alt: Tedi's sign-up page, with the button Create your account.
 *
 * The files they name live in apps/web/public (checked by seed.test.ts). The videos' page shows them oldest first,
 * so their `published` dates set the order a new parent watches them in.
 */
const SEED_DIR = fileURLToPath(new URL('./seed/', import.meta.url));
/** Under the seed folder: the videos, when there are any. */
const VIDEO_SEED_FOLDER = 'videos';

export interface SeedItem {
  readonly file: string;
  readonly kind: ContentKind;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly authorName: string;
  readonly tags: readonly string[];
  readonly bodyMarkdown: string;
  readonly publishedAt: Date;
  /** A video's poster (`poster`, `poster_alt`). */
  readonly coverImage: ContentCoverImage | null;
  /** A video's file, length and captions (from the .vtt file beside the Markdown). */
  readonly video: Required<ContentVideoInput> | null;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  return /^'.*'$|^".*"$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

/**
 * An item from its Markdown file; a video also needs the text of its captions file (`captions`), which is read
 * from beside the Markdown file by readSeedContent.
 */
export function parseSeedFile(file: string, text: string, captions?: string): SeedItem {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no header between --- lines`);
  const header = new Map(
    match[1]!.split('\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim(), unquote(line.slice(colon + 1))] as const;
    }),
  );
  const published = new Date(`${header.get('published') ?? ''}T09:00:00Z`);
  if (Number.isNaN(published.getTime())) throw new Error(`${file}: "published" must be a date such as 2026-11-05`);
  const kind = header.get('kind');
  if (kind === 'video' && captions === undefined) {
    throw new Error(`${file}: a video needs its captions in ${file.replace(/\.md$/, '.vtt')} beside it`);
  }
  const poster = header.get('poster');
  if (kind === 'video' && poster === undefined) {
    throw new Error(`${file}: a video needs its poster (poster and poster_alt)`);
  }
  const duration = header.get('duration');
  const parsed = contentCreateSchema.safeParse({
    kind,
    slug: header.get('slug'),
    title: header.get('title'),
    summary: header.get('summary'),
    authorName: header.get('author'),
    tags: (header.get('tags') ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    bodyMarkdown: match[2]!.trim(),
    coverImage: poster === undefined ? null : { path: poster, alt: header.get('poster_alt') },
    video:
      kind === 'video'
        ? {
            path: header.get('video'),
            durationSeconds: duration !== undefined && /^\d+$/.test(duration) ? Number(duration) : duration,
            captions,
          }
        : null,
  });
  if (!parsed.success) {
    throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  }
  const item = parsed.data;
  return {
    file,
    kind: item.kind,
    slug: item.slug!,
    title: item.title,
    summary: item.summary,
    authorName: item.authorName,
    tags: item.tags,
    bodyMarkdown: item.bodyMarkdown,
    publishedAt: published,
    coverImage: item.coverImage,
    video: item.video,
  };
}

/** The items of one folder: each Markdown file, with the captions file beside it when there is one. */
function readSeedFolder(dir: string, prefix: string): SeedItem[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const captionsFile = path.join(dir, file.replace(/\.md$/, '.vtt'));
      const captions = existsSync(captionsFile) ? readFileSync(captionsFile, 'utf8') : undefined;
      return parseSeedFile(`${prefix}${file}`, readFileSync(path.join(dir, file), 'utf8'), captions);
    });
}

/** The seed items of a folder (by default seed/), and the videos in its videos/ folder when there is one. */
export function readSeedContent(dir: string = SEED_DIR): SeedItem[] {
  const videos = path.join(dir, VIDEO_SEED_FOLDER);
  return [...readSeedFolder(dir, ''), ...(existsSync(videos) ? readSeedFolder(videos, `${VIDEO_SEED_FOLDER}/`) : [])];
}

/**
 * The files seed items name (posters, pictures and videos) that are not in the folder of the site's public files
 * (apps/web/public). The tests check the seed with it, so a missing file fails a test, never a start.
 */
export function missingSeedFiles(items: readonly SeedItem[], publicDir: string): string[] {
  return items.flatMap((item) =>
    [item.coverImage?.path, item.video?.path]
      .filter((file): file is string => file !== undefined)
      .filter((file) => !existsSync(path.join(publicDir, ...file.split('/'))))
      .map((file) => `${item.file}: ${file}`),
  );
}

/** What a seed writes into an item: its words and files, never its address, status or dates. */
type SeedFields = Pick<
  ContentValues,
  | 'title'
  | 'summary'
  | 'bodyMarkdown'
  | 'authorName'
  | 'tags'
  | 'coverImagePath'
  | 'coverImageAlt'
  | 'videoPath'
  | 'videoDurationSeconds'
  | 'videoCaptions'
>;

function seedFields(item: SeedItem): SeedFields {
  return {
    title: item.title,
    summary: item.summary,
    bodyMarkdown: item.bodyMarkdown,
    authorName: item.authorName,
    tags: [...item.tags],
    coverImagePath: item.coverImage?.path ?? null,
    coverImageAlt: item.coverImage?.alt ?? null,
    videoPath: item.video?.path ?? null,
    videoDurationSeconds: item.video?.durationSeconds ?? null,
    videoCaptions: item.video?.captions ?? null,
  };
}

/** A digest of an item's seeded fields, the same for a seed file and for the item it wrote. */
export function seedDigest(fields: SeedFields): string {
  const ordered = [
    fields.title,
    fields.summary,
    fields.bodyMarkdown,
    fields.authorName,
    fields.tags ?? [],
    fields.coverImagePath ?? null,
    fields.coverImageAlt ?? null,
    fields.videoPath ?? null,
    fields.videoDurationSeconds ?? null,
    fields.videoCaptions ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}

/**
 * Whether an item still holds what the seed wrote. Items seeded before digests were kept count when nobody has
 * changed them since they were added (no editor created them, and they were never updated).
 */
function untouchedSinceSeeded(row: ContentRow): boolean {
  if (row.seedDigest !== null) return seedDigest(row) === row.seedDigest;
  return row.createdBy === null && row.updatedAt.getTime() === row.createdAt.getTime();
}

export interface SeedOutcome {
  readonly added: number;
  readonly updated: number;
}

/**
 * Adds each seed item whose slug its kind has never used, published on its date. An item the seed added and no
 * editor has changed since follows its seed file: a corrected guide, or a video filmed again with new captions,
 * reaches every site at its next start. An item an editor has changed, renamed or taken off the site is left as
 * the editors made it (taking it off changes nothing the seed writes, so it stays off).
 */
export async function seedContent(db: Database, dir: string = SEED_DIR): Promise<SeedOutcome> {
  const repository = new ContentRepository(db);
  let added = 0;
  let updated = 0;
  for (const item of readSeedContent(dir)) {
    const fields = seedFields(item);
    const digest = seedDigest(fields);
    const current = await repository.findBySlug(item.kind, item.slug, { kind: 'editor' });
    if (current) {
      if (current.seedDigest === digest || !untouchedSinceSeeded(current)) continue;
      await repository.update(current, { ...fields, seedDigest: digest });
      updated += 1;
      continue;
    }
    if (await repository.slugEverUsed(item.kind, item.slug)) continue;
    await repository.insert(
      {
        kind: item.kind,
        slug: item.slug,
        ...fields,
        status: 'published',
        publishedAt: item.publishedAt,
        createdBy: null,
        seedDigest: digest,
      },
      item.publishedAt,
    );
    added += 1;
  }
  return { added, updated };
}
