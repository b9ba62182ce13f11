import {
  CONTENT_LIMITS,
  CONTENT_SECTIONS,
  type ContentCreateInput,
  type ContentDetailResponse,
  type ContentKind,
  type ContentListQuery,
  type ContentListResponse,
  type ContentLookup,
  type ContentPublishInput,
  type ContentReader,
  type ContentUpdateInput,
  contentCreateSchema,
  contentListQuerySchema,
  contentPublishSchema,
  contentUpdateSchema,
  contentVideoSchema,
  slugFromTitle,
} from '@tedi/contracts';
import type { Actor } from '../../auth/actor.ts';
import { AppError, parseInput, validationFailed } from '../../platform/errors.ts';
import { isAdministrator, SECOND_FACTOR_FOR_ADMIN } from '../../policies/admin.ts';
import { type ContentAction, mayContent } from '../../policies/content.ts';
import { presentDetail, presentListItem, presentSummary } from './presenter.ts';
import { type ContentRepository, type ContentRow, type ContentValues, type Visibility } from './repository.ts';

/** The person asking, or null for a visitor who is not signed in. */
export type ContentActor = Pick<Actor, 'userId' | 'role' | 'aal'> | null;

/** What a visitor asking for a video's captions gets: the WebVTT text, or the slug the video has now. */
export type CaptionsLookup = { readonly captions: string } | { readonly movedTo: string };

/** Tags compared without regard to case; the first spelling wins. */
function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The content capability: guides, blog posts, articles and videos. Visitors read what is published; editors (admins)
 * also read drafts and scheduled items, and create, change and publish them. Every method asks the policy first.
 */
export class ContentService {
  readonly #repository: ContentRepository;

  constructor(repository: ContentRepository) {
    this.#repository = repository;
  }

