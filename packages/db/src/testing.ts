import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from './client.ts';

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
    const handle = await openDatabase({ kind: 'pglite-memory' });
    await handle.migrate();
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
