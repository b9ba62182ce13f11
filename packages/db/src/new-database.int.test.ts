import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { type KeptDumps, newDatabaseFile, writeNewDatabase } from './new-database.ts';
import { families } from './schema/families.ts';

/** New databases kept as an install keeps them, in a folder of the test's own. */
const gzippedIn = (folder: string): KeptDumps => ({ folder, compression: 'gzip' });

let root: string;
let newDatabases: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'tedi-new-database-'));
  newDatabases = path.join(root, 'made-at-install');
  // One made for migrations that are no longer the current ones: writing the current one removes it.
  mkdirSync(newDatabases);
  writeFileSync(path.join(newDatabases, 'new-database-0000000000000000.tar.gz'), 'of earlier migrations');
  await writeNewDatabase(gzippedIn(newDatabases));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** How many migrations the database has applied, before anyone asks it to migrate; null when it has none. */
async function migrationsApplied(db: Database): Promise<number | null> {
  const firstRow = async <Row>(query: SQL) => ((await db.execute(query)) as { rows: Row[] }).rows[0];
  const table = await firstRow<{ name: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') as name`,
  );
  if (!table?.name) return null;
  const counted = await firstRow<{ applied: number }>(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return counted?.applied ?? 0;
}

describe('the new database made at install', () => {
  it('is kept under the name of the current migrations alone', async () => {
    expect(readdirSync(newDatabases)).toEqual([path.basename(await newDatabaseFile(gzippedIn(newDatabases)))]);
  });

  it('is what a new folder starts from: migrated already, empty, and kept across a restart', async () => {
    const dataDir = path.join(root, 'first-start');
    const first = await openDatabase({ kind: 'pglite', dataDir, newDatabases });
    const applied = await migrationsApplied(first.db);
    expect(applied).toBeGreaterThan(20);
    await first.migrate();
    expect(await migrationsApplied(first.db)).toBe(applied);
    expect(await first.db.select().from(families)).toEqual([]);
    await first.db.insert(families).values({ name: 'The Okafor family' });
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir, newDatabases });
    expect((await again.db.select().from(families)).map((family) => family.name)).toEqual(['The Okafor family']);
    await again.close();
  });

  it('when it cannot be loaded, a new folder gets a database made from nothing instead', async () => {
    const damaged = path.join(root, 'damaged');
    mkdirSync(damaged);
    writeFileSync(await newDatabaseFile(gzippedIn(damaged)), 'not a database');
    const dataDir = path.join(root, 'after-a-damaged-one');
    const database = await openDatabase({ kind: 'pglite', dataDir, newDatabases: damaged });
    expect(await migrationsApplied(database.db)).toBeNull();
    await database.migrate();
    await database.db.insert(families).values({ name: 'The Okafor family' });
    expect(await database.db.select().from(families)).toHaveLength(1);
    await database.close();
  });

  it('without one, a new folder gets a database made from nothing', async () => {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(root, 'nothing-made'),
      newDatabases: path.join(root, 'no-such-folder'),
    });
    expect(await migrationsApplied(database.db)).toBeNull();
    await database.close();
  });
});
