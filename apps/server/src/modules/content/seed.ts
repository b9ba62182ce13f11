import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ContentKind, contentCreateSchema } from '@tedi/contracts';
import type { Database } from '@tedi/db';
import { ContentRepository } from './repository.ts';

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
 */
const SEED_DIR = fileURLToPath(new URL('./seed/', import.meta.url));

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
}

function unquote(value: string): string {
  const trimmed = value.trim();
  return /^'.*'$|^".*"$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

export function parseSeedFile(file: string, text: string): SeedItem {
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
  const parsed = contentCreateSchema.safeParse({
    kind: header.get('kind'),
    slug: header.get('slug'),
    title: header.get('title'),
    summary: header.get('summary'),
    authorName: header.get('author'),
    tags: (header.get('tags') ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    bodyMarkdown: match[2]!.trim(),
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
  };
}

export function readSeedContent(dir: string = SEED_DIR): SeedItem[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => parseSeedFile(file, readFileSync(path.join(dir, file), 'utf8')));
}

/**
 * Adds each seed item whose slug its kind has never used, published on its date. An item that exists, or that an
 * editor has renamed or taken off the site, is left as the editors made it. Returns how many were added.
 */
export async function seedContent(db: Database): Promise<number> {
  const repository = new ContentRepository(db);
  let added = 0;
  for (const item of readSeedContent()) {
    if (await repository.slugEverUsed(item.kind, item.slug)) continue;
    await repository.insert(
      {
        kind: item.kind,
        slug: item.slug,
        title: item.title,
        summary: item.summary,
        bodyMarkdown: item.bodyMarkdown,
        authorName: item.authorName,
        tags: [...item.tags],
        status: 'published',
        publishedAt: item.publishedAt,
        createdBy: null,
      },
      item.publishedAt,
    );
    added += 1;
  }
  return added;
}
