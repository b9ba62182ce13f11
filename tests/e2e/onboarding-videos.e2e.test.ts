import type { ContentDetailResponse, ContentListResponse } from '@tedi/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { signInNewAdmin } from './support/administrators.ts';
import { newPage, openBrowser, PHONE_CONTEXT, sidewaysOverflow } from './support/browser.ts';
import type { SharedServer } from './support/server-modes.ts';
import { e2eServer } from './support/servers.ts';

/**
 * The onboarding videos page in a real browser, on the production server. The seeded videos are read first; then an
 * editor publishes a video of this file's own. (No other journey publishes videos.) The video file is made in the
 * browser (a few seconds of a canvas, recorded as WebM) and handed to the page by the test, since the real
 * recordings live in the web app's public files.
 */
const SLUG = 'e2e-first-steps';
const CAPTIONS = [
  'WEBVTT',
  '',
  '00:00:00.100 --> 00:00:02.500',
  'On the home page, choose Create your account.',
  '',
  '00:00:02.600 --> 00:00:03.000',
  'Type your e-mail address.',
  '',
].join('\n');
const TRANSCRIPT = 'On the home page, choose Create your account. Then type your e-mail address and a password.';

let browser: Browser;
let server: SharedServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), e2eServer('production')]);
});

afterAll(async () => {
  await browser?.close();
});

function pageOn(options: Parameters<typeof newPage>[1] = {}): Promise<Page> {
  return newPage(browser, { baseURL: server.url, ...options });
}

async function publishedVideos(): Promise<ContentListResponse> {
  const response = await fetch(`${server.loopbackUrl}/api/v1/content?kind=video&pageSize=50`);
  return (await response.json()) as ContentListResponse;
}

/** A short WebM made by the browser itself: a canvas that changes colour, recorded for three seconds. */
async function recordFixtureVideo(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const timer = setInterval(() => {
      context.fillStyle = frame % 2 === 0 ? '#1f6f5c' : '#f4e6cf';
      context.fillRect(0, 0, canvas.width, canvas.height);
      frame += 1;
    }, 40);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  });
  return Buffer.from(bytes);
}

