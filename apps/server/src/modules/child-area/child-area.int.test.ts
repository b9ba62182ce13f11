import {
  BOARD_API,
  CHILD_AREA_API,
  type ChildAreaResponse,
  type ChildMeResponse,
  type ChildResponse,
  type ChildSignInResponse,
  type SignInChildrenResponse,
  type TrustedDeviceCreatedResponse,
} from '@tedi/contracts';
import { eq, schema } from '@tedi/db';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type ChildrenTestServer,
  multipartBody,
  photoWithLocation,
  type SignedIn,
  startChildrenServer,
  TEST_PASSWORD,
} from '../children/testing.ts';
import { favouritesFrom } from './area-service.ts';

let server: ChildrenTestServer;
let parent: SignedIn;
let childId: string;
let deviceToken: string;

const PICTURES = ['cat-face', 'sun', 'soccer-ball'];
const ALLOWANCES = { sounds: true, theme: true, voice: false };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call<T>(headers: Record<string, string>, method: Method, url: string, payload?: object) {
  const response = await server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, body: json ? response.json<T>() : (null as T), raw: response };
}

const signInAsChild = (pictures: string[], token = deviceToken, id = childId) =>
  call<{ access_token: string; refresh_token: string; code?: string; details?: Record<string, unknown> }>(
    {},
    'POST',
    CHILD_AREA_API.startSession,
    { deviceToken: token, childId: id, pictures },
  );
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  server = await startChildrenServer();
  parent = await server.signIn('parent');
  const child = await call<ChildResponse>(parent.headers, 'POST', '/api/v1/children', {
    name: 'Robin Ash',
    preferredName: 'Robbie',
    likes: 'buses, bubbles and pizza, swimming with Dad, Trains',
  });
  childId = child.body.id;
  const photo = multipartBody('robbie.jpg', 'image/jpeg', await photoWithLocation());
  await server.app.inject({
    method: 'POST',
    url: `/storage/v1/children/${childId}/photo`,
    headers: { ...parent.headers, ...photo.headers },
    payload: photo.payload,
  });
  await call(parent.headers, 'POST', BOARD_API.starter(childId), {});
});
afterAll(async () => {
  await server?.close();
});

