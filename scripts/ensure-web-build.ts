import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Builds the web app when its build is missing or older than its sources, so `npm install && npm start` and a
 * later `npm start` after changes always serve the current app without a needless rebuild.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const builtPage = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
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

const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
if (builtAt >= changedAt) process.exit(0);

console.log(builtAt === 0 ? 'Building the web app…' : 'The web app has changed since it was built; building it again…');
// Always a production build, even when called from a test run (NODE_ENV=test would bundle React's development build).
const result = spawnSync('npm', ['run', 'build', '--workspace', '@tedi/web'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
process.exit(result.status ?? 1);
