import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLISHABLE_KEY, TEST_SECRET_KEY } from './auth/testing.ts';
import { startChildrenServer, type ChildrenTestServer, type SignedIn } from './modules/children/testing.ts';
import type { Endpoint, HttpMethod } from './modules/endpoint-table.ts';
import { CAPABILITIES } from './modules/index.ts';

/**
 * Input nobody should send, and input generated for every route: whatever arrives, the answer is a refusal the
 * client can act on (4xx), never a failure of ours (5xx).
 */
let server: ChildrenTestServer;
let parent: SignedIn;
let childId: string;

beforeAll(async () => {
  server = await startChildrenServer();
  parent = await server.signIn('parent');
  const child = await server.app.inject({
    method: 'POST',
    url: '/api/v1/children',
    headers: parent.headers,
    payload: { name: 'Robin' },
  });
  childId = child.json<{ id: string }>().id;
});
afterAll(async () => {
  await server?.close();
});

const auth = { apikey: TEST_PUBLISHABLE_KEY };
const secret = { apikey: TEST_SECRET_KEY, authorization: `Bearer ${TEST_SECRET_KEY}` };

/** Deeply nested metadata as JSON text (too deep for JSON.stringify): `{"a":{"a":...}}`. */
function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}{}${'}'.repeat(depth)}`;
}

describe('the NUL character', () => {
  it('is refused with 400 in a query string, even where no account is needed', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/v1/content?q=a%00b' });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'bad_request', message: expect.stringContaining('NUL') });
  });

  it('is refused with 400 in a JSON body of the API, in values and in keys', async () => {
    for (const payload of [{ name: 'Ro\u0000bin' }, { name: 'Robin', ['no\u0000tes']: 'x' }]) {
      const answer = await server.app.inject({
        method: 'PATCH',
        url: `/api/v1/children/${childId}`,
        headers: parent.headers,
        payload,
      });
      expect(answer.statusCode, answer.body).toBe(400);
    }
  });

  it('is refused by the auth service in its own shape', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: auth,
      payload: { email: 'nul@example.com', password: 'a long walk by the river', data: { name: 'a\u0000b' } },
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('user metadata', () => {
  const signUp = (data: unknown, dataJson = JSON.stringify(data)) =>
    server.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: `{"email":"meta.${Math.random().toString(36).slice(2)}@example.com","password":"a long walk by the river","data":${dataJson}}`,
    });

  it('may not be nested 10,000 levels deep', async () => {
    const answer = await signUp(null, nested(10_000));
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('nested') });
  });

  it('may not hold 30,000 keys', async () => {
    const answer = await signUp(Object.fromEntries(Array.from({ length: 30_000 }, (_, n) => [`k${n}`, n])));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('KB') });
  });

  it('may not grow past the limit a little at a time', async () => {
    const token = parent.headers.authorization;
    let last = 200;
    for (let round = 0; round < 4 && last === 200; round += 1) {
      const data = Object.fromEntries(Array.from({ length: 300 }, (_, n) => [`r${round}k${n}`, 'xxxx']));
      last = (
        await server.app.inject({
          method: 'PUT',
          url: '/auth/v1/user',
          headers: { ...auth, authorization: token },
          payload: { data },
        })
      ).statusCode;
    }
    expect(last).toBe(400);
  });

  it('of a sensible size is kept', async () => {
    expect((await signUp({ display_name: 'Sam', preferences: { theme: { contrast: 'high' } } })).statusCode).toBe(200);
  });
});

/** The auth routes a client or an operator calls, with the headers each needs. */
const AUTH_ROUTES: readonly { method: HttpMethod; path: string; headers: 'publishable' | 'secret' | 'signed-in' }[] = [
  { method: 'POST', path: '/auth/v1/signup', headers: 'publishable' },
  { method: 'POST', path: '/auth/v1/token?grant_type=password', headers: 'publishable' },
  { method: 'POST', path: '/auth/v1/token?grant_type=refresh_token', headers: 'publishable' },
  { method: 'POST', path: '/auth/v1/token?grant_type=pkce', headers: 'publishable' },
  { method: 'POST', path: '/auth/v1/recover', headers: 'publishable' },
  { method: 'POST', path: '/auth/v1/verify', headers: 'publishable' },
  { method: 'GET', path: '/auth/v1/verify', headers: 'publishable' },
  { method: 'PUT', path: '/auth/v1/user', headers: 'signed-in' },
  { method: 'POST', path: '/auth/v1/factors', headers: 'signed-in' },
  { method: 'POST', path: '/auth/v1/factors/:id/challenge', headers: 'signed-in' },
  { method: 'POST', path: '/auth/v1/factors/:id/verify', headers: 'signed-in' },
  { method: 'POST', path: '/auth/v1/admin/users', headers: 'secret' },
  { method: 'PUT', path: '/auth/v1/admin/users/:id', headers: 'secret' },
];

/** Every route of every capability, from its table, and the auth routes. */
const ROUTES = [
  ...CAPABILITIES.flatMap((capability) =>
    capability.endpoints.map((endpoint: Endpoint) => ({
      method: endpoint.method,
      path: endpoint.path,
      headers: 'signed-in' as const,
      upload: endpoint.upload,
    })),
  ),
  ...AUTH_ROUTES.map((route) => ({ ...route, upload: undefined })),
].filter((route) => route.upload === undefined);

/** Text of every kind: any code point, the NUL character, lone surrogates, very long strings. */
const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'binary', maxLength: 5000 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '%00', '../..', '<script>', '9'.repeat(400), '-1', 'NaN'),
);
const value = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('any'), { maxLength: 4 }),
    fc.dictionary(text, tie('any'), { maxKeys: 4 }),
  ),
})).any;
/** Field names the routes read, so generated bodies reach past the first checks. */
const FIELD_NAMES = [
  'email',
  'password',
  'current_password',
  'data',
  'name',
  'title',
  'slug',
  'kind',
  'grants',
  'areas',
  'code',
  'token',
  'type',
  'factor_type',
  'challenge_id',
  'refresh_token',
  'auth_code',
  'code_verifier',
  'user_metadata',
  'app_metadata',
  'dateOfBirth',
  'notes',
  'role',
  'seats',
  'codes',
  'expiresOn',
  'sponsorName',
  'plan',
  'q',
  'page',
  'pageSize',
  'status',
  'tag',
  'dashboardLayout',
  'message',
  'bodyMarkdown',
  'video',
  'ban_duration',
  'kinds',
  'before',
  'limit',
  'occurredAt',
  'schedule',
  'doseAmount',
  'weightKg',
  'measuredOn',
  'startsAt',
  'confirmOverLimit',
  'professionalId',
  'severity',
];
const body = fc.oneof(value, fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 6 }));
const query = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), text), text, { maxKeys: 4 });
const pathValue = fc.oneof(fc.constant('own'), fc.uuid(), text);

describe('generated input for every route', () => {
  it('is answered without a server error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), body, query, pathValue, async (route, payload, search, param) => {
        const [path, fixedQuery] = route.path.split('?');
        const filled = path!.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
          param === 'own' && name === 'childId'
            ? childId
            : encodeURIComponent(param === 'own' ? 'x' : param.replace(/\p{Cs}/gu, '\ufffd')),
        );
        const params = new URLSearchParams(fixedQuery);
        for (const [key, item] of Object.entries(search)) params.append(key, item);
        const headers =
          route.headers === 'secret' ? secret : route.headers === 'publishable' ? auth : { ...auth, ...parent.headers };
        const answer = await server.app.inject({
          method: route.method,
          url: `${filled}?${params.toString()}`,
          headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(payload) }),
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { headers: { ...headers, 'content-type': 'application/json' } }),
        });
        expect(answer.statusCode, `${route.method} ${route.path}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: 400 },
    );
  }, 120_000);
});
