import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureAppBuilt } from '../tests/e2e/support/app-build.ts';
import { REPOSITORY_ROOT, SERVER_NODE_FLAGS } from '../tests/e2e/support/server-process.ts';

/**
 * How long `npm start` takes, after install, to give its first answer: the server process started as a newcomer
 * starts it (development mode, demo family seeded), timed from spawn to the first 200 from /healthz. Measured on
 * a first start (the embedded database is made, from the new database `npm install` made, then migrated and seeded)
 * and on a second start with that data.
 */

/** The server as `npm start` runs it: the build of scripts/build-server.ts, which ensureAppBuilt makes current. */
const SERVER_ENTRY = path.join(REPOSITORY_ROOT, 'apps/server/dist/main.js');
const POLL_MS = 20;
const GIVE_UP_MS = 60_000;

export interface ColdStart {
  readonly firstStartMs: number;
  readonly restartMs: number;
}

async function timeToFirstAnswer(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: REPOSITORY_ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    while (performance.now() - started < GIVE_UP_MS) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
      const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`the server gave no answer within ${GIVE_UP_MS} ms`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export async function runColdStart(port = 39_871): Promise<ColdStart> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tedi-cold-start-'));
  try {
    const firstStartMs = await timeToFirstAnswer(dataDir, port);
    const restartMs = await timeToFirstAnswer(dataDir, port);
    return { firstStartMs, restartMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function formatColdStart(figures: ColdStart): string {
  return [
    'Cold start of npm start (spawn to first answer from /healthz; target under 5 s)',
    `  first start (new database, migrations, demo family)  ${(figures.firstStartMs / 1000).toFixed(2)} s`,
    `  second start (existing data)                         ${(figures.restartMs / 1000).toFixed(2)} s`,
  ].join('\n');
}

if (import.meta.main) {
  ensureAppBuilt();
  console.log(formatColdStart(await runColdStart()));
}
