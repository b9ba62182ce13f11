import { openDatabase } from './client.ts';

// `npm run db:migrate`: applies pending migrations to the PostgreSQL server at DATABASE_URL.
// (The embedded database migrates itself when the server starts.)
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. Set it to the PostgreSQL server to migrate, e.g. postgres://user@host/tedi');
  process.exit(1);
}
const handle = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
try {
  await handle.migrate();
  console.log('Migrations applied.');
} finally {
  await handle.close();
}
