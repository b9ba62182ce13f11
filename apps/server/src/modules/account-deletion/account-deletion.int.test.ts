import type { AccountDeletionResponse, ChildResponse } from '@tedi/contracts';
import { and, desc, eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type ChildrenTestServer,
  multipartBody,
  photoWithLocation,
  type SignedIn,
  startChildrenServer,
  TEST_PASSWORD,
} from '../children/testing.ts';
import { turnOnChildSignIn } from '../child-area/testing.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let now = new Date();
let server: ChildrenTestServer;

beforeAll(async () => {
  server = await startChildrenServer({ clock: () => now });
});

afterAll(async () => {
  await server.close();
});

/** Time moves only when a test says so; each test starts from the real time, so new sessions are fresh. */
function resetClock(): void {
  now = new Date();
}

function moveClock(ms: number): void {
  now = new Date(now.getTime() + ms);
}

const deletion = (method: 'GET' | 'POST' | 'DELETE', who: SignedIn, payload?: object) =>
  server.app.inject({
    method,
    url: '/api/v1/me/deletion',
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });

async function mailsTo(address: string, kind: string) {
  return server.database.db
    .select()
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.toAddress, address), eq(schema.mailOutbox.kind, kind)))
    .orderBy(desc(schema.mailOutbox.createdAt));
}

async function userExists(userId: string): Promise<boolean> {
  const rows = await server.database.db.select().from(schema.users).where(eq(schema.users.id, userId));
  return rows.length > 0;
}

async function parentWithChildAndPhoto(name: string): Promise<{ parent: SignedIn; child: ChildResponse }> {
  const parent = await server.signIn('parent');
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/v1/children',
    headers: parent.headers,
    payload: { name },
  });
  const body = multipartBody('photo.png', 'image/png', await photoWithLocation('png'));
  const withPhoto = await server.app.inject({
    method: 'POST',
    url: `/storage/v1/children/${created.json<ChildResponse>().id}/photo`,
    headers: { ...parent.headers, ...body.headers },
    payload: body.payload,
  });
  return { parent, child: withPhoto.json<ChildResponse>() };
}

