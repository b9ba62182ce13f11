import { CONTENT_SECTIONS, type ContentSummary, formatVideoDuration, videoDurationIso } from '@tedi/contracts';
import { Link } from 'react-router';

import { formatLongDate } from './format-date.ts';
import { TagLinks } from './tag-links.tsx';

interface ContentCardProps {
  item: ContentSummary;
  /** The level of the card's heading, so it fits the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * One guide, article, blog post or video in a list: its title as a link, what it is about, and its topics (a video,
 * shown on the videos' page, which has no topics to choose from, gives its length instead).
 */
export function ContentCard({ item, headingLevel = 2 }: ContentCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line border-t-4 border-t-brand bg-surface p-5">
      <Heading className="text-h3 font-bold">
        <Link to={item.path} className="text-ink underline decoration-brand decoration-2 hover:text-brand-strong">
          {item.title}
        </Link>
      </Heading>
      <p>{item.summary}</p>
      <p className="text-sm text-ink-muted">
        {item.publishedAt ? (
          <time dateTime={item.publishedAt}>{formatLongDate(item.publishedAt)}</time>
        ) : (
          'Not published'
        )}
        {' · '}
        {item.video ? (
          <>
            Video,{' '}
            <time dateTime={videoDurationIso(item.video.durationSeconds)}>
              {formatVideoDuration(item.video.durationSeconds)}
            </time>
          </>
        ) : (
          `${item.readingMinutes} min read`
        )}
      </p>
      {CONTENT_SECTIONS[item.kind].itemAddress === 'page' ? (
        <TagLinks tags={item.tags} sectionPath={CONTENT_SECTIONS[item.kind].path} label={`Topics of ${item.title}`} />
      ) : null}
    </li>
  );
}
