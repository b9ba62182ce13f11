import { newDatabaseFile, writeNewDatabase } from '@tedi/db';
import { existsSync } from 'node:fs';

/**
 * Makes the new embedded database a first start loads (packages/db/src/new-database.ts): migrated, with nothing in
 * it. About 5 s once per install, and again when a migration is added; it saves a first `npm start` about 3 s.
 */
export async function buildNewDatabase(): Promise<void> {
  await writeNewDatabase();
}

/** Whether the new database for the current migrations (and PGlite) is missing. */
export async function newDatabaseIsMissing(): Promise<boolean> {
  return !existsSync(await newDatabaseFile());
}

// `npm run build` makes it whether or not it is there; `npm start` only when it is missing (ensure-build.ts).
if (import.meta.main) await buildNewDatabase();
