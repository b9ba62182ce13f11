import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { type KeptDumps, readNewDatabase, writeNewDatabase } from './new-database.ts';

export interface TestDatabase extends DatabaseHandle {
  /** The PostgreSQL URL of this database, so a test can open a second connection as another instance would; null for PGlite. */
  readonly url: string | null;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or, when DATABASE_URL is set
 * (CI sets it), a new database created on that PostgreSQL server and dropped again on close.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite-memory', from: await migratedDump() });
    return { ...handle, url: null };
  }
  const name = `tedi_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.href, maxConnections: 4 });
  await handle.migrate();
  return {
    ...handle,
    url: url.href,
    close: async () => {
      await handle.close();
      const dropper = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The tests' dumps, uncompressed: each test file loads one, and inflating it each time would cost more than disk. */
const TEST_DUMPS: KeptDumps = { folder: path.join(tmpdir(), 'tedi-test-databases'), compression: 'none' };
let dumpInThisProcess: Promise<Blob> | undefined;

/**
 * A migrated in-memory database as a dump, made once for every test process of a run: kept in the system's
 * temporary folder under a name that changes with the migrations, so a new migration makes a new one. Making an
 * empty database and migrating it takes seconds; starting from the dump, a fraction of that.
 */
function migratedDump(): Promise<Blob> {
  dumpInThisProcess ??= (async () => (await readNewDatabase(TEST_DUMPS)) ?? (await writeNewDatabase(TEST_DUMPS)))();
  return dumpInThisProcess;
}
