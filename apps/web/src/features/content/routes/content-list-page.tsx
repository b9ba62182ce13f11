import {
  BLOG_FEED_PATH,
  CONTENT_LIMITS,
  CONTENT_SECTIONS,
  contentKindOfSection,
  type ContentKind,
  type ContentListResponse,
} from '@tedi/contracts';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { PageHead } from '../../../lib/page-head.tsx';
import { contentReaderFrom } from '../api/content-reader.ts';
import { ContentCard } from '../components/content-card.tsx';
import { listingPageNumber } from '../components/listing-page-number.ts';
import { ListingPager } from '../components/listing-pager.tsx';
import { ResourceSections } from '../components/resource-sections.tsx';
import { LINK_CLASSES, SECTION_COPY } from '../components/section-copy.ts';
import { tagHref } from '../components/tag-links.tsx';

interface ListPageData {
  kind: ContentKind;
  /** The address the listing was asked at (guides have two). */
  sectionPath: string;
  search: string;
  tag: string;
  list: ContentListResponse;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<ListPageData> {
  const url = new URL(request.url);
  const sectionPath = url.pathname.replace(/\/$/, '');
  const kind = contentKindOfSection(sectionPath) ?? 'guide';
  const search = (url.searchParams.get('q') ?? '').trim().slice(0, CONTENT_LIMITS.searchMax);
  const tag = (url.searchParams.get('tag') ?? '').trim().slice(0, CONTENT_LIMITS.tagMax);
  const list = await contentReaderFrom(context).list({
    kind,
    page: listingPageNumber(url.searchParams.get('page')),
    ...(search ? { q: search } : {}),
    ...(tag ? { tag } : {}),
  });
  return { kind, sectionPath, search, tag, list };
}

function listingHref(sectionPath: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && !(name === 'page' && value === 1)) query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${sectionPath}?${text}` : sectionPath;
}

function resultsSummary({ kind, search, tag, list }: ListPageData): string {
  const [one, many] = SECTION_COPY[kind].noun;
  const count = `${list.total} ${list.total === 1 ? one : many}`;
  if (search && tag) return `${count} about “${tag}” matching “${search}”`;
  if (search) return `${count} matching “${search}”`;
  if (tag) return `${count} about “${tag}”`;
  return count;
}

/** A kind's listing: search, topics, the items newest first (or best match first), and pages. */
export function ContentListPage() {
  const data = useLoaderData<typeof loader>();
  const { kind, sectionPath, search, tag, list } = data;
  const copy = SECTION_COPY[kind];
  const canonicalSection = CONTENT_SECTIONS[kind].path;
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const filtered = search !== '' || tag !== '';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:py-14">
      <PageHead
        title={filtered ? `${resultsSummary(data)} – ${copy.title}` : copy.title}
        description={copy.description}
        canonicalPath={listingHref(canonicalSection, { page: list.page })}
        noindex={search !== ''}
        {...(kind === 'blog' ? { feed: { path: BLOG_FEED_PATH, title: 'Tedi blog' } } : {})}
      />
      <ResourceSections current={kind} />
      <header className="flex max-w-3xl flex-col gap-3">
        <h1 className="text-h1 font-bold">{copy.heading}</h1>
        <p className="text-lg">{copy.intro}</p>
        {kind === 'blog' ? (
          <p>
            <a href={BLOG_FEED_PATH} className={LINK_CLASSES}>
              Follow the blog with a feed reader (RSS)
            </a>
          </p>
        ) : null}
      </header>

      <form method="get" action={sectionPath} role="search" className="flex max-w-2xl flex-col gap-2">
        <label htmlFor="content-search" className="font-semibold">
          Search {copy.noun[1]}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="content-search"
            type="search"
            name="q"
            defaultValue={search}
            maxLength={CONTENT_LIMITS.searchMax}
            className="min-h-12 min-w-0 flex-1 rounded-lg border-2 border-ink-muted bg-surface px-3 py-2 text-lg"
          />
          {tag ? <input type="hidden" name="tag" value={tag} /> : null}
          <button
            type="submit"
            className="min-h-12 rounded-lg border-2 border-brand bg-brand px-6 py-2 text-lg font-semibold text-white hover:bg-brand-strong"
          >
            Search
          </button>
        </div>
      </form>

      {list.tags.length > 0 ? (
        <nav aria-labelledby="topics-heading" className="flex flex-col gap-2">
          <h2 id="topics-heading" className="text-lg font-bold">
            Topics
          </h2>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={listingHref(sectionPath, { q: search })}
                aria-current={tag === '' ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-full border-2 border-line px-4 py-1 no-underline hover:border-brand aria-[current=page]:border-brand aria-[current=page]:bg-brand-soft aria-[current=page]:font-bold"
              >
                All topics
              </Link>
            </li>
            {list.tags.map(({ tag: topic, count }) => (
              <li key={topic}>
                <Link
                  to={`${tagHref(sectionPath, topic)}${search ? `&${new URLSearchParams({ q: search }).toString()}` : ''}`}
                  aria-current={topic.toLowerCase() === tag.toLowerCase() ? 'page' : undefined}
                  className="inline-flex min-h-11 items-center rounded-full border-2 border-line px-4 py-1 no-underline hover:border-brand aria-[current=page]:border-brand aria-[current=page]:bg-brand-soft aria-[current=page]:font-bold"
                >
                  {topic} <span className="ml-1 text-ink-muted">({count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <section aria-labelledby="results-heading" className="flex flex-col gap-5">
        <h2 id="results-heading" className="text-h3 font-bold">
          {resultsSummary(data)}
        </h2>
        {list.items.length === 0 ? (
          <p className="text-lg">
            Nothing matches yet. Try other words, or{' '}
            <Link to={sectionPath} className={LINK_CLASSES}>
              see all {copy.noun[1]}
            </Link>
            .
          </p>
        ) : (
          <ul className="grid gap-5 md:grid-cols-2">
            {list.items.map((item) => (
              <ContentCard key={item.id} item={item} headingLevel={3} />
            ))}
          </ul>
        )}
      </section>

      <ListingPager
        page={list.page}
        pageCount={pageCount}
        hrefFor={(page) => listingHref(sectionPath, { q: search, tag, page })}
      />
    </div>
  );
}
