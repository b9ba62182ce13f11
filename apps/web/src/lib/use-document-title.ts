import { use, useEffect } from 'react';

import { PageHeadContext } from './page-head.tsx';

/**
 * Sets the tab title for a page, so screen reader users hear where they landed. A page rendered ahead of the app
 * (a sign-in page's first screen) gets it in its document.
 */
export function useDocumentTitle(pageTitle: string): void {
  use(PageHeadContext)?.collectTitle(pageTitle);
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);
}
