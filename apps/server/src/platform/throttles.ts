import { type Database, and, eq, gte, inArray, schema, sql } from '@tedi/db';

/**
 * The SQL of the `throttles` table: counters shared by every instance and kept across restarts. Each function is one
 * statement, so two instances counting the same key at once never lose a count.
 */

const { throttles } = schema;

export interface FailureCount {
  /** Failures counted since the key was last locked, forgotten or reset. */
  readonly count: number;
  /** Lock-outs in a row before this failure. */
  readonly lockouts: number;
  readonly notifiedAt: Date | null;
}

/**
 * Counts one event against `key` in a fixed window of `windowMs`; returns the count in the current window, this
 * event included.
 */
export async function countInWindow(db: Database, key: string, windowMs: number, now: Date): Promise<number> {
  const windowOver = sql`${throttles.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttles)
    .values({ key, count: 1, windowStartedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${throttles.count} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${throttles.windowStartedAt} end`,
        updatedAt: now,
      },
    })
    .returning({ count: throttles.count });
  return row?.count ?? 1;
}

/**
 * Counts a failure against `key`. A key quiet for `forgetAfterMs` starts again from nothing: its failures, its
 * run of lock-outs, and whether its owner was told.
 */
export async function countFailure(db: Database, key: string, forgetAfterMs: number, now: Date): Promise<FailureCount> {
  const quiet = sql`${throttles.updatedAt} <= ${new Date(now.getTime() - forgetAfterMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttles)
    .values({ key, count: 1, windowStartedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        count: sql`case when ${quiet} then 1 else ${throttles.count} + 1 end`,
        lockouts: sql`case when ${quiet} then 0 else ${throttles.lockouts} end`,
        notifiedAt: sql`case when ${quiet} then null else ${throttles.notifiedAt} end`,
        windowStartedAt: sql`case when ${quiet} then ${now.toISOString()}::timestamptz else ${throttles.windowStartedAt} end`,
        updatedAt: now,
      },
    })
    .returning({ count: throttles.count, lockouts: throttles.lockouts, notifiedAt: throttles.notifiedAt });
  return row ?? { count: 1, lockouts: 0, notifiedAt: null };
}

/**
 * Locks `key` until `until` when it has counted at least `threshold` failures, and starts counting again; false
 * when another request locked it first (so each lock-out is counted once).
 */
export async function lockKey(db: Database, key: string, threshold: number, until: Date, now: Date): Promise<boolean> {
  const locked = await db
    .update(throttles)
    .set({ lockedUntil: until, lockouts: sql`${throttles.lockouts} + 1`, count: 0, updatedAt: now })
    .where(and(eq(throttles.key, key), gte(throttles.count, threshold)))
    .returning({ key: throttles.key });
  return locked.length > 0;
}

/** Marks that the owner of `key` was told about its lock-out; false when they had been told already. */
export async function claimNotice(db: Database, key: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(throttles)
    .set({ notifiedAt: now })
    .where(and(eq(throttles.key, key), sql`${throttles.notifiedAt} is null`))
    .returning({ key: throttles.key });
  return claimed.length > 0;
}

/** The latest time until which any of these keys is locked; null when none is locked after `now`. */
export async function lockedUntil(db: Database, keys: readonly string[], now: Date): Promise<Date | null> {
  if (keys.length === 0) return null;
  const rows = await db
    .select({ lockedUntil: throttles.lockedUntil })
    .from(throttles)
    .where(and(inArray(throttles.key, [...keys]), sql`${throttles.lockedUntil} > ${now.toISOString()}::timestamptz`));
  const times = rows.map((row) => row.lockedUntil!.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

/** Forgets a key: its failures, its lock and its run of lock-outs. */
export async function resetKey(db: Database, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}
