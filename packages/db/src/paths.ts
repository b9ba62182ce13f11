import { fileURLToPath } from 'node:url';

/** The migrations, in drizzle-kit's folder layout (SQL files and meta/_journal.json). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));
