import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_ROUTES, type AppRoute } from '@tedi/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  APP_ENTRY_KEY,
  guardKey,
  initialChunks,
  PROTECTED_AREA_KEY,
  routePageSourceKey,
  routePreloadPaths,
  type WebManifest,
  wrapperLayoutKey,
} from './web-manifest.ts';

/** The shell as Vite writes it: the entry, and a preload for each chunk the entry imports. */
const SHELL = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="modulepreload" crossorigin href="/assets/frame.js">
    <link rel="stylesheet" crossorigin href="/assets/frame.css">
  </head><body><div id="root"></div></body></html>`;

const HOME_PAGE = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/static-page.js"></script>
  </head><body><div id="root"><h1>One safe place</h1></div></body></html>`;

/** A small build: chunks shared with the shell, chunks of the signed-in area, and pages' own chunks. */
const MANIFEST: WebManifest = {
  [APP_ENTRY_KEY]: { file: 'assets/app.js', isEntry: true, imports: ['_react.js', '_frame.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_frame.js': { file: 'assets/frame.js', css: ['assets/frame.css'] },
  'src/static-page.ts': { file: 'assets/static-page.js', isEntry: true },
  [PROTECTED_AREA_KEY]: { file: 'assets/protected-area.js', isDynamicEntry: true, imports: ['_react.js', '_api.js'] },
  '_api.js': { file: 'assets/api.js' },
  [guardKey('parent')]: { file: 'assets/parent-guard.js', isDynamicEntry: true, imports: ['_api.js', '_gate.js'] },
  '_gate.js': { file: 'assets/gate.js' },
  [wrapperLayoutKey('parent')]: { file: 'assets/parent-layout.js', isDynamicEntry: true, imports: ['_frame.js'] },
  [routePageSourceKey('/dashboard/parent')]: {
    file: 'assets/parent-dashboard-page.js',
    isDynamicEntry: true,
    imports: ['_api.js', '_children.js'],
    dynamicImports: ['_document-export.js'],
  },
  '_children.js': { file: 'assets/children.js' },
  '_document-export.js': { file: 'assets/document-export.js' },
  [wrapperLayoutKey('child')]: { file: 'assets/child-layout.js', isDynamicEntry: true },
  [routePageSourceKey('/child/login')]: { file: 'assets/child-login-page.js', isDynamicEntry: true },
  [routePageSourceKey('/auth')]: { file: 'assets/auth-page.js', isDynamicEntry: true },
  [routePageSourceKey('/')]: { file: 'assets/campaign-page.js', isDynamicEntry: true },
};

function route(routePath: string): AppRoute {
  const found = APP_ROUTES.find((candidate) => candidate.path === routePath);
  if (!found) throw new Error(`${routePath} is not in the route table.`);
  return found;
}

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'tedi-web-manifest-'));
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  mkdirSync(path.join(distDir, 'pages'));
  writeFileSync(path.join(distDir, 'pages', 'index.html'), HOME_PAGE);
});
afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
});

describe('the scripts a route sent as the app’s shell preloads', () => {
  test('a signed-in page: the protected area, its guard, its wrapper and its page, each with what it imports, in that order', () => {
    expect(routePreloadPaths(MANIFEST, route('/dashboard/parent'), distDir)).toEqual([
      '/assets/protected-area.js',
      '/assets/api.js',
      '/assets/parent-guard.js',
      '/assets/gate.js',
      '/assets/parent-layout.js',
      '/assets/parent-dashboard-page.js',
      '/assets/children.js',
    ]);
  });

  test('leaves out what the shell already loads, stylesheets, and what a page may import later', () => {
    const preloads = routePreloadPaths(MANIFEST, route('/dashboard/parent'), distDir);
    expect(preloads).not.toContain('/assets/app.js');
    expect(preloads).not.toContain('/assets/react.js');
    expect(preloads).not.toContain('/assets/frame.js');
    expect(preloads.filter((file) => !file.endsWith('.js'))).toEqual([]);
    expect(preloads).not.toContain('/assets/document-export.js');
  });

  test('a public page the app renders, in its own wrapper: the wrapper and the page, without the signed-in area', () => {
    expect(routePreloadPaths(MANIFEST, route('/child/login'), distDir)).toEqual([
      '/assets/child-layout.js',
      '/assets/child-login-page.js',
    ]);
  });

  test('none for a prerendered page, a page rendered on the server, or a sign-in page, whose first paint goes first', () => {
    expect(routePreloadPaths(MANIFEST, route('/'), distDir)).toEqual([]);
    expect(routePreloadPaths(MANIFEST, route('/guides'), distDir)).toEqual([]);
    expect(routePreloadPaths(MANIFEST, route('/auth'), distDir)).toEqual([]);
  });

  test('none for a route not built yet, which shows the not-found page of the app’s entry', () => {
    const unbuilt = APP_ROUTES.find((candidate) => !candidate.live && candidate.guard === 'parent');
    expect(unbuilt).toBeDefined();
    expect(routePreloadPaths(MANIFEST, unbuilt!, distDir)).toEqual([]);
  });
});

describe('the chunks a route loads before it is usable', () => {
  test('a prerendered page: the scripts its HTML names', () => {
    expect(initialChunks(MANIFEST, route('/'), { distDir })).toEqual({
      keys: ['src/static-page.ts'],
      delivery: 'prerendered',
    });
  });

  test('a signed-in page: the shell, then the signed-in area and the page', () => {
    expect(initialChunks(MANIFEST, route('/dashboard/parent'), { distDir })).toEqual({
      keys: [
        APP_ENTRY_KEY,
        '_react.js',
        '_frame.js',
        PROTECTED_AREA_KEY,
        guardKey('parent'),
        wrapperLayoutKey('parent'),
        routePageSourceKey('/dashboard/parent'),
      ],
      delivery: 'app',
    });
  });
});
