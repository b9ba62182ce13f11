import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_DIR } from './paths.ts';
import * as schema from './schema/index.ts';

/**
 * A new embedded database, migrated, made once when Tedi is installed or built: a first start on an empty folder
 * loads it instead of creating a database from nothing, which PGlite does by running PostgreSQL's `initdb` in
 * WebAssembly, about 3 s of a first start's 8 (the migrations then applied another 1 to 1.5 s). It holds the tables
 * and nothing else: no account, no key, nothing of anyone's, so every install may start from the same one.
 *
 * The file's name carries a fingerprint of the migrations and of PGlite's own code: a database made before a
 * migration was added or edited, or by another version of PGlite, is never loaded, and a start makes the database
 * from nothing as before.
 */
export const NEW_DATABASE_DIR = fileURLToPath(new URL('../dist', import.meta.url));
const FILE_PREFIX = 'new-database-';

/** A fingerprint of what makes a migrated database: every migration file, and PGlite's code. */
export async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (folder: string): Promise<void> => {
    for (const entry of (await readdir(folder, { withFileTypes: true })).toSorted((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else hash.update(entry.name).update(await readFile(full));
    }
  };
  await walk(MIGRATIONS_DIR);
  // A dump is PGlite's own format, so its code counts too (a new version of it makes a new dump).
  hash.update(await readFile(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))));
  return hash.digest('hex').slice(0, 16);
}

/**
 * An in-memory database with every migration applied, as a dump: tests start each of their databases from one
 * (`{ kind: 'pglite-memory', from }`), and gzipped it is the new database an install keeps.
 */
export async function migratedMemoryDump(compression: 'none' | 'gzip' = 'none'): Promise<Blob> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create();
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    return await client.dumpDataDir(compression);
  } finally {
    await client.close();
  }
}

/** Where dumps of a new database are kept, and how: the install's, gzipped, or the tests' (testing.ts). */
export interface KeptDumps {
  readonly folder: string;
  readonly compression: 'none' | 'gzip';
}

/** The one an install makes and a first start loads. */
const MADE_AT_INSTALL: KeptDumps = { folder: NEW_DATABASE_DIR, compression: 'gzip' };

/** Where the new database for the current migrations is, or would be, kept. */
export async function newDatabaseFile(kept: KeptDumps = MADE_AT_INSTALL): Promise<string> {
  const suffix = kept.compression === 'gzip' ? '.tar.gz' : '.tar';
  return path.join(kept.folder, `${FILE_PREFIX}${await migrationsFingerprint()}${suffix}`);
}

/** The new database for the current migrations, if one has been made; undefined otherwise. */
export async function readNewDatabase(kept: KeptDumps = MADE_AT_INSTALL): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(await newDatabaseFile(kept))]);
  } catch {
    return undefined;
  }
}

/**
 * Makes the new database for the current migrations and keeps it (the install's gzipped, about 5 MB), removing
 * those of earlier migrations. Returns it.
 */
export async function writeNewDatabase(kept: KeptDumps = MADE_AT_INSTALL): Promise<Blob> {
  const file = await newDatabaseFile(kept);
  const dump = await migratedMemoryDump(kept.compression);
  await mkdir(kept.folder, { recursive: true });
  // Written aside and renamed, so a process reading it at the same moment never sees half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  for (const name of await readdir(kept.folder)) {
    if (name.startsWith(FILE_PREFIX) && name !== path.basename(file)) {
      await rm(path.join(kept.folder, name), { force: true });
    }
  }
  return dump;
}
