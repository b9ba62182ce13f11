/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

import { OFFLINE_COPIES_CACHE, isOfflinePage } from '../lib/offline/offline-pages.ts';

/**
 * The app's one service worker. It keeps what the app needs to open with no connection (its code, styles and
 * fonts, the pages last visited, the board's symbols and the app's public settings) and answers from them only when
 * the network fails, so a family online always gets the live app. It never stores a family's API answers: child
 * data offline is only what the app itself keeps (the copies of OFFLINE_PAGES, the child's board), removed when the
 * person signs out.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

// A new version takes over at once: the app's files have content-hashed names, so old pages keep working.
void self.skipWaiting();
clientsClaim();

// The styles and fonts every page needs (listed at build time), so even a page not yet visited can show a copy.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The server's own areas: never answered by the service worker. */
const SERVICE_PATHS = /^\/(api|auth\/v1|functions\/v1|storage\/v1|realtime\/v1)(\/|$)/;

// Code, styles, fonts and images of the build never change under one name.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'tedi-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60 })],
  }),
);

// The board's symbols are the same for everyone and never change under one name: kept as they load, so a child's
// board shows its pictures with no connection. They hold nothing of a family's.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/api\/v1\/board-symbols\/[a-z0-9-]+\.svg$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'tedi-board-symbols',
    plugins: [new ExpirationPlugin({ maxEntries: 2000, maxAgeSeconds: 60 * 24 * 60 * 60 })],
  }),
);

// Where the app finds its auth service: public settings it needs before anything else, kept for when the signal
// drops so the child's area can start offline.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/v1/client-config',
  new NetworkFirst({ cacheName: 'tedi-app-config', networkTimeoutSeconds: 4 }),
);

/** Pages from the network first; a slow connection falls back to the copy after a few seconds. */
const pages = new NetworkFirst({
  cacheName: 'tedi-pages',
  networkTimeoutSeconds: 8,
  plugins: [new ExpirationPlugin({ maxEntries: 40 })],
});

/**
 * The child's area is the live app, whichever of its pages is asked for: with no connection and no copy of that
 * exact address, any page of the area kept before starts the app, which then shows the page asked for (so a
 * tablet reloaded in a car still opens the child's board).
 */
async function childAreaShell(): Promise<Response> {
  const cache = await caches.open('tedi-pages');
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (pathname === '/child' || pathname.startsWith('/child/')) {
      const kept = await cache.match(request);
      if (kept) return kept;
    }
  }
  return Response.error();
}

registerRoute(
  new NavigationRoute(
    async (options) => {
      const { pathname } = new URL(options.request.url);
      if (pathname === '/child' || pathname.startsWith('/child/') || pathname === '/dashboard/child') {
        return pages.handle(options).catch(() => childAreaShell());
      }
      if (!isOfflinePage(pathname)) return pages.handle(options);
      try {
        return await fetch(options.request);
      } catch {
        // No connection: the family's saved copy of this page, which needs no sign-in to read on their device;
        // without one, whatever the other pages would answer.
        const copies = await caches.open(OFFLINE_COPIES_CACHE);
        const copy = await copies.match(pathname.replace(/\/$/, ''));
        return copy ?? pages.handle(options);
      }
    },
    { denylist: [SERVICE_PATHS] },
  ),
);
