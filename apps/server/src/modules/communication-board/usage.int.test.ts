import {
  BOARD_API,
  BOARD_USAGE_API,
  type BoardUsageResponse,
  CHILD_AREA_API,
  type ChildAuditPageResponse,
  type ChildBoardResponse,
  type ChildResponse,
  type FamilyExportResponse,
} from '@tedi/contracts';
import { and, eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildrenTestServer, type SignedIn, startChildrenServer } from '../children/testing.ts';
import { londonDay } from './usage-service.ts';

let server: ChildrenTestServer;
let parent: SignedIn;
let viewer: SignedIn;
let childId: string;
let child: { authorization: string };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call<T>(headers: Record<string, string>, method: Method, url: string, payload?: object) {
  const response = await server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, body: json ? response.json<T>() : (null as T) };
}

const say = (...words: string[]) =>
  call(child, 'POST', CHILD_AREA_API.boardUsage, { words: words.map((word) => ({ word })) });
const usageLog = (who: SignedIn = parent, days = 30) =>
  call<BoardUsageResponse>(who.headers, 'GET', BOARD_USAGE_API.period(childId, days as 7 | 30 | 90));
const turn = (state: string, who: SignedIn = parent) =>
  call<{ state: string }>(who.headers, 'PUT', BOARD_USAGE_API.log(childId), { state });

beforeAll(async () => {
  server = await startChildrenServer();
  parent = await server.signIn('parent');
  const made = await call<ChildResponse>(parent.headers, 'POST', '/api/v1/children', { name: 'Robin Ash' });
  childId = made.body.id;
  await call(parent.headers, 'POST', BOARD_API.starter(childId), {});
  const familyId = (await server.familyOf(parent.userId))!;
  viewer = await server.signIn('family_member', familyId);
  await server.database.db
    .insert(schema.childGrants)
    .values({ childId, userId: viewer.userId, familyId, areas: { board: 'view' } });
  // The child's own sign-in, and a session the parent hands over on this device.
  await call(parent.headers, 'PUT', CHILD_AREA_API.signIn(childId), {
    method: 'pin',
    pin: '2468',
    sessionMinutes: 60,
    allowances: { sounds: true, theme: true, voice: false },
  });
  const handed = await call<{ access_token: string }>(parent.headers, 'POST', CHILD_AREA_API.handOver(childId));
  child = { authorization: `Bearer ${handed.body.access_token}` };
});

afterAll(async () => {
  await server?.close();
});

