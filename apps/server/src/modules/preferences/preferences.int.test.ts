import { DEFAULT_PREFERENCES } from '@tedi/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildrenTestServer, type SignedIn, startChildrenServer } from '../children/testing.ts';

let server: ChildrenTestServer;
let parent: SignedIn;

beforeAll(async () => {
  server = await startChildrenServer();
  parent = await server.signIn('parent');
});

afterAll(async () => {
  await server.close();
});

const put = (payload: object, who = parent) =>
  server.app.inject({ method: 'PUT', url: '/api/v1/me/preferences', headers: who.headers, payload });
const get = (who = parent) => server.app.inject({ method: 'GET', url: '/api/v1/me/preferences', headers: who.headers });

describe('a user’s preferences', () => {
  test('are the defaults until something is saved, with security notices always on', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      ...DEFAULT_PREFERENCES,
      notifications: {
        email: { ...DEFAULT_PREFERENCES.notifications.email, securityNotices: true, securityNoticesChangeable: false },
      },
    });
  });

  test('a partial change merges into what is saved, group by group', async () => {
    await put({ dashboardLayout: 'tiles', dashboardSettings: { fontFamily: 'atkinson-hyperlegible' } });
    const second = await put({
      dashboardSettings: { contentSize: 'large' },
      notifications: { email: { messages: false } },
    });
    expect(second.statusCode, second.body).toBe(200);
    const expected = {
      dashboardLayout: 'tiles',
      dashboardSettings: {
        ...DEFAULT_PREFERENCES.dashboardSettings,
        fontFamily: 'atkinson-hyperlegible',
        contentSize: 'large',
      },
      notifications: {
        email: {
          ...DEFAULT_PREFERENCES.notifications.email,
          messages: false,
          securityNotices: true,
          securityNoticesChangeable: false,
        },
      },
    };
    expect(second.json()).toEqual(expected);
    expect((await get()).json()).toEqual(expected);
  });

  test.each([
    [{ dashboardLayout: 'sideways' }, 'dashboardLayout'],
    [{ dashboardSettings: { headingSize: 'enormous' } }, 'dashboardSettings.headingSize'],
    [{ notifications: { email: { weeklySummary: 'yes' } } }, 'notifications.email.weeklySummary'],
    [{ notifications: { email: { securityNotices: false } } }, 'notifications.email'],
  ])('refuses %j naming the field', async (payload, field) => {
    const before = (await get()).json();
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string; details: { field: string }[] }>()).toMatchObject({
      code: 'validation_failed',
    });
    expect(response.body).toContain(field);
    expect((await get()).json()).toEqual(before);
  });

  test('an invited family member keeps reading settings of their own, apart from the parent’s', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/api/v1/children',
      headers: parent.headers,
      payload: { name: 'Ada' },
    });
    const member = await server.signIn('family_member', (await server.familyOf(parent.userId))!);
    const saved = await put({ dashboardSettings: { contentSize: 'x-large', reduceMotion: true } }, member);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(member)).json()).toMatchObject({
      dashboardSettings: { contentSize: 'x-large', reduceMotion: true },
    });
    expect((await get()).json()).toMatchObject({ dashboardSettings: { contentSize: 'large', reduceMotion: false } });
  });

  test('are each user’s own, whatever their role', async () => {
    const other = await server.signIn('child');
    expect((await get(other)).json()).toMatchObject({ dashboardLayout: 'home' });
    expect((await put({ dashboardLayout: 'cursor' }, other)).json()).toMatchObject({ dashboardLayout: 'cursor' });
    expect((await get()).json()).toMatchObject({ dashboardLayout: 'tiles' });
  });
});
