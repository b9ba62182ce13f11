import {
  CONTENT_SECTIONS,
  contentKindOfSection,
  contentPath,
  type ContentDetailResponse,
  type ContentKind,
} from '@tedi/contracts';
import {
  data,
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useLocation,
  useRouteError,
} from 'react-router';

import { PageHead } from '../../../lib/page-head.tsx';
import { contentReaderFrom } from '../api/content-reader.ts';
import { ContentBody } from '../components/content-body.tsx';
import { ContentCard } from '../components/content-card.tsx';
import { formatLongDate } from '../components/format-date.ts';
import { LINK_CLASSES, SECTION_COPY } from '../components/section-copy.ts';
import { TagLinks } from '../components/tag-links.tsx';

/** The same pattern as the API's slugs; anything else cannot be an item, so it is not worth asking. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The listing an item address belongs to: /guides/x and /resources/guides/x are both guides. */
function sectionOf(pathname: string): { sectionPath: string; kind: ContentKind } {
  const sectionPath = pathname.replace(/\/[^/]*\/?$/, '');
  return { sectionPath, kind: contentKindOfSection(sectionPath) ?? 'guide' };
}

export async function loader({ request, params, context }: LoaderFunctionArgs): Promise<ContentDetailResponse> {
  const { kind } = sectionOf(new URL(request.url).pathname);
  const slug = params.slug ?? '';
  const lookup = SLUG.test(slug) ? await contentReaderFrom(context).get(kind, slug) : null;
  // React Router's loaders throw its responses: a 404 for the error boundary, a redirect to follow.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (lookup === null) throw data(null, { status: 404 });
  // A renamed item: its old address moves for good to the new one.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if ('movedTo' in lookup) throw redirect(contentPath(kind, lookup.movedTo), 301);
  return lookup.found;
}

/** One guide, article or blog post, with the items that share its topics. */
export function ContentItemPage() {
  const { item, related } = useLoaderData<typeof loader>();
  const section = CONTENT_SECTIONS[item.kind];
  const copy = SECTION_COPY[item.kind];
  const updated = item.publishedAt !== null && item.updatedAt.slice(0, 10) > item.publishedAt.slice(0, 10);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:py-14">
      <PageHead
        title={`${item.title} – Tedi`}
        description={item.summary}
        canonicalPath={item.path}
        type="article"
        {...(item.publishedAt ? { publishedTime: item.publishedAt } : {})}
        modifiedTime={item.updatedAt}
        {...(item.coverImage ? { imagePath: item.coverImage.path, imageAlt: item.coverImage.alt } : {})}
      />
      <article className="flex flex-col gap-6">
        <header className="flex max-w-3xl flex-col gap-4">
          <p>
            <Link to={section.path} className={`font-semibold ${LINK_CLASSES}`}>
              All {copy.noun[1]}
            </Link>
          </p>
          <h1 className="text-h1 font-bold">{item.title}</h1>
          <p className="text-xl">{item.summary}</p>
          <p className="text-ink-muted">
            By {item.authorName}
            {item.publishedAt ? (
              <>
                {' · '}Published <time dateTime={item.publishedAt}>{formatLongDate(item.publishedAt)}</time>
              </>
            ) : null}
            {updated ? (
              <>
                {' · '}Updated <time dateTime={item.updatedAt}>{formatLongDate(item.updatedAt)}</time>
              </>
            ) : null}
            {' · '}
            {item.readingMinutes} min read
          </p>
          <TagLinks tags={item.tags} sectionPath={section.path} label="Topics" />
        </header>
        {item.coverImage ? (
          <img
            src={item.coverImage.path}
            alt={item.coverImage.alt}
            loading="lazy"
            decoding="async"
            className="aspect-[16/9] w-full max-w-3xl rounded-xl object-cover"
          />
        ) : null}
        <ContentBody html={item.bodyHtml} />
      </article>

      {related.length > 0 ? (
        <aside aria-labelledby="related-heading" className="flex flex-col gap-5 border-t border-line pt-8">
          <h2 id="related-heading" className="text-h2 font-bold">
            Related reading
          </h2>
          <ul className="grid gap-5 md:grid-cols-3">
            {related.map((relatedItem) => (
              <ContentCard key={relatedItem.id} item={relatedItem} headingLevel={3} />
            ))}
          </ul>
        </aside>
      ) : null}
    </div>
  );
}

/** An address that is not (or no longer) an item: the page says so, and the server answers 404. */
export function ContentItemNotFound() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const { sectionPath, kind } = sectionOf(pathname);
  const copy = SECTION_COPY[kind];
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-16">
      <PageHead
        title={`We can't find that ${copy.noun[0]} – Tedi`}
        description={`There is no ${copy.noun[0]} at this address.`}
        canonicalPath={pathname}
        noindex
      />
      <h1 className="text-h1 font-bold">We can't find that {copy.noun[0]}</h1>
      <p className="text-lg">
        There is no {copy.noun[0]} at this address. It may have been taken down, or the address may have a typing
        mistake.
      </p>
      <p>
        <Link
          to={sectionPath}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 py-2 font-semibold text-white no-underline hover:bg-brand-strong"
        >
          See all {copy.noun[1]}
        </Link>
      </p>
    </div>
  );
}
