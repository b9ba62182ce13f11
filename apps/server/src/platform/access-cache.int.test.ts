import { and, eq, openDatabase, schema, sql } from '@tedi/db';
import { createTestDatabase, type TestDatabase } from '@tedi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthServer, TEST_PUBLISHABLE_KEY, TEST_SECRET_KEY } from '../auth/testing.ts';

/**
 * Two instances of the whole server on one database, each holding access facts in memory (decision record 0039).
 * On PostgreSQL each has its own connections and hears of changes through LISTEN/NOTIFY; on the embedded database
 * the two share its one process, and its own notifications.
 */
let database: TestDatabase;
let secondConnection: TestDatabase | null = null;
let first: AuthTestServer;
let second: AuthTestServer;
let parent: string;
let member: { userId: string; token: string };
let childId: string;
let familyId: string;
let userNumber = 0;

const PASSWORD = 'a long walk by the river';

async function call(
  on: AuthTestServer,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${on.origin}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      apikey: TEST_PUBLISHABLE_KEY,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${first.authUrl}/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: TEST_PUBLISHABLE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

async function newUser(role: 'parent' | 'family_member'): Promise<{ userId: string; token: string }> {
  userNumber += 1;
  const email = `${role.replace('_', '-')}-${userNumber}@example.com`;
  const created = await fetch(`${first.authUrl}/admin/users`, {
    method: 'POST',
    headers: {
      apikey: TEST_SECRET_KEY,
      authorization: `Bearer ${TEST_SECRET_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password: PASSWORD, email_confirm: true, app_metadata: { role } }),
  });
  const { id } = (await created.json()) as { id: string };
  return { userId: id, token: await signIn(email) };
}

/** Milliseconds until `read` answers something other than 200, polling; fails after `limitMs`. */
async function timeUntilRefused(read: () => Promise<number>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await read()) !== 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`still allowed after ${limitMs} ms`);
}

const readChild = (on: AuthTestServer, token = member.token) =>
  call(on, 'GET', `/api/v1/children/${childId}`, token).then((response) => response.status);

const giveGrant = async () => {
  const response = await call(first, 'PUT', `/api/v1/family/members/${member.userId}/grants`, parent, {
    grants: [{ childId, areas: { profile: 'view' } }],
  });
  expect(response.status).toBe(200);
};

/** What the audit holds of the member's openings of the profile, in all. */
async function memberReadsInDatabase(): Promise<number> {
  const [row] = await database.db
    .select({ times: sql<number>`coalesce(sum(${schema.childAuditEntries.times}), 0)::int` })
    .from(schema.childAuditEntries)
    .where(
      and(
        eq(schema.childAuditEntries.actorUserId, member.userId),
        eq(schema.childAuditEntries.description, 'opened the child’s profile'),
      ),
    );
  return row!.times;
}

/** The member's openings of the profile as the parent's audit page shows them, in all. */
async function memberReadsShownToParent(): Promise<number> {
  const { json } = await call(first, 'GET', `/api/v1/children/${childId}/audit?limit=100`, parent);
  const { entries } = json as { entries: { description: string; times: number }[] };
  return entries
    .filter((entry) => entry.description === 'opened the child’s profile')
    .reduce((sum, entry) => sum + entry.times, 0);
}

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startAuthServer({ database, auth: { autoconfirm: true } });
  if (database.url) {
    secondConnection = {
      ...(await openDatabase({ kind: 'postgres', url: database.url, maxConnections: 4 })),
      url: database.url,
    };
  }
  second = await startAuthServer({ database: secondConnection ?? database, auth: { autoconfirm: true } });

  parent = (await newUser('parent')).token;
  const created = await call(first, 'POST', '/api/v1/children', parent, { name: 'Amara' });
  childId = (created.json as { id: string }).id;
  const [child] = await database.db
    .select({ familyId: schema.children.familyId })
    .from(schema.children)
    .where(eq(schema.children.id, childId));
  familyId = child!.familyId;
  member = await newUser('family_member');
  await database.db.update(schema.profiles).set({ familyId }).where(eq(schema.profiles.userId, member.userId));
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await secondConnection?.close();
  await database?.close();
});

describe(`access facts across two instances (${process.env.DATABASE_URL ? 'PostgreSQL LISTEN/NOTIFY' : 'embedded database'})`, () => {
  it('a grant taken away on one instance is refused there at once and by the other within a second', async () => {
    await giveGrant();
    // The second instance has met the member and remembers what they may read.
    expect(await readChild(second)).toBe(200);
    expect(await readChild(second)).toBe(200);

    const revoked = await call(first, 'PUT', `/api/v1/family/members/${member.userId}/grants`, parent, {
      grants: [],
    });
    expect(revoked.status).toBe(200);
    expect(await readChild(first)).toBe(403);
    expect(await timeUntilRefused(() => readChild(second), 1000)).toBeLessThan(1000);
  });

  it('a member removed from the family on one instance is refused by the other within a second', async () => {
    await giveGrant();
    expect(await readChild(second)).toBe(200);

    expect((await call(first, 'DELETE', `/api/v1/family/members/${member.userId}`, parent)).status).toBe(204);
    expect(await timeUntilRefused(() => readChild(second), 1000)).toBeLessThan(1000);
    expect(await readChild(first)).toBe(404);
    await database.db.update(schema.profiles).set({ familyId }).where(eq(schema.profiles.userId, member.userId));
  });

  it('a grant changed in the database by anything else (a script, a cascade) is refused within a second', async () => {
    await giveGrant();
    expect(await readChild(first)).toBe(200);
    expect(await readChild(second)).toBe(200);

    await database.db.delete(schema.childGrants).where(eq(schema.childGrants.userId, member.userId));
    expect(await timeUntilRefused(() => readChild(first), 1000)).toBeLessThan(1000);
    expect(await timeUntilRefused(() => readChild(second), 1000)).toBeLessThan(1000);
  });

  it('a signed-out session is refused by the other instance within a second', async () => {
    const { token } = await newUser('parent');
    expect(await call(second, 'GET', '/api/v1/children', token).then((response) => response.status)).toBe(200);
    expect((await call(first, 'POST', '/auth/v1/logout', token)).status).toBe(204);
    const read = () => call(second, 'GET', '/api/v1/children', token).then((response) => response.status);
    expect(await timeUntilRefused(read, 1000)).toBeLessThan(1000);
  });
});

describe('reads of child data in the audit, written in batches', () => {
  it('reads running at once on both instances are all counted, and shown to the parent within a second', async () => {
    await giveGrant();
    // The earlier tests' reads on the second instance are written with its next batch.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const before = await memberReadsShownToParent();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => readChild(index % 2 === 0 ? first : second)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    // This instance writes its own reads before it answers; the other's arrive with its next batch.
    const started = performance.now();
    let shown = await memberReadsShownToParent();
    while (shown < before + 40 && performance.now() - started < 1500) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      shown = await memberReadsShownToParent();
    }
    expect(shown).toBe(before + 40);
    expect(await memberReadsInDatabase()).toBe(before + 40);
  });

  it('reads counted by an instance that is closed are written as it closes', async () => {
    await giveGrant();
    const third = await startAuthServer({ database, auth: { autoconfirm: true } });
    const before = await memberReadsInDatabase();
    for (let read = 0; read < 5; read += 1) expect(await readChild(third)).toBe(200);
    await third.close();
    expect(await memberReadsInDatabase()).toBe(before + 5);
  });
});
