import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_LOGINS, openDatabase, schema } from '@tedi/db';
import { createTestDatabase } from '@tedi/db/testing';
import { afterEach, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const ROTATE_KEYS = fileURLToPath(new URL('./auth/cli/rotate-keys.ts', import.meta.url));
const folders: string[] = [];
const children: ChildProcessWithoutNullStreams[] = [];

function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'tedi-boot-'));
  folders.push(folder);
  return folder;
}

function webBuild(): string {
  const dir = tempFolder();
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

interface Boot {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
}

function boot(env: Record<string, string>, script: string = MAIN): Boot {
  const child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'warn', ...env },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForUrl(run: Boot): Promise<string> {
  for (let i = 0; i < 1800; i += 1) {
    const match = /Tedi is running at (http:\/\/\S+)/.exec(run.output());
    if (match?.[1]) return match[1];
    if (run.child.exitCode !== null) throw new Error(`server exited: ${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start: ${run.output()}`);
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('starting the server', () => {
  it('names each bad variable and exits without serving', async () => {
    const run = boot({ PORT: 'eighty', LOG_LEVEL: 'loud', WEB_DIST_DIR: webBuild(), DATA_DIR: tempFolder() });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Tedi cannot start: the configuration is not valid.');
    expect(run.output()).toContain('PORT must be a port number (got "eighty")');
    expect(run.output()).toContain('LOG_LEVEL must be one of');
    expect(run.output()).not.toContain('Tedi is running');
  });

  it('stops with a clear message when PostgreSQL cannot be reached', async () => {
    const run = boot({ DATABASE_URL: 'postgres://tedi@127.0.0.1:1/tedi', WEB_DIST_DIR: webBuild() });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(
      /Tedi cannot start: Could not connect to PostgreSQL: .*ECONNREFUSED.*Check DATABASE_URL\./,
    );
    expect(run.output()).not.toContain('Tedi is running');
  });

  it('reports a damaged data folder and leaves it untouched', async () => {
    const dataDir = tempFolder();
    mkdirSync(path.join(dataDir, 'pg'));
    writeFileSync(path.join(dataDir, 'pg', 'leftover'), 'x');
    const run = boot({ DATA_DIR: dataDir, WEB_DIST_DIR: webBuild() });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('holds no database (PG_VERSION is missing). Nothing has been changed.');
    expect(readdirSync(path.join(dataDir, 'pg'))).toEqual(['leftover']);
  });

  it('says how to build the web app when it is missing', async () => {
    const run = boot({ DATA_DIR: tempFolder(), WEB_DIST_DIR: tempFolder() });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('the web app has not been built');
    expect(run.output()).toContain('Run: npm run build');
  });

  it('serves, prints the demo logins, shuts down cleanly on SIGTERM and keeps the data for the next start', async () => {
    const dataDir = tempFolder();
    const webDir = webBuild();
    const first = boot({ DATA_DIR: dataDir, WEB_DIST_DIR: webDir });
    const url = await waitForUrl(first);
    for (const login of DEMO_LOGINS) expect(first.output()).toContain(login.email);
    expect(first.output()).toContain('Ollie        child          picture password: dog, star, sun (in that order)');
    const health = await fetch(new URL('/healthz', url));
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = boot({ DATA_DIR: dataDir, WEB_DIST_DIR: webDir });
    await waitForUrl(second);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
    const users = await database.db.select({ email: schema.users.email }).from(schema.users);
    await database.close();
    const emails = users.map((user) => user.email);
    expect(emails.filter((email) => email !== null).sort()).toEqual(DEMO_LOGINS.map((login) => login.email).sort());
    // And the demo child's own account, which has no e-mail address.
    expect(emails.filter((email) => email === null)).toHaveLength(1);
  }, 60_000);

  // The database used to close as one of the app's onClose hooks, sometimes before the parts that stop listening to
  // it, and the shutdown then failed on a closed connection (exit code 1 in about one stop in three on PostgreSQL;
  // three stops in a row, most often the first, showed it).
  it.skipIf(!process.env.DATABASE_URL)(
    'on PostgreSQL, stops cleanly on SIGTERM every time',
    async () => {
      const database = await createTestDatabase();
      try {
        const webDir = webBuild();
        for (let stop = 1; stop <= 3; stop++) {
          const run = boot({
            DATABASE_URL: database.url ?? '',
            DATA_DIR: tempFolder(),
            WEB_DIST_DIR: webDir,
            SEED_DEMO: 'false',
          });
          await waitForUrl(run);
          run.child.kill('SIGTERM');
          expect({ stop, exitCode: await run.exited, output: run.output() }).toEqual({
            stop,
            exitCode: 0,
            output: expect.not.stringContaining('shutdown failed'),
          });
        }
      } finally {
        await database.close();
      }
    },
    120_000,
  );

  it('refuses a second server, or a command, on a data folder a running server has open, naming it', async () => {
    const dataDir = tempFolder();
    const webDir = webBuild();
    const first = boot({ DATA_DIR: dataDir, WEB_DIST_DIR: webDir, SEED_DEMO: 'false' });
    const url = await waitForUrl(first);

    const second = boot({ DATA_DIR: dataDir, WEB_DIST_DIR: webDir, SEED_DEMO: 'false' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Tedi cannot start: Tedi is already running on the database in`);
    expect(second.output()).toContain(`(process ${first.child.pid}, since`);
    expect(second.output()).not.toContain('Tedi is running at');

    const command = boot({ DATA_DIR: dataDir }, ROTATE_KEYS);
    expect(await command.exited).toBe(1);
    expect(command.output()).toContain(`(process ${first.child.pid}, since`);
    expect(command.output()).toContain('Stop the server, run this command, then start the server again.');

    const health = await fetch(new URL('/healthz', url));
    expect(health.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'pg.lock')), 'the lock is given back at shutdown').toBe(false);
  }, 300_000);
});
