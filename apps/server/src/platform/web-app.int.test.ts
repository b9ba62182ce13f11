import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '@tedi/db';
import { createTestDatabase } from '@tedi/db/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import type { App } from './app.ts';
import { testConfig } from './config.ts';

/**
 * The pages of the built web app (apps/web/dist, from `npm run build`) as the server sends them: a page the app renders
 * names the scripts of that page, so a browser downloads them together with the app's own instead of after the app
 * has started.
 */
const config = testConfig();

/** Source files of the web app whose chunks a parent's dashboard needs, as Vite's build manifest keys them. */
const DASHBOARD_PAGE_SOURCE = 'src/features/dashboard/routes/parent-dashboard-page.tsx';
const PARENT_GUARD_SOURCE = 'src/app/guards/parent-guard.tsx';
const CHILD_PROFILE_PAGE_SOURCE = 'src/features/children/routes/child-profile-page.tsx';

let database: DatabaseHandle;
let app: App;
let scriptOf: (source: string) => string;

beforeAll(async () => {
  const manifestFile = path.join(config.webDistDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string } | undefined>;
  scriptOf = (source) => {
    const file = manifest[source]?.file;
    if (!file) throw new Error(`The web build has no chunk for ${source}.`);
    return `/${file}`;
  };
  database = await createTestDatabase();
  app = await buildApp({ config, database });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function page(url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const head = /<head>([\s\S]*)<\/head>/.exec(response.body)?.[1] ?? '';
  const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)">/g)].map(
    (link) => link[1] as string,
  );
  const scripts = [...head.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((script) => script[1] as string);
  return { response, preloads, scripts };
}

describe('a signed-in page the app renders', () => {
  test('names the scripts of its guard and its page, beside the app’s own', async () => {
    const { response, preloads, scripts } = await page('/dashboard/parent');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(scripts).toHaveLength(1);
    expect(preloads).toContain(scriptOf(DASHBOARD_PAGE_SOURCE));
    expect(preloads).toContain(scriptOf(PARENT_GUARD_SOURCE));
    expect(new Set(preloads).size, 'each script named once').toBe(preloads.length);
    expect(preloads).not.toContain(scripts[0]);
  });

  test('every script it names is there to download, and its security policy lets the page load it', async () => {
    const { response, preloads } = await page('/dashboard/parent');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(preloads.length).toBeGreaterThan(0);
    for (const script of preloads) {
      expect(script).toMatch(/^\/assets\/[\w.-]+\.js$/);
      const file = await app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'br, gzip' } });
      expect(file.statusCode, script).toBe(200);
      expect(file.headers['content-type'], script).toMatch(/javascript/);
    }
  });

  test('a page whose address carries a value names its own page’s script', async () => {
    const { response, preloads } = await page('/dashboard/parent/child/3f1c2b9e-6a4d-4c8e-9b1a-2d7e5f0a8c31');
    expect(response.statusCode).toBe(200);
    expect(preloads).toContain(scriptOf(CHILD_PROFILE_PAGE_SOURCE));
    expect(preloads).toContain(scriptOf(PARENT_GUARD_SOURCE));
    expect(preloads).not.toContain(scriptOf(DASHBOARD_PAGE_SOURCE));
  });
});

describe('the first screen a page arrives with', () => {
  /** What the page's #root holds before any script has run. */
  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? null;

  test.each([
    ['a parent’s page', '/dashboard/parent'],
    ['a parent’s page with a value in its address', '/dashboard/parent/child/3f1c2b9e-6a4d-4c8e-9b1a-2d7e5f0a8c31'],
    ['a family member’s page', '/dashboard/family-member'],
    ['a page for parents and family members both', '/parent/settings'],
  ])('%s: the loading screen of its guard, kept out of search engines, which the app takes over', async (_n, url) => {
    const { response, scripts } = await page(url);
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('role="status"');
    expect(root).toContain('<h1 class="text-lg font-semibold">Checking you&#x27;re signed in...</h1>');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(scripts).toHaveLength(1);
  });

  test.each([
    ['the child’s area, whose first screen depends on the device', '/child'],
    ['an unknown address', '/this-does-not-exist'],
  ])('%s: the app’s empty page', async (_name, url) => {
    const { response } = await page(url);
    expect(rootOf(response.body)).toBe('');
  });
});

describe('pages that do not carry the signed-in scripts', () => {
  test.each([
    ['the home page, prerendered', '/'],
    ['the sign-in page, whose first screen is drawn before the app runs', '/auth'],
    ['the sign-in page as the app, with a code from an e-mail link', '/auth?code=a-code'],
  ])('%s', async (_name, url) => {
    const { response, preloads } = await page(url);
    expect(response.statusCode).toBe(200);
    expect(preloads).not.toContain(scriptOf(DASHBOARD_PAGE_SOURCE));
    expect(preloads).not.toContain(scriptOf(PARENT_GUARD_SOURCE));
  });

  test('an unknown address gets the app’s not-found page and only the app’s own scripts', async () => {
    const unknown = await page('/this-does-not-exist');
    const shell = readFileSync(path.join(config.webDistDir, 'index.html'), 'utf8');
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.preloads).toEqual(
      [...shell.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((link) => link[1]),
    );
  });
});

describe('the app’s configuration', () => {
  /** The configuration a page carries, decoded as the browser reads the attribute. */
  function configIn(html: string): unknown {
    const content = /<meta name="tedi-client-config" content="([^"]*)">/.exec(html)?.[1];
    if (content === undefined) return undefined;
    const decoded = content.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<');
    return JSON.parse(decoded.replaceAll('&gt;', '>').replaceAll('&amp;', '&')) as unknown;
  }

  test.each([
    ['a signed-in page', '/dashboard/parent'],
    ['the child’s area', '/child'],
    ['the sign-in page, drawn before the app runs', '/auth'],
    ['the sign-in page as the app', '/auth?code=a-code'],
    ['an unknown address', '/this-does-not-exist'],
  ])('is written into %s, as the configuration route answers it', async (_name, url) => {
    const answered = (await app.inject('/api/v1/client-config')).json<{ publishableKey: string }>();
    expect(answered.publishableKey).toMatch(/^sb_publishable_/);
    const { response } = await page(url);
    expect(configIn(response.body)).toEqual(answered);
  });

  test('is not written into a prerendered public page, which never starts signing in', async () => {
    const { response } = await page('/');
    expect(configIn(response.body)).toBeUndefined();
  });
});
