import {
  CHILD_AUDIT_LIMITS,
  type ChildAuditAction,
  type ChildAuditPageResponse,
  type ChildAuditQuery,
  childAuditQuerySchema,
} from '@tedi/contracts';
import { and, type Database, desc, eq, gt, inArray, isNull, lt, ne, or, schema, sql } from '@tedi/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AccessActor, ChildAccessService, ChildPass } from '../policies/child-access.ts';
import type { Clock } from './clock.ts';
import { parseInput } from './errors.ts';
import { personNameFrom } from './family-name.ts';
import { type IntervalJob, startIntervalJob } from './jobs.ts';
import { personNameOf } from './person-names.ts';

const { childAuditEntries, children, profiles, users } = schema;

/** Reads or changes of the same thing by the same person within this long are one entry. */
export const AUDIT_BATCH_MS = 10 * 60 * 1000;
/** How long entries are kept. */
export const AUDIT_KEPT_MS = 2 * 365 * 24 * 60 * 60 * 1000;
/** How often the reads counted in memory are written: the longest a parent waits to see a read made elsewhere. */
export const AUDIT_FLUSH_INTERVAL_MS = 1000;

/** Reads of one thing by one person, counted in memory until the next batch is written. */
interface PendingReads {
  readonly actorUserId: string;
  readonly childId: string;
  readonly area: string;
  readonly description: string;
  readonly firstAt: Date;
  lastAt: Date;
  times: number;
}

/**
 * Writes a batch of counted reads in one statement. Each batch row adds its count to the newest entry of the same
 * thing within the batching window, or becomes a new entry. The rows to add to are locked in id order first, so
 * two instances flushing at once wait for each other rather than deadlock; a count is always added to the row as
 * it is then (`times + n`), never written over, so several instances' counts all arrive. A read of a child that has
 * gone since is dropped with the child's audit; a person whose account has gone is kept by name.
 */
function flushStatement(batch: readonly (PendingReads & { readonly actorName: string })[]) {
  const rows = batch.map((pending, k) => ({
    k,
    actor: pending.actorUserId,
    child: pending.childId,
    area: pending.area,
    description: pending.description,
    actor_name: pending.actorName,
    times: pending.times,
    first_at: pending.firstAt.toISOString(),
    last_at: pending.lastAt.toISOString(),
  }));
  return sql`
    with batch as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as b(
        k int, actor uuid, child uuid, area text, description text, actor_name text, times int,
        first_at timestamptz, last_at timestamptz)
    ),
    matched as (
      select b.k, (
        select e.id from child_audit_entries e
        where e.actor_user_id = b.actor and e.child_id = b.child and e.area = b.area and e.action = 'read'
          and e.description = b.description and e.last_at > b.first_at - ${AUDIT_BATCH_MS / 1000}::int * interval '1 second'
        order by e.last_at desc, e.id desc
        limit 1
      ) as id
      from batch b
    ),
    locked as (
      select e.id from child_audit_entries e
      where e.id in (select id from matched where id is not null)
      order by e.id
      for update
    ),
    sums as (
      select m.id, sum(b.times)::int as times, max(b.last_at) as last_at
      from matched m join batch b on b.k = m.k
      where m.id in (select id from locked)
      group by m.id
    ),
    added as (
      update child_audit_entries e
      set times = e.times + s.times, last_at = greatest(e.last_at, s.last_at)
      from sums s
      where e.id = s.id
      returning e.id
    )
    insert into child_audit_entries
      (child_id, family_id, actor_user_id, actor_name, area, action, description, first_at, last_at, times)
    select b.child, c.family_id, u.id, b.actor_name, b.area, 'read', b.description, b.first_at, b.last_at, b.times
    from batch b
    join matched m on m.k = b.k
    join ${children} c on c.id = b.child
    left join ${users} u on u.id = b.actor
    where m.id is null
    order by b.k`;
}

/** Entries after a page's last one (`<time>_<id>`) in newest-first order: entries of the same time go by id. */
function olderThan(cursor: string) {
  const separator = cursor.indexOf('_');
  const at = new Date(cursor.slice(0, separator));
  const id = cursor.slice(separator + 1);
  return or(lt(childAuditEntries.lastAt, at), and(eq(childAuditEntries.lastAt, at), lt(childAuditEntries.id, id)));
}

