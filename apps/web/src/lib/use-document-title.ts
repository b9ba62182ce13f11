import { useEffect } from 'react';

/** Sets the tab title for a page, so screen reader users hear where they landed. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);
}
