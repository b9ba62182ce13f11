import { and, asc, type Database, eq, isNull, lte, or, schema, sql } from '@tedi/db';
import type { Clock } from './clock.ts';

const { scheduledJobs } = schema;

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;
export type JobPayload = Readonly<Record<string, unknown>>;

/** One job as its handler sees it. */
export interface ClaimedJob {
  readonly id: string;
  readonly kind: string;
  readonly runAt: Date;
  readonly payload: JobPayload;
  /** This run included (1 on the first run). */
  readonly attempts: number;
  /**
   * Keeps what the handler has done so far in the job's payload (e.g. who has been e-mailed), so a retry after a
   * failure part-way does not do it twice.
   */
  saveProgress(payload: JobPayload): Promise<void>;
}

/** What a handler may ask for: nothing (done), or to run again later (the thing it serves has moved). */
export type JobOutcome = void | { readonly runAgainAt: Date };

/**
 * Runs one kind of job. It may run more than once for one job (a retry after an error, or a worker that stopped
 * mid-way), so it reads what it needs again, checks the work is still wanted, and does nothing twice.
 */
export type JobHandler = (job: ClaimedJob) => Promise<JobOutcome>;

export interface JobQueueOptions {
  /** How long a claimed job is left to its worker before another may take it (the worker is taken to have died). */
  readonly leaseMs?: number;
  /** Runs after which a failing job is given up, its last error kept. */
  readonly maxAttempts?: number;
  /** The wait before the retry that follows the nth failure. */
  readonly backoffMs?: (attempts: number) => number;
}

export interface JobRun {
  readonly succeeded: number;
  readonly failed: number;
}

const MINUTE_MS = 60_000;
/** 1, 5, 25 minutes, then 2 hours: long enough for a mail server or a budget to come back. */
export const defaultBackoffMs = (attempts: number): number => Math.min(120, 5 ** (attempts - 1)) * MINUTE_MS;
export const MAX_JOB_ATTEMPTS = 5;
const LEASE_MS = 5 * MINUTE_MS;
/** Errors are kept for an operator; a long one is cut so a row stays small. */
const ERROR_LENGTH = 1000;

/**
 * The one durable queue of scheduled work (decision record 0025). Capabilities schedule jobs by kind with a dedupe
 * key and register a handler per kind; workers in any number of instances claim due jobs with
 * `FOR UPDATE SKIP LOCKED` and a lease, so no two run one job at once, and a failure is retried with backoff.
 */
export class JobQueue {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #handlers = new Map<string, JobHandler>();
  readonly #leaseMs: number;
  readonly #maxAttempts: number;
  readonly #backoffMs: (attempts: number) => number;

  constructor(db: Database, clock: Clock, options: JobQueueOptions = {}) {
    this.#db = db;
    this.#clock = clock;
    this.#leaseMs = options.leaseMs ?? LEASE_MS;
    this.#maxAttempts = options.maxAttempts ?? MAX_JOB_ATTEMPTS;
    this.#backoffMs = options.backoffMs ?? defaultBackoffMs;
  }

