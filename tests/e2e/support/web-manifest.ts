import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPOSITORY_ROOT, WEB_DIST_DIR } from './server-process.ts';

/** One chunk of Vite's build manifest (apps/web/dist/.vite/manifest.json), keyed by its source path. */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  /** Keys of the chunks this one imports statically: the browser fetches them before running it. */
  readonly imports?: readonly string[];
  /** Keys of the chunks this one may import later. */
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

export type WebManifest = Readonly<Record<string, ManifestChunk>>;

const WEB_APP_DIR = path.join(REPOSITORY_ROOT, 'apps/web');
const ROUTE_PAGES_SOURCE = path.join(WEB_APP_DIR, 'src/app/routes/route-pages.ts');

export function readWebManifest(distDir: string = WEB_DIST_DIR): WebManifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as WebManifest;
}

/** Vite keys the app's entry by its HTML page; the chunk holds the router, the route table and the global screens. */
export const APP_ENTRY_KEY = 'index.html';

export function chunk(manifest: WebManifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`The web manifest has no chunk ${key}.`);
  return found;
}

/** The given chunks and everything they import statically, transitively: what the browser fetches with them. */
export function withStaticImports(manifest: WebManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk(manifest, key).imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/**
 * The manifest key of the page chunk of a live route. The web app lazy-loads each page with a dynamic import
 * written in apps/web/src/app/routes/route-pages.ts as `'<route path>': () => import('<relative source>')`; Vite
 * keys a dynamically imported module by its source path relative to apps/web, so the import's path, resolved
 * from that file, is the key.
 */
export function routePageChunkKey(manifest: WebManifest, routePath: string): string {
  const source = readFileSync(ROUTE_PAGES_SOURCE, 'utf8');
  const quotedPath = routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const declaration = new RegExp(`['"]${quotedPath}['"]\\s*:\\s*\\(\\)\\s*=>\\s*import\\(\\s*['"]([^'"]+)['"]`).exec(
    source,
  );
  if (!declaration?.[1]) {
    throw new Error(`No lazy page for ${routePath} in ${path.relative(REPOSITORY_ROOT, ROUTE_PAGES_SOURCE)}.`);
  }
  const absolute = path.resolve(path.dirname(ROUTE_PAGES_SOURCE), declaration[1]);
  const key = path.relative(WEB_APP_DIR, absolute).split(path.sep).join('/');
  const page = chunk(manifest, key);
  if (!page.isDynamicEntry) throw new Error(`The page of ${routePath} (${key}) is not a lazily loaded chunk.`);
  return key;
}

/** The URL path (e.g. /assets/landing-page-abc123.js) at which the server serves a chunk. */
export function chunkUrlPath(manifest: WebManifest, key: string): string {
  return `/${chunk(manifest, key).file}`;
}

/** The manifest key of the chunk built into a file such as assets/app-abc123.js. */
export function chunkKeyOfFile(manifest: WebManifest, file: string): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.file === file);
  if (!key) throw new Error(`No chunk of the web manifest is built into ${file}.`);
  return key;
}

/** The JavaScript files (e.g. assets/app-abc123.js) an HTML page loads by itself: module scripts and preloads. */
export function scriptFilesOfPage(html: string): string[] {
  const references = html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g);
  return [...new Set([...references].map((reference) => reference[1] as string))];
}
