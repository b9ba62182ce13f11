import {
  CONTENT_LIMITS,
  CONTENT_SECTIONS,
  type ContentListResponse,
  type ContentSummary,
  type ContentVideo,
  formatVideoDuration,
  videoDurationIso,
} from '@tedi/contracts';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { PageHead } from '../../../lib/page-head.tsx';
import { contentReaderFrom } from '../api/content-reader.ts';
import { ContentBody } from '../components/content-body.tsx';
import { listingPageNumber } from '../components/listing-page-number.ts';
import { ListingPager } from '../components/listing-pager.tsx';
import { LINK_CLASSES, SECTION_COPY } from '../components/section-copy.ts';

const SECTION_PATH = CONTENT_SECTIONS.video.path;
const COPY = SECTION_COPY.video;

/**
 * The frame a video is given before it loads (16:9, the shape the recordings are made in), so the page does not
 * jump; a recording of another shape is letterboxed inside it, never stretched.
 */
const VIDEO_FRAME = { width: 1280, height: 720 } as const;

/** Every published video (oldest first: the order a new parent watches them in), each with its transcript. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<ContentListResponse> {
  const url = new URL(request.url);
  return contentReaderFrom(context).list({
    kind: 'video',
    page: listingPageNumber(url.searchParams.get('page')),
    pageSize: CONTENT_LIMITS.pageSizeMax,
  });
}

function mediaType(video: ContentVideo): string {
  return video.path.endsWith('.webm') ? 'video/webm' : 'video/mp4';
}

function fileKind(video: ContentVideo): string {
  return video.path.endsWith('.webm') ? 'WebM' : 'MP4';
}

function VideoLength({ seconds }: { seconds: number }) {
  return <time dateTime={videoDurationIso(seconds)}>{formatVideoDuration(seconds)}</time>;
}

/**
 * One video as a section of the page, at the anchor of its slug (its address is /onboarding-videos#slug): what it
 * shows, the player, a download, and the transcript.
 */
function VideoSection({ item, video }: { item: ContentSummary; video: ContentVideo }) {
  const headingId = `${item.slug}-heading`;
  return (
    <section
      id={item.slug}
      aria-labelledby={headingId}
      className="flex scroll-mt-4 flex-col gap-4 border-t border-line pt-8"
    >
      <h2 id={headingId} className="text-h2 font-bold">
        {item.title}
      </h2>
      <p className="text-lg">{item.summary}</p>
      <p className="text-ink-muted">
        Length: <VideoLength seconds={video.durationSeconds} /> · No sound: captions and a transcript
      </p>
      {/*
        Native controls, so the player works by keyboard and screen reader with no script of ours. Nothing plays
        until the viewer starts it: no autoplay, ever, whatever the reader's motion settings, and nothing downloads
        before then either (preload="none"). The captions track is on by default: the videos have no sound.
      */}
      <video
        controls
        preload="none"
        playsInline
        {...(item.coverImage ? { poster: item.coverImage.path } : {})}
        width={VIDEO_FRAME.width}
        height={VIDEO_FRAME.height}
        className="h-auto w-full rounded-lg border border-line bg-ink"
      >
        <source src={video.path} type={mediaType(video)} />
        <track kind="captions" srcLang="en" label="English" src={video.captionsPath} default />
        <p>
          Your browser cannot play this video. <a href={video.path}>Download it</a>, or read the transcript below.
        </p>
      </video>
      <p>
        <a href={video.path} download className={LINK_CLASSES}>
          Download “{item.title}” ({fileKind(video)}, <VideoLength seconds={video.durationSeconds} />)
        </a>
      </p>
      {/*
        The transcript is shown in full under its own heading rather than folded into a <details>: nothing to find or
        open, so it is there for people who cannot watch or would rather read, for screen readers' heading lists, for
        find-in-page and for search engines, with or without JavaScript.
      */}
      <h3 id={`${item.slug}-transcript`} className="mt-2 text-h3 font-bold">
        Transcript of “{item.title}”
      </h3>
      <ContentBody html={item.bodyHtml ?? ''} />
    </section>
  );
}

function listingHref(page: number): string {
  return page > 1 ? `${SECTION_PATH}?page=${page}` : SECTION_PATH;
}

/** /onboarding-videos: the published videos, each with captions and a transcript, or a word that there are none. */
export function VideoListPage() {
  const list = useLoaderData<typeof loader>();
  const videos = list.items.flatMap((item) => (item.video ? [{ item, video: item.video }] : []));
  const poster = videos.find(({ item }) => item.coverImage !== null)?.item.coverImage;
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:py-14">
      <PageHead
        title={COPY.title}
        description={COPY.description}
        canonicalPath={listingHref(list.page)}
        {...(poster ? { imagePath: poster.path, imageAlt: poster.alt } : {})}
      />
      <header className="flex max-w-3xl flex-col gap-3">
        <h1 className="text-h1 font-bold">{COPY.heading}</h1>
        <p className="text-xl">{COPY.intro}</p>
        {videos.length > 0 ? (
          <>
            <p className="rounded-lg border-l-4 border-brand bg-sand px-5 py-3 text-lg">
              <strong>These videos have no sound.</strong> The captions show each step as it happens, and the transcript
              under each video has every word, so you can read it instead of watching.
            </p>
            <p className="text-lg">
              Prefer to read at your own pace?{' '}
              <Link to="/tutorials" className={LINK_CLASSES}>
                The tutorials
              </Link>{' '}
              explain each step in words and pictures.
            </p>
          </>
        ) : null}
      </header>

      {videos.length === 0 && list.total > 0 ? (
        <p className="text-lg">
          There are no videos on this page.{' '}
          <Link to={SECTION_PATH} className={LINK_CLASSES}>
            See all the videos
          </Link>
          .
        </p>
      ) : videos.length === 0 ? (
        <section aria-labelledby="no-videos-heading" className="flex max-w-3xl flex-col gap-3">
          <h2 id="no-videos-heading" className="text-h2 font-bold">
            No videos yet
          </h2>
          <p className="text-lg">
            There are no videos here yet. Until there are,{' '}
            <Link to="/tutorials" className={LINK_CLASSES}>
              the tutorials
            </Link>{' '}
            take you through each part of Tedi step by step, and{' '}
            <Link to="/visual-tutorials" className={LINK_CLASSES}>
              the tutorials in pictures
            </Link>{' '}
            show every screen.
          </p>
        </section>
      ) : (
        <>
          <nav aria-labelledby="video-contents-heading" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="video-contents-heading" className="text-h3 font-bold">
              On this page
            </h2>
            <ol className="mt-2 list-decimal pl-7">
              {videos.map(({ item, video }) => (
                <li key={item.id}>
                  <a
                    href={`#${item.slug}`}
                    className={`inline-flex min-h-11 items-center font-semibold ${LINK_CLASSES}`}
                  >
                    {item.title}
                  </a>{' '}
                  <span className="text-ink-muted">
                    (<VideoLength seconds={video.durationSeconds} />)
                  </span>
                </li>
              ))}
            </ol>
          </nav>
          {videos.map(({ item, video }) => (
            <VideoSection key={item.id} item={item} video={video} />
          ))}
        </>
      )}

      <ListingPager page={list.page} pageCount={pageCount} hrefFor={listingHref} />
    </div>
  );
}
