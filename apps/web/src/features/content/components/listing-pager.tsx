import { Link } from 'react-router';

import { LINK_CLASSES } from './section-copy.ts';

export interface ListingPagerProps {
  readonly page: number;
  readonly pageCount: number;
  /** The address of another page of the same listing, with its filters. */
  readonly hrefFor: (page: number) => string;
}

/** Previous and next links between the pages of a listing, and where the reader is; nothing for a single page. */
export function ListingPager({ page, pageCount, hrefFor }: ListingPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link rel="prev" className={LINK_CLASSES} to={hrefFor(page - 1)}>
          Previous page
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link rel="next" className={LINK_CLASSES} to={hrefFor(page + 1)}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
