import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ROUTES, ROUTE_PRELOADS_FILE } from '@tedi/contracts';
import { readWebManifest, routePreloadPaths, WEB_DIST_DIR } from './web-manifest.ts';

/**
 * Writes, for every route the server sends as the app's shell, the scripts the router loads for it once the entry has
 * run (protected area, guard, wrapper, page; see routePreloadPaths). The shell names only the entry and its imports,
 * so on a slow connection that second wave would start only after the entry arrived and ran; the server names it in
 * the route's shell, so it downloads right behind the first. Runs after the prerender step, which decides which routes
 * are sent a page of their own instead.
 */

/** The scripts' URL paths (e.g. /assets/parent-dashboard-page-abc123.js), by route path of the route table. */
export type RoutePreloads = Readonly<Record<string, readonly string[]>>;

export function routePreloads(distDir: string): RoutePreloads {
  const manifest = readWebManifest(distDir);
  const preloads: Record<string, readonly string[]> = {};
  for (const route of APP_ROUTES) {
    const paths = routePreloadPaths(manifest, route, distDir);
    if (paths.length > 0) preloads[route.path] = paths;
  }
  return preloads;
}

if (import.meta.main) {
  // The build's own folder, or another given as the argument (tests).
  const distDir = process.argv[2] ?? WEB_DIST_DIR;
  const preloads = routePreloads(distDir);
  writeFileSync(path.join(distDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads, null, 2)}\n`);
  console.log(`listed the scripts to preload for ${Object.keys(preloads).length} routes sent as the app's shell`);
}
