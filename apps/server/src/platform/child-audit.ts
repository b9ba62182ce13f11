import {
  CHILD_AUDIT_LIMITS,
  type ChildAuditAction,
  type ChildAuditPageResponse,
  type ChildAuditQuery,
  childAuditQuerySchema,
} from '@tedi/contracts';
import { and, type Database, desc, eq, gt, isNull, lt, ne, or, schema, sql } from '@tedi/db';
import type { AccessActor, ChildAccessService, ChildPass } from '../policies/child-access.ts';
import type { Clock } from './clock.ts';
import { parseInput } from './errors.ts';
import { personNameOf } from './person-names.ts';

const { childAuditEntries } = schema;

/** Reads or changes of the same thing by the same person within this long are one entry. */
export const AUDIT_BATCH_MS = 10 * 60 * 1000;
/** How long entries are kept. */
export const AUDIT_KEPT_MS = 2 * 365 * 24 * 60 * 60 * 1000;

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
 * never holds the child's data. Most calls cost one statement: a repeat within ten minutes adds to the entry
 * already there. Reads through a share link are not recorded here: the link's own log of openings is their record.
 */
export class ChildAuditService {
  readonly #db: Database;
  readonly #access: ChildAccessService;
  readonly #clock: Clock;

  constructor(db: Database, access: ChildAccessService, clock: Clock) {
    this.#db = db;
    this.#access = access;
    this.#clock = clock;
  }

  /** Records that the pass's holder read something of its area about each child it covers. */
  read(pass: ChildPass, description: string): Promise<void> {
    return this.#record(pass, 'read', description);
  }

  /** Records that the pass's holder changed something of its area about each child it covers. */
  changed(pass: ChildPass, description: string): Promise<void> {
    return this.#record(pass, 'change', description);
  }

  async #record(pass: ChildPass, action: ChildAuditAction, description: string): Promise<void> {
    const { member } = pass;
    if (pass.shareLinkId !== null || pass.childIds.length === 0 || member.familyId === null) return;
    const now = this.#clock();
    let actorName: string | null = null;
    for (const childId of pass.childIds) {
      // Reads that begin together may each add an entry; counting into the newest one alone keeps every
      // statement to a single row, so reads running at once never wait on each other's rows in a cycle.
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
