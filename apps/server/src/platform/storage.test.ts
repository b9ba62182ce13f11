import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { createS3Storage } from './storage-s3.ts';
import {
  contentDisposition,
  createLocalDiskStorage,
  createStorageDriver,
  newStorageKey,
  sanitisedFileName,
} from './storage.ts';
import type { StorageDriver } from './storage-driver.ts';

/** What every driver must do, whatever keeps the bytes. */
function behavesAsStorage(name: string, driver: () => StorageDriver) {
  describe(`${name} storage`, () => {
    test('keeps bytes under a key, returns them, and forgets them on delete', async () => {
      const storage = driver();
      const key = newStorageKey();
      const bytes = Buffer.from('a photo of a train, in bytes');
      await storage.put(key, bytes);
      expect(Buffer.compare(await storage.get(key), bytes)).toBe(0);
      await storage.delete(key);
      await expect(storage.get(key)).rejects.toThrow();
      await storage.delete(key);
    });
  });
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tedi-storage-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

behavesAsStorage('local-disk', () => createLocalDiskStorage(root));

describe('local-disk storage', () => {
  test('refuses any key it did not make, so nothing is read or written outside its folder', async () => {
    const storage = createLocalDiskStorage(path.join(root, 'inner'));
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow('not a storage key');
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('not a storage key');
    expect(await readdir(root)).not.toContain('escape');
  });

  test('makes random keys that never repeat', () => {
    const keys = new Set(Array.from({ length: 100 }, newStorageKey));
    expect(keys.size).toBe(100);
  });
});

/** Just enough of S3's object API (path style) to check the driver speaks it. */
let fakeS3: Server;
let fakeS3Url: string;
const fakeObjects = new Map<string, Buffer>();
const fakeRequests: { method: string; path: string; signed: boolean }[] = [];

beforeAll(async () => {
  fakeS3 = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const objectPath = decodeURIComponent(new URL(request.url!, 'http://s3').pathname);
      fakeRequests.push({
        method: request.method!,
        path: objectPath,
        signed: String(request.headers.authorization).startsWith('AWS4-HMAC-SHA256'),
      });
      if (request.method === 'PUT') {
        fakeObjects.set(objectPath, Buffer.concat(chunks));
        response.writeHead(200, { ETag: '"1"' }).end();
      } else if (request.method === 'GET') {
        const object = fakeObjects.get(objectPath);
        if (object) response.writeHead(200, { 'Content-Length': object.length }).end(object);
        else
          response
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code><Message>not here</Message></Error>');
      } else if (request.method === 'DELETE') {
        fakeObjects.delete(objectPath);
        response.writeHead(204).end();
      } else response.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => fakeS3.listen(0, '127.0.0.1', resolve));
  const address = fakeS3.address();
  fakeS3Url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => fakeS3.close(resolve));
});

const s3Options = () => ({
  bucket: 'tedi-files',
  region: 'eu-west-2',
  endpoint: fakeS3Url,
  accessKeyId: 'test-access-key',
  secretAccessKey: 'test-secret-key',
  forcePathStyle: true,
});

behavesAsStorage('S3', () => createS3Storage(s3Options()));

describe('S3 storage', () => {
  test('signs its requests and keeps objects in the bucket under the key', async () => {
    const storage = createS3Storage(s3Options());
    const key = newStorageKey();
    await storage.put(key, Buffer.from('bytes'));
    expect(fakeObjects.has(`/tedi-files/${key}`)).toBe(true);
    expect(fakeRequests.every((request) => request.signed)).toBe(true);
  });

  test('is the driver the configuration names when STORAGE_DRIVER is s3', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'tedi-files',
      S3_ENDPOINT: fakeS3Url,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test-access-key',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
    });
    expect(config.storage).toMatchObject({ kind: 's3', bucket: 'tedi-files', region: 'us-east-1' });
    const storage = await createStorageDriver(config.storage);
    const key = newStorageKey();
    await storage.put(key, Buffer.from('configured'));
    expect(fakeObjects.get(`/tedi-files/${key}`)?.toString()).toBe('configured');
  });
});

describe('storage configuration', () => {
  test('is the local disk under DATA_DIR/files by default', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/srv/tedi' });
    expect(config.storage).toEqual({ kind: 'local', dir: '/srv/tedi/files' });
  });

  test('refuses S3 without a bucket, saying what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STORAGE_DRIVER: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET must be set/);
  });
});

describe('file names shown in downloads', () => {
  test.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\sam\\Pictures\\ollie.jpg', 'ollie.jpg'],
    ['.hidden', 'hidden'],
    ['na"me\u0000<>.png', 'name.png'],
    ['', 'photo'],
    ['../', 'photo'],
    // A right-to-left override would show "invoice\u202Egpj.exe" as "invoiceexe.jpg".
    ['invoice\u202Egpj.exe', 'invoicegpj.exe'],
    ['a\u200Bb\u2066c\u2069\u200E\u061C.png', 'abc.png'],
    ['line\u2028break\u0085\u009B.png', 'linebreak.png'],
    ['\u202E', 'photo'],
  ])('%j becomes %j', (given, expected) => {
    expect(sanitisedFileName(given, 'photo')).toBe(expected);
  });

  test('never carry a control or bidirectional character into the header, even from a name stored before', () => {
    expect(contentDisposition('attachment', 'report\u202Efdp.exe')).toBe(
      `attachment; filename="reportfdp.exe"; filename*=UTF-8''reportfdp.exe`,
    );
    expect(contentDisposition('inline', '\u202E\u0007')).toBe(`inline; filename="file"; filename*=UTF-8''file`);
    expect(contentDisposition('inline', 'half \uD800.png')).toBe(
      `inline; filename="half .png"; filename*=UTF-8''half%20.png`,
    );
  });

  test('keep non-ASCII names readable without breaking the header', () => {
    expect(contentDisposition('inline', 'Zoë "best".png')).toBe(
      `inline; filename="Zo_ _best_.png"; filename*=UTF-8''Zo%C3%AB%20%22best%22.png`,
    );
  });
});
