import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPOSITORY_ROOT } from './server-process.ts';

/**
 * Builds the web app and the server when their build is missing or older than their sources, with the repository's
 * own step (scripts/ensure-build.ts, which `npm start` runs first), so journeys and benchmarks see the current app.
 * NODE_ENV is set to production because Vitest sets it to test, and Vite would then bundle development builds,
 * which are larger and slower than what users get.
 */
export function ensureAppBuilt(): void {
  const script = path.join(REPOSITORY_ROOT, 'scripts/ensure-build.ts');
  const result = spawnSync(process.execPath, [script], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (result.error) throw new Error(`Building the app could not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`Building the app failed (exit code ${result.status}).`);
}
