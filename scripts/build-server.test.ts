import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildServer } from './build-server.ts';

const serverFolder = fileURLToPath(new URL('../apps/server/', import.meta.url));
let outDir = '';
let files: { name: string; code: string }[] = [];

describe('the server as npm start runs it', () => {
  beforeAll(async () => {
    // Beside the real build, so the bundle's relative addresses are worked out from the same depth.
    outDir = await mkdtemp(path.join(serverFolder, '.build-test-'));
    await buildServer(outDir);
    const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
    files = await Promise.all(
      entries
        .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
        .map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          return { name: path.relative(outDir, file), code: await readFile(file, 'utf8') };
        }),
    );
  }, 60_000);

  afterAll(() => rm(outDir, { recursive: true, force: true }));

  test('is one entry, with what loads on first use in chunks of its own', () => {
    expect(files.map((file) => file.name)).toContain('main.js');
    expect(files.some((file) => /^chunks[/\\]stripe-payments-/.test(file.name))).toBe(true);
  });

  test('bundles no package that finds its files through __dirname or __filename, which a bundle does not have', () => {
    const offenders = files.flatMap((file) =>
      [...file.code.matchAll(/.{0,80}\b__(?:dirname|filename)\b/g)].map((match) => `${file.name}: ${match[0]}`),
    );
    expect(offenders).toEqual([]);
  });

  test('finds each file read beside a source at the source’s own address', () => {
    const main = files.find((file) => file.name === 'main.js')?.code ?? '';
    const sources = [...main.matchAll(/new URL\("([^"]+\.ts)",import\.meta\.url\)/g)].map((match) =>
      fileURLToPath(new URL(match[1] ?? '', pathToFileURL(path.join(outDir, 'main.js')))),
    );
    expect(sources).toEqual(
      expect.arrayContaining([
        path.join(serverFolder, 'src/platform/config.ts'),
        path.join(serverFolder, 'src/modules/content/seed.ts'),
      ]),
    );
    expect(sources.filter((source) => !existsSync(source))).toEqual([]);
  });

  test('is written in ASCII, so V8 holds its source at one byte a character', () => {
    const nonAscii = files.filter((file) => /[\u0080-\uffff]/.test(file.code)).map((file) => file.name);
    expect(nonAscii).toEqual([]);
  });
});
