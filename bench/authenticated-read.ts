import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServerWithParent } from './parent-server.ts';
import { formatMilliseconds, type LoadFigures } from './server-baseline.ts';

/**
 * What authentication costs a read: a parent's `GET /api/v1/children/:childId` (token, session, access check, the
 * profile, the audit of the read) against a bare route that runs the same indexed query (the statement the product
 * reads a profile with: the child's row by its id, with its conditions and contacts) with no authentication, on
 * the same server and engine, in one run; and, stricter, against the child's row alone. The bare routes are added
 * by the benchmark's own server script, never by the product. On PGlite, and also on PostgreSQL when BENCH_DATABASE_URL
 * names an empty database. Prints requests per second and the ratio; never fails on the figures.
 */

const MEASURE_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 10;
const SERVER_SCRIPT = fileURLToPath(new URL('./authenticated-read-server.ts', import.meta.url));
/** The benchmark server's own routes (kept in step with authenticated-read-server.ts). */
const BARE_CHILD_PATH = '/bench/bare/children';
const BARE_ROW_PATH = '/bench/bare/child-rows';
const SIGNED_IN_CHILD_PATH = '/bench/signed-in/children';
export const AUTHENTICATED_READ_TARGET = 0.8;

export type Engine = 'PGlite' | 'PostgreSQL';

export interface AuthenticatedReadBench {
  readonly engine: Engine;
  readonly authenticated: LoadFigures;
  /** The product's statement for the profile, with nothing around it. */
  readonly bare: LoadFigures;
  /** The child's row alone, the lightest read of a child there is. */
  readonly bareRow: LoadFigures;
  /** The bare route's query behind authentication alone (token and session; no access check, no audit). */
  readonly signedInOnly: LoadFigures;
  /** The authenticated read's requests per second as a fraction of the bare route's. */
  readonly ratio: number;
  /** Authentication alone as a fraction of the bare route. */
  readonly signedInOnlyRatio: number;
  /** The authenticated read as a fraction of the row alone. */
  readonly rowRatio: number;
}

async function measure(url: string, path: string, headers: Record<string, string>): Promise<LoadFigures> {
  const options = { url: `${url}${path}`, connections: CONNECTIONS, headers };
  // Unmeasured first, so the figures describe a warm server.
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: MEASURE_SECONDS });
  return {
    path,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    failures: { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts },
  };
}

export async function runAuthenticatedReadBench(databaseUrl?: string): Promise<AuthenticatedReadBench> {
  const { server, authorization, post } = await startServerWithParent({
    entry: SERVER_SCRIPT,
    email: 'bench-reading-parent@example.com',
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  try {
    const { id } = await post<{ id: string }>('/api/v1/children', {
      name: 'Read many times',
      likes: 'Trains and the sea',
    });

    const authenticated = await measure(server.loopbackUrl, `/api/v1/children/${id}`, { authorization });
    const bare = await measure(server.loopbackUrl, `${BARE_CHILD_PATH}/${id}`, {});
    const bareRow = await measure(server.loopbackUrl, `${BARE_ROW_PATH}/${id}`, {});
    const signedInOnly = await measure(server.loopbackUrl, `${SIGNED_IN_CHILD_PATH}/${id}`, { authorization });
    return {
      engine: databaseUrl ? 'PostgreSQL' : 'PGlite',
      authenticated,
      bare,
      bareRow,
      signedInOnly,
      ratio: authenticated.requestsPerSecond / bare.requestsPerSecond,
      signedInOnlyRatio: signedInOnly.requestsPerSecond / bare.requestsPerSecond,
      rowRatio: authenticated.requestsPerSecond / bareRow.requestsPerSecond,
    };
  } finally {
    await server.stop();
  }
}

function formatLoad(label: string, figures: LoadFigures): string {
  const { non2xx, errors, timeouts } = figures.failures;
  const failed =
    non2xx + errors + timeouts > 0 ? `   (failed: ${non2xx} non-2xx, ${errors} errors, ${timeouts} timeouts)` : '';
  return (
    `  ${label.padEnd(38)} ${Math.round(figures.requestsPerSecond).toLocaleString('en-GB').padStart(7)}/s` +
    `   p50 ${formatMilliseconds(figures.latencyP50Ms).padStart(6)}   p99 ${formatMilliseconds(figures.latencyP99Ms).padStart(6)}${failed}`
  );
}

export function formatAuthenticatedReadBench(benches: readonly AuthenticatedReadBench[]): string {
  return [
    `Authenticated read against a bare query (${MEASURE_SECONDS} s each after ${WARM_UP_SECONDS} s warm-up, ${CONNECTIONS} connections, loopback)`,
    ...benches.flatMap((bench) => [
      `  ${bench.engine}`,
      formatLoad("a parent's GET of the child", bench.authenticated),
      formatLoad('the same statement, no authentication', bench.bare),
      formatLoad('the same statement, signed in only', bench.signedInOnly),
      formatLoad("the child's row alone", bench.bareRow),
      `  authenticated read as a fraction of bare: ${bench.ratio.toFixed(2)} (target at least ${AUTHENTICATED_READ_TARGET})`,
      `  signed in only as a fraction of bare: ${bench.signedInOnlyRatio.toFixed(2)}`,
      `  authenticated read as a fraction of the row alone: ${bench.rowRatio.toFixed(2)}`,
    ]),
  ].join('\n');
}

/** PGlite always; PostgreSQL too when BENCH_DATABASE_URL names an empty database. */
export async function runAuthenticatedReadBenches(): Promise<AuthenticatedReadBench[]> {
  const benches = [await runAuthenticatedReadBench()];
  const postgres = process.env.BENCH_DATABASE_URL;
  if (postgres) benches.push(await runAuthenticatedReadBench(postgres));
  return benches;
}

// The web app plays no part here, so it is not built first (the server answers the API without it).
if (import.meta.main) {
  console.log(formatAuthenticatedReadBench(await runAuthenticatedReadBenches()));
}
