import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { DatabaseHandle } from '@tedi/db';
import { createTestDatabase } from '@tedi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { App } from './app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';
import { testConfig } from './config.ts';

/** A script the size of a real chunk, with the repetition real code has. */
const SCRIPT = Array.from(
  { length: 400 },
  (_, index) => `export function step${index}(child) { return child.name + ' step ${index}'; }`,
).join('\n');
/** Bytes that do not compress, as a video's are. */
const VIDEO = Buffer.from(Array.from({ length: 8192 }, (_, index) => (index * 7919) % 251));
/** The app's shell, long enough to be worth compressing, as the real one is. */
const INDEX_HTML = `<!doctype html><html lang="en-GB"><head><title>Tedi</title></head><body><div id="root"></div>${'<!-- the app -->'.repeat(200)}</body></html>`;

const COMPRESS_STEP = fileURLToPath(new URL('../../../web/scripts/compress-assets.ts', import.meta.url));

let webDistDir: string;
let database: DatabaseHandle;
let app: App;

beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'tedi-web-'));
  mkdirSync(path.join(webDistDir, 'assets'));
  mkdirSync(path.join(webDistDir, 'videos'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDistDir, 'assets', 'app-3f9a.js'), SCRIPT);
  writeFileSync(path.join(webDistDir, 'videos', 'welcome.mp4'), VIDEO);
  // The build's own step writes the compressed copies.
  const step = spawnSync(process.execPath, [COMPRESS_STEP, webDistDir], { encoding: 'utf8' });
  if (step.status !== 0) throw new Error(`The build's compression step failed: ${step.stderr}`);
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ webDistDir }), database });
  app.get('/api/v1/compression-probe/list', async () => ({
    items: Array.from({ length: 100 }, (_, index) => ({ id: index, title: `An entry of the list, number ${index}` })),
  }));
  app.get('/api/v1/compression-probe/events', async (_request, reply) =>
    reply.type('text/event-stream').send('data: ready\n\n'.repeat(200)),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('files of the web app', () => {
  it('sends a script as its Brotli copy to a browser that accepts Brotli', async () => {
    const response = await app.inject({ url: '/assets/app-3f9a.js', headers: BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await app.inject({ url: '/assets/app-3f9a.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no compression, with its own ETag', async () => {
    const plain = await app.inject({ url: '/assets/app-3f9a.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));

    const brotli = await app.inject({ url: '/assets/app-3f9a.js', headers: BROWSER });
    expect(brotli.headers.etag).toBeDefined();
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    // A cached copy is confirmed for the encoding it was sent in.
    const revalidated = await app.inject({
      url: '/assets/app-3f9a.js',
      headers: { ...BROWSER, 'if-none-match': String(brotli.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('keeps the compressed copies out of the addresses it answers', async () => {
    const response = await app.inject({ url: '/assets/app-3f9a.js.br', headers: BROWSER });
    expect(response.statusCode).toBe(404);
  });

  it('answers a byte range of a video with those bytes, uncompressed', async () => {
    const response = await app.inject({
      url: '/videos/welcome.mp4',
      headers: { ...BROWSER, range: 'bytes=100-1099' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-range']).toBe(`bytes 100-1099/${VIDEO.length}`);
    expect(response.rawPayload.equals(VIDEO.subarray(100, 1100))).toBe(true);
  });
});

describe('answers the server builds', () => {
  it('compresses JSON above the threshold with Brotli', async () => {
    const response = await app.inject({ url: '/api/v1/compression-probe/list', headers: BROWSER });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const json = JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as { items: unknown[] };
    expect(json.items).toHaveLength(100);
  });

  it('sends JSON uncompressed to a client that does not ask for compression', async () => {
    const response = await app.inject({ url: '/api/v1/compression-probe/list' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json<{ items: unknown[] }>().items).toHaveLength(100);
  });

  it('leaves a small answer as it is', async () => {
    const response = await app.inject({ url: '/healthz', headers: BROWSER });
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('compresses the app page with gzip for a client that accepts only gzip, keeping its security headers', async () => {
    const response = await app.inject({ url: '/dashboard/parent', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('<div id="root">');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('never compresses a stream of events, which must arrive as it is sent', async () => {
    const response = await app.inject({ url: '/api/v1/compression-probe/events', headers: BROWSER });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.startsWith('data: ready')).toBe(true);
  });
});

describe('the build', () => {
  it('writes a Brotli and a gzip copy of each script that decompress to it', () => {
    const file = path.join(webDistDir, 'assets', 'app-3f9a.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT);
  });
});
