import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

import { startTestStripe } from '../../../apps/server/src/modules/subscriptions/stripe-testing.ts';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium.ts';
import { linkFromMailbox, startAccountsServer } from '../support/accounts.ts';
import { REPOSITORY_ROOT } from '../support/server-process.ts';
import { clockTime, type Cue, record, VIDEO_SIZE, webVtt } from './recorder.ts';
import { type Helpers, ONBOARDING_VIDEOS, type OnboardingVideo } from './videos.ts';

/**
 * Films the onboarding videos against the real app and writes, for each, the MP4 and its poster to
 * apps/web/public/videos, and its captions (WebVTT) and its content item (header and transcript) to the content
 * seed. Run it after a change to a screen a video shows: `npm run videos:record`, or name slugs to film only those.
 */

const VIDEOS_DIR = path.join(REPOSITORY_ROOT, 'apps/web/public/videos');
const SEED_DIR = path.join(REPOSITORY_ROOT, 'apps/server/src/modules/content/seed/videos');
const FIXED_NOW = new Date('2026-11-10T09:30:00Z');
/** A header value in quotes, as the seed reader takes them off (it keeps a colon inside them). */
function quoted(value: string): string {
  return `'${value}'`;
}

/** The content item of a video: its header for the seed, and the transcript as its body. */
function seedMarkdown(video: OnboardingVideo, durationMs: number, cues: readonly Cue[]): string {
  const header = [
    '---',
    'kind: video',
    `slug: ${video.slug}`,
    `title: ${quoted(video.title)}`,
    `summary: ${quoted(video.summary)}`,
    'author: The Tedi team',
    `tags: ${video.tags.join(', ')}`,
    `published: ${video.published}`,
    `video: /videos/${video.slug}.mp4`,
    `duration: ${Math.round(durationMs / 1000)}`,
    `poster: /videos/${video.slug}.jpg`,
    `poster_alt: ${quoted(video.posterAlt)}`,
    '---',
  ];
  const transcript = cues.map((cue) => `**${clockTime(cue.startMs)}** ${cue.text}`);
  return `${[...header, '', 'This video has no sound. Each step is shown in the captions and written out here.', '', ...transcript.flatMap((line) => [line, ''])].join('\n').trimEnd()}\n`;
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const videos = ONBOARDING_VIDEOS.filter((video) => wanted.length === 0 || wanted.includes(video.slug));
  if (videos.length === 0) throw new Error(`No video is called ${wanted.join(', ')}`);
  await Promise.all([mkdir(VIDEOS_DIR, { recursive: true }), mkdir(SEED_DIR, { recursive: true })]);

  const stripe = await startTestStripe();
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, headless: true, args: CHROMIUM_ARGS });
  try {
    for (const video of videos) {
      // A fresh server for each video, so every one starts from the same demo family.
      const server = await startAccountsServer(undefined, stripe.environment);
      try {
        const helpers: Helpers = {
          confirmationLink: (email) => linkFromMailbox(server, email, (message) => message.kind.includes('confirm')),
        };
        const context = await browser.newContext({
          baseURL: server.url,
          viewport: { ...VIDEO_SIZE },
          deviceScaleFactor: 1,
          locale: 'en-GB',
          timezoneId: 'Europe/London',
        });
        await context.clock.setFixedTime(FIXED_NOW);
        const recording = await record(browser, context, (stage) => video.prepare(stage), video.steps(helpers));
        await context.close();
        await writeFile(path.join(VIDEOS_DIR, `${video.slug}.mp4`), recording.mp4);
        await writeFile(path.join(VIDEOS_DIR, `${video.slug}.jpg`), recording.poster);
        await writeFile(path.join(SEED_DIR, `${video.slug}.vtt`), webVtt(recording.cues));
        await writeFile(
          path.join(SEED_DIR, `${video.slug}.md`),
          seedMarkdown(video, recording.durationMs, recording.cues),
        );
        console.log(
          `${video.slug}: ${(recording.durationMs / 1000).toFixed(1)} s, ${(recording.mp4.length / 1024).toFixed(0)} KB`,
        );
      } finally {
        await server.stop();
      }
    }
  } finally {
    await Promise.all([browser.close(), stripe.close()]);
  }
}

await main();
