import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const WEB_DIST_DIR = path.join(REPOSITORY_ROOT, 'apps/web/dist');

/** The server as `npm start` runs it: the build of scripts/build-server.ts, which ensureAppBuilt makes current. */
const SERVER_ENTRY = path.join(REPOSITORY_ROOT, 'apps/server/dist/main.js');
/**
 * The V8 heap settings `npm start` gives the server (package.json), so that tests and benchmarks run it as people do:
 * a young generation of 8 MB and an old one of at most 1 GB hold an idle server small and its heap flat under load
 * (docs/operations.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=1024'] as const;
const READY_LINE = /Tedi is running at (http:\/\/\S+)/;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
/** Kept so that a server that dies or hangs at boot can be explained in the failure message. */
const OUTPUT_LINES_KEPT = 200;

/** A port nobody is listening on now, so the server's public address (and its e-mail links) can name it. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Where a server answers. */
export interface ServerAddress {
  /** The address the server printed, e.g. http://localhost:41234 (no trailing slash). */
  readonly url: string;
  /** The same server on the loopback address, for clients that should not resolve `localhost`. */
  readonly loopbackUrl: string;
}

export interface RunningServer extends ServerAddress {
  /** The server's process id, for benchmarks that read what it uses (its memory). */
  readonly pid: number;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Called with each line the server prints after it is ready (with LOG_LEVEL=warn: warnings and errors). */
  readonly onOutput?: (line: string) => void;
  /** Variables set in the server's environment on top of these defaults (e.g. known API keys for a benchmark). */
  readonly environment?: Readonly<Record<string, string>>;
  /** A PostgreSQL database for the server instead of its own embedded one (benchmarks comparing the engines). */
  readonly databaseUrl?: string;
  /**
   * A script started instead of the server's own entry: a benchmark's server that adds routes of its own, which
   * prints the same ready line.
   */
  readonly entry?: string;
  /**
   * A data folder a server of the same mode left (its database migrated, and seeded in development mode), copied
   * for this server to start from: a copy starts in a few seconds, an empty folder in several times that.
   */
  readonly startingData?: string;
  /** Where the server keeps its data, a folder of the caller's that is kept when it stops; a new one by default. */
  readonly dataDir?: string;
}

/**
 * Starts the real server (`node apps/server/dist/main.js`, with the Node running this code) the way a user would,
 * in production mode, on a free port, with its own PGlite folder (empty, or a copy of `startingData`) that is
 * removed when it stops. A
 * DATABASE_URL in the environment is deliberately not passed on: the server's data belongs to its caller alone.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'tedi-server-')));
  const removeData = () =>
    options.dataDir === undefined ? rm(dataDir, { recursive: true, force: true }) : Promise.resolve();
  if (options.startingData) await cp(options.startingData, dataDir, { recursive: true });
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: WEB_DIST_DIR,
    LOG_LEVEL: 'warn',
    ...options.environment,
  };
  delete environment.DATABASE_URL;
  delete environment.SEED_DEMO;
  delete environment.PUBLIC_URL;
  if (options.databaseUrl) environment.DATABASE_URL = options.databaseUrl;

  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, options.entry ?? SERVER_ENTRY], {
    cwd: REPOSITORY_ROOT,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const recentOutput: string[] = [];
  let ready = false;

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${START_TIMEOUT_MS / 1000} s.\n${recentOutput.join('\n')}`));
    }, START_TIMEOUT_MS);
    const onLine = (line: string) => {
      recentOutput.push(line);
      if (recentOutput.length > OUTPUT_LINES_KEPT) recentOutput.shift();
      const match = READY_LINE.exec(line);
      if (!ready && match?.[1]) {
        ready = true;
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      } else if (ready && line.trim() !== '') {
        options.onOutput?.(line);
      }
    };
    forEachLine(child, 'stdout', onLine);
    forEachLine(child, 'stderr', onLine);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!ready) {
        reject(
          new Error(`The server exited (${signal ?? `code ${code}`}) before it was ready.\n${recentOutput.join('\n')}`),
        );
      }
    });
  }).catch(async (error: unknown) => {
    await exited;
    await removeData();
    throw error;
  });

  const loopbackUrl = url.replace('//localhost:', '//127.0.0.1:');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(forced);
    }
    await removeData();
  };

  try {
    await waitForHealth(loopbackUrl);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${recentOutput.join('\n')}`, { cause: error });
  }
  if (child.pid === undefined) throw new Error('The server process has no id.');
  return { url, loopbackUrl, pid: child.pid, stop };
}

function forEachLine(child: ChildProcess, stream: 'stdout' | 'stderr', onLine: (line: string) => void): void {
  let pending = '';
  child[stream]?.setEncoding('utf8');
  child[stream]?.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
}

async function waitForHealth(baseUrl: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      const body = (await response.json()) as { status?: string; database?: string };
      if (response.ok && body.status === 'ok' && body.database === 'ok') return;
      lastProblem = `HTTP ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server never reported itself healthy at ${baseUrl}/healthz (last: ${lastProblem}).`);
}