/**
 * The audit of child data (decision record 0023): who read or changed what about a child, and when. A capability
 * records in one line, after its access check, with the pass the check gave (which names the children, the area
 * and who asked): `await this.#audit.read(pass, 'opened the health hub')`. The description says what was done and
 * never holds the child's data. A change costs one statement on its request: a repeat within ten minutes adds to the
 * entry already there. A read costs no statement on its request (decision record 0039): it is counted in memory and
 * written with the next batch, within a second, and on close. Reads through a share link are not recorded here:
 * the link's own log of openings is their record.
 */
export class ChildAuditService {
  readonly #db: Database;
  readonly #access: ChildAccessService;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;
  /** Reads still to be written, by person, child, area and description; the newest window of each. */
  #open = new Map<string, PendingReads>();
  /** Older windows of the same things (the clock moved on more than ten minutes), and batches that failed. */
  #sealed: PendingReads[] = [];
  #flushing: Promise<void> = Promise.resolve();
  #timer: IntervalJob | null = null;
  /** Once the server is closing, each read is written before its answer: no later batch would write it. */
  #closing = false;

  constructor(db: Database, access: ChildAccessService, clock: Clock, log: FastifyBaseLogger) {
    this.#db = db;
    this.#access = access;
    this.#clock = clock;
    this.#log = log;
  }

  /** Writes the counted reads every second until `close`. */
  start(): void {
    this.#timer ??= startIntervalJob('child audit reads', AUDIT_FLUSH_INTERVAL_MS, () => this.flush(), this.#log);
  }

  /**
   * Stops the timer and writes every read counted so far; reads of requests still in flight are then written as
   * they happen. Nothing counted is lost on a graceful close.
   */
  async close(): Promise<void> {
    this.#closing = true;
    this.#timer?.stop();
    this.#timer = null;
    await this.flush();
  }

