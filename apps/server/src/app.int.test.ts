import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type DatabaseHandle, schema, sql } from '@tedi/db';
import { createTestDatabase } from '@tedi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.ts';
import type { App } from './platform/app.ts';
import { loadConfig, testConfig, trustNearestProxy } from './platform/config.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en-GB"><head><title>Tedi</title></head><body><div id="root"></div></body></html>';

const PRERENDERED_HOME =
  '<!doctype html><html lang="en-GB"><head><title>Tedi</title></head><body><div id="root"><h1>One safe place</h1></div></body></html>';

const SIGN_IN_FIRST_SCREEN =
  '<!doctype html><html lang="en-GB"><head><title>Tedi</title><script type="module" src="/assets/entry-3f9a.js"></script></head><body><div id="root"><h1>Sign in to Tedi</h1><form method="dialog"></form></div></body></html>';

let webDistDir: string;
let database: DatabaseHandle;
let app: App;
const logLines: string[] = [];
const PROBE_FAMILY_ID = '5b0f2c1e-8d3a-4e7b-9c61-2a4f8e0d7b13';

beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'tedi-web-'));
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDistDir, 'assets', 'entry-3f9a.js'), 'console.log(1)');
  writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(webDistDir, 'pages'));
  writeFileSync(path.join(webDistDir, 'pages', 'index.html'), PRERENDERED_HOME);
  mkdirSync(path.join(webDistDir, 'pages', 'auth'));
  writeFileSync(path.join(webDistDir, 'pages', 'auth', 'index.html'), SIGN_IN_FIRST_SCREEN);
  database = await createTestDatabase();
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({ config: testConfig({ webDistDir, logLevel: 'info' }), database, logDestination });
  // Routes that exercise the platform's handling of bodies and failures, as every module's routes will.
  app.post(
    '/api/v1/platform-probe',
    { schema: { body: z.object({ name: z.string().min(1, 'Enter a name'), age: z.number().int() }) } },
    async (request) => ({ greeting: `Hello ${request.body.name}` }),
  );
  app.get('/api/v1/platform-probe/failure', async () => {
    throw new Error('connection to 10.0.0.7 refused: password authentication failed for user tedi');
  });
  // Queries that fail with personal details in their parameters, as a module's query could.
  app.get('/api/v1/platform-probe/duplicate-family', async () => {
    const row = { id: PROBE_FAMILY_ID, name: 'The Quintrell family, autism and epilepsy' };
    await database.db.insert(schema.families).values(row).onConflictDoNothing();
    await database.db.insert(schema.families).values(row);
  });
  app.get('/api/v1/platform-probe/bad-value', async () => {
    await database.db.execute(sql`select ${'amelia.quintrell@example.org'}::uuid, ${'born 2019-03-14'}::text`);
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('GET /healthz', () => {
  it('reports the database as reachable', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('pages of the web app', () => {
  it('answers a public page with its prerendered HTML, indexable', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(PRERENDERED_HOME);
  });

  /** A page that runs the app carries its configuration; what is left once it is taken out is the built page. */
  async function appPage(url: string): Promise<{ status: number; page: string }> {
    const response = await app.inject(url);
    const { publishableKey } = (await app.inject('/api/v1/client-config')).json<{ publishableKey: string }>();
    const configuration = `  <meta name="tedi-client-config" content="{&quot;authUrl&quot;:&quot;/auth/v1&quot;,&quot;publishableKey&quot;:&quot;${publishableKey}&quot;}">\n  `;
    expect(response.body, url).toContain(configuration);
    return { status: response.statusCode, page: response.body.replace(configuration, '') };
  }

  it('answers the sign-in page with its first screen already in the app, also when it carries where to go next', async () => {
    for (const url of ['/auth', '/auth?redirect=%2Fparent%2Fsettings']) {
      const { status, page } = await appPage(url);
      expect(status, url).toBe(200);
      expect(page, url).toBe(SIGN_IN_FIRST_SCREEN);
    }
  });

  it('answers a sign-in address carrying more than where to go with the app, which shows all of it at once', async () => {
    for (const url of [
      '/auth?reason=inactive',
      '/auth?code=4f2a&redirect=%2Fparent',
      '/auth?email=sam%40example.org',
    ]) {
      const { status, page } = await appPage(url);
      expect(status, url).toBe(200);
      expect(page, url).toBe(INDEX_HTML);
    }
  });

  it('answers a sign-in page whose first screen was not built with the app', async () => {
    for (const url of ['/register', '/child/login']) {
      const { status, page } = await appPage(url);
      expect(status, url).toBe(200);
      expect(page, url).toBe(INDEX_HTML);
    }
  });

  it('never serves the prerendered files as files', async () => {
    expect((await app.inject('/pages/index.html')).statusCode).toBe(404);
  });

  it('answers every route of the specification with 200, keeping unbuilt and signed-in ones out of search engines', async () => {
    for (const url of [
      '/parent/ehcp',
      '/dashboard/parent',
      '/dashboard/parent/child/3c1e',
      '/child',
      '/parent/ehcp/',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('answers an unknown path with 404 and the app, which shows the not-found page', async () => {
    const response = await app.inject('/this-does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('noindex');
  });

  it('redirects the co-parenting paths to the dashboard module', async () => {
    for (const url of ['/parent/coparenting', '/dashboard/parent/coparenting']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/dashboard/parent?module=coparenting');
    }
  });

  it('serves hashed assets for a year and other files for an hour', async () => {
    const asset = await app.inject('/assets/entry-3f9a.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file with a plain 404, never the app', async () => {
    for (const url of ['/assets/gone-1234.js', '/index.html', '/humans.txt']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('service paths', () => {
  it('answers unknown API paths with JSON 404 in the one error shape', async () => {
    const response = await app.inject('/api/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'There is nothing at GET /api/v1/nothing-here.' });
    for (const url of ['/auth/v1/nothing', '/storage/v1/nothing-here', '/functions/v1/nope', '/api']) {
      const other = await app.inject(url);
      expect(other.statusCode, url).toBe(404);
      expect(other.headers['content-type'], url).toContain('application/json');
    }
  });

  it('answers a write to a page path with JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/dashboard/parent', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('bad input', () => {
  it('accepts a good body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/platform-probe',
      payload: { name: 'Mia', age: 7 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ greeting: 'Hello Mia' });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/platform-probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Mia", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: 'The request body is not valid JSON.' });
  });

  it('names the field that is wrong', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/platform-probe', payload: { name: '', age: 7 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Please check name: Enter a name.',
      details: [{ field: 'name', message: 'Enter a name' }],
    });
    const missing = await app.inject({ method: 'POST', url: '/api/v1/platform-probe', payload: { name: 'Mia' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ field: 'age', message: expect.any(String) }]);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/platform-probe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), age: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'payload_too_large', message: 'The request is too large.' });
  });

  it('refuses a content type it does not read with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/platform-probe',
      headers: { 'content-type': 'application/x-tedi' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
  });

  it('hides the details of an internal failure from the caller', async () => {
    const response = await app.inject('/api/v1/platform-probe/failure');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('10.0.0.7');
  });
});

describe('security headers', () => {
  it('sends a strict content security policy and the other headers on pages and API answers alike', async () => {
    for (const url of ['/', '/healthz', '/api/v1/nothing-here']) {
      const { headers } = await app.inject(url);
      const csp = String(headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("style-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("base-uri 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain('unsafe-inline');
      expect(headers['referrer-policy'], url).toBe('same-origin');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['permissions-policy'], url).toBe(
        'camera=(self), microphone=(self), geolocation=(self), payment=(), usb=()',
      );
      expect(headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('sends HSTS when the app is served over HTTPS', async () => {
    const secureApp = await buildApp({
      config: testConfig({ webDistDir, publicUrl: new URL('https://tedi.example.org') }),
      database,
    });
    const { headers } = await secureApp.inject('/');
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    await secureApp.close();
  });
});

describe('logs', () => {
  it('never hold credentials, tokens or cookies', async () => {
    await app.inject({
      url: '/healthz?token=tok-5f1e&type=recovery',
      headers: { authorization: 'Bearer eyJhbGciOi.secret-part', cookie: 'sb=cookie-value-9' },
    });
    await app.inject('/api/v1/platform-probe/failure');
    const logged = logLines.join('\n');
    expect(logged).toContain('/healthz?token=%5Bredacted%5D&type=recovery');
    expect(logged).not.toContain('tok-5f1e');
    expect(logged).not.toContain('secret-part');
    expect(logged).not.toContain('cookie-value-9');
  });
});

describe('logs of a failed query', () => {
  it('say what failed and where, by code and statement, never the values', async () => {
    logLines.length = 0;
    expect((await app.inject('/api/v1/platform-probe/duplicate-family')).statusCode).toBe(500);
    expect((await app.inject('/api/v1/platform-probe/bad-value')).statusCode).toBe(500);
    const logged = logLines.join('\n');
    for (const value of ['Quintrell', 'epilepsy', PROBE_FAMILY_ID, 'amelia', '2019-03-14']) {
      expect(logged, value).not.toContain(value);
    }
    const failures = logLines
      .map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> })
      .filter((line) => line.msg === 'request failed');
    expect(failures).toHaveLength(2);
    const [duplicate, badValue] = failures.map((line) => line.err!);
    expect(duplicate).toMatchObject({
      statement: expect.stringMatching(/^insert into "families" .*values \(\$1, \$2/),
      cause: { code: '23505' },
    });
    // The embedded database names them `constraint` and `table`, the PostgreSQL driver `constraint_name` and
    // `table_name`: either way the log says where it stopped.
    const cause = duplicate!.cause as Record<string, unknown>;
    expect(cause.constraint ?? cause.constraint_name).toBe('families_pkey');
    expect(cause.table ?? cause.table_name).toBe('families');
    expect(JSON.stringify(duplicate)).not.toContain('detail');
    expect(badValue).toMatchObject({ cause: { code: '22P02', message: expect.stringContaining('[value removed]') } });
  });
});

describe('shutdown', () => {
  it('lets a request in flight finish, then stops accepting', async () => {
    const server = await buildApp({ config: testConfig({ webDistDir }), database });
    server.get('/api/v1/platform-probe/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { finished: true };
    });
    await server.listen({ host: '127.0.0.1', port: 0 });
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/platform-probe/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = server.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});

describe('GET /healthz when the database is gone', () => {
  it('answers 503 so a load balancer stops sending traffic', async () => {
    const broken = await createTestDatabase();
    const brokenApp = await buildApp({ config: testConfig({ webDistDir }), database: broken });
    await broken.close();
    const response = await brokenApp.inject('/healthz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    await brokenApp.close();
  });
});

describe('the developer mailbox', () => {
  it('answers only a browser on this computer that talks to the server directly, never through a proxy', async () => {
    const proxied = await buildApp({ config: testConfig({ webDistDir, trustProxy: trustNearestProxy }), database });
    const local = await proxied.inject({ url: '/api/v1/dev/mailbox' });
    expect(local.statusCode).toBe(200);
    for (const url of ['/api/v1/dev/mailbox', '/dev/mailbox']) {
      for (const headers of [
        { 'x-forwarded-for': '203.0.113.9' },
        // A reverse proxy on this same computer connects from 127.0.0.1 and may say the client is local too.
        { 'x-forwarded-for': '127.0.0.1' },
        { forwarded: 'for=127.0.0.1;host=tedi.example.org' },
        { 'x-real-ip': '127.0.0.1' },
        { 'x-forwarded-host': 'tedi.example.org' },
      ]) {
        const forwarded = await proxied.inject({ url, headers });
        expect(forwarded.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(forwarded.json(), url).toMatchObject({ code: 'not_found' });
      }
    }
    const fromNetwork = await proxied.inject({ url: '/dev/mailbox', remoteAddress: '192.168.1.20' });
    expect(fromNetwork.statusCode).toBe(404);
    const rebound = await proxied.inject({ url: '/api/v1/dev/mailbox', headers: { host: 'evil.example:3000' } });
    expect(rebound.statusCode).toBe(404);
    await proxied.close();
  });

  it('is not there unless switched on: a development server on a network address has none', async () => {
    const exposed = await buildApp({
      config: testConfig({ webDistDir, devMailbox: loadConfig({ HOST: '0.0.0.0' }).devMailbox }),
      database,
    });
    const response = await exposed.inject({ url: '/api/v1/dev/mailbox' });
    expect(response.statusCode).toBe(404);
    await exposed.close();
  });
});
