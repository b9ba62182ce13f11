import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newDatabaseFile, writeNewDatabase } from '@tedi/db';
import { buildServer, SERVER_BUNDLE } from './build-server.ts';

/**
 * Builds the web app and the server when their build is missing or older than their sources, and makes the new
 * database a first start loads when there is none for the current migrations, so `npm install && npm start` and a
 * later `npm start` after changes always run the current app without a needless rebuild.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

const WEB_BUILD = path.join(root, 'apps/web/dist/index.html');
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];
/** What the server's bundle is made of: its code, the workspace packages, the packages installed, the build itself. */
const SERVER_SOURCES = [
  'apps/server/src',
  'packages/contracts/src',
  'packages/db/src',
  'package-lock.json',
  'scripts/build-server.ts',
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stats.mtimeMs,
  );
}

/** When the build was made (0 when there is none), and when its sources last changed. */
function ages(build: string, sources: readonly string[]): { builtAt: number; changedAt: number } {
  return {
    builtAt: existsSync(build) ? statSync(build).mtimeMs : 0,
    changedAt: Math.max(...sources.map((source) => newestChange(path.join(root, source)))),
  };
}

const web = ages(WEB_BUILD, WEB_SOURCES);
if (web.builtAt < web.changedAt) {
  console.log(
    web.builtAt === 0 ? 'Building the web app…' : 'The web app has changed since it was built; building it again…',
  );
  // Always a production build, even when called from a test run (NODE_ENV=test would bundle React's development
  // build).
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@tedi/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = ages(SERVER_BUNDLE, SERVER_SOURCES);
if (server.builtAt < server.changedAt) {
  console.log(
    server.builtAt === 0 ? 'Building the server…' : 'The server has changed since it was built; building it again…',
  );
  await buildServer();
}

if (!existsSync(await newDatabaseFile())) {
  console.log('Making the new database a first start begins with…');
  await writeNewDatabase();
}
