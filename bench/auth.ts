import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startServer } from '../tests/e2e/support/server-process.ts';
import { ensureAppBuilt } from '../tests/e2e/support/app-build.ts';
import { formatMilliseconds, type LoadFigures } from './server-baseline.ts';

/**
 * What the auth service costs on this machine, against the real server in its own process (production mode,
 * embedded PGlite), from this process on loopback, all in one run:
 * - password sign-in by 10 people at once, each signing in again as soon as the last answer came (argon2id is most
 *   of the work): latency percentiles;
 * - refresh grants per second: independent sessions refreshing in parallel, each with the refresh token the previous
 *   answer gave it, since refresh tokens rotate;
 * - an authenticated `GET /auth/v1/user` as a fraction of the same server's static file, with autocannon as in the
 *   server baseline.
 * The per-address rate limit of /token is raised for the run: it would otherwise answer 429 within seconds. Prints
 * figures; never fails on them.
 */

const CONCURRENT_SIGN_INS = 10;
const REFRESHING_SESSIONS = 10;
const MEASURE_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 10;
const STATIC_PATH = '/favicon.svg';
const USER_PATH = '/auth/v1/user';
const PASSWORD = 'a long walk along the canal';
export const SIGN_IN_P95_TARGET_MS = 150;
export const REFRESHES_PER_SECOND_TARGET = 500;

/** Requests made one after another by parallel workers, each timed on its own. */
export interface TimedRequests {
  readonly workers: number;
  readonly succeeded: number;
  /** Anything above 0 makes the figures suspect. */
  readonly failed: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
}

export interface AuthBench {
  readonly signIn: TimedRequests;
  readonly refresh: TimedRequests;
  readonly user: LoadFigures;
  readonly staticFile: LoadFigures;
  /** Authenticated GET /auth/v1/user requests per second as a fraction of the static file's. */
  readonly userToStaticRatio: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/**
 * Runs `workers` loops for `seconds`, each calling `request(worker)` again as soon as it answers; `request` says
 * whether the answer was the one expected.
 */
async function timeRequests(
  workers: number,
  seconds: number,
  request: (worker: number) => Promise<boolean>,
): Promise<TimedRequests> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        if (await request(worker)) latencies.push(performance.now() - sent);
        else failed += 1;
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    workers,
    succeeded: sorted.length,
    failed,
    perSecond: sorted.length / elapsedSeconds,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
  };
}

