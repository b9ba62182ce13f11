import { CHILD_AUDIT_API, type ChildAuditPageResponse } from '@tedi/contracts';
import { and, eq, gte, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AccessRepository } from '../../platform/access-repository.ts';
import { AUDIT_KEPT_MS, ChildAuditService } from '../../platform/child-audit.ts';
import { ChildAccessService } from '../../policies/child-access.ts';
import { type ChildrenTestServer, type SignedIn, startChildrenServer } from '../children/testing.ts';

let now = new Date();
let server: ChildrenTestServer;
let parent: SignedIn;
let grandma: SignedIn;
let coParent: SignedIn;
let familyId: string;
let childId: string;

const get = (who: SignedIn, url: string) => server.app.inject({ method: 'GET', url, headers: who.headers });
const auditOf = async (who: SignedIn, query = '') =>
  (await get(who, `${CHILD_AUDIT_API.ofChild(childId)}${query}`)).json<ChildAuditPageResponse>();
const minutes = (count: number) => {
  now = new Date(now.getTime() + count * 60_000);
};

async function named(who: SignedIn, displayName: string): Promise<void> {
  await server.database.db.update(schema.profiles).set({ displayName }).where(eq(schema.profiles.userId, who.userId));
}

beforeAll(async () => {
  server = await startChildrenServer({ clock: () => now });
  parent = await server.signIn('parent');
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/v1/children',
    headers: parent.headers,
    payload: { name: 'Amara', emergencyInformation: 'Allergic to penicillin' },
  });
  childId = created.json<{ id: string }>().id;
  familyId = (await server.familyOf(parent.userId))!;
  grandma = await server.signIn('family_member', familyId);
  await named(grandma, 'Joan Okafor');
  await server.database.db
    .insert(schema.childGrants)
    .values({ childId, userId: grandma.userId, familyId, areas: { profile: 'view' } });
  coParent = await server.signIn('parent', familyId);
  await named(coParent, 'Sam Okafor');
});

afterAll(async () => {
  await server?.close();
});

describe('the audit of a child’s data', () => {
  test('a family member’s reads of the profile are listed for the parent, a few minutes’ reads as one', async () => {
    expect((await get(grandma, `/api/v1/children/${childId}`)).statusCode).toBe(200);
    minutes(3);
    expect((await get(grandma, `/api/v1/children/${childId}`)).statusCode).toBe(200);

    const { entries } = await auditOf(parent);
    expect(entries).toEqual([
      expect.objectContaining({
        actorName: 'Joan Okafor',
        area: 'profile',
        action: 'read',
        description: 'opened the child’s profile',
        times: 2,
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('penicillin');

    minutes(15);
    await get(grandma, `/api/v1/children/${childId}`);
    expect((await auditOf(parent)).entries.map((entry) => entry.times)).toEqual([1, 2]);
  });

  test('what is shared with a family member, read from their page, is listed too', async () => {
    minutes(20);
    expect((await get(grandma, '/api/v1/family/shared-children')).statusCode).toBe(200);
    const [newest] = (await auditOf(parent)).entries;
    expect(newest).toMatchObject({ actorName: 'Joan Okafor', description: 'read the child’s profile', times: 1 });
  });

  test('the parent’s own reads are not listed for them; the other parent’s are', async () => {
    const before = (await auditOf(parent)).entries.length;
    minutes(1);
    await get(parent, `/api/v1/children/${childId}`);
    expect((await auditOf(parent)).entries).toHaveLength(before);

    minutes(1);
    await get(coParent, `/api/v1/children/${childId}`);
    const mine = await auditOf(parent);
    // A parent's read of the profile includes the child's conditions: two entries of the same moment.
    expect(mine.entries.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actorName: 'Sam Okafor', description: 'opened the child’s profile' }),
        expect.objectContaining({
          actorName: 'Sam Okafor',
          description: 'read the child’s conditions',
          area: 'health',
        }),
      ]),
    );
    // The other parent sees the first parent's read in turn, and not their own.
    const theirs = await auditOf(coParent);
    expect(theirs.entries.some((entry) => entry.actorName === 'Sam Okafor')).toBe(false);
  });

  test('the list comes a page at a time, newest first, every entry once', async () => {
    const all = (await auditOf(parent, '?limit=100')).entries;
    expect(all.length).toBeGreaterThan(2);
    const paged: string[] = [];
    let query = '?limit=1';
    for (;;) {
      const page = await auditOf(parent, query);
      paged.push(...page.entries.map((entry) => entry.id));
      if (page.next === null) break;
      query = `?limit=1&before=${encodeURIComponent(page.next)}`;
    }
    expect(paged).toEqual(all.map((entry) => entry.id));
  });

  test('a page asked for with a made-up cursor is refused with a message', async () => {
    const response = await get(parent, `${CHILD_AUDIT_API.ofChild(childId)}?before=yesterday`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('previous page gave');
  });

  test('only the family’s parents read the audit', async () => {
    const stranger = await server.signIn('parent');
    const theirs = await get(stranger, CHILD_AUDIT_API.ofChild(childId));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Joan');
    const member = await get(grandma, CHILD_AUDIT_API.ofChild(childId));
    expect(member.statusCode).toBe(403);
    expect(member.body).not.toContain('Joan');
  });

  test('a batch of reads adds to the newest entry when two instances each left one', async () => {
    const db = server.database.db;
    minutes(30);
    const batchStart = now;
    const description = 'opened the child’s profile';
    const ofGrandma = () =>
      db
        .select({ times: schema.childAuditEntries.times })
        .from(schema.childAuditEntries)
        .where(
          and(
            eq(schema.childAuditEntries.actorUserId, grandma.userId),
            eq(schema.childAuditEntries.description, description),
            gte(schema.childAuditEntries.firstAt, batchStart),
          ),
        );
    expect((await get(grandma, `/api/v1/children/${childId}`)).statusCode).toBe(200);
    // Listing the audit writes this instance's counted reads first.
    await auditOf(parent);
    expect((await ofGrandma()).map((entry) => entry.times)).toEqual([1]);
    // What another instance's batch of the same moment leaves: an entry of its own.
    await db.insert(schema.childAuditEntries).values({
      childId,
      familyId,
      actorUserId: grandma.userId,
      actorName: 'Joan Okafor',
      area: 'profile',
      action: 'read',
      description,
      firstAt: now,
      lastAt: now,
    });
    minutes(1);
    expect((await get(grandma, `/api/v1/children/${childId}`)).statusCode).toBe(200);
    await auditOf(parent);
    const times = (await ofGrandma()).map((entry) => entry.times).sort();
    expect(times).toEqual([1, 2]);
  });

  test('entries older than two years are forgotten, newer ones kept', async () => {
    const db = server.database.db;
    await db.insert(schema.childAuditEntries).values({
      childId,
      familyId,
      actorUserId: grandma.userId,
      actorName: 'Joan Okafor',
      area: 'profile',
      action: 'read',
      description: 'opened the child’s profile long ago',
      firstAt: new Date(now.getTime() - AUDIT_KEPT_MS - 86_400_000),
      lastAt: new Date(now.getTime() - AUDIT_KEPT_MS - 86_400_000),
    });
    const kept = (await auditOf(parent, '?limit=100')).entries.length;
    const audit = new ChildAuditService(
      db,
      new ChildAccessService(new AccessRepository(db)),
      () => now,
      server.app.log,
    );
    expect(await audit.forgetOld()).toBe(1);
    const after = (await auditOf(parent, '?limit=100')).entries;
    expect(after).toHaveLength(kept - 1);
    expect(after.some((entry) => entry.description.includes('long ago'))).toBe(false);
  });
});