describe('a parent turns on the child’s sign-in', () => {
  test('it is off until turned on, and turning it on needs the pictures', async () => {
    const before = await call<ChildSignInResponse>(parent.headers, 'GET', CHILD_AREA_API.signIn(childId));
    expect(before.body).toMatchObject({ enabled: false, method: null, locked: false, grownUpPinSet: false });

    const missing = await call<{ message: string }>(parent.headers, 'PUT', CHILD_AREA_API.signIn(childId), {
      method: 'pictures',
      sessionMinutes: 60,
      allowances: ALLOWANCES,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please choose 3 pictures, in order, for the picture password.');
    expect(missing.body).toMatchObject({
      details: [{ field: 'pictures', message: 'Please choose 3 pictures, in order, for the picture password.' }],
    });

    const twoPictures = await call<{ message: string }>(parent.headers, 'PUT', CHILD_AREA_API.signIn(childId), {
      method: 'pictures',
      pictures: ['cat-face', 'sun'],
      sessionMinutes: 60,
      allowances: ALLOWANCES,
    });
    expect(twoPictures.status).toBe(400);
    expect(twoPictures.body.message).toContain('Please choose 3 pictures, in order');

    const on = await call<ChildSignInResponse>(parent.headers, 'PUT', CHILD_AREA_API.signIn(childId), {
      method: 'pictures',
      pictures: PICTURES,
      sessionMinutes: 30,
      allowances: ALLOWANCES,
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ enabled: true, method: 'pictures', sessionMinutes: 30, locked: false });
  });

  test('a trusted device lists the child by the name they are called, with their photo', async () => {
    const created = await call<TrustedDeviceCreatedResponse>(parent.headers, 'POST', CHILD_AREA_API.devices, {
      name: 'Kitchen tablet',
    });
    expect(created.status).toBe(201);
    deviceToken = created.body.deviceToken;
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const listed = await call<SignInChildrenResponse>({}, 'POST', CHILD_AREA_API.deviceChildren, { deviceToken });
    expect(listed.body.children).toEqual([
      { childId, name: 'Robbie', hasPhoto: true, method: 'pictures', locked: false },
    ]);
    const photo = await call({}, 'POST', CHILD_AREA_API.devicePhoto(childId), { deviceToken });
    expect(photo.status).toBe(200);
    expect(photo.raw.headers['content-type']).toMatch(/^image\//);

    const unknown = await call<{ message: string }>({}, 'POST', CHILD_AREA_API.deviceChildren, {
      deviceToken: 'B'.repeat(43),
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('This device isn’t set up for sign-in. Please ask a grown-up.');
  });
});

describe('the child signs in with their pictures', () => {
  test('the session carries the child role, lasts as long as the parent chose, and opens the child’s own area', async () => {
    const signedIn = await signInAsChild(PICTURES);
    expect(signedIn.status).toBe(200);
    const claims = decodeJwt(signedIn.body.access_token);
    expect((claims['app_metadata'] as { role: string }).role).toBe('child');

    const area = await call<ChildAreaResponse>(bearer(signedIn.body.access_token), 'GET', CHILD_AREA_API.area);
    expect(area.status).toBe(200);
    expect(area.body).toMatchObject({ childId, name: 'Robbie', hasPhoto: true });
    const minutesLeft = (new Date(area.body.sessionEndsAt!).getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);

    const me = await call<ChildMeResponse>(bearer(signedIn.body.access_token), 'GET', CHILD_AREA_API.me);
    expect(me.body.likes.map((like) => like.text)).toEqual([
      'buses',
      'bubbles',
      'pizza',
      'swimming with Dad',
      'Trains',
    ]);
    expect(me.body.likes.map((like) => like.symbol)).toEqual([
      'bus',
      'bubbles',
      'pizza',
      expect.stringMatching(/swim/),
      'train',
    ]);

    const board = await call<{ boards: unknown[]; permissions: { edit: boolean } }>(
      bearer(signedIn.body.access_token),
      'GET',
      CHILD_AREA_API.board,
    );
    expect(board.body.boards.length).toBeGreaterThan(0);
    expect(board.body.permissions.edit).toBe(false);
  });

  test('a child’s token reaches nothing of the parent’s side, and a parent’s token is not a child’s', async () => {
    const { body } = await signInAsChild(PICTURES);
    const asChild = bearer(body.access_token);
    expect((await call(asChild, 'GET', BOARD_API.set(childId))).status).toBe(403);
    expect((await call(asChild, 'GET', `/api/v1/children/${childId}`)).status).toBe(403);
    expect((await call(asChild, 'GET', CHILD_AREA_API.signIn(childId))).status).toBe(403);
    const asParent = await call<{ message: string }>(parent.headers, 'GET', CHILD_AREA_API.area);
    expect(asParent.status).toBe(403);
    expect(asParent.body.message).toBe('This is for a child signed in to their own area.');
  });

  test('the child changes only what the parent allows', async () => {
    const { body } = await signInAsChild(PICTURES);
    const changed = await call<ChildAreaResponse>(bearer(body.access_token), 'PUT', CHILD_AREA_API.settings, {
      sounds: false,
      theme: 'mint',
      voiceName: 'Daniel',
    });
    expect(changed.body.choices).toEqual({ sounds: false, theme: 'mint', voiceName: null });
  });

  test('three wrong tries lock the sign-in calmly; the parent sees them and unlocks', async () => {
    const first = await signInAsChild(['star', 'sun', 'cat-face']);
    expect(first.status).toBe(401);
    expect(first.body.details).toMatchObject({ reason: 'child_sign_in_wrong', attemptsLeft: 2 });
    await signInAsChild(['star', 'sun', 'cat-face']);
    const third = await signInAsChild(['star', 'sun', 'cat-face']);
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({
      message: 'Let’s get a grown-up to help.',
      details: { reason: 'child_sign_in_locked' },
    });
    // Locked means locked: even the right pictures wait for a grown-up.
    expect((await signInAsChild(PICTURES)).status).toBe(403);

    // Each parent is told by e-mail, once, with where to unlock.
    await server.app.jobs.runDue();
    await server.app.jobs.runDue();
    const notices = await server.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.kind, 'child_sign_in_locked'));
    expect(notices.map((notice) => notice.toAddress)).toEqual([parent.email]);
    expect(notices[0]?.subject).toBe('Robbie’s sign-in is locked after three wrong tries');
    expect(notices[0]?.textBody).toContain(
      'three wrong picture passwords or PINs were tried for Robbie on “Kitchen tablet”',
    );
    expect(notices[0]?.textBody).toContain(`/dashboard/parent/child/${childId}`);

    const seen = await call<ChildSignInResponse>(parent.headers, 'GET', CHILD_AREA_API.signIn(childId));
    expect(seen.body.locked).toBe(true);
    expect(seen.body.failedAttempts).toBe(3);
    expect(seen.body.attempts.slice(0, 4).map((attempt) => attempt.succeeded)).toEqual([false, false, false, true]);
    expect(seen.body.attempts[0]?.deviceName).toBe('Kitchen tablet');

    const unlocked = await call<ChildSignInResponse>(parent.headers, 'POST', CHILD_AREA_API.unlock(childId));
    expect(unlocked.body).toMatchObject({ locked: false, failedAttempts: 0 });
    expect((await signInAsChild(PICTURES)).status).toBe(200);
  });

  test('leaving needs the grown-up PIN or a parent’s password, and ends the child’s session', async () => {
    const { body } = await signInAsChild(PICTURES);
    const asChild = bearer(body.access_token);
    const noPin = await call<{ message: string }>(asChild, 'POST', CHILD_AREA_API.leave, { pin: '1234' });
    expect(noPin.body.message).toBe('No grown-up PIN is set. Please use a parent’s e-mail address and password.');
    expect((await call(parent.headers, 'PUT', CHILD_AREA_API.grownUpPin, { pin: '8642' })).status).toBe(204);
    const wrong = await call<{ message: string }>(asChild, 'POST', CHILD_AREA_API.leave, { pin: '1234' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('That isn’t the grown-up PIN.');
    expect((await call(asChild, 'GET', CHILD_AREA_API.area)).status).toBe(200);

    expect((await call(asChild, 'POST', CHILD_AREA_API.leave, { pin: '8642' })).status).toBe(204);
    expect((await call(asChild, 'GET', CHILD_AREA_API.area)).status).toBe(401);

    const again = await signInAsChild(PICTURES);
    const withPassword = await call(bearer(again.body.access_token), 'POST', CHILD_AREA_API.leave, {
      email: parent.email,
      password: TEST_PASSWORD,
    });
    expect(withPassword.status).toBe(204);
  });

  test('a parent hands the device over without a trusted device', async () => {
    const handed = await call<{ access_token: string }>(parent.headers, 'POST', CHILD_AREA_API.handOver(childId));
    expect(handed.status).toBe(201);
    const area = await call<ChildAreaResponse>(bearer(handed.body.access_token), 'GET', CHILD_AREA_API.area);
    expect(area.body.childId).toBe(childId);
  });

  test('turning the sign-in off ends the child’s sessions at once; a revoked device lists no one', async () => {
    const { body } = await signInAsChild(PICTURES);
    expect((await call(parent.headers, 'DELETE', CHILD_AREA_API.signIn(childId))).status).toBe(204);
    expect((await call(bearer(body.access_token), 'GET', CHILD_AREA_API.area)).status).toBe(401);
    const listed = await call<SignInChildrenResponse>({}, 'POST', CHILD_AREA_API.deviceChildren, { deviceToken });
    expect(listed.body.children).toEqual([]);

    const devices = await call<{ id: string }[]>(parent.headers, 'GET', CHILD_AREA_API.devices);
    expect((await call(parent.headers, 'DELETE', CHILD_AREA_API.device(devices.body[0]!.id))).status).toBe(204);
    expect((await call({}, 'POST', CHILD_AREA_API.deviceChildren, { deviceToken })).status).toBe(401);
  });
});

test('favourite things are read one by one from what the parent wrote', () => {
  expect(favouritesFrom('Trains, bubbles and the park.')).toEqual(['Trains', 'bubbles', 'the park']);
  expect(favouritesFrom('dinosaurs\nswimming; music')).toEqual(['dinosaurs', 'swimming', 'music']);
  expect(favouritesFrom(null)).toEqual([]);
});
