import type { ContentCreateInput, ContentDetailResponse, ContentListResponse } from '@tedi/contracts';
import { schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ContentTestServer, startContentServer } from './testing.ts';

let server: ContentTestServer;
let editor: { authorization: string };
let parent: { authorization: string };

beforeAll(async () => {
  server = await startContentServer();
  editor = await server.signInAs('admin');
  parent = await server.signInAs('parent');
});

afterAll(async () => {
  await server.close();
});

let itemNumber = 0;
function newItem(overrides: Partial<ContentCreateInput> = {}): ContentCreateInput {
  itemNumber += 1;
  return {
    kind: 'guide',
    title: `Getting ready for an annual review ${itemNumber}`,
    summary: 'What to gather and what to ask before the meeting.',
    bodyMarkdown: '## Before the meeting\n\nYou should receive the papers two weeks before.',
    authorName: 'The Tedi team',
    tags: ['EHCP', 'Annual review'],
    ...overrides,
  };
}

async function create(overrides: Partial<ContentCreateInput> = {}): Promise<ContentDetailResponse['item']> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v1/content',
    headers: editor,
    payload: newItem(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ContentDetailResponse>().item;
}

async function publish(id: string, publishAt?: string): Promise<ContentDetailResponse['item']> {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/v1/content/${id}/publish`,
    headers: editor,
    payload: publishAt ? { publishAt } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContentDetailResponse>().item;
}

function get(kind: string, slug: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url: `/api/v1/content/${kind}/${slug}`, headers });
}

async function list(query: string, headers: Record<string, string> = {}): Promise<ContentListResponse> {
  const response = await server.app.inject({ method: 'GET', url: `/api/v1/content?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('drafts', () => {
  test('an editor creates a draft, with a slug made from its title and the Markdown rendered', async () => {
    const item = await create({ title: 'Your child’s EHCP: the deadlines!', slug: undefined });
    expect(item).toMatchObject({
      kind: 'guide',
      slug: 'your-childs-ehcp-the-deadlines',
      path: '/guides/your-childs-ehcp-the-deadlines',
      status: 'draft',
      publishedAt: null,
      bodyHtml: '<h2>Before the meeting</h2>\n<p>You should receive the papers two weeks before.</p>\n',
      bodyMarkdown: expect.stringContaining('## Before the meeting'),
      can: { update: true, publish: true },
    });
  });

  test('a draft is invisible to visitors and parents (404) and visible to editors', async () => {
    const draft = await create();
    expect((await get('guide', draft.slug)).statusCode).toBe(404);
    expect((await get('guide', draft.slug, parent)).statusCode).toBe(404);
    const asEditor = await get('guide', draft.slug, editor);
    expect(asEditor.statusCode).toBe(200);
    expect(asEditor.json().item.status).toBe('draft');

    const publicList = await list('kind=guide&pageSize=50');
    expect(publicList.items.map((item) => item.id)).not.toContain(draft.id);
    const editorList = await list('kind=guide&status=draft&pageSize=50', editor);
    expect(editorList.items.map((item) => item.id)).toContain(draft.id);
  });

  test('only editors may list drafts: a parent is refused, a visitor asked to sign in', async () => {
    const asParent = await server.app.inject({ method: 'GET', url: '/api/v1/content?status=draft', headers: parent });
    expect(asParent.statusCode).toBe(403);
    const asVisitor = await server.app.inject({ method: 'GET', url: '/api/v1/content?status=draft' });
    expect(asVisitor.statusCode).toBe(401);
  });
});

describe('publishing', () => {
  test('a published item is public, without its Markdown source or editing rights', async () => {
    const item = await create();
    const published = await publish(item.id);
    expect(published.status).toBe('published');
    expect(Date.parse(published.publishedAt!)).toBeLessThanOrEqual(Date.now());

    const response = await get('guide', item.slug);
    expect(response.statusCode).toBe(200);
    const body = response.json<ContentDetailResponse>();
    expect(body.item).toMatchObject({ id: item.id, status: 'published', can: { update: false, publish: false } });
    expect(body.item).not.toHaveProperty('bodyMarkdown');
    expect(body.item).not.toHaveProperty('createdBy');
    expect((await list('kind=guide&pageSize=50')).items.map((entry) => entry.id)).toContain(item.id);
  });

  test('a scheduled item stays hidden until its time, then becomes public on its own', async () => {
    const item = await create();
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const scheduled = await publish(item.id, publishAt);
    expect(scheduled.status).toBe('scheduled');
    expect((await get('guide', item.slug)).statusCode).toBe(404);
    expect((await get('guide', item.slug, editor)).json().item.status).toBe('scheduled');

    await new Promise((resolve) => setTimeout(resolve, 1800));
    const due = await get('guide', item.slug);
    expect(due.statusCode).toBe(200);
    expect(due.json().item).toMatchObject({ status: 'published', publishedAt: publishAt });
  });

  test('unpublishing takes an item off the site', async () => {
    const item = await create();
    await publish(item.id);
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/v1/content/${item.id}/unpublish`,
      headers: editor,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().item.status).toBe('draft');
    expect((await get('guide', item.slug)).statusCode).toBe(404);
  });
});

describe('slugs', () => {
  test('a renamed item answers its old slugs with a permanent redirect to the new one', async () => {
    const item = await create({ slug: 'dla-first-claim' });
    await publish(item.id);
    const renamed = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/content/${item.id}`,
      headers: editor,
      payload: { slug: 'dla-claim-tips', title: 'DLA: tips for a first claim' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().item).toMatchObject({ slug: 'dla-claim-tips', path: '/guides/dla-claim-tips' });

    const old = await get('guide', 'dla-first-claim');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/v1/content/guide/dla-claim-tips');

    await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/content/${item.id}`,
      headers: editor,
      payload: { slug: 'claiming-dla' },
    });
    expect((await get('guide', 'dla-first-claim')).headers.location).toBe('/api/v1/content/guide/claiming-dla');
    expect((await get('guide', 'dla-claim-tips')).headers.location).toBe('/api/v1/content/guide/claiming-dla');
    expect((await get('guide', 'claiming-dla')).json().item.title).toBe('DLA: tips for a first claim');

    // Back to the first name: it is the item's own again, and no longer a redirect.
    await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/content/${item.id}`,
      headers: editor,
      payload: { slug: 'dla-first-claim' },
    });
    expect((await get('guide', 'dla-first-claim')).statusCode).toBe(200);
    expect((await get('guide', 'claiming-dla')).headers.location).toBe('/api/v1/content/guide/dla-first-claim');
  });

  test('an old slug of an unpublished item does not reveal it', async () => {
    const item = await create({ slug: 'draft-before-rename' });
    await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/content/${item.id}`,
      headers: editor,
      payload: { slug: 'draft-after-rename' },
    });
    expect((await get('guide', 'draft-before-rename')).statusCode).toBe(404);
  });

  test('a slug is unique per kind: a second guide may not take it, a blog post may', async () => {
    await create({ slug: 'social-stories-for-the-dentist' });
    const clash = await server.app.inject({
      method: 'POST',
      url: '/api/v1/content',
      headers: editor,
      payload: newItem({ slug: 'social-stories-for-the-dentist' }),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'conflict', details: [{ field: 'slug' }] });
    await create({ kind: 'blog', slug: 'social-stories-for-the-dentist' });
  });
});

describe('listing, tags, search and related items', () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    const made = {
      sleep: await create({
        kind: 'article',
        title: 'Sleep diaries that help at appointments',
        summary: 'Two weeks of notes tell a doctor more than a memory of a bad night.',
        bodyMarkdown: 'Record bedtime, when your child fell asleep, and every waking.',
        tags: ['Sleep', 'Health'],
      }),
      passport: await create({
        kind: 'article',
        title: 'Hospital passports explained',
        summary: 'A few pages that tell hospital staff how your child communicates.',
        bodyMarkdown: 'Requesting a review of the passport every six months keeps it current.',
        tags: ['health', 'Hospital passport'],
      }),
      school: await create({
        kind: 'article',
        title: 'Talking to school about sensory needs',
        summary: 'Reasonable adjustments for a noisy classroom.',
        bodyMarkdown: 'Ear defenders and a quiet corner are common adjustments.',
        tags: ['School'],
      }),
    };
    for (const item of Object.values(made)) await publish(item.id);
    ids = Object.fromEntries(Object.entries(made).map(([name, item]) => [name, item.id]));
  });

  test('lists one kind, newest first, with its tags counted', async () => {
    const result = await list('kind=article');
    expect(result.items.map((item) => item.id)).toEqual([ids.school, ids.passport, ids.sleep]);
    expect(result.total).toBe(3);
    expect(result.tags).toContainEqual({ tag: 'Health', count: 2 });
    expect(result.items[0]).not.toHaveProperty('bodyHtml');
  });

  test('filters by tag, whatever its case', async () => {
    const result = await list('kind=article&tag=HEALTH');
    expect(result.items.map((item) => item.id).sort()).toEqual([ids.passport, ids.sleep].sort());
  });

  test('searches titles, summaries and bodies with English word forms', async () => {
    const result = await list('q=request%20reviews');
    expect(result.items.map((item) => item.id)).toEqual([ids.passport]);
    expect((await list('q=classroom')).items.map((item) => item.id)).toEqual([ids.school]);
    expect((await list('q=%22quiet%20corner%22%20-ear')).items).toEqual([]);
  });

  test('pages through results', async () => {
    const first = await list('kind=article&pageSize=2&page=1');
    const second = await list('kind=article&pageSize=2&page=2');
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
  });

  test('an item comes with public items that share its tags', async () => {
    const passport = await server.app.inject({ method: 'GET', url: `/api/v1/content?kind=article&q=passports` });
    const slug = passport.json<ContentListResponse>().items[0]!.slug;
    const body = (await get('article', slug)).json<ContentDetailResponse>();
    expect(body.related.map((item) => item.id)).toEqual([ids.sleep]);
  });
});

describe('safety of the body', () => {
  test('raw HTML and script links in Markdown never reach the page', async () => {
    const item = await create({
      bodyMarkdown: '<script>alert(1)</script>\n\n[click me](javascript:alert(1)) and [GOV.UK](https://www.gov.uk)',
    });
    expect(item.bodyHtml).not.toMatch(/<script|href="javascript/i);
    expect(item.bodyHtml).toContain('&lt;script&gt;');
    expect(item.bodyHtml).toContain('<a href="https://www.gov.uk" rel="noopener noreferrer">GOV.UK</a>');
  });
});

describe('bad input', () => {
  const cases: { name: string; method: 'POST' | 'GET'; url: string; payload?: unknown; field: string }[] = [
    { name: 'no title', method: 'POST', url: '/api/v1/content', payload: { ...newItem(), title: '' }, field: 'title' },
    {
      name: 'a slug with spaces',
      method: 'POST',
      url: '/api/v1/content',
      payload: { ...newItem(), slug: 'not a slug' },
      field: 'slug',
    },
    {
      name: 'an unknown kind',
      method: 'POST',
      url: '/api/v1/content',
      payload: { ...newItem(), kind: 'podcast' },
      field: 'kind',
    },
    {
      name: 'a cover picture from another site',
      method: 'POST',
      url: '/api/v1/content',
      payload: { ...newItem(), coverImage: { path: 'https://elsewhere.example/x.png', alt: 'x' } },
      field: 'coverImage.path',
    },
    {
      name: 'a cover picture at an address without a scheme, which is another site too',
      method: 'POST',
      url: '/api/v1/content',
      payload: { ...newItem(), coverImage: { path: '//elsewhere.example/x.png', alt: 'x' } },
      field: 'coverImage.path',
    },
    { name: 'a page size too big', method: 'GET', url: '/api/v1/content?pageSize=500', field: 'pageSize' },
    { name: 'page zero', method: 'GET', url: '/api/v1/content?page=0', field: 'page' },
    { name: 'an unknown kind to list', method: 'GET', url: '/api/v1/content?kind=podcast', field: 'kind' },
    { name: 'a kind in the path that is not one', method: 'GET', url: '/api/v1/content/podcast/x-y', field: 'kind' },
  ];

  test.each(cases)('$name answers 400 naming the field $field', async ({ method, url, payload, field }) => {
    const response = await server.app.inject({ method, url, headers: editor, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ code: string; details: { field: string }[] }>();
    expect(body.code).toBe('validation_failed');
    expect(body.details.map((issue) => issue.field)).toContain(field);
  });

  test('a publication time that is not a date answers 400 naming publishAt', async () => {
    const item = await create();
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/v1/content/${item.id}/publish`,
      headers: editor,
      payload: { publishAt: 'next Tuesday' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('publishAt');
  });

  test('changing an item that does not exist answers 404', async () => {
    const response = await server.app.inject({
      method: 'PATCH',
      url: '/api/v1/content/00000000-0000-4000-8000-000000000000',
      headers: editor,
      payload: { title: 'Anything' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('videos', () => {
  const CAPTIONS = [
    'WEBVTT',
    '',
    '00:00:00.500 --> 00:00:04.000',
    'On the home page, choose Create your account.',
    '',
    '00:00:04.500 --> 00:00:09.000',
    'Type your e-mail address and a password.',
    '',
  ].join('\n');
  const VIDEO = { path: '/videos/creating-your-account.mp4', durationSeconds: 74, captions: CAPTIONS };

  function newVideo(overrides: Partial<ContentCreateInput> = {}): Partial<ContentCreateInput> {
    return {
      kind: 'video',
      title: `Creating your account ${itemNumber + 1}`,
      summary: 'The first minute with Tedi.',
      bodyMarkdown: 'On the home page, choose **Create your account**.\n\nType your e-mail address and a password.',
      authorName: 'The Tedi team',
      tags: ['Getting started', 'Accounts'],
      coverImage: { path: '/videos/creating-your-account.jpg', alt: 'Tedi’s sign-up page.' },
      video: VIDEO,
      ...overrides,
    };
  }

  async function refused(method: 'POST' | 'PATCH', url: string, payload: object) {
    const response = await server.app.inject({ method, url, headers: editor, payload });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ code: string; details: { field: string; message: string }[] }>();
    expect(body.code).toBe('validation_failed');
    return body.details;
  }

  function captionsOf(slug: string, headers: Record<string, string> = {}) {
    return server.app.inject({ method: 'GET', url: `/api/v1/content/video/${slug}/captions.vtt`, headers });
  }

  test('an editor creates a video: its address is an anchor on the videos’ page, its captions have their own', async () => {
    const item = await create(newVideo({ slug: 'creating-your-account' }));
    expect(item).toMatchObject({
      kind: 'video',
      slug: 'creating-your-account',
      path: '/onboarding-videos#creating-your-account',
      status: 'draft',
      coverImage: { path: '/videos/creating-your-account.jpg', alt: 'Tedi’s sign-up page.' },
      video: {
        path: '/videos/creating-your-account.mp4',
        durationSeconds: 74,
        captionsPath: '/api/v1/content/video/creating-your-account/captions.vtt',
        captions: CAPTIONS,
      },
      bodyHtml: expect.stringContaining('<strong>Create your account</strong>'),
    });
  });

  test('is refused without its video fields, or without its captions', async () => {
    const { video: _video, ...withoutVideo } = newVideo();
    expect(await refused('POST', '/api/v1/content', withoutVideo)).toEqual([
      { field: 'video', message: 'a video needs its file, its length and its captions' },
    ]);
    const { captions: _captions, ...withoutCaptions } = VIDEO;
    expect(await refused('POST', '/api/v1/content', newVideo({ video: withoutCaptions as typeof VIDEO }))).toEqual([
      { field: 'video.captions', message: 'are required: the WebVTT text of the video’s captions' },
    ]);
  });

  test('captions that a player could not show are refused, each problem in words an editor can act on', async () => {
    const captions = [
      'WEBVTT',
      '',
      '00:00:01.000 --> 00:00:03.000',
      'One',
      '',
      '00:00:04.000 --> 00:00:06.000',
      'Two',
      '',
      '00:00:12.000 --> 00:00:10.000',
      'Three',
      '',
      '00:00:13.000 --> 00:00:15.000',
      '',
      '0:00:16.000 --> 00:00:18.000',
      'Five',
    ].join('\n');
    expect(await refused('POST', '/api/v1/content', newVideo({ video: { ...VIDEO, captions } }))).toEqual([
      { field: 'video.captions', message: 'Caption 3 ends before it starts (00:00:12.000 --> 00:00:10.000).' },
      { field: 'video.captions', message: 'Caption 4 (00:00:13.000 --> 00:00:15.000) has no words.' },
      {
        field: 'video.captions',
        message:
          'Caption 5 (line 14) has a timing the player cannot read: “0:00:16.000 --> 00:00:18.000”. Write it as 00:00:01.000 --> 00:00:04.000 (hours:minutes:seconds.thousandths).',
      },
    ]);
    expect(
      await refused(
        'POST',
        '/api/v1/content',
        newVideo({ video: { ...VIDEO, captions: 'Hello\n\n00:01.000 --> 00:02.000\nHi' } }),
      ),
    ).toEqual([{ field: 'video.captions', message: 'The captions must start with the line WEBVTT.' }]);
    expect(
      await refused('POST', '/api/v1/content', newVideo({ video: { ...VIDEO, path: 'https://videos.example/a.mp4' } })),
    ).toEqual([
      {
        field: 'video.path',
        message: 'must be a path on this site to an .mp4 or .webm file, e.g. /videos/welcome.mp4',
      },
    ]);
  });

  test('a guide may not have video fields, when it is made or changed', async () => {
    expect(await refused('POST', '/api/v1/content', newItem({ video: VIDEO }))).toEqual([
      { field: 'video', message: 'only a video has a video file, length and captions; a guide cannot' },
    ]);
    const guide = await create();
    expect(await refused('PATCH', `/api/v1/content/${guide.id}`, { video: { captions: CAPTIONS } })).toEqual([
      { field: 'video', message: 'only a video has a video file, length and captions; a guide cannot' },
    ]);
  });

  test('an editor corrects a caption, or the length, on its own; each is checked against the other', async () => {
    const item = await create(newVideo());
    const corrected = CAPTIONS.replace('a password', 'a password you don’t use anywhere else');
    const changed = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/content/${item.id}`,
      headers: editor,
      payload: { video: { captions: corrected } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().item.video).toMatchObject({ path: VIDEO.path, durationSeconds: 74, captions: corrected });

    expect(await refused('PATCH', `/api/v1/content/${item.id}`, { video: { durationSeconds: 5 } })).toEqual([
      {
        field: 'video.captions',
        message: 'Caption 2 ends at 00:00:09.000, after the end of the video (it lasts 5 s).',
      },
    ]);
    expect(
      await refused('PATCH', `/api/v1/content/${item.id}`, {
        video: { captions: 'WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nBackwards' },
      }),
    ).toEqual([
      { field: 'video.captions', message: 'Caption 1 ends before it starts (00:00:05.000 --> 00:00:02.000).' },
    ]);
    expect((await get('video', item.slug, editor)).json().item.video.captions).toBe(corrected);
  });

  test('the captions are served as WebVTT for a public video; a draft’s only to editors; others are not found', async () => {
    const item = await create(newVideo());
    expect((await captionsOf(item.slug)).statusCode).toBe(404);
    expect((await captionsOf(item.slug, parent)).statusCode).toBe(404);
    const asEditor = await captionsOf(item.slug, editor);
    expect(asEditor.statusCode).toBe(200);
    expect(asEditor.body).toBe(CAPTIONS);

    await publish(item.id);
    const response = await captionsOf(item.slug);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(CAPTIONS);
    expect((await get('video', item.slug)).json().item.video).not.toHaveProperty('captions');

    expect((await captionsOf('no-such-video')).statusCode).toBe(404);
    expect((await captionsOf('Not A Slug')).statusCode).toBe(400);
    const guide = await create();
    await publish(guide.id);
    expect((await captionsOf(guide.slug)).statusCode).toBe(404);
  });

  test('a renamed video’s old captions address moves to the new one for good', async () => {
    const item = await create(newVideo({ slug: 'your-dashboard' }));
    await publish(item.id);
    await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/content/${item.id}`,
      headers: editor,
      payload: { slug: 'your-dashboard-at-a-glance' },
    });
    const old = await captionsOf('your-dashboard');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/v1/content/video/your-dashboard-at-a-glance/captions.vtt');
  });

  test('videos are listed oldest first, each with its transcript, and appear beside guides that share a topic', async () => {
    const second = await create(newVideo({ title: 'Adding your child', tags: ['Children'] }));
    const first = await create(newVideo({ title: 'Signing in', tags: ['Children'] }));
    await publish(second.id, '2026-01-02T09:00:00Z');
    await publish(first.id, '2026-01-01T09:00:00Z');
    const videos = await list('kind=video&pageSize=50');
    const ids = videos.items.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(videos.items.every((item) => item.kind === 'video')).toBe(true);
    expect(videos.items.find((item) => item.id === first.id)).toMatchObject({
      path: `/onboarding-videos#${first.slug}`,
      bodyHtml: expect.stringContaining('<strong>Create your account</strong>'),
      video: { durationSeconds: 74, captionsPath: `/api/v1/content/video/${first.slug}/captions.vtt` },
    });
    expect(videos.items[0]).not.toHaveProperty('video.captions');

    // Search and listings of the other kinds stay per kind.
    expect((await list('kind=guide&pageSize=50')).items.some((item) => item.kind === 'video')).toBe(false);

    const guide = await create({ tags: ['Children'] });
    await publish(guide.id);
    const related = (await get('guide', guide.slug)).json<ContentDetailResponse>().related;
    expect(related.map((item) => item.path)).toEqual(
      expect.arrayContaining([`/onboarding-videos#${first.slug}`, `/onboarding-videos#${second.slug}`]),
    );
  });

  test('the database itself keeps video fields to videos, and requires all three on a video', async () => {
    const base = { slug: 'raw-row', title: 't', summary: 's', bodyMarkdown: 'b', authorName: 'a' };
    await expect(
      server.database.db.insert(schema.contentItems).values({
        ...base,
        kind: 'guide',
        videoPath: '/videos/x.mp4',
        videoDurationSeconds: 10,
        videoCaptions: CAPTIONS,
      }),
    ).rejects.toThrow();
    await expect(
      server.database.db
        .insert(schema.contentItems)
        .values({ ...base, kind: 'video', videoPath: '/videos/x.mp4', videoDurationSeconds: 10 }),
    ).rejects.toThrow();
  });
});