  /** Registers the handler of a kind, once, when the capability that owns the kind registers. */
  handle(kind: string, handler: JobHandler): void {
    if (this.#handlers.has(kind)) throw new Error(`Jobs of kind ${kind} already have a handler`);
    this.#handlers.set(kind, handler);
  }

  /**
   * Schedules a job, or moves the one with this dedupe key: scheduling the same thing twice is one job. The key and
   * the time make the job (its payload names the same thing each time): a job is changed only for another time (an
   * appointment moved, before or after its reminder went) or when it had been cancelled; otherwise nothing changes.
   */
  async schedule(kind: string, runAt: Date, payload: JobPayload, dedupeKey: string): Promise<void> {
    const now = this.#clock();
    await this.#db
      .insert(scheduledJobs)
      .values({ kind, runAt, payload: { ...payload }, dedupeKey, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: scheduledJobs.dedupeKey,
        set: {
          kind,
          runAt,
          payload: { ...payload },
          attempts: 0,
          doneAt: null,
          cancelledAt: null,
          lastError: null,
          updatedAt: now,
        },
        // The same time again changes nothing, even for a job running now (its progress and claim stay whole).
        setWhere: or(sql`${scheduledJobs.cancelledAt} is not null`, sql`${scheduledJobs.runAt} <> excluded.run_at`),
      });
  }

  /** Moves a job that has not run yet; false when there is none waiting under this key. */
  async reschedule(dedupeKey: string, runAt: Date): Promise<boolean> {
    const moved = await this.#db
      .update(scheduledJobs)
      .set({ runAt, attempts: 0, lastError: null, updatedAt: this.#clock() })
      .where(and(eq(scheduledJobs.dedupeKey, dedupeKey), isNull(scheduledJobs.doneAt)))
      .returning({ id: scheduledJobs.id });
    return moved.length > 0;
  }

  /** Cancels a job that has not run yet, so it never runs; false when there is none waiting under this key. */
  async cancel(dedupeKey: string): Promise<boolean> {
    const now = this.#clock();
    const cancelled = await this.#db
      .update(scheduledJobs)
      .set({ doneAt: now, cancelledAt: now, updatedAt: now })
      .where(and(eq(scheduledJobs.dedupeKey, dedupeKey), isNull(scheduledJobs.doneAt)))
      .returning({ id: scheduledJobs.id });
    return cancelled.length > 0;
  }

  /** The job under a key, for tests and operators. */
  async find(dedupeKey: string): Promise<ScheduledJobRow | undefined> {
    const [row] = await this.#db.select().from(scheduledJobs).where(eq(scheduledJobs.dedupeKey, dedupeKey));
    return row;
  }

  /** Runs every job due now, one at a time, until none is left that another worker has not claimed. */
  async runDue(): Promise<JobRun> {
    let succeeded = 0;
    let failed = 0;
    for (;;) {
      const job = await this.#claimNext();
      if (!job) return { succeeded, failed };
      if (await this.#run(job)) succeeded += 1;
      else failed += 1;
    }
  }

  /**
   * Takes the earliest due job that nobody holds: `SKIP LOCKED` lets workers claim side by side without waiting,
   * and the lease (`locked_until`) keeps the job theirs after the claiming transaction ends, while it runs.
   */
  async #claimNext(): Promise<ScheduledJobRow | undefined> {
    const now = this.#clock();
    return this.#db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: scheduledJobs.id })
        .from(scheduledJobs)
        .where(
          and(
            isNull(scheduledJobs.doneAt),
            lte(scheduledJobs.runAt, now),
            or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, now)),
          ),
        )
        .orderBy(asc(scheduledJobs.runAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return undefined;
      const [claimed] = await tx
        .update(scheduledJobs)
        .set({
          attempts: sql`${scheduledJobs.attempts} + 1`,
          lockedUntil: new Date(now.getTime() + this.#leaseMs),
          updatedAt: now,
        })
        .where(eq(scheduledJobs.id, due.id))
        .returning();
      return claimed;
    });
  }

  /**
   * Runs a claimed job and records how it went. Each record is made only while the job is still as it was claimed
   * (same run time and attempt): a job moved or cancelled while it ran keeps its new state.
   */
  async #run(row: ScheduledJobRow): Promise<boolean> {
    const stillClaimed = and(
      eq(scheduledJobs.id, row.id),
      eq(scheduledJobs.attempts, row.attempts),
      eq(scheduledJobs.runAt, row.runAt),
      isNull(scheduledJobs.doneAt),
    );
    const job: ClaimedJob = {
      id: row.id,
      kind: row.kind,
      runAt: row.runAt,
      payload: row.payload,
      attempts: row.attempts,
      saveProgress: async (payload) => {
        await this.#db
          .update(scheduledJobs)
          .set({ payload: { ...payload }, updatedAt: this.#clock() })
          .where(stillClaimed);
      },
    };
    try {
      const handler = this.#handlers.get(row.kind);
      if (!handler) throw new Error(`No handler is registered for jobs of kind ${row.kind}`);
      const outcome = await handler(job);
      const now = this.#clock();
      await this.#db
        .update(scheduledJobs)
        .set(
          outcome
            ? { runAt: outcome.runAgainAt, attempts: 0, lockedUntil: null, lastError: null, updatedAt: now }
            : { doneAt: now, lockedUntil: null, lastError: null, updatedAt: now },
        )
        .where(stillClaimed);
      return true;
    } catch (error) {
      const now = this.#clock();
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH);
      const givingUp = row.attempts >= this.#maxAttempts;
      await this.#db
        .update(scheduledJobs)
        .set(
          givingUp
            ? { doneAt: now, lockedUntil: null, lastError: message, updatedAt: now }
            : {
                runAt: new Date(now.getTime() + this.#backoffMs(row.attempts)),
                lockedUntil: null,
                lastError: message,
                updatedAt: now,
              },
        )
        .where(stillClaimed);
      return false;
    }
  }
}
