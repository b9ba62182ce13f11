import type { ContentKind, ContentStatus } from '@tedi/contracts';
import { and, asc, type Database, desc, eq, ne, schema, sql } from '@tedi/db';

type SQL = ReturnType<typeof sql>;

export type ContentRow = Omit<typeof schema.contentItems.$inferSelect, 'searchDocument'>;
type ContentInsert = typeof schema.contentItems.$inferInsert;
export type ContentValues = Omit<ContentInsert, 'id' | 'searchDocument' | 'createdAt' | 'updatedAt'>;

const items = schema.contentItems;
const redirects = schema.contentSlugRedirects;

/** Every column but the search document, which only the database reads. */
const rowColumns = {
  id: items.id,
  kind: items.kind,
  slug: items.slug,
  title: items.title,
  summary: items.summary,
  bodyMarkdown: items.bodyMarkdown,
  authorName: items.authorName,
  tags: items.tags,
  coverImagePath: items.coverImagePath,
  coverImageAlt: items.coverImageAlt,
  videoPath: items.videoPath,
  videoDurationSeconds: items.videoDurationSeconds,
  videoCaptions: items.videoCaptions,
  status: items.status,
  publishedAt: items.publishedAt,
  createdBy: items.createdBy,
  seedDigest: items.seedDigest,
  createdAt: items.createdAt,
  updatedAt: items.updatedAt,
};

/** Which items a query may see. */
export type Visibility =
  /** Published, or scheduled with its time come: what visitors see. */
  | { readonly kind: 'public' }
  /** Editors: everything, or one stored status. */
  | { readonly kind: 'editor'; readonly status?: ContentStatus };

/** Public means published or scheduled, with a publication time that has come, by the database's clock. */
export const isPublic: SQL = sql`(${items.status} in ('published', 'scheduled') and ${items.publishedAt} <= now())`;

function visibleTo(visibility: Visibility): SQL | undefined {
  if (visibility.kind === 'public') return isPublic;
  return visibility.status ? eq(items.status, visibility.status) : undefined;
}

function hasTag(tag: string): SQL {
  return sql`exists (select 1 from unnest(${items.tags}) as item_tag where lower(item_tag) = lower(${tag}))`;
}

function matches(query: string): SQL {
  return sql`${items.searchDocument} @@ websearch_to_tsquery('english', ${query})`;
}

export interface ListFilter {
  readonly visibility: Visibility;
  readonly kind?: ContentKind;
  readonly tag?: string;
  readonly search?: string;
  /** Without a search: by publication date (an unpublished item by its last change), newest or oldest first. */
  readonly order: 'newest-first' | 'oldest-first';
  readonly limit: number;
  readonly offset: number;
}

