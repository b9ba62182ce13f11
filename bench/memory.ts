import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from '../tests/e2e/support/server-process.ts';
import { ensureAppBuilt } from '../tests/e2e/support/app-build.ts';

/**
 * What one server process holds in memory (its resident set, from /proc): idle once started, at its highest under
 * a sustained load of what every visitor asks for (a static file, the health check, the home page, the sign-in page,
 * the app's configuration), and idle again after it. Idle, it also gives the part of the resident set that is the
 * process's own anonymous memory (its heaps and buffers), apart from pages of files it maps (Node's program file
 * above all), which every server on a machine shares: what one more instance costs. On the embedded PGlite, and on
 * PostgreSQL when BENCH_DATABASE_URL names an empty database. Prints figures; never fails on them.
 */

const SETTLE_SECONDS = 5;
const LOAD_SECONDS = 30;
const CONNECTIONS = 10;
const LOADED_PATHS = ['/favicon.svg', '/healthz', '/', '/auth', '/api/v1/client-config'] as const;

export interface MemoryFigures {
  readonly engine: string;
  readonly idleMb: number;
  /** Of the idle resident set, the process's own anonymous memory, without the pages of files it maps. */
  readonly idleAnonymousMb: number;
  readonly peakUnderLoadMb: number;
  readonly afterLoadMb: number;
  readonly requests: number;
  readonly failures: number;
}

/** The resident set of a process, in MB (1 MB = 1,000,000 bytes). */
function residentMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`No resident set size for process ${pid}.`);
  return (Number(match[1]) * 1024) / 1_000_000;
}

/** The anonymous part of a process's resident set, in MB (Linux's smaps_rollup). */
function anonymousMb(pid: number): number {
  const match = /^Anonymous:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
  if (!match?.[1]) throw new Error(`No anonymous memory figure for process ${pid}.`);
  return (Number(match[1]) * 1024) / 1_000_000;
}

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

export async function measureMemory(engine: string, databaseUrl?: string): Promise<MemoryFigures> {
  const server = await startServer(databaseUrl ? { databaseUrl } : {});
  try {
    await pause(SETTLE_SECONDS);
    const idleMb = residentMb(server.pid);
    const idleAnonymousMb = anonymousMb(server.pid);
    let peakUnderLoadMb = idleMb;
    const sampler = setInterval(() => {
      peakUnderLoadMb = Math.max(peakUnderLoadMb, residentMb(server.pid));
    }, 250);
    let result;
    try {
      result = await autocannon({
        url: server.loopbackUrl,
        connections: CONNECTIONS,
        duration: LOAD_SECONDS,
        requests: LOADED_PATHS.map((path) => ({ method: 'GET' as const, path })),
      });
    } finally {
      clearInterval(sampler);
    }
    await pause(SETTLE_SECONDS);
    return {
      engine,
      idleMb,
      idleAnonymousMb,
      peakUnderLoadMb,
      afterLoadMb: residentMb(server.pid),
      requests: result.requests.total,
      failures: result.non2xx + result.errors + result.timeouts,
    };
  } finally {
    await server.stop();
  }
}

export function formatMemory(figures: readonly MemoryFigures[]): string {
  const mb = (value: number) => `${Math.round(value)} MB`;
  return [
    `Server memory, resident set (idle ${SETTLE_SECONDS} s after start; ${LOAD_SECONDS} s of ${CONNECTIONS} connections ` +
      `cycling through ${LOADED_PATHS.join(', ')})`,
    ...figures.map(
      (figure) =>
        `  ${figure.engine.padEnd(10)} idle ${mb(figure.idleMb).padStart(7)} ` +
        `(its own anonymous memory ${mb(figure.idleAnonymousMb)}), under load at most ` +
        `${mb(figure.peakUnderLoadMb).padStart(7)}, idle after ${mb(figure.afterLoadMb).padStart(7)} ` +
        `(${figure.requests.toLocaleString('en-GB')} requests, ${figure.failures} failed)`,
    ),
  ].join('\n');
}

if (import.meta.main) {
  ensureAppBuilt();
  const figures = [await measureMemory('PGlite')];
  if (process.env.BENCH_DATABASE_URL) figures.push(await measureMemory('PostgreSQL', process.env.BENCH_DATABASE_URL));
  console.log(formatMemory(figures));
}
