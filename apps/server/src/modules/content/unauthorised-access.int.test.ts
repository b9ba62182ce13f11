import { eq, type ProfileRole, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ContentTestServer, startContentServer } from './testing.ts';
import { TEST_PUBLISHABLE_KEY } from '../../auth/testing.ts';

/**
 * Every endpoint that changes content or reads what only editors may read (drafts, contact messages, sponsors'
 * enquiries), tried by everyone who is not an editor: each is refused (401 for a stranger, 403 for a signed-in
 * non-editor) and nothing changes. A draft read at a public address (the item, a video's captions) is simply not
 * found, so it does not even say that it exists.
 */
let server: ContentTestServer;
let draftId: string;
let draftSlug: string;
let draftVideoSlug: string;
const headersByCaller = new Map<string, Record<string, string>>();

const NON_EDITORS: readonly ProfileRole[] = ['parent', 'family_member', 'child'];

beforeAll(async () => {
  server = await startContentServer();
  const editor = await server.signInAs('admin');
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/v1/content',
    headers: editor,
    payload: {
      kind: 'guide',
      title: 'A draft nobody else may see',
      summary: 'Not public yet.',
      bodyMarkdown: 'Still being written.',
      authorName: 'The Tedi team',
    },
  });
  draftId = created.json().item.id;
  draftSlug = created.json().item.slug;
  const video = await server.app.inject({
    method: 'POST',
    url: '/api/v1/content',
    headers: editor,
    payload: {
      kind: 'video',
      title: 'A video nobody else may see',
      summary: 'Not public yet.',
      bodyMarkdown: 'The transcript, still being written.',
      authorName: 'The Tedi team',
      video: {
        path: '/videos/a-draft.mp4',
        durationSeconds: 10,
        captions: 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nA secret caption.\n',
      },
    },
  });
  expect(video.statusCode, video.body).toBe(201);
  draftVideoSlug = video.json().item.slug;
  await server.database.db.insert(schema.contactMessages).values({
    kind: 'sponsor_enquiry',
    name: 'Amara Okafor',
    email: 'amara.okafor@northgate.example.co.uk',
    topic: 'Sponsoring families',
    message: 'A private enquiry about sponsoring thirty families.',
    organisationName: 'Northgate Engineering',
    organisationType: 'employer',
    familiesEstimate: '10 to 50',
    senderAddress: '192.0.2.1',
  });
  headersByCaller.set('a stranger', {});
  headersByCaller.set('a stranger with a forged token', { authorization: 'Bearer not.a.token' });
  for (const role of NON_EDITORS) headersByCaller.set(`a ${role}`, await server.signInAs(role));
});

afterAll(async () => {
  await server.close();
});

const ENDPOINTS = [
  {
    name: 'create an item',
    method: 'POST' as const,
    url: () => '/api/v1/content',
    payload: { kind: 'blog', title: 'Sneaky', summary: 's', bodyMarkdown: 'b', authorName: 'x' },
  },
  {
    name: 'change an item',
    method: 'PATCH' as const,
    url: () => `/api/v1/content/${draftId}`,
    payload: { title: 'Changed' },
  },
  { name: 'publish an item', method: 'POST' as const, url: () => `/api/v1/content/${draftId}/publish`, payload: {} },
  { name: 'unpublish an item', method: 'POST' as const, url: () => `/api/v1/content/${draftId}/unpublish` },
  { name: 'list drafts', method: 'GET' as const, url: () => '/api/v1/content?status=draft' },
  { name: 'read contact messages', method: 'GET' as const, url: () => '/api/v1/contact-messages' },
  {
    name: 'read sponsors’ enquiries',
    method: 'GET' as const,
    url: () => '/api/v1/contact-messages?kind=sponsor_enquiry',
  },
];

describe.each(ENDPOINTS)('$name', (endpoint) => {
  test.each(['a stranger', 'a stranger with a forged token', ...NON_EDITORS.map((role) => `a ${role}`)])(
    'is refused to %s',
    async (caller) => {
      const response = await server.app.inject({
        method: endpoint.method,
        url: endpoint.url(),
        headers: headersByCaller.get(caller)!,
        ...(endpoint.payload ? { payload: endpoint.payload } : {}),
      });
      const expected = caller.startsWith('a stranger') ? 401 : 403;
      expect(response.statusCode, response.body).toBe(expected);
      expect(response.json()).toMatchObject({ code: expected === 401 ? 'unauthorized' : 'forbidden' });
      expect(response.body).not.toContain('Still being written');
      expect(response.body).not.toContain('Northgate');
    },
  );
});

const PUBLIC_READS_OF_DRAFTS = [
  { name: 'read a draft', url: () => `/api/v1/content/guide/${draftSlug}` },
  { name: 'read a draft video', url: () => `/api/v1/content/video/${draftVideoSlug}` },
  { name: 'read a draft video’s captions', url: () => `/api/v1/content/video/${draftVideoSlug}/captions.vtt` },
];

describe.each(PUBLIC_READS_OF_DRAFTS)('$name', (endpoint) => {
  test.each(['a stranger', ...NON_EDITORS.map((role) => `a ${role}`)])('is not found for %s', async (caller) => {
    const response = await server.app.inject({
      method: 'GET',
      url: endpoint.url(),
      headers: headersByCaller.get(caller)!,
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect(response.body).not.toContain('Still being written');
    expect(response.body).not.toContain('secret caption');
  });
});

test('after all those attempts the draft is unchanged, unpublished and invisible to the public', async () => {
  const editor = await server.signInAs('super_admin');
  const asEditor = await server.app.inject({
    method: 'GET',
    url: `/api/v1/content/guide/${draftSlug}`,
    headers: editor,
  });
  expect(asEditor.json().item).toMatchObject({ title: 'A draft nobody else may see', status: 'draft' });
  const asVisitor = await server.app.inject({ method: 'GET', url: `/api/v1/content/guide/${draftSlug}` });
  expect(asVisitor.statusCode).toBe(404);
  const blogs = await server.app.inject({
    method: 'GET',
    url: '/api/v1/content?kind=blog&status=any',
    headers: editor,
  });
  expect(blogs.json().total).toBe(0);
});

test('an editor who has been demoted is refused at once, whatever their access token still says', async () => {
  const editor = await server.signInAs('admin');
  const me = await server.app.inject({
    method: 'GET',
    url: '/auth/v1/user',
    headers: { ...editor, apikey: TEST_PUBLISHABLE_KEY },
  });
  const userId = me.json<{ id: string }>().id;
  const create = () =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/content',
      headers: editor,
      payload: { kind: 'blog', title: 'Still an editor?', summary: 's', bodyMarkdown: 'b', authorName: 'x' },
    });
  expect((await create()).statusCode).toBe(201);
  await server.database.db.update(schema.profiles).set({ role: 'parent' }).where(eq(schema.profiles.userId, userId));
  const refused = await create();
  expect(refused.statusCode, refused.body).toBe(403);
  expect(refused.json()).toMatchObject({ code: 'forbidden' });
});