describe('/onboarding-videos', () => {
  test('shows the published videos, or says there are none yet and leads to the tutorials, accessibly', async () => {
    const { total } = await publishedVideos();
    const page = await pageOn();
    const response = await page.goto('/onboarding-videos');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe('Videos: getting started with Tedi');
    expect(await page.title()).toBe('Videos: getting started with Tedi – Tedi');
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(
      '/onboarding-videos',
    );
    if (total === 0) {
      await main.getByRole('heading', { level: 2, name: 'No videos yet' }).waitFor();
      expect(await main.getByRole('link', { name: 'the tutorials', exact: true }).getAttribute('href')).toBe(
        '/tutorials',
      );
      expect(await main.locator('video').count()).toBe(0);
    } else {
      // The seeded videos: each a section with its player, captions on, and transcript.
      expect(await main.locator('section video').count()).toBe(Math.min(total, 50));
      expect(await main.locator('section video track[kind="captions"][default]').count()).toBe(Math.min(total, 50));
    }
    await expectNoAxeViolations(page);
  });

  test('each seeded video plays in the browser as served by the app, in step with its captions', async () => {
    const { items } = await publishedVideos();
    expect(items.map((item) => item.slug)).toEqual([
      'creating-your-account',
      'your-childs-profile',
      'inviting-family',
      'making-tedi-easier-to-read',
    ]);
    const page = await pageOn();
    await page.goto('/onboarding-videos');
    for (const item of items) {
      // Players ask for parts of a file as they seek; the app answers with just that part.
      const part = await fetch(`${server.loopbackUrl}${item.video!.path}`, { headers: { Range: 'bytes=0-99' } });
      expect(part.status, item.slug).toBe(206);
      expect(part.headers.get('content-type')).toBe('video/mp4');
      expect((await part.arrayBuffer()).byteLength).toBe(100);

      const played = await page.locator(`section#${item.slug} video`).evaluate(async (video: HTMLVideoElement) => {
        video.muted = true;
        video.preload = 'auto';
        await new Promise((resolve, reject) => {
          video.addEventListener('loadedmetadata', resolve, { once: true });
          video.addEventListener('error', () => reject(new Error(video.error?.message ?? 'no video')), { once: true });
          video.load();
        });
        await video.play();
        await new Promise((resolve) => setTimeout(resolve, 600));
        video.pause();
        const track = video.textTracks[0]!;
        return {
          duration: video.duration,
          width: video.videoWidth,
          height: video.videoHeight,
          advanced: video.currentTime > 0.2,
          lastCueEnd: track.cues && track.cues.length > 0 ? track.cues[track.cues.length - 1]!.endTime : 0,
        };
      });
      expect(played.width, item.slug).toBe(1280);
      expect(played.height).toBe(720);
      expect(played.advanced).toBe(true);
      expect(Math.abs(played.duration - item.video!.durationSeconds)).toBeLessThan(1);
      expect(played.lastCueEnd).toBeGreaterThan(played.duration - 2);
      expect(played.lastCueEnd).toBeLessThanOrEqual(played.duration);
    }
  });

  describe('with a video an editor has published', () => {
    let fixture: Buffer;

    beforeAll(async () => {
      const admin = await signInNewAdmin(server.loopbackUrl, server.keys);
      const headers = { 'Content-Type': 'application/json', apikey: server.keys.publishableKey, ...admin };
      const created = await fetch(`${server.loopbackUrl}/api/v1/content`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          kind: 'video',
          slug: SLUG,
          title: 'First steps with Tedi',
          summary: 'Creating your account, from the home page to your first sign-in.',
          bodyMarkdown: TRANSCRIPT,
          authorName: 'The Tedi team',
          tags: ['Getting started'],
          coverImage: { path: '/screens/register.jpg', alt: 'Tedi’s page for creating an account.' },
          video: { path: `/videos/${SLUG}.webm`, durationSeconds: 3, captions: CAPTIONS },
        }),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const { item } = (await created.json()) as ContentDetailResponse;
      // Published well before any seeded video, so it comes first on the page.
      const published = await fetch(`${server.loopbackUrl}/api/v1/content/${item.id}/publish`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ publishAt: '2020-01-01T09:00:00Z' }),
      });
      expect(published.status).toBe(200);
      const context = await browser.newContext({ baseURL: server.url });
      const recorder = await context.newPage();
      await recorder.goto('/onboarding-videos');
      fixture = await recordFixtureVideo(recorder);
      await context.close();
    });

    async function pageWithTheVideoFile(options: Parameters<typeof newPage>[1] = {}): Promise<Page> {
      const page = await pageOn(options);
      await page.route(`**/videos/${SLUG}.webm`, (route) =>
        route.fulfill({ status: 200, contentType: 'video/webm', body: fixture }),
      );
      return page;
    }

    test('the video plays from the keyboard with its captions showing, and the page passes axe', async () => {
      const page = await pageWithTheVideoFile();
      await page.goto(`/onboarding-videos#${SLUG}`);
      const section = page.getByRole('region', { name: 'First steps with Tedi' });
      expect(await page.getByText('These videos have no sound.').isVisible()).toBe(true);
      expect(await section.locator('time').first().getAttribute('datetime')).toBe('PT3S');
      expect(await section.getByText(TRANSCRIPT).isVisible()).toBe(true);
      expect(await section.getByRole('link', { name: /Download “First steps with Tedi”/ }).getAttribute('href')).toBe(
        `/videos/${SLUG}.webm`,
      );

      const video = section.locator('video');
      expect(await video.evaluate((element: HTMLVideoElement) => element.autoplay || !element.paused)).toBe(false);
      await video.focus();
      await page.keyboard.press('Space');
      await expect
        .poll(() =>
          video.evaluate((element: HTMLVideoElement) => {
            const track = element.textTracks[0];
            return {
              playing: !element.paused,
              mode: track?.mode,
              showing: [...(track?.activeCues ?? [])].map((cue) => (cue as VTTCue).text),
            };
          }),
        )
        .toEqual({ playing: true, mode: 'showing', showing: ['On the home page, choose Create your account.'] });
      await expectNoAxeViolations(page);
    });

    test('without JavaScript the page has the player, its captions track and the whole transcript', async () => {
      const page = await pageWithTheVideoFile({ javaScriptEnabled: false });
      const response = await page.goto('/onboarding-videos');
      expect(response?.status()).toBe(200);
      const section = page.locator(`section#${SLUG}`);
      expect(await section.getByRole('heading', { level: 2 }).innerText()).toBe('First steps with Tedi');
      const video = section.locator('video');
      expect(await video.getAttribute('controls')).not.toBeNull();
      expect(await video.getAttribute('preload')).toBe('none');
      expect(await video.getAttribute('autoplay')).toBeNull();
      expect(await video.locator('source').getAttribute('type')).toBe('video/webm');
      const track = video.locator('track');
      expect(await track.getAttribute('src')).toBe(`/api/v1/content/video/${SLUG}/captions.vtt`);
      expect(await track.getAttribute('srclang')).toBe('en');
      expect(await track.getAttribute('default')).not.toBeNull();
      expect(await section.getByText(TRANSCRIPT).isVisible()).toBe(true);
      const captions = await fetch(new URL(`/api/v1/content/video/${SLUG}/captions.vtt`, server.loopbackUrl));
      expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
      expect(await captions.text()).toBe(CAPTIONS);
    });

    test('on a 360 px phone the page fits the screen', async () => {
      const page = await pageWithTheVideoFile(PHONE_CONTEXT);
      await page.goto('/onboarding-videos');
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  });
});
