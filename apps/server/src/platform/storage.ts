import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from './config.ts';
import type { StorageDriver } from './storage-driver.ts';

// Modules name the driver type through this module, beside the functions that make drivers.

/** Two hex characters of fan-out, then 32 random bytes in hex: nothing a user typed, nothing guessable. */
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{64}$/;

/** A new random storage key. */
export function newStorageKey(): string {
  const name = randomBytes(32).toString('hex');
  return `${name.slice(0, 2)}/${name}`;
}

function checkedKey(key: string): string {
  // Only keys this module made are accepted, so no key can climb out of the storage folder.
  if (!KEY_PATTERN.test(key)) throw new Error('not a storage key made by this server');
  return key;
}

/** Keeps files under one folder on the local disk (by default DATA_DIR/files). */
export function createLocalDiskStorage(root: string): StorageDriver {
  const pathOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed into place, so a reader never sees half a file.
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, bytes, { flag: 'wx', mode: 0o600 });
      await rename(partial, target);
    },
    async get(key) {
      return readFile(pathOf(key));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The driver the configuration names; the S3 client is loaded only when it is used. */
export async function createStorageDriver(config: StorageConfig): Promise<StorageDriver> {
  if (config.kind === 'local') return createLocalDiskStorage(config.dir);
  const { createS3Storage } = await import('./storage-s3.ts');
  return createS3Storage(config);
}

/** Keeps files in memory, for tests that need a driver but not a disk. */
export function createMemoryStorage(): StorageDriver & { readonly keys: () => string[] } {
  const blobs = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      blobs.set(checkedKey(key), Buffer.from(bytes));
    },
    async get(key) {
      const bytes = blobs.get(checkedKey(key));
      if (!bytes) throw new Error('no file under this key');
      return bytes;
    },
    async delete(key) {
      blobs.delete(checkedKey(key));
    },
    keys: () => [...blobs.keys()],
  };
}

/**
 * Characters no name needs and some abuse: controls (C0 and C1), format characters such as the right-to-left
 * override that shows "photo\u202Egnp.exe" as "photoexe.png", zero-width characters, line separators, and halves
 * of characters that cannot be encoded.
 */
const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/**
 * A file name safe to show in a download's Content-Disposition: the last part of whatever path was given, without
 * control, bidirectional or invisible characters, quotes or separators, and not empty.
 */
export function sanitisedFileName(name: string | undefined, fallback: string): string {
  const lastPart = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = lastPart
    .normalize('NFC')
    .replace(CONTROL_OR_INVISIBLE, '')
    .replace(/["<>:|?*]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
  return cleaned === '' ? fallback : cleaned;
}

/**
 * `attachment` or `inline` with the name in both the plain and the UTF-8 form (RFC 6266). Control, bidirectional
 * and invisible characters are dropped here too, whatever a name stored before they were refused may hold.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const name = fileName.replace(CONTROL_OR_INVISIBLE, '').trim() || 'file';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
