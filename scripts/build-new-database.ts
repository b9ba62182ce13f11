import { writeNewDatabase } from '@tedi/db';

/**
 * `npm run build`: makes the new embedded database a first start loads (packages/db/src/new-database.ts), migrated,
 * with nothing in it, whether or not it is there; `npm start` makes it only when it is missing (ensure-build.ts).
 * About 5 s; it saves a first start about 3 s.
 */
await writeNewDatabase();