async function autocannonFigures(url: string, path: string, headers: Record<string, string>): Promise<LoadFigures> {
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

interface SessionAnswer {
  readonly access_token: string;
  readonly refresh_token: string;
}

export async function runAuthBench(): Promise<AuthBench> {
  const publishableKey = `sb_publishable_${randomBytes(24).toString('base64url')}`;
  const secretKey = `sb_secret_${randomBytes(32).toString('base64url')}`;
  // BENCH_DATABASE_URL runs the same benchmark on a PostgreSQL database (an empty one) instead of PGlite.
  const server = await startServer({
    ...(process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : {}),
    environment: {
      AUTH_PUBLISHABLE_KEY: publishableKey,
      AUTH_SECRET_KEY: secretKey,
      AUTH_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      AUTH_RATE_LIMIT_TOKEN: '1000000',
    },
  });
  const authUrl = `${server.loopbackUrl}/auth/v1`;
  const json = { 'content-type': 'application/json' };
  const token = async (grantType: string, body: Record<string, string>) =>
    fetch(`${authUrl}/token?grant_type=${grantType}`, {
      method: 'POST',
      headers: { ...json, apikey: publishableKey },
      body: JSON.stringify(body),
    });

  try {
    const emails = Array.from({ length: CONCURRENT_SIGN_INS }, (_, index) => `bench-${index + 1}@example.com`);
    for (const email of emails) {
      const created = await fetch(`${authUrl}/admin/users`, {
        method: 'POST',
        headers: { ...json, apikey: secretKey, authorization: `Bearer ${secretKey}` },
        body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
      });
      if (!created.ok) throw new Error(`could not create ${email}: HTTP ${created.status} ${await created.text()}`);
    }

    const signIn = async (worker: number): Promise<SessionAnswer | null> => {
      const response = await token('password', { email: emails[worker % emails.length]!, password: PASSWORD });
      const body = (await response.json()) as SessionAnswer;
      return response.ok ? body : null;
    };
    await timeRequests(CONCURRENT_SIGN_INS, WARM_UP_SECONDS, async (worker) => (await signIn(worker)) !== null);
    const signInFigures = await timeRequests(
      CONCURRENT_SIGN_INS,
      MEASURE_SECONDS,
      async (worker) => (await signIn(worker)) !== null,
    );

    const refreshTokens: string[] = [];
    for (let session = 0; session < REFRESHING_SESSIONS; session += 1) {
      const answer = await signIn(session);
      if (!answer) throw new Error('could not sign in to start a session to refresh');
      refreshTokens.push(answer.refresh_token);
    }
    const refresh = async (session: number): Promise<boolean> => {
      const response = await token('refresh_token', { refresh_token: refreshTokens[session]! });
      const body = (await response.json()) as SessionAnswer;
      if (!response.ok) return false;
      refreshTokens[session] = body.refresh_token;
      return true;
    };
    await timeRequests(REFRESHING_SESSIONS, WARM_UP_SECONDS, refresh);
    const refreshFigures = await timeRequests(REFRESHING_SESSIONS, MEASURE_SECONDS, refresh);

    const reader = await signIn(0);
    if (!reader) throw new Error('could not sign in to read the user');
    const user = await autocannonFigures(server.loopbackUrl, USER_PATH, {
      apikey: publishableKey,
      authorization: `Bearer ${reader.access_token}`,
    });
    const staticFile = await autocannonFigures(server.loopbackUrl, STATIC_PATH, {});
    return {
      signIn: signInFigures,
      refresh: refreshFigures,
      user,
      staticFile,
      userToStaticRatio: user.requestsPerSecond / staticFile.requestsPerSecond,
    };
  } finally {
    await server.stop();
  }
}

function formatTimed(label: string, figures: TimedRequests): string {
  const failed = figures.failed > 0 ? `   (failed: ${figures.failed})` : '';
  return (
    `  ${label.padEnd(34)} ${Math.round(figures.perSecond).toLocaleString('en-GB').padStart(6)}/s` +
    `   p50 ${figures.p50Ms.toFixed(1).padStart(6)} ms   p95 ${figures.p95Ms.toFixed(1).padStart(6)} ms${failed}`
  );
}

function formatLoad(figures: LoadFigures): string {
  const { non2xx, errors, timeouts } = figures.failures;
  const failed =
    non2xx + errors + timeouts > 0 ? `   (failed: ${non2xx} non-2xx, ${errors} errors, ${timeouts} timeouts)` : '';
  return (
    `  ${figures.path.padEnd(34)} ${Math.round(figures.requestsPerSecond).toLocaleString('en-GB').padStart(6)}/s` +
    `   p50 ${formatMilliseconds(figures.latencyP50Ms).padStart(6)}   p99 ${formatMilliseconds(figures.latencyP99Ms).padStart(6)}${failed}`
  );
}

export function formatAuthBench(bench: AuthBench): string {
  return [
    `Auth service (${MEASURE_SECONDS} s each after ${WARM_UP_SECONDS} s warm-up, loopback, PGlite)`,
    formatTimed(`password sign-in, ${bench.signIn.workers} at once`, bench.signIn),
    `    target: p95 under ${SIGN_IN_P95_TARGET_MS} ms`,
    formatTimed(`refresh grants, ${bench.refresh.workers} sessions`, bench.refresh),
    `    target: at least ${REFRESHES_PER_SECOND_TARGET}/s`,
    `  autocannon, ${CONNECTIONS} connections:`,
    formatLoad(bench.user),
    formatLoad(bench.staticFile),
    `  authenticated ${USER_PATH} as a fraction of the static file: ${bench.userToStaticRatio.toFixed(2)}`,
  ].join('\n');
}

if (import.meta.main) {
  ensureAppBuilt();
  console.log(formatAuthBench(await runAuthBench()));
}
