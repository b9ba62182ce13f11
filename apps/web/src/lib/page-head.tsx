import { createContext, use, useEffect } from 'react';

/** What a page says about itself in the document's head: for the tab, search engines and link previews. */
export interface PageHeadData {
  /** The whole tab title, e.g. "Hospital passports – Tedi". */
  readonly title: string;
  readonly description: string;
  /** The page's one address (path, with a query only when it matters), e.g. /guides/hospital-passport. */
  readonly canonicalPath: string;
  /** Open Graph type: a page of the site, or an article. */
  readonly type?: 'website' | 'article';
  /** A picture for link previews: a path on this site. */
  readonly imagePath?: string;
  readonly imageAlt?: string;
  /** When the article was first published and last changed (ISO 8601). */
  readonly publishedTime?: string;
  readonly modifiedTime?: string;
  /** Kept out of search results, e.g. a page of search results. */
  readonly noindex?: boolean;
  /** An RSS feed to advertise, e.g. the blog's. */
  readonly feed?: { readonly path: string; readonly title: string };
}

/** Collects the head of the page being rendered on the server; the last page head rendered wins. */
export class PageHeadCollector {
  head: PageHeadData | null = null;
  /** The tab title of a page that declares only that (see useDocumentTitle). */
  title: string | null = null;

  collect(head: PageHeadData): void {
    this.head = head;
  }

  collectTitle(title: string): void {
    this.title = title;
  }
}

export const PageHeadContext = createContext<PageHeadCollector | null>(null);

/**
 * Declares the page's head. On the server it is collected while the page renders and written into the document;
 * in the browser the tab title and description follow the page the app shows.
 */
export function PageHead(props: PageHeadData) {
  const collector = use(PageHeadContext);
  collector?.collect(props);
  const { title, description } = props;
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
