/**
 * Pages a family can open with no connection, each as the last copy they saw on this device: a hospital corridor
 * has no signal, and the health passport must still open. The service worker answers a visit to one of these
 * pages from this cache when the network fails; the app writes the copies while online. Plain values only: the
 * service worker imports this file too.
 */

/** The Cache Storage cache that holds the copies; removed whole when someone signs out. */
export const OFFLINE_COPIES_CACHE = 'tedi-offline-copies';

/** The paths whose last copy is kept, each saved under its own path in the cache. */
export const OFFLINE_PAGES = ['/parent/health-passport'] as const;
export type OfflinePage = (typeof OFFLINE_PAGES)[number];

/** Where a page's sections are listed, and each section kept, inside the cache (never real addresses). */
export const offlineIndexKey = (page: OfflinePage) => `${page}?offline-copy=index`;
export const offlineSectionKey = (page: OfflinePage, sectionId: string) =>
  `${page}?offline-copy=${encodeURIComponent(sectionId)}`;

/** Whether a path is one of the pages kept for offline use. */
export function isOfflinePage(pathname: string): pathname is OfflinePage {
  return (OFFLINE_PAGES as readonly string[]).includes(pathname.replace(/\/$/, ''));
}
