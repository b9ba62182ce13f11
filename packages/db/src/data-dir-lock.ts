import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DatabaseLockedError, DatabaseOpenError } from './errors.ts';

/**
 * Only one process may open an embedded database folder: PGlite has no locking of its own, and a second process
 * writing to the same files loses what it writes. The lock is a file beside the folder (`<folder>.lock`, e.g.
 * data/pg.lock) made with O_EXCL and holding the owner's process id, as PostgreSQL's postmaster.pid does:
 *
 * - a second open, in this process or another, is refused with a message naming the owner;
 * - a lock whose process has ended (a crash, a kill -9, a power cut) is stale and taken over;
 * - a lock naming this very process but not held by it is left from an earlier run that had the same process id
 *   (a container restarted, where the server gets the same process id every time), and is stale too;
 * - a lock made on another computer (a folder on a network share) cannot be checked and is never taken over.
 *
 * The lock is released when the database is closed, and when the process exits in any orderly way.
 */
export interface DataDirLock {
  /** The lock file. */
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

interface Holder {
  readonly pid: number;
  readonly host: string;
  readonly since: string;
}

/** Lock files this process holds, so a second open from the same process is refused too. */
const held = new Set<string>();
let exitHookInstalled = false;

/** The lock file of an embedded database folder: beside it, so the folder itself holds only the database. */
export function lockFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockPath = lockFileOf(dataDir);
  if (held.has(lockPath)) throw lockedBy({ pid: process.pid, host: hostname(), since: '' }, dataDir, lockPath);
  mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (tryCreate(lockPath)) return hold(lockPath);
    const holder = readHolder(lockPath);
    if (holder === 'gone') continue;
    if (holder === 'unreadable') {
      // Made a moment ago by a process that has not written its id yet, or left empty by a crash at that moment.
      await sleep(50);
      if (readHolder(lockPath) === 'unreadable') removeStale(lockPath);
      continue;
    }
    if (holder.host !== hostname()) throw lockedBy(holder, dataDir, lockPath);
    if (isAlive(holder.pid) && holder.pid !== process.pid) {
      throw lockedBy(holder, dataDir, lockPath);
    }
    removeStale(lockPath);
  }
  throw new DatabaseOpenError(`Could not lock the database in ${dataDir}: ${lockPath} keeps changing. Try again.`);
}

/** Creates the lock file with our id, or returns false when it exists. Fails plainly when the folder is read-only. */
function tryCreate(lockPath: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new DatabaseOpenError(
      `Could not make the lock file ${lockPath}: ${(error as Error).message}. Check that the folder can be written to.`,
      { cause: error },
    );
  }
  try {
    writeSync(fd, `${process.pid}\n${hostname()}\n${new Date().toISOString()}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function hold(lockPath: string): DataDirLock {
  held.add(lockPath);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // A process that exits without closing the database (process.exit, an uncaught error) still leaves no lock.
    process.on('exit', () => {
      for (const file of held) releaseFile(file);
    });
  }
  return {
    path: lockPath,
    release: () => {
      if (held.delete(lockPath)) releaseFile(lockPath);
    },
  };
}

function releaseFile(lockPath: string): void {
  const holder = readHolder(lockPath);
  if (typeof holder === 'object' && holder.pid === process.pid && holder.host === hostname()) {
    removeStale(lockPath);
  }
}

function readHolder(lockPath: string): Holder | 'gone' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw new DatabaseOpenError(`Could not read the lock file ${lockPath}: ${(error as Error).message}.`, {
      cause: error,
    });
  }
  const [pidLine = '', host = '', since = ''] = text.split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || host === '') return 'unreadable';
  return { pid, host, since };
}

function removeStale(lockPath: string): void {
  try {
    unlinkSync(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Whether a process with this id exists (one of another user's counts: signalling it is merely not allowed). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockedBy(holder: Holder, dataDir: string, lockPath: string): DatabaseLockedError {
  if (holder.host !== hostname()) {
    return new DatabaseLockedError(
      `The database in ${dataDir} is in use by process ${holder.pid} on the computer ${holder.host}. ` +
        `Only one process may use it at a time: stop Tedi there first. If that computer no longer runs it, ` +
        `delete ${lockPath} and try again.`,
      holder.pid,
    );
  }
  const who = holder.pid === process.pid ? 'this same process' : `process ${holder.pid}`;
  return new DatabaseLockedError(
    `Tedi is already running on the database in ${dataDir} (${who}${holder.since ? `, since ${holder.since}` : ''}). ` +
      'Only one process may use it at a time: stop that one first, then try again.',
    holder.pid,
  );
}
