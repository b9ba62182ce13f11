import {
  SHARE_LINKS_API,
  type ShareLinkCreatedResponse,
  type ShareLinkListResponse,
  type ShareLinkResponse,
} from '@tedi/contracts';
import { inArray, schema } from '@tedi/db';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { App } from '../../platform/app.ts';
import { AccessRepository } from '../../platform/access-repository.ts';
import { ChildAccessService } from '../../policies/child-access.ts';
import { type ChildrenTestServer, type SignedIn, startChildrenServer } from '../children/testing.ts';
import { ShareLinksRepository } from './repository.ts';
import { hashToken, ShareLinksService } from './service.ts';
import { LINK_CLOSED_TITLE, LINK_PAUSED_TITLE, registerSharedPage } from './shared-page.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let server: ChildrenTestServer;
let parent: SignedIn;
let childId: string;
/** The time of the page server: moved on to see links expire. */
let pageTime = new Date();
/** A page a sharing capability might register: the child's conditions, read with the link's pass alone. */
let page: App;

beforeAll(async () => {
  server = await startChildrenServer();
  parent = await server.signIn('parent');
  const child = await server.app.inject({
    method: 'POST',
    url: '/api/v1/children',
    headers: parent.headers,
    payload: { name: 'Amara' },
  });
  childId = child.json<{ id: string }>().id;
  await server.app.inject({
    method: 'POST',
    url: `/api/v1/children/${childId}/conditions`,
    headers: parent.headers,
    payload: { name: 'Epilepsy' },
  });

  const db = server.database.db;
  const shareLinks = new ShareLinksService(
    new ShareLinksRepository(db),
    new ChildAccessService(new AccessRepository(db)),
    db,
    () => pageTime,
    new URL('http://localhost:3000'),
  );
  page = Fastify().withTypeProvider<ZodTypeProvider>();
  page.setValidatorCompiler(validatorCompiler);
  page.setSerializerCompiler(serializerCompiler);
  registerSharedPage(page, shareLinks, 'health-passport', async (link, _request, reply) => {
    // Read as a repository would: only the children the link's pass covers.
    const conditions = await db
      .select({ name: schema.childConditions.name })
      .from(schema.childConditions)
      .where(inArray(schema.childConditions.childId, [...link.pass.childIds]));
    return reply.type('text/html').send(`<h1>Shared</h1>${conditions.map((row) => row.name).join(', ')}`);
  });
});

afterAll(async () => {
  await page?.close();
  await server?.close();
});

async function share(label: string, who = parent, expiresInHours = 48) {
  return server.app.inject({
    method: 'POST',
    url: SHARE_LINKS_API.ofChild(childId),
    headers: who.headers,
    payload: { kind: 'health-passport', label, expiresInHours },
  });
}

const tokenOf = (created: ShareLinkCreatedResponse) => new URL(created.url).pathname.split('/').at(-1)!;
const open = (token: string, remoteAddress = '203.0.113.1') =>
  page.inject({
    method: 'GET',
    url: `/share/passport/${token}`,
    headers: { 'user-agent': IPHONE_SAFARI },
    remoteAddress,
  });
const list = async () =>
  (
    await server.app.inject({ method: 'GET', url: SHARE_LINKS_API.ofChild(childId), headers: parent.headers })
  ).json<ShareLinkListResponse>().links;

