import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir, lockFileOf } from './data-dir-lock.ts';
import { DatabaseLockedError } from './errors.ts';

const LOCK_MODULE = new URL('./data-dir-lock.ts', import.meta.url).href;
const folders: string[] = [];
const children: ChildProcessWithoutNullStreams[] = [];

function dataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'tedi-lock-'));
  folders.push(folder);
  return path.join(folder, 'pg');
}

/** Another process that takes the lock, says so, then waits (or exits at once when `thenExit`). */
async function holderProcess(dir: string, thenExit = false): Promise<ChildProcessWithoutNullStreams> {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
    await lockDataDir(${JSON.stringify(dir)});
    console.log('locked');
    ${thenExit ? 'process.exit(0);' : 'setInterval(() => {}, 1000);'}
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script]);
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('locked')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => (output.includes('locked') ? resolve() : reject(new Error(output))));
  });
  return child;
}

function exited(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The id of a process that has ended. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  return pid;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the embedded database folder lock', () => {
  it('refuses a second holder in this process, and is released when given back', async () => {
    const dir = dataDir();
    const lock = await lockDataDir(dir);
    expect(readFileSync(lockFileOf(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
    await expect(lockDataDir(dir)).rejects.toThrow(/Tedi is already running on the database in .*this same process/);
    lock.release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    (await lockDataDir(dir)).release();
  });

  it('refuses while another process holds it, naming that process, and takes it over once it has died', async () => {
    const dir = dataDir();
    const holder = await holderProcess(dir);
    const refusal = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DatabaseLockedError);
    expect((refusal as DatabaseLockedError).holderPid).toBe(holder.pid);
    expect((refusal as Error).message).toMatch(
      new RegExp(`Tedi is already running on the database in .*\\(process ${holder.pid}, since .*stop that one first`),
    );

    // Killed outright: its lock file stays behind, naming a process that no longer exists.
    holder.kill('SIGKILL');
    await exited(holder);
    expect(existsSync(lockFileOf(dir))).toBe(true);
    const lock = await lockDataDir(dir);
    expect(readFileSync(lockFileOf(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('is given back when its process exits without closing the database', async () => {
    const dir = dataDir();
    const holder = await holderProcess(dir, true);
    await exited(holder);
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });

  it('takes over a stale lock: a dead process, our own id left from an earlier run, or an unreadable file', async () => {
    const dir = dataDir();
    for (const content of [
      `${deadPid()}\n${hostname()}\n2020-01-01T00:00:00.000Z\n`,
      `${process.pid}\n${hostname()}\n`,
      '',
    ]) {
      writeFileSync(lockFileOf(dir), content);
      const lock = await lockDataDir(dir);
      expect(readFileSync(lockFileOf(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
      lock.release();
    }
  });

  it('never takes over a lock made on another computer, which it cannot check', async () => {
    const dir = dataDir();
    writeFileSync(lockFileOf(dir), `${deadPid()}\nanother-computer\n2020-01-01T00:00:00.000Z\n`);
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by process \d+ on the computer another-computer/);
    expect(readFileSync(lockFileOf(dir), 'utf8')).toContain('another-computer');
  });
});
