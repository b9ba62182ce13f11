import autocannon from 'autocannon';
import { startServer } from '../tests/e2e/support/server-process.ts';
import { ensureAppBuilt } from '../tests/e2e/support/app-build.ts';

/**
 * The server's baseline on this machine: how fast it serves a static file of the web app (no database, the
 * cheapest thing it does) and /healthz (one database round trip on the embedded PGlite), measured with autocannon
 * from this process against the server in its own process, on loopback. Prints figures; never fails on them.
 */

const MEASURE_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 10;
const STATIC_PATH = '/favicon.svg';
const HEALTH_PATH = '/healthz';

export interface LoadFigures {
  readonly path: string;
  readonly requestsPerSecond: number;
  /** autocannon's percentiles are whole milliseconds: 0 means under 1 ms. */
  readonly latencyP50Ms: number;
  readonly latencyP99Ms: number;
  /** Anything above 0 makes the figures suspect. */
  readonly failures: { readonly non2xx: number; readonly errors: number; readonly timeouts: number };
}

export interface ServerBaseline {
  readonly staticFile: LoadFigures;
  readonly health: LoadFigures;
  /** /healthz requests per second as a fraction of the static file's. */
  readonly healthToStaticRatio: number;
}

async function measure(baseUrl: string, path: string): Promise<LoadFigures> {
  const url = `${baseUrl}${path}`;
  // Unmeasured first: lets the JIT and the database warm up so the figures describe a running server.
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: MEASURE_SECONDS });
  return {
    path,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    failures: { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts },
  };
}

export async function runServerBaseline(): Promise<ServerBaseline> {
  const server = await startServer();
  try {
    const staticFile = await measure(server.loopbackUrl, STATIC_PATH);
    const health = await measure(server.loopbackUrl, HEALTH_PATH);
    return { staticFile, health, healthToStaticRatio: health.requestsPerSecond / staticFile.requestsPerSecond };
  } finally {
    await server.stop();
  }
}

/** A latency percentile as autocannon measures it, in whole milliseconds. */
export function formatMilliseconds(milliseconds: number): string {
  return milliseconds < 1 ? '<1 ms' : `${milliseconds} ms`;
}

export function formatServerBaseline(baseline: ServerBaseline): string {
  const row = (figures: LoadFigures) => {
    const { non2xx, errors, timeouts } = figures.failures;
    const failed =
      non2xx + errors + timeouts > 0 ? `   (failed: ${non2xx} non-2xx, ${errors} errors, ${timeouts} timeouts)` : '';
    return (
      `  ${figures.path.padEnd(14)} ${Math.round(figures.requestsPerSecond).toLocaleString('en-GB').padStart(8)} req/s` +
      `   p50 ${formatMilliseconds(figures.latencyP50Ms).padStart(5)}` +
      `   p99 ${formatMilliseconds(figures.latencyP99Ms).padStart(5)}${failed}`
    );
  };
  return [
    `Server baseline (autocannon, ${CONNECTIONS} connections, ${MEASURE_SECONDS} s each after ${WARM_UP_SECONDS} s warm-up, loopback, PGlite)`,
    row(baseline.staticFile),
    row(baseline.health),
    `  /healthz as a fraction of the static file: ${baseline.healthToStaticRatio.toFixed(2)}`,
  ].join('\n');
}

if (import.meta.main) {
  ensureAppBuilt();
  console.log(formatServerBaseline(await runServerBaseline()));
}