describe('the board’s usage log', () => {
  test('is off until a parent turns it on: the child’s words are not counted, and the child is answered the same', async () => {
    const before = await usageLog();
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ state: 'off', words: [], totalWords: 0, permissions: { manage: true } });
    expect(before.body.since).toBe(londonDay(new Date(), 29));

    const board = await call<ChildBoardResponse>(child, 'GET', CHILD_AREA_API.board);
    expect(board.body.usageLog).toBe('off');
    const sent = await say('more', 'drink');
    expect(sent.status).toBe(204);
    expect((await usageLog()).body.totalWords).toBe(0);
  });

  test('turned on, it counts what the child says on their own board, per word, most used first', async () => {
    const on = await turn('on');
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ state: 'on' });
    expect((await call<ChildBoardResponse>(child, 'GET', CHILD_AREA_API.board)).body.usageLog).toBe('on');

    // A folder opens a board and is not a word; text no button says is not the child's board talking.
    expect((await say('more', 'more', 'drink', 'Food and drink', 'something typed')).status).toBe(204);
    const log = await usageLog();
    expect(log.body).toMatchObject({
      state: 'on',
      words: [
        { word: 'more', count: 2 },
        { word: 'drink', count: 1 },
      ],
      totalWords: 3,
    });
    // Nothing finer than a day is kept.
    const rows = await server.database.db
      .select()
      .from(schema.boardWordUses)
      .where(eq(schema.boardWordUses.childId, childId));
    expect(rows.map(({ day, word, count }) => ({ day, word, count }))).toEqual(
      expect.arrayContaining([
        { day: londonDay(new Date()), word: 'more', count: 2 },
        { day: londonDay(new Date()), word: 'drink', count: 1 },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  test('a parent modelling words on their own page is not counted: the child’s endpoint is the child’s alone', async () => {
    const asParent = await call<{ message: string }>(parent.headers, 'POST', CHILD_AREA_API.boardUsage, {
      words: [{ word: 'more' }],
    });
    expect(asParent.status).toBe(403);
    expect((await usageLog()).body.totalWords).toBe(3);
  });

  test('paused, nothing more is counted and what was counted stays', async () => {
    expect((await turn('paused')).status).toBe(200);
    expect((await call<ChildBoardResponse>(child, 'GET', CHILD_AREA_API.board)).body.usageLog).toBe('paused');
    expect((await say('more')).status).toBe(204);
    const log = await usageLog();
    expect(log.body).toMatchObject({ state: 'paused', totalWords: 3 });
  });

  test('a family member shared the board reads the log but can’t turn it on or clear it', async () => {
    const read = await usageLog(viewer, 7);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ totalWords: 3, permissions: { manage: false } });
    const refused = await turn('on', viewer);
    expect(refused.status).toBe(403);
    expect((await call(viewer.headers, 'DELETE', BOARD_USAGE_API.log(childId))).status).toBe(403);
    expect((await usageLog()).body.state).toBe('paused');
  });

  test('refuses a period it doesn’t offer and words that aren’t words', async () => {
    expect((await call(parent.headers, 'GET', `${BOARD_USAGE_API.log(childId)}?days=365`)).status).toBe(400);
    expect((await turn('sometimes')).status).toBe(400);
    expect((await call(child, 'POST', CHILD_AREA_API.boardUsage, { words: [] })).status).toBe(400);
    expect((await say('   ')).status).toBe(400);
    expect((await say(...Array.from({ length: 51 }, () => 'more'))).status).toBe(400);
  });

  test('keeps at most 400 days: older counts are forgotten when the child next speaks', async () => {
    const now = new Date();
    await server.database.db.insert(schema.boardWordUses).values([
      { childId, day: londonDay(now, 400), word: 'more', count: 5 },
      { childId, day: londonDay(now, 399), word: 'more', count: 4 },
    ]);
    await turn('on');
    await say('drink');
    const old = await server.database.db
      .select({ day: schema.boardWordUses.day })
      .from(schema.boardWordUses)
      .where(and(eq(schema.boardWordUses.childId, childId), eq(schema.boardWordUses.word, 'more')));
    expect(old.map((row) => row.day).sort()).toEqual([londonDay(now, 399), londonDay(now)]);
    // The period shown is the period asked for; words used as often go in alphabetical order.
    expect((await usageLog(parent, 7)).body.words).toEqual([
      { word: 'drink', count: 2 },
      { word: 'more', count: 2 },
    ]);
  });

  test('is in the family’s export, per day', async () => {
    const exported = await call<FamilyExportResponse>(parent.headers, 'GET', '/api/v1/family/export');
    const record = exported.body.records['communicationBoard']?.[childId] as {
      usage?: { state: string; days: { day: string; word: string; count: number }[] };
    };
    expect(record.usage?.state).toBe('on');
    expect(record.usage?.days).toContainEqual({ day: londonDay(new Date()), word: 'more', count: 2 });
  });

  test('turning it on, pausing and clearing are changes in the audit; reading it is a read', async () => {
    expect((await call(parent.headers, 'DELETE', BOARD_USAGE_API.log(childId))).status).toBe(204);
    expect((await usageLog()).body).toMatchObject({ state: 'on', words: [], totalWords: 0 });
    const rows = await server.database.db
      .select()
      .from(schema.boardWordUses)
      .where(eq(schema.boardWordUses.childId, childId));
    expect(rows).toEqual([]);

    // The parent's own entries are left out of what they read, so the family member's read is what shows there.
    const audit = await call<ChildAuditPageResponse>(parent.headers, 'GET', `/api/v1/children/${childId}/audit`);
    expect(audit.body.entries.map((entry) => [entry.action, entry.description])).toContainEqual([
      'read',
      'opened the board’s usage log',
    ]);
    const own = await server.database.db
      .select({ action: schema.childAuditEntries.action, description: schema.childAuditEntries.description })
      .from(schema.childAuditEntries)
      .where(
        and(eq(schema.childAuditEntries.childId, childId), eq(schema.childAuditEntries.actorUserId, parent.userId)),
      );
    expect(own).toEqual(
      expect.arrayContaining([
        { action: 'change', description: 'turned the board’s usage log on' },
        { action: 'change', description: 'paused the board’s usage log' },
        { action: 'change', description: 'cleared the board’s usage log' },
        { action: 'read', description: 'opened the board’s usage log' },
      ]),
    );
  });
});
