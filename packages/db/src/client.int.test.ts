import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseLockedError, DatabaseOpenError, inspectDataDir, lockFileOf, openDatabase } from './client.ts';
import { families } from './schema/families.ts';
import { createTestDatabase } from './testing.ts';

const folders: string[] = [];
function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'tedi-db-'));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the embedded database on disk', () => {
  it('creates a new database in a missing folder and keeps the data across a restart', async () => {
    const dataDir = path.join(tempFolder(), 'pg');
    expect(inspectDataDir(dataDir)).toBe('new');

    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await first.db.insert(families).values({ name: 'The Okafor family' });
    await first.close();

    expect(inspectDataDir(dataDir)).toBe('existing');
    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.migrate();
    const rows = await second.db.select({ name: families.name }).from(families);
    expect(rows).toEqual([{ name: 'The Okafor family' }]);
    await second.close();
  }, 60_000);

  it('is opened by one process at a time: a second open is refused until the first is closed', async () => {
    const dataDir = path.join(tempFolder(), 'pg');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await first.db.insert(families).values({ name: 'The Novak family' });

    const refusal = await openDatabase({ kind: 'pglite', dataDir }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DatabaseLockedError);
    expect((refusal as DatabaseLockedError).holderPid).toBe(process.pid);
    expect((refusal as Error).message).toMatch(/Tedi is already running on the database in .*stop that one first/);
    // The lock lives beside the folder, which keeps only the database's own files.
    expect(existsSync(lockFileOf(dataDir))).toBe(true);
    expect(readdirSync(dataDir)).not.toContain(path.basename(lockFileOf(dataDir)));

    await first.close();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
    const second = await openDatabase({ kind: 'pglite', dataDir });
    expect(await second.db.select({ name: families.name }).from(families)).toEqual([{ name: 'The Novak family' }]);
    await second.close();
  }, 60_000);

  it('refuses a folder that holds something other than a database, and leaves it as it was', async () => {
    const dataDir = tempFolder();
    writeFileSync(path.join(dataDir, 'notes.txt'), 'precious');
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DatabaseOpenError);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      /PG_VERSION is missing.*Nothing has been changed/,
    );
    expect(readdirSync(dataDir)).toEqual(['notes.txt']);
    expect(readFileSync(path.join(dataDir, 'notes.txt'), 'utf8')).toBe('precious');
    expect(existsSync(lockFileOf(dataDir)), 'a refused folder is not left locked').toBe(false);
  });

  it('reports a damaged database rather than starting afresh over it', async () => {
    const dataDir = tempFolder();
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    mkdirSync(path.join(dataDir, 'base'));
    writeFileSync(path.join(dataDir, 'base', 'damaged'), 'not a relation');
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      /could not be opened.*Nothing has been changed/s,
    );
    expect(readFileSync(path.join(dataDir, 'base', 'damaged'), 'utf8')).toBe('not a relation');
  }, 60_000);

  it('refuses a path that is a file', () => {
    const file = path.join(tempFolder(), 'pg');
    writeFileSync(file, '');
    expect(() => inspectDataDir(file)).toThrow(/is a file, not a folder/);
    expect(existsSync(file)).toBe(true);
  });
});

describe('migrations', () => {
  it('can run again without changing anything', async () => {
    const handle = await createTestDatabase();
    await handle.migrate();
    await handle.db.insert(families).values({ name: 'The Patel family' });
    await handle.migrate();
    expect(await handle.db.select({ name: families.name }).from(families)).toEqual([{ name: 'The Patel family' }]);
    await handle.close();
  }, 60_000);
});

describe('PostgreSQL', () => {
  it('gives a clear message when the server cannot be reached', async () => {
    await expect(openDatabase({ kind: 'postgres', url: 'postgres://tedi@127.0.0.1:1/tedi' })).rejects.toThrow(
      /Could not connect to PostgreSQL: .*Check DATABASE_URL\./,
    );
  });
});
