import type { ChildResponse } from '@tedi/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Endpoint } from './modules/endpoint-table.ts';
import { CAPABILITIES } from './modules/index.ts';
import { LINK_CLOSED_TITLE } from './modules/share-links/shared-page.ts';
import {
  type AccessWorld,
  attempt,
  buildAccessWorld,
  CALLERS,
  CLOSED_LINKS,
  expectationFor,
  SECRET_WORDS,
} from './testing/unauthorised-access.ts';

/**
 * Every endpoint of every capability, from the table the capability declares, tried by everyone who should not
 * reach it: refused with 401, 403 or 404 as its access says, never shown the family's data, and nothing changes.
 * A capability cannot register a route its table leaves out. The number of cases only ever goes up.
 */
const MINIMUM_CASES = 2171;

let world: AccessWorld;
beforeAll(async () => {
  world = await buildAccessWorld();
});
afterAll(async () => {
  console.log(`unauthorised-access cases: ${cases.length}`);
  await world?.close();
});

const cases = CAPABILITIES.flatMap((capability) =>
  capability.endpoints.flatMap((endpoint) =>
    CALLERS.flatMap((caller) => {
      const expected = expectationFor(endpoint, caller);
      if (expected === null) return [];
      // A change an allowed caller could make is not made: the family's records stay as the suite set them up.
      if ('allowed' in expected && endpoint.method !== 'GET') return [];
      return [{ capability: capability.name, endpoint, caller, expected, name: describeEndpoint(endpoint) }];
    }),
  ),
);

function describeEndpoint(endpoint: Endpoint): string {
  return `${endpoint.method} ${endpoint.path}${endpoint.query ? `?${endpoint.query}` : ''}`;
}

function expectNoFamilyData(body: string): void {
  for (const word of SECRET_WORDS) expect(body).not.toContain(word);
  expect(body).not.toContain('PNG');
}

const CODES = { 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' } as const;

describe.each(CAPABILITIES.map((capability) => capability.name))('the %s capability', (name) => {
  test.each(cases.filter((item) => item.capability === name))('$name by $caller', async (item) => {
    const response = await attempt(world, item.endpoint, item.caller);
    const { expected } = item;
    if ('refused' in expected) {
      expect(response.statusCode, response.body).toBe(expected.refused);
      expect(response.json<{ code: string }>().code).toBe(CODES[expected.refused]);
      expectNoFamilyData(response.body);
    } else if ('own' in expected) {
      if (expected.answered) expect(response.statusCode, response.body).toBe(200);
      expect(response.statusCode, response.body).not.toBe(401);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expectNoFamilyData(response.body);
    } else if ('unsigned' in expected) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expectNoFamilyData(response.body);
    } else {
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});

/**
 * The page of every kind of share link, opened with a link that expired, one withdrawn, an unknown token and a
 * malformed one, signed out and as the family's own parent: the same "expired or withdrawn" page, none of the
 * family's data, and headers that keep it out of search engines and caches. Each case comes from its own address,
 * so the pause for guessing is not what answers.
 */
const sharedPages = CAPABILITIES.flatMap((capability) =>
  capability.endpoints.flatMap((endpoint) =>
    endpoint.access.kind === 'share-link'
      ? CLOSED_LINKS.flatMap((link) =>
          (['signed out', 'as the family’s parent'] as const).map((who) => ({
            capability: capability.name,
            endpoint,
            shareKind: endpoint.access.kind === 'share-link' ? endpoint.access.shareKind : null,
            link,
            who,
            name: describeEndpoint(endpoint),
          })),
        )
      : [],
  ),
);

describe.skipIf(sharedPages.length === 0)('pages that share links open', () => {
  test.each(sharedPages.map((item, index) => ({ ...item, index })))(
    '$name with $link, $who',
    async ({ endpoint, shareKind, link, who, index }) => {
      const token = world.closedTokens[shareKind!][link];
      const response = await world.server.app.inject({
        method: endpoint.method,
        url: world.urlOf({ ...endpoint, path: endpoint.path.replace(':token', encodeURIComponent(token)) }),
        headers: who === 'signed out' ? {} : world.parent.headers,
        remoteAddress: `198.51.100.${(index % 250) + 1}`,
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.body).toContain(LINK_CLOSED_TITLE);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expectNoFamilyData(response.body);
    },
  );
});

test('every route a capability registers is in its table, and every route in a table is registered', () => {
  const key = (method: string, path: string) => `${method} ${path}`;
  for (const capability of CAPABILITIES) {
    const registered = new Set(
      (world.server.app.capabilityRoutes.get(capability.name) ?? []).map((route) => key(route.method, route.path)),
    );
    const declared = new Set(capability.endpoints.map((endpoint) => key(endpoint.method, endpoint.path)));
    expect(
      [...registered].filter((route) => !declared.has(route)),
      `${capability.name}: undeclared`,
    ).toEqual([]);
    expect(
      [...declared].filter((route) => !registered.has(route)),
      `${capability.name}: not registered`,
    ).toEqual([]);
  }
});

test('every capability has a table, and the suite tries at least as many cases as before', () => {
  for (const capability of CAPABILITIES) expect(capability.endpoints.length, capability.name).toBeGreaterThan(0);
  expect(cases.length).toBeGreaterThanOrEqual(MINIMUM_CASES);
});

test('after all those attempts the child is exactly as the parent left them', async () => {
  const now = await world.server.app.inject({
    method: 'GET',
    url: `/api/v1/children/${world.child.id}`,
    headers: world.parent.headers,
  });
  expect(now.json<ChildResponse>()).toEqual({ ...world.child, updatedAt: now.json<ChildResponse>().updatedAt });
  const listed = await world.server.app.inject({
    method: 'GET',
    url: '/api/v1/children',
    headers: world.parent.headers,
  });
  expect(listed.json<{ children: { name: string }[] }>().children.map((c) => c.name)).toEqual(['Wrenna']);
});

test('after all those attempts the parent’s preferences, deletion and invitation are as they left them', async () => {
  const get = (url: string) => world.server.app.inject({ method: 'GET', url, headers: world.parent.headers });
  expect((await get('/api/v1/me/preferences')).json()).toMatchObject({ dashboardLayout: 'enhanced' });
  expect((await get('/api/v1/me/deletion')).json()).toMatchObject({ scheduled: true });
  const invitations = (await get('/api/v1/family/invitations')).json<{ invitations: { email: string }[] }>();
  expect(invitations.invitations.map((invitation) => invitation.email)).toEqual(['invited.aunt@example.com']);
  const members = (await get('/api/v1/family/members')).json<{ members: unknown[] }>();
  expect(members.members).toHaveLength(4);
});