describe('share links', () => {
  test('a parent makes a link: its address and QR code once, only the token’s hash kept', async () => {
    const response = await share('Ward 4 nurses');
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<ShareLinkCreatedResponse>();
    expect(created.url).toMatch(/^http:\/\/localhost:\d+\/share\/passport\/[A-Za-z0-9_-]{43}$/);
    expect(created.qrCode.svg).toContain('<svg');
    expect(created.qrCode.pngDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(created.link).toMatchObject({
      label: 'Ward 4 nurses',
      status: 'open',
      kind: 'health-passport',
      openings: [],
    });
    const hours = (Date.parse(created.link.expiresAt) - Date.parse(created.link.createdAt)) / 3_600_000;
    expect(hours).toBe(48);

    const rows = await server.database.db.select().from(schema.shareLinks);
    const row = rows.find((link) => link.id === created.link.id)!;
    expect(row.tokenHash).toBe(hashToken(tokenOf(created)));
    expect(JSON.stringify(rows)).not.toContain(tokenOf(created));
  });

  test('the link opens the shared page with its headers, and the opening is listed for the parent', async () => {
    const created = (await share('Respite weekend')).json<ShareLinkCreatedResponse>();
    const opened = await open(tokenOf(created));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.body).toContain('Epilepsy');
    expect(opened.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    expect(opened.headers['cache-control']).toBe('no-store');

    const link = (await list()).find((item) => item.id === created.link.id)!;
    expect(link.openings).toEqual([{ openedAt: expect.any(String), device: 'Safari on iPhone' }]);
    const stored = await server.database.db.select().from(schema.shareLinkOpenings);
    expect(JSON.stringify(stored)).not.toContain('203.0.113.1');
  });

  test('a withdrawn link shows nothing at once, and says so in the list', async () => {
    const created = (await share('School nurse')).json<ShareLinkCreatedResponse>();
    expect((await open(tokenOf(created))).statusCode).toBe(200);
    const revoked = await server.app.inject({
      method: 'DELETE',
      url: SHARE_LINKS_API.link(childId, created.link.id),
      headers: parent.headers,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<ShareLinkResponse>().status).toBe('withdrawn');
    const closed = await open(tokenOf(created));
    expect(closed.statusCode).toBe(404);
    expect(closed.body).toContain(LINK_CLOSED_TITLE);
    expect(closed.body).not.toContain('Epilepsy');
    expect(closed.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await list()).find((item) => item.id === created.link.id)?.status).toBe('withdrawn');
  });

  test('a link shows nothing once it has expired, the same page as an unknown one', async () => {
    const created = (await share('A&E visit', parent, 2)).json<ShareLinkCreatedResponse>();
    expect((await open(tokenOf(created))).statusCode).toBe(200);
    pageTime = new Date(Date.now() + 2 * 3_600_000 + 1000);
    try {
      const expired = await open(tokenOf(created));
      const unknown = await open('B'.repeat(43));
      expect(expired.statusCode).toBe(404);
      expect(expired.body).toBe(unknown.body);
      expect(expired.body).toContain(LINK_CLOSED_TITLE);
    } finally {
      pageTime = new Date();
    }
  });

  test('how long a link stays open is bounded: an hour to four weeks', async () => {
    const tooShort = await share('Too short', parent, 0);
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json<{ message: string }>().message).toContain('at least an hour');
    const tooLong = await share('Too long', parent, 24 * 7 * 5);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toContain('at most four weeks');
  });

  test('only the family’s parents share: a family member with every grant and another family’s parent cannot', async () => {
    const familyId = (await server.familyOf(parent.userId))!;
    const member = await server.signIn('family_member', familyId);
    await server.database.db.insert(schema.childGrants).values({
      childId,
      userId: member.userId,
      familyId,
      areas: { health: 'edit', profile: 'edit' },
    });
    expect((await share('Mine now', member)).statusCode).toBe(403);
    const stranger = await server.signIn('parent');
    expect((await share('Mine now', stranger)).statusCode).toBe(404);
    const theirList = await server.app.inject({
      method: 'GET',
      url: SHARE_LINKS_API.ofChild(childId),
      headers: stranger.headers,
    });
    expect(theirList.statusCode).toBe(404);
    expect(theirList.body).not.toContain('Ward 4 nurses');
  });

  test('an address that keeps trying links that open nothing is paused, even for a real link; others are not', async () => {
    const created = (await share('Dentist')).json<ShareLinkCreatedResponse>();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await open(`guess-${attempt}`, '192.0.2.7')).statusCode).toBe(404);
    }
    const paused = await open(tokenOf(created), '192.0.2.7');
    expect(paused.statusCode).toBe(429);
    expect(paused.body).toContain(LINK_PAUSED_TITLE);
    expect(paused.body).not.toContain('Epilepsy');
    expect((await open(tokenOf(created), '192.0.2.8')).statusCode).toBe(200);
  });
});
