import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { DatabaseOpenError } from './errors.ts';
import { readNewDatabase } from './new-database.ts';
import { MIGRATIONS_DIR } from './paths.ts';
import { withPreparedStatements } from './pglite-statements.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseOptions =
  /** PostgreSQL server at this URL. */
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /**
   * Embedded PostgreSQL (PGlite) keeping its files in this folder. A new one starts from the new database made at
   * install (new-database.ts), kept in `newDatabases` (the build's folder unless a test gives its own).
   */
  | { kind: 'pglite'; dataDir: string; newDatabases?: string }
  /**
   * Embedded PostgreSQL in memory: tests only; nothing survives. It starts from `from`, a dump made by
   * `migratedMemoryDump`, when given (much quicker than making an empty database).
   */
  | { kind: 'pglite-memory'; from?: Blob };

/**
 * LISTEN/NOTIFY on the handle's own database: PostgreSQL's, across every instance connected to it, or the embedded
 * database's within its one process. Either way messages raised inside the database (by a trigger) arrive too.
 */
export interface DatabasePubSub {
  /**
   * Calls `onMessage` for every notification on `channel`; `onListening` runs each time the listening connection
   * is (re)established, so a caller can catch up on what it may have missed while disconnected.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListening: () => void,
  ): Promise<{ unlisten(): Promise<void> }>;
  notify(channel: string, payload: string): Promise<void>;
}

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseOptions['kind'];
  /** Messages through the database; the embedded one delivers them within its process. */
  readonly pubsub?: DatabasePubSub;
  /** Applies every migration not applied yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export { DatabaseLockedError, DatabaseOpenError } from './errors.ts';
export { lockFileOf } from './data-dir-lock.ts';

export { MIGRATIONS_DIR };

/**
 * Checks the embedded database folder before PGlite touches it, so that a damaged folder is reported rather than
 * silently initialised afresh over what is left of someone's data. A missing or empty folder is a new database.
 */
export function inspectDataDir(dataDir: string): 'new' | 'existing' {
  if (!existsSync(dataDir)) return 'new';
  if (!statSync(dataDir).isDirectory()) {
    throw new DatabaseOpenError(`The database path ${dataDir} is a file, not a folder. Move it aside or set DATA_DIR.`);
  }
  const entries = readdirSync(dataDir);
  if (entries.length === 0) return 'new';
  if (!entries.includes('PG_VERSION')) {
    throw new DatabaseOpenError(
      `The folder ${dataDir} is not empty but holds no database (PG_VERSION is missing). ` +
        'Nothing has been changed. Restore the folder from a backup, or move it aside to start with a new database.',
    );
  }
  return 'existing';
}

/**
 * Opens the database: every entry point (the server, `npm run dev`, each command) comes through here. An embedded
 * database folder is locked first, so a second process is refused (DatabaseLockedError) rather than losing writes.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.maxConnections ?? 10);
  if (options.kind === 'pglite') return openPglite({ dataDir: options.dataDir, newDatabases: options.newDatabases });
  return openPglite({ from: options.from });
}

/*
 * Each engine's driver is loaded when a database of that kind is opened, not with this module: a server on
 * PostgreSQL then never loads the embedded database's code, nor the embedded one PostgreSQL's client.
 */

async function openPostgres(url: string, maxConnections: number): Promise<DatabaseHandle> {
  const [{ default: postgres }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
    import('drizzle-orm/postgres-js/migrator'),
  ]);
  const client = postgres(url, { max: maxConnections, onnotice: () => {}, connect_timeout: 10 });
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    pubsub: {
      listen: async (channel, onMessage, onListening) => {
        const subscription = await client.listen(channel, onMessage, onListening);
        return { unlisten: () => subscription.unlisten() };
      },
      notify: async (channel, payload) => {
        await client.notify(channel, payload);
      },
    },
    migrate: () => migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.end({ timeout: 5 }),
  };
  try {
    await handle.ping();
  } catch (error) {
    await client.end({ timeout: 1 }).catch(() => {});
    throw new DatabaseOpenError(`Could not connect to PostgreSQL: ${describe(error)}. Check DATABASE_URL.`, {
      cause: error,
    });
  }
  return handle;
}

async function openPglite({
  dataDir,
  newDatabases,
  from,
}: {
  dataDir?: string;
  newDatabases?: string;
  from?: Blob | undefined;
}): Promise<DatabaseHandle> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const lock = dataDir === undefined ? undefined : await lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = dataDir === undefined ? await startPgliteInMemory(from) : await startPgliteOnDisk(dataDir, newDatabases);
  } catch (error) {
    lock?.release();
    throw error;
  }
  // Drizzle's driver uses the client's query and transaction alone, which this client answers as PGlite would.
  const pglite = drizzlePglite(withPreparedStatements(client) as PGlite, { schema });
  const db = pglite as unknown as Database;
  return {
    db,
    kind: dataDir === undefined ? 'pglite-memory' : 'pglite',
    pubsub: {
      // One process, one connection: listening starts once and is never lost.
      listen: async (channel, onMessage, onListening) => {
        const unlisten = await client.listen(channel, onMessage);
        onListening();
        // The server may close the database before its listeners stop; a closed database listens to nothing.
        return { unlisten: async () => (client.closed ? undefined : unlisten()) };
      },
      notify: async (channel, payload) => {
        await client.query('select pg_notify($1, $2)', [channel, payload]);
      },
    },
    migrate: () => migratePglite(pglite, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => closePglite(client, lock),
  };
}

async function startPgliteInMemory(from: Blob | undefined): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  return await opened(() => PGlite.create(from ? { loadDataDir: from } : {}), 'memory');
}

/** A folder holding no database yet starts from the new database made at install, when there is one. */
async function startPgliteOnDisk(dataDir: string, newDatabases: string | undefined): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const folder = path.resolve(dataDir);
  if (inspectDataDir(folder) === 'new') {
    mkdirSync(folder, { recursive: true });
    const newDatabase = await readNewDatabase(
      newDatabases === undefined ? undefined : { folder: newDatabases, compression: 'gzip' },
    );
    if (newDatabase) {
      try {
        return await PGlite.create({ dataDir: folder, loadDataDir: newDatabase });
      } catch {
        // The folder was empty: what loading left in it goes (the folder itself stays, as it may be a mount point
        // or have its own permissions), and the database is made from nothing instead.
        for (const entry of readdirSync(folder)) rmSync(path.join(folder, entry), { recursive: true, force: true });
      }
    }
  }
  return await opened(() => PGlite.create({ dataDir: folder }), dataDir);
}

async function opened(open: () => Promise<PGlite>, where: string): Promise<PGlite> {
  try {
    return await open();
  } catch (error) {
    throw new DatabaseOpenError(
      `The database in ${where} could not be opened: ${describe(error)}. ` +
        'Nothing has been changed. Restore the folder from a backup, or move it aside to start with a new database.',
      { cause: error },
    );
  }
}

/** The lock goes only once the files are closed, however closing ends. */
async function closePglite(client: PGlite, lock: DataDirLock | undefined): Promise<void> {
  try {
    if (!client.closed) await client.close();
  } finally {
    lock?.release();
  }
}

/** The innermost cause says what actually went wrong (e.g. "connect ECONNREFUSED"), not "Failed query". */
function describe(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (current instanceof AggregateError && current.errors[0] instanceof Error) current = current.errors[0];
  return current instanceof Error ? current.message || current.constructor.name : String(current);
}