  #may(actor: ContentActor, action: ContentAction): boolean {
    return mayContent(actor, action);
  }

  /** Refuses with 401 for a visitor and 403 for someone signed in without the right. */
  #require(actor: ContentActor, action: ContentAction): void {
    if (this.#may(actor, action)) return;
    if (actor === null) throw new AppError('unauthorized', 'Please sign in.');
    if (isAdministrator(actor.role)) throw new AppError('forbidden', SECOND_FACTOR_FOR_ADMIN);
    throw new AppError('forbidden', 'Only the site’s editors can do this.');
  }

  #visibility(actor: ContentActor, status?: ContentListQuery['status']): Visibility {
    if (status === undefined || !this.#may(actor, 'content.read-unpublished')) return { kind: 'public' };
    return status === 'any' ? { kind: 'editor' } : { kind: 'editor', status };
  }

  async list(actor: ContentActor, input: ContentListQuery): Promise<ContentListResponse> {
    const query = parseInput(contentListQuerySchema, input);
    if (query.status !== undefined && query.status !== 'published') {
      this.#require(actor, 'content.read-unpublished');
    }
    const visibility = this.#visibility(actor, query.status === 'published' ? undefined : query.status);
    const [{ rows, total }, tags] = await Promise.all([
      this.#repository.list({
        visibility,
        ...(query.kind ? { kind: query.kind } : {}),
        ...(query.tag ? { tag: query.tag } : {}),
        ...(query.q ? { search: query.q } : {}),
        order: query.kind ? CONTENT_SECTIONS[query.kind].order : 'newest-first',
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
      this.#repository.tagCounts(visibility, query.kind),
    ]);
    const now = new Date();
    return {
      items: rows.map((row) => presentListItem(row, now)),
      page: query.page,
      pageSize: query.pageSize,
      total,
      tags,
    };
  }

  /**
   * An item by kind and slug: visitors see it when it is public; editors see drafts too. A slug the item had
   * before a rename answers with the slug it has now. Anything a visitor may not see is simply not found.
   */
  async get(actor: ContentActor, kind: ContentKind, slug: string): Promise<ContentLookup | null> {
    const found = await this.#find(actor, kind, slug);
    if (found === null || 'movedTo' in found) return found;
    return { found: await this.#detail(actor, found.row) };
  }

  /** A video's captions (WebVTT), to whoever may see the video: visitors when it is public, editors always. */
  async captions(actor: ContentActor, slug: string): Promise<CaptionsLookup | null> {
    const found = await this.#find(actor, 'video', slug);
    if (found === null || 'movedTo' in found) return found;
    return found.row.videoCaptions === null ? null : { captions: found.row.videoCaptions };
  }

  async #find(
    actor: ContentActor,
    kind: ContentKind,
    slug: string,
  ): Promise<{ row: ContentRow } | { movedTo: string } | null> {
    const visibility: Visibility = this.#may(actor, 'content.read-unpublished')
      ? { kind: 'editor' }
      : { kind: 'public' };
    const row = await this.#repository.findBySlug(kind, slug, visibility);
    if (row) return { row };
    const movedTo = await this.#repository.findRenamedSlug(kind, slug, visibility);
    return movedTo === undefined ? null : { movedTo };
  }

  async #detail(actor: ContentActor, row: ContentRow): Promise<ContentDetailResponse> {
    const can = { update: this.#may(actor, 'content.update'), publish: this.#may(actor, 'content.publish') };
    const related = await this.#repository.related(row, CONTENT_LIMITS.relatedMax);
    const now = new Date();
    return { item: presentDetail(row, can, now), related: related.map((item) => presentSummary(item, now)) };
  }

  async #editable(id: string): Promise<ContentRow> {
    const row = await this.#repository.findById(id);
    if (!row) throw new AppError('not_found', 'There is no content item with this id.');
    return row;
  }

  async #ensureSlugFree(kind: ContentKind, slug: string, exceptId?: string): Promise<void> {
    if (await this.#repository.slugInUse(kind, slug, exceptId)) {
      throw new AppError('conflict', `Another ${kind} already has the address “${slug}”. Choose another slug.`, [
        { field: 'slug', message: 'is already in use' },
      ]);
    }
  }

  async create(actor: ContentActor, input: ContentCreateInput): Promise<ContentDetailResponse> {
    this.#require(actor, 'content.create');
    const values = parseInput(contentCreateSchema, input);
    const slug = values.slug ?? slugFromTitle(values.title);
    if (slug.length < CONTENT_LIMITS.slugMin) {
      throw validationFailed([{ field: 'slug', message: 'could not be made from the title; give one' }]);
    }
    await this.#ensureSlugFree(values.kind, slug);
    const row = await this.#repository.insert({
      kind: values.kind,
      slug,
      title: values.title,
      summary: values.summary,
      bodyMarkdown: values.bodyMarkdown,
      authorName: values.authorName,
      tags: uniqueTags(values.tags),
      coverImagePath: values.coverImage?.path ?? null,
      coverImageAlt: values.coverImage?.alt ?? null,
      videoPath: values.video?.path ?? null,
      videoDurationSeconds: values.video?.durationSeconds ?? null,
      videoCaptions: values.video?.captions ?? null,
      status: 'draft',
      publishedAt: null,
      createdBy: actor?.userId ?? null,
    });
    return this.#detail(actor, row);
  }

  async update(actor: ContentActor, id: string, input: ContentUpdateInput): Promise<ContentDetailResponse> {
    this.#require(actor, 'content.update');
    const values = parseInput(contentUpdateSchema, input);
    const current = await this.#editable(id);
    if (values.slug !== undefined && values.slug !== current.slug) {
      await this.#ensureSlugFree(current.kind, values.slug, current.id);
    }
    const video = values.video === undefined ? undefined : this.#changedVideo(current, values.video);
    const changes: Partial<ContentValues> = {
      ...(values.slug !== undefined ? { slug: values.slug } : {}),
      ...(values.title !== undefined ? { title: values.title } : {}),
      ...(values.summary !== undefined ? { summary: values.summary } : {}),
      ...(values.bodyMarkdown !== undefined ? { bodyMarkdown: values.bodyMarkdown } : {}),
      ...(values.authorName !== undefined ? { authorName: values.authorName } : {}),
      ...(values.tags !== undefined ? { tags: uniqueTags(values.tags) } : {}),
      ...(values.coverImage !== undefined
        ? { coverImagePath: values.coverImage?.path ?? null, coverImageAlt: values.coverImage?.alt ?? null }
        : {}),
      ...(video !== undefined
        ? { videoPath: video.path, videoDurationSeconds: video.durationSeconds, videoCaptions: video.captions }
        : {}),
    };
    return this.#detail(actor, await this.#repository.update(current, changes));
  }

  /**
   * A video's fields after a change to some of them, checked together (new captions against the length it has, a
   * new length against the captions it has). Only a video has them.
   */
  #changedVideo(current: ContentRow, change: NonNullable<ContentUpdateInput['video']>) {
    if (current.kind !== 'video') {
      throw validationFailed([
        { field: 'video', message: `only a video has a video file, length and captions; a ${current.kind} cannot` },
      ]);
    }
    return parseInput(
      contentVideoSchema,
      {
        path: change.path ?? current.videoPath,
        durationSeconds: change.durationSeconds ?? current.videoDurationSeconds,
        captions: change.captions ?? current.videoCaptions,
      },
      'video',
    );
  }

  /** Publishes now, or schedules for a later time; a time in the past publishes with that date. */
  async publish(actor: ContentActor, id: string, input: ContentPublishInput): Promise<ContentDetailResponse> {
    this.#require(actor, 'content.publish');
    const values = parseInput(contentPublishSchema, input);
    const current = await this.#editable(id);
    const now = new Date();
    const publishAt = values.publishAt ? new Date(values.publishAt) : now;
    const status = publishAt > now ? 'scheduled' : 'published';
    return this.#detail(actor, await this.#repository.update(current, { status, publishedAt: publishAt }));
  }

  /** Takes an item off the site: it becomes a draft again. */
  async unpublish(actor: ContentActor, id: string): Promise<ContentDetailResponse> {
    this.#require(actor, 'content.publish');
    const current = await this.#editable(id);
    return this.#detail(actor, await this.#repository.update(current, { status: 'draft', publishedAt: null }));
  }

  /** What the site's pages read: public content, as a visitor sees it. */
  publicReader(): ContentReader {
    return {
      list: (query) => this.list(null, query),
      get: (kind, slug) => this.get(null, kind, slug),
    };
  }

  /** Public items for the sitemap and the blog's feed, newest first. */
  async publicIndex(kind?: ContentKind, limit?: number): Promise<ReturnType<typeof presentSummary>[]> {
    const rows = await this.#repository.publicIndex(kind, limit);
    const now = new Date();
    return rows.map((row) => presentSummary(row, now));
  }
}
