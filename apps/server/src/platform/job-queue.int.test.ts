import { openDatabase, type DatabaseHandle } from '@tedi/db';
import { createTestDatabase, type TestDatabase } from '@tedi/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { JobQueue, MAX_JOB_ATTEMPTS } from './job-queue.ts';

const MINUTE_MS = 60_000;
let database: TestDatabase;
/** A second connection to the same database, as a second instance of the server would have (PostgreSQL only). */
let secondInstance: DatabaseHandle | null = null;
let now: Date;
const clock = () => now;
let keyNumber = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.url) secondInstance = await openDatabase({ kind: 'postgres', url: database.url, maxConnections: 4 });
});

afterAll(async () => {
  await secondInstance?.close();
  await database.close();
});

beforeEach(() => {
  now = new Date('2026-03-10T09:00:00Z');
});

/** Each test's jobs have keys of their own, so one test's jobs never run in another's worker. */
const key = (name: string) => `${name}-${++keyNumber}`;
const minutes = (count: number) => new Date(now.getTime() + count * MINUTE_MS);

describe('the scheduled job queue', () => {
  test('two workers running at once never run one job twice, and between them run every due job', async () => {
    const kind = key('count');
    const ran: string[] = [];
    const handler = async (job: { payload: Record<string, unknown> }) => {
      ran.push(String(job.payload.n));
      // Hands the turn to the other worker mid-job, so their claims interleave.
      await new Promise((resolve) => setImmediate(resolve));
    };
    const first = new JobQueue(database.db, clock);
    const second = new JobQueue((secondInstance ?? database).db, clock);
    first.handle(kind, handler);
    second.handle(kind, handler);
    const expected = Array.from({ length: 20 }, (_, n) => String(n));
    for (const n of expected) await first.schedule(kind, minutes(-1), { n }, key(`job-${n}`));

    const [a, b] = await Promise.all([first.runDue(), second.runDue()]);

    expect(a.succeeded + b.succeeded).toBe(20);
    expect([...ran].sort()).toEqual([...expected].sort());
    expect(await first.runDue()).toEqual({ succeeded: 0, failed: 0 });
  });

  test('scheduling the same job twice is one job, at the later time asked for', async () => {
    const queue = new JobQueue(database.db, clock);
    const kind = key('once');
    let runs = 0;
    queue.handle(kind, async () => {
      runs += 1;
    });
    const dedupeKey = key('reminder');
    await queue.schedule(kind, minutes(10), {}, dedupeKey);
    await queue.schedule(kind, minutes(20), {}, dedupeKey);

    now = minutes(15);
    await queue.runDue();
    expect(runs).toBe(0);
    now = minutes(5);
    await queue.runDue();
    expect(runs).toBe(1);
    // The same again once it has run: it has done its work, and does not run a second time.
    await queue.schedule(kind, (await queue.find(dedupeKey))!.runAt, {}, dedupeKey);
    await queue.runDue();
    expect(runs).toBe(1);
  });

  test('saving the same thing again while its job runs does not make the job run a second time', async () => {
    const queue = new JobQueue(database.db, clock);
    const kind = key('busy');
    const dedupeKey = key('busy-job');
    const runAt = minutes(0);
    let runs = 0;
    queue.handle(kind, async () => {
      runs += 1;
      // The appointment is saved again, unchanged, at the moment its reminder is being sent.
      await queue.schedule(kind, runAt, { n: 1 }, dedupeKey);
    });
    await queue.schedule(kind, runAt, { n: 1 }, dedupeKey);
    await queue.runDue();
    now = minutes(24 * 60);
    await queue.runDue();
    expect(runs).toBe(1);
  });

  test('a job that fails is tried again after a wait, and runs once it succeeds', async () => {
    const queue = new JobQueue(database.db, clock);
    const kind = key('flaky');
    let calls = 0;
    queue.handle(kind, async () => {
      calls += 1;
      if (calls === 1) throw new Error('the mail server did not answer');
    });
    const dedupeKey = key('flaky-job');
    await queue.schedule(kind, now, {}, dedupeKey);

    expect(await queue.runDue()).toEqual({ succeeded: 0, failed: 1 });
    const waiting = await queue.find(dedupeKey);
    expect(waiting).toMatchObject({ attempts: 1, doneAt: null, lastError: 'the mail server did not answer' });
    expect(waiting!.runAt.getTime()).toBeGreaterThan(now.getTime());

    // Not again before the wait is over.
    expect(await queue.runDue()).toEqual({ succeeded: 0, failed: 0 });
    now = waiting!.runAt;
    expect(await queue.runDue()).toEqual({ succeeded: 1, failed: 0 });
    expect(await queue.find(dedupeKey)).toMatchObject({ attempts: 2, lastError: null, doneAt: now });
  });

  test('a job that keeps failing is given up after a few attempts, with its error kept', async () => {
    const queue = new JobQueue(database.db, clock);
    const kind = key('broken');
    let calls = 0;
    queue.handle(kind, async () => {
      calls += 1;
      throw new Error(`failure ${calls}`);
    });
    const dedupeKey = key('broken-job');
    await queue.schedule(kind, now, {}, dedupeKey);
    for (let attempt = 1; attempt <= MAX_JOB_ATTEMPTS + 2; attempt += 1) {
      await queue.runDue();
      now = minutes(24 * 60);
    }
    expect(calls).toBe(MAX_JOB_ATTEMPTS);
    const row = await queue.find(dedupeKey);
    expect(row?.doneAt).not.toBeNull();
    expect(row?.lastError).toBe(`failure ${MAX_JOB_ATTEMPTS}`);
  });

  test('a cancelled job never runs, and cancelling again finds nothing waiting', async () => {
    const queue = new JobQueue(database.db, clock);
    const kind = key('cancelled');
    let runs = 0;
    queue.handle(kind, async () => {
      runs += 1;
    });
    const dedupeKey = key('cancelled-job');
    await queue.schedule(kind, minutes(1), {}, dedupeKey);
    expect(await queue.cancel(dedupeKey)).toBe(true);
    now = minutes(60);
    await queue.runDue();
    expect(runs).toBe(0);
    expect(await queue.cancel(dedupeKey)).toBe(false);
    expect(await queue.find(dedupeKey)).toMatchObject({ cancelledAt: expect.any(Date) });
  });

  test('a job moved with reschedule runs at its new time only', async () => {
    const queue = new JobQueue(database.db, clock);
    const kind = key('moved');
    let runs = 0;
    queue.handle(kind, async () => {
      runs += 1;
    });
    const dedupeKey = key('moved-job');
    await queue.schedule(kind, minutes(1), {}, dedupeKey);
    expect(await queue.reschedule(dedupeKey, minutes(30))).toBe(true);
    now = minutes(10);
    await queue.runDue();
    expect(runs).toBe(0);
    now = minutes(25);
    await queue.runDue();
    expect(runs).toBe(1);
  });

  test('a handler can ask to run again later, and a retry skips what it already saved as done', async () => {
    const queue = new JobQueue(database.db, clock);
    const kind = key('progress');
    const sent: string[] = [];
    queue.handle(kind, async (job) => {
      const done = new Set((job.payload.done as string[] | undefined) ?? []);
      for (const person of ['ada', 'ben']) {
        if (done.has(person)) continue;
        if (person === 'ben' && job.attempts === 1) throw new Error('ben’s mail bounced for now');
        sent.push(person);
        done.add(person);
        await job.saveProgress({ ...job.payload, done: [...done] });
      }
    });
    const dedupeKey = key('progress-job');
    await queue.schedule(kind, now, {}, dedupeKey);
    await queue.runDue();
    now = minutes(24 * 60);
    await queue.runDue();
    expect(sent).toEqual(['ada', 'ben']);
  });

  test('a job whose kind has no handler fails with a clear error rather than vanishing', async () => {
    const queue = new JobQueue(database.db, clock);
    const dedupeKey = key('unknown');
    await queue.schedule(key('nobody-handles-this'), now, {}, dedupeKey);
    expect(await queue.runDue()).toEqual({ succeeded: 0, failed: 1 });
    expect((await queue.find(dedupeKey))?.lastError).toMatch(/No handler is registered/);
  });
});