  /**
   * Records that the pass's holder read something of its area about each child it covers. Resolves at once: the
   * read is counted in memory and written with the next batch.
   */
  read(pass: ChildPass, description: string): Promise<void> {
    const { member } = pass;
    if (pass.shareLinkId !== null || pass.childIds.length === 0 || member.familyId === null) return Promise.resolve();
    const now = this.#clock();
    for (const childId of pass.childIds) {
      // Ids and areas hold no newline, and the description comes last, so the key is unambiguous.
      const key = `${member.userId}\n${childId}\n${pass.area}\n${description}`;
      const open = this.#open.get(key);
      if (open && now.getTime() - open.lastAt.getTime() <= AUDIT_BATCH_MS) {
        open.times += 1;
        if (now > open.lastAt) open.lastAt = now;
        continue;
      }
      if (open) this.#sealed.push(open);
      this.#open.set(key, {
        actorUserId: member.userId,
        childId,
        area: pass.area,
        description,
        firstAt: now,
        lastAt: now,
        times: 1,
      });
    }
    return this.#closing ? this.flush() : Promise.resolve();
  }

  /**
   * Writes the reads counted so far, in one statement (and one read of the people's names). Flushes run one after
   * another; a batch that fails is kept and tried again with the next one.
   */
  flush(): Promise<void> {
    const next = this.#flushing.then(() => this.#writeBatch());
    this.#flushing = next.catch(() => {});
    return next;
  }

  async #writeBatch(): Promise<void> {
    if (this.#open.size === 0 && this.#sealed.length === 0) return;
    const batch = [...this.#sealed, ...this.#open.values()];
    this.#sealed = [];
    this.#open = new Map();
    try {
      const names = await this.#namesOf([...new Set(batch.map((pending) => pending.actorUserId))]);
      await this.#db.execute(
        flushStatement(
          batch.map((pending) => ({
            ...pending,
            actorName: names.get(pending.actorUserId) ?? 'Someone without a name',
          })),
        ),
      );
    } catch (error) {
      // Kept for the next batch: a read is recorded late rather than not at all.
      this.#sealed.push(...batch);
      throw error;
    }
  }

  async #namesOf(userIds: readonly string[]): Promise<ReadonlyMap<string, string | null>> {
    const rows = await this.#db
      .select({ id: users.id, displayName: profiles.displayName, metadata: users.userMetadata })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(inArray(users.id, [...userIds]));
    return new Map(rows.map((row) => [row.id, personNameFrom(row.displayName, row.metadata)]));
  }

  /** Records that the pass's holder changed something of its area about each child it covers, on the request. */
  async changed(pass: ChildPass, description: string): Promise<void> {
    const action: ChildAuditAction = 'change';
    const { member } = pass;
    if (pass.shareLinkId !== null || pass.childIds.length === 0 || member.familyId === null) return;
    const now = this.#clock();
    let actorName: string | null = null;
    for (const childId of pass.childIds) {
      // Changes that begin together may each add an entry; counting into the newest one alone keeps every
      // statement to a single row, so changes running at once never wait on each other's rows in a cycle.
      const newest = this.#db
        .select({ id: childAuditEntries.id })
        .from(childAuditEntries)
        .where(
          and(
            eq(childAuditEntries.actorUserId, member.userId),
            eq(childAuditEntries.childId, childId),
            eq(childAuditEntries.area, pass.area),
            eq(childAuditEntries.action, action),
            eq(childAuditEntries.description, description),
            gt(childAuditEntries.lastAt, new Date(now.getTime() - AUDIT_BATCH_MS)),
          ),
        )
        .orderBy(desc(childAuditEntries.lastAt), desc(childAuditEntries.id))
        .limit(1);
      const added = await this.#db
        .update(childAuditEntries)
        .set({ lastAt: now, times: sql`${childAuditEntries.times} + 1` })
        .where(eq(childAuditEntries.id, newest))
        .returning({ id: childAuditEntries.id });
      if (added.length > 0) continue;
      actorName ??= (await personNameOf(this.#db, member.userId)) ?? 'Someone without a name';
      await this.#db.insert(childAuditEntries).values({
        childId,
        familyId: member.familyId,
        actorUserId: member.userId,
        actorName,
        area: pass.area,
        action,
        description,
        firstAt: now,
        lastAt: now,
      });
    }
  }

  /** What everyone but the asking parent read or changed about the child, newest first, a page at a time. */
  async list(actor: AccessActor, childId: string, query: ChildAuditQuery): Promise<ChildAuditPageResponse> {
    const { pass } = await this.#access.requireChild(actor, [childId], 'profile', 'manage');
    const { before, limit = CHILD_AUDIT_LIMITS.pageSizeDefault } = parseInput(childAuditQuerySchema, query);
    // This instance's counted reads are written first, so the list misses none of them.
    await this.flush();
    pass.assertCovers([childId]);
    const rows = await this.#db
      .select()
      .from(childAuditEntries)
      .where(
        and(
          eq(childAuditEntries.childId, childId),
          or(isNull(childAuditEntries.actorUserId), ne(childAuditEntries.actorUserId, pass.member.userId)),
          before ? olderThan(before) : undefined,
        ),
      )
      .orderBy(desc(childAuditEntries.lastAt), desc(childAuditEntries.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    return {
      entries: page.map((row) => ({
        id: row.id,
        actorName: row.actorName,
        area: row.area,
        action: row.action,
        description: row.description,
        firstAt: row.firstAt.toISOString(),
        lastAt: row.lastAt.toISOString(),
        times: row.times,
      })),
      next: rows.length > limit ? `${page.at(-1)!.lastAt.toISOString()}_${page.at(-1)!.id}` : null,
    };
  }

  /** Forgets entries older than two years; the number forgotten. */
  async forgetOld(): Promise<number> {
    const cutoff = new Date(this.#clock().getTime() - AUDIT_KEPT_MS);
    const gone = await this.#db
      .delete(childAuditEntries)
      .where(lt(childAuditEntries.lastAt, cutoff))
      .returning({ id: childAuditEntries.id });
    return gone.length;
  }
}