describe('asking for an account’s deletion', () => {
  test('nothing is scheduled at first', async () => {
    resetClock();
    const parent = await server.signIn('parent');
    const response = await deletion('GET', parent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      scheduled: false,
      requestedAt: null,
      deleteAfter: null,
      removes: 'account',
    });
  });

  test('a session older than five minutes must give the password, and the right one', async () => {
    resetClock();
    const parent = await server.signIn('parent');
    moveClock(6 * 60 * 1000);
    const withoutPassword = await deletion('POST', parent);
    expect(withoutPassword.statusCode).toBe(403);
    expect(withoutPassword.json()).toMatchObject({ code: 'forbidden', details: [{ field: 'password' }] });
    const wrong = await deletion('POST', parent, { password: 'not my password at all' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ message: string }>().message).toContain('password');
    const badType = await deletion('POST', parent, { password: 42 });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({ code: 'validation_failed', details: [{ field: 'password' }] });
    expect((await deletion('GET', parent)).json()).toMatchObject({ scheduled: false });

    const right = await deletion('POST', parent, { password: TEST_PASSWORD });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ scheduled: true });
  });

  test('schedules it 14 days on, mails how to undo it, and signs out the other devices', async () => {
    resetClock();
    const { parent } = await parentWithChildAndPhoto('Ada');
    const otherDevice = await server.signInAgain(parent.email);
    const response = await deletion('POST', parent);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AccountDeletionResponse>()).toEqual({
      scheduled: true,
      requestedAt: now.toISOString(),
      deleteAfter: new Date(now.getTime() + 14 * DAY_MS).toISOString(),
      removes: 'family',
    });
    const [mail] = await mailsTo(parent.email, 'account_deletion_scheduled');
    expect(mail?.textBody).toContain('Keep my account');
    expect(mail?.textBody).toContain('/parent/settings');
    expect(mail?.htmlBody).toContain('<a href=');

    const signedOut = await server.app.inject({
      method: 'GET',
      url: '/api/v1/me/preferences',
      headers: otherDevice.headers,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await deletion('GET', parent)).statusCode).toBe(200);

    // Asking again changes nothing and sends nothing more.
    moveClock(DAY_MS);
    expect((await deletion('POST', parent, { password: TEST_PASSWORD })).json()).toEqual(response.json());
    expect(await mailsTo(parent.email, 'account_deletion_scheduled')).toHaveLength(1);
  });

  test('can be cancelled during the grace period, and then nothing is deleted', async () => {
    resetClock();
    const { parent, child } = await parentWithChildAndPhoto('Bea');
    await deletion('POST', parent);
    moveClock(13 * DAY_MS);
    const cancelled = await deletion('DELETE', parent);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ scheduled: false, deleteAfter: null });
    expect(await mailsTo(parent.email, 'account_deletion_cancelled')).toHaveLength(1);
    expect((await deletion('DELETE', parent)).statusCode).toBe(404);

    moveClock(30 * DAY_MS);
    await server.app.accountDeletions.carryOutDue();
    expect(await userExists(parent.userId)).toBe(true);
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/v1/children/${child.id}`,
      headers: parent.headers,
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('carrying deletions out', () => {
  test('waits for the grace period, then removes the last parent with the family’s children and file bytes', async () => {
    resetClock();
    const { parent, child } = await parentWithChildAndPhoto('Cal');
    const familyId = (await server.familyOf(parent.userId))!;
    const photoKey = (
      await server.database.db
        .select({ storageKey: schema.files.storageKey })
        .from(schema.files)
        .where(eq(schema.files.id, child.photo!.fileId))
    )[0]!.storageKey;
    await turnOnChildSignIn(server.app, parent.headers, child.id);
    const [childSignIn] = await server.database.db
      .select({ userId: schema.childSignIns.userId })
      .from(schema.childSignIns)
      .where(eq(schema.childSignIns.childId, child.id));
    expect(await userExists(childSignIn!.userId)).toBe(true);
    await deletion('POST', parent);

    moveClock(14 * DAY_MS - 60_000);
    await server.app.accountDeletions.carryOutDue();
    expect(await userExists(parent.userId)).toBe(true);
    expect(server.storage.keys()).toContain(photoKey);

    moveClock(2 * 60_000);
    const run = await server.app.accountDeletions.carryOutDue();
    expect(run.usersDeleted).toBeGreaterThanOrEqual(1);
    expect(await userExists(parent.userId)).toBe(false);
    expect(await server.database.db.select().from(schema.families).where(eq(schema.families.id, familyId))).toEqual([]);
    expect(await server.database.db.select().from(schema.children).where(eq(schema.children.id, child.id))).toEqual([]);
    expect(server.storage.keys()).not.toContain(photoKey);
    // The child's own sign-in account, with their name, goes with the family.
    expect(await userExists(childSignIn!.userId)).toBe(false);
    const afterwards = await server.app.inject({ method: 'GET', url: '/api/v1/me/deletion', headers: parent.headers });
    expect(afterwards.statusCode).toBe(401);
  });

  test('a parent with a co-parent takes only their own account; the family and its files stay', async () => {
    resetClock();
    const { parent, child } = await parentWithChildAndPhoto('Dev');
    const familyId = (await server.familyOf(parent.userId))!;
    const coParent = await server.signIn('parent', familyId);
    const asked = await deletion('POST', parent);
    expect(asked.json()).toMatchObject({ removes: 'account' });
    const [mail] = await mailsTo(parent.email, 'account_deletion_scheduled');
    expect(mail?.textBody).toContain('stay with the family’s other parent');

    moveClock(15 * DAY_MS);
    await server.app.accountDeletions.carryOutDue();
    expect(await userExists(parent.userId)).toBe(false);
    expect(await userExists(coParent.userId)).toBe(true);
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/v1/children/${child.id}`,
      headers: coParent.headers,
    });
    expect(read.statusCode).toBe(200);
    const photo = await server.app.inject({ method: 'GET', url: child.photo!.url, headers: coParent.headers });
    expect(photo.statusCode).toBe(200);
  });

  test('an invited family member takes their own account and their place in the family; the family stays', async () => {
    resetClock();
    const { parent, child } = await parentWithChildAndPhoto('Kit');
    const familyId = (await server.familyOf(parent.userId))!;
    const member = await server.signIn('family_member', familyId);
    await server.database.db
      .insert(schema.childGrants)
      .values({ childId: child.id, userId: member.userId, familyId, areas: { profile: 'view' } });

    expect((await deletion('GET', member)).json()).toMatchObject({ scheduled: false, removes: 'membership' });
    const asked = await deletion('POST', member);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ scheduled: true, removes: 'membership' });
    const [mail] = await mailsTo(member.email, 'account_deletion_scheduled');
    expect(mail?.textBody).toContain('your access to what your family shares with you');
    expect(mail?.textBody).toContain('Nothing the family keeps in Tedi is deleted');
    expect(mail?.textBody).not.toContain('download');
    // Asking changes nothing for the family until the day comes.
    expect((await deletion('GET', parent)).json()).toMatchObject({ scheduled: false });

    moveClock(15 * DAY_MS);
    await server.app.accountDeletions.carryOutDue();
    expect(await userExists(member.userId)).toBe(false);
    expect(
      await server.database.db.select().from(schema.childGrants).where(eq(schema.childGrants.userId, member.userId)),
    ).toEqual([]);
    expect(await userExists(parent.userId)).toBe(true);
    expect(await server.familyOf(parent.userId)).toBe(familyId);
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/v1/children/${child.id}`,
      headers: parent.headers,
    });
    expect(read.statusCode).toBe(200);
    const members = await server.app.inject({ method: 'GET', url: '/api/v1/family/members', headers: parent.headers });
    expect(members.json<{ members: unknown[] }>().members).toEqual([]);
  });

  test('claims each due deletion once, however many runs happen at the same time', async () => {
    resetClock();
    const first = await server.signIn('parent');
    const second = await server.signIn('family_member');
    await deletion('POST', first);
    await deletion('POST', second);
    moveClock(15 * DAY_MS);
    const runs = await Promise.all([
      server.app.accountDeletions.carryOutDue(),
      server.app.accountDeletions.carryOutDue(),
      server.app.accountDeletions.carryOutDue(),
    ]);
    expect(runs.reduce((sum, run) => sum + run.usersDeleted, 0)).toBe(2);
    expect(await userExists(first.userId)).toBe(false);
    expect(await userExists(second.userId)).toBe(false);
  });
});