/** The only SQL of the content capability's items. */
export class ContentRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async list(filter: ListFilter): Promise<{ rows: ContentRow[]; total: number }> {
    const search = filter.search?.trim() ? filter.search.trim() : undefined;
    const where = and(
      visibleTo(filter.visibility),
      filter.kind ? eq(items.kind, filter.kind) : undefined,
      filter.tag ? hasTag(filter.tag) : undefined,
      search ? matches(search) : undefined,
    );
    const direction = filter.order === 'oldest-first' ? asc : desc;
    const order = search
      ? [
          desc(sql`ts_rank(${items.searchDocument}, websearch_to_tsquery('english', ${search}))`),
          desc(items.publishedAt),
        ]
      : [direction(sql`coalesce(${items.publishedAt}, ${items.updatedAt})`), direction(items.createdAt)];
    const [rows, [counted]] = await Promise.all([
      this.#db
        .select(rowColumns)
        .from(items)
        .where(where)
        .orderBy(...order)
        .limit(filter.limit)
        .offset(filter.offset),
      this.#db
        .select({ total: sql<number>`count(*)::int` })
        .from(items)
        .where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /** Tags of the items a visibility and kind allow, with how many items carry each, most used first. */
  async tagCounts(visibility: Visibility, kind: ContentKind | undefined): Promise<{ tag: string; count: number }[]> {
    const where = and(visibleTo(visibility), kind ? eq(items.kind, kind) : undefined);
    const result = await this.#db
      .select({ tag: sql<string>`min(item_tag)`, count: sql<number>`count(*)::int` })
      .from(sql`${items}, unnest(${items.tags}) as item_tag`)
      .where(where)
      .groupBy(sql`lower(item_tag)`)
      .orderBy(sql`count(*) desc`, sql`lower(item_tag)`);
    return result;
  }

  async findBySlug(kind: ContentKind, slug: string, visibility: Visibility): Promise<ContentRow | undefined> {
    const [row] = await this.#db
      .select(rowColumns)
      .from(items)
      .where(and(eq(items.kind, kind), eq(items.slug, slug), visibleTo(visibility)))
      .limit(1);
    return row;
  }

  /** The current slug of the item that had this slug before a rename, if that item is visible. */
  async findRenamedSlug(kind: ContentKind, oldSlug: string, visibility: Visibility): Promise<string | undefined> {
    const [row] = await this.#db
      .select({ slug: items.slug })
      .from(redirects)
      .innerJoin(items, eq(items.id, redirects.contentId))
      .where(and(eq(redirects.kind, kind), eq(redirects.oldSlug, oldSlug), visibleTo(visibility)))
      .limit(1);
    return row?.slug;
  }

  async findById(id: string): Promise<ContentRow | undefined> {
    const [row] = await this.#db.select(rowColumns).from(items).where(eq(items.id, id)).limit(1);
    return row;
  }

  /** Whether another item of the kind has this slug now. */
  async slugInUse(kind: ContentKind, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await this.#db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.kind, kind), eq(items.slug, slug), exceptId ? ne(items.id, exceptId) : undefined))
      .limit(1);
    return row !== undefined;
  }

  /** Whether a slug was ever used by an item of the kind, now or before a rename. */
  async slugEverUsed(kind: ContentKind, slug: string): Promise<boolean> {
    if (await this.slugInUse(kind, slug)) return true;
    const [row] = await this.#db
      .select({ id: redirects.id })
      .from(redirects)
      .where(and(eq(redirects.kind, kind), eq(redirects.oldSlug, slug)))
      .limit(1);
    return row !== undefined;
  }

  /** Public items sharing the most tags with the given tags, newest first among equals. */
  async related(item: Pick<ContentRow, 'id' | 'tags'>, limit: number): Promise<ContentRow[]> {
    if (item.tags.length === 0) return [];
    const wanted = sql`array[${sql.join(
      item.tags.map((tag) => sql`${tag.toLowerCase()}`),
      sql`, `,
    )}]::text[]`;
    const shared = sql<number>`cardinality(array(select lower(unnest(${items.tags})) intersect select unnest(${wanted})))`;
    return this.#db
      .select(rowColumns)
      .from(items)
      .where(and(isPublic, ne(items.id, item.id), sql`${shared} > 0`))
      .orderBy(desc(shared), desc(items.publishedAt))
      .limit(limit);
  }

  /** Adds an item; `writtenAt` dates it (created and last changed) when it was written before it was added. */
  async insert(values: ContentValues, writtenAt?: Date): Promise<ContentRow> {
    const dates = writtenAt ? { createdAt: writtenAt, updatedAt: writtenAt } : {};
    const [row] = await this.#db
      .insert(items)
      .values({ ...values, ...dates })
      .returning(rowColumns);
    return row!;
  }

  /**
   * Changes an item. A new slug keeps the old one as a redirect to the item, and takes over the slug from any
   * redirect that held it (a slug an item has now always wins over one it used to have).
   */
  async update(current: ContentRow, changes: Partial<ContentValues>): Promise<ContentRow> {
    return this.#db.transaction(async (tx) => {
      if (changes.slug !== undefined && changes.slug !== current.slug) {
        await tx.delete(redirects).where(and(eq(redirects.kind, current.kind), eq(redirects.oldSlug, changes.slug)));
        await tx
          .insert(redirects)
          .values({ contentId: current.id, kind: current.kind, oldSlug: current.slug })
          .onConflictDoUpdate({
            target: [redirects.kind, redirects.oldSlug],
            set: { contentId: current.id, updatedAt: new Date() },
          });
      }
      const [row] = await tx
        .update(items)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(items.id, current.id))
        .returning(rowColumns);
      return row!;
    });
  }

  /** Public items for the sitemap and the feed: kind, slug and dates only, newest first. */
  async publicIndex(kind?: ContentKind, limit = 5000): Promise<ContentRow[]> {
    return this.#db
      .select(rowColumns)
      .from(items)
      .where(and(isPublic, kind ? eq(items.kind, kind) : undefined))
      .orderBy(desc(items.publishedAt))
      .limit(limit);
  }
}
