import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPOSITORY_ROOT } from './server-process.ts';

/**
 * Builds the web app when apps/web/dist is missing or older than its sources, with the repository's own step
 * (scripts/ensure-web-build.ts, which runs npm run build), so journeys and benchmarks see the current app.
 * NODE_ENV is set to production because Vitest sets it to test, and Vite would then bundle React's development
 * build, which is larger and slower than what users get.
 */
export function ensureWebAppBuilt(): void {
  const script = path.join(REPOSITORY_ROOT, 'scripts/ensure-web-build.ts');
  const result = spawnSync(process.execPath, [script], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (result.error) throw new Error(`Building the web app could not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`Building the web app failed (exit code ${result.status}).`);
}
