import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output } from 'mediabunny';
import type { Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright-core';

/**
 * Films a page of the app as a person would see it: Chromium's screencast of the page is kept frame by frame, then
 * encoded as H.264 by the browser's WebCodecs and put in an MP4 file (which plays in every browser, Safari on
 * iPhones included). Nothing outside the browser and the project's packages is needed. Each step of a script
 * becomes one caption, timed from when the step began to when the next one began.
 */

export const VIDEO_SIZE = { width: 1280, height: 720 } as const;
const FRAMES_PER_SECOND = 25;
/** Screens of text change little between frames, so a modest rate keeps the files small and the text sharp. */
const BITS_PER_SECOND = 500_000;
/** H.264 Main profile, level 3.1: what every phone and browser plays. */
const H264_CODEC = 'avc1.4D401F';
/** Time to read a caption: a calm reading pace, never less than a few seconds. */
const MS_PER_WORD = 330;
const MIN_CAPTION_MS = 3_000;
/** Captions are read on a phone too: two short lines at most. */
export const CAPTION_MAX_CHARS = 120;
/** What the screen showed when a step could not be done, to see why. */
const FAILURE_SCREENSHOT = path.join(tmpdir(), 'tedi-video-failure.png');

export interface Cue {
  readonly startMs: number;
  readonly endMs: number;
  readonly text: string;
}

export interface Recording {
  readonly mp4: Buffer;
  readonly durationMs: number;
  readonly cues: readonly Cue[];
  readonly poster: Buffer;
}

/** The page being filmed, with the pointer drawn on it and moved the way a hand moves a mouse. */
export class Stage {
  readonly page: Page;
  #pointer = { x: VIDEO_SIZE.width / 2, y: VIDEO_SIZE.height / 2 };

  constructor(page: Page) {
    this.page = page;
  }

  /** Glides the pointer to the middle of an element, scrolling it into view first if it is off screen. */
  async pointAt(target: Locator): Promise<void> {
    await target.waitFor();
    await this.reveal(target);
    const box = await target.boundingBox();
    if (!box) throw new Error('The element to point at has no box on screen');
    const to = { x: box.x + Math.min(box.width / 2, 60), y: box.y + box.height / 2 };
    const distance = Math.hypot(to.x - this.#pointer.x, to.y - this.#pointer.y);
    await this.page.mouse.move(to.x, to.y, { steps: Math.max(8, Math.round(distance / 18)) });
    this.#pointer = to;
    await this.page.waitForTimeout(250);
  }

  async click(target: Locator): Promise<void> {
    await this.pointAt(target);
    await target.click();
    await this.page.waitForTimeout(300);
  }

  /** Clicks into a field and types at the speed of someone typing carefully. */
  async type(target: Locator, text: string): Promise<void> {
    await this.click(target);
    await target.pressSequentially(text, { delay: 70 });
  }

  /** Scrolls smoothly so that an element sits in the upper part of the screen. */
  async reveal(target: Locator): Promise<void> {
    const moved = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      if (box.top >= 80 && box.bottom <= window.innerHeight - 40) return false;
      window.scrollBy({ top: box.top - window.innerHeight * 0.3, behavior: 'smooth' });
      return true;
    });
    if (moved) await this.page.waitForTimeout(900);
  }

  async pause(ms: number): Promise<void> {
    await this.page.waitForTimeout(ms);
  }
}

/** A pointer drawn on every page of the filmed context, since a screencast shows no real one. */
function drawPointer(): void {
  const install = () => {
    if (document.getElementById('video-pointer')) return;
    const pointer = document.createElement('div');
    pointer.id = 'video-pointer';
    pointer.setAttribute('aria-hidden', 'true');
    pointer.innerHTML =
      '<svg width="26" height="26" viewBox="0 0 26 26"><path d="M3 2 L3 21 L8 16 L11.5 24 L15 22.5 L11.5 14.8 L18.5 14.8 Z" fill="#111" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/></svg>';
    Object.assign(pointer.style, {
      position: 'fixed',
      left: '0',
      top: '0',
      zIndex: '2147483647',
      pointerEvents: 'none',
      transform: `translate(${sessionStorage.getItem('video-pointer') ?? '-40px,-40px'})`,
    });
    document.documentElement.append(pointer);
    document.addEventListener(
      'mousemove',
      (event) => {
        const at = `${event.clientX - 3}px,${event.clientY - 2}px`;
        pointer.style.transform = `translate(${at})`;
        sessionStorage.setItem('video-pointer', at);
      },
      true,
    );
    document.addEventListener(
      'mousedown',
      (event) => {
        const ring = document.createElement('div');
        ring.className = 'video-pointer-ring';
        Object.assign(ring.style, {
          position: 'fixed',
          left: `${event.clientX - 18}px`,
          top: `${event.clientY - 18}px`,
          width: '36px',
          height: '36px',
          borderRadius: '50%',
          border: '3px solid #b4005a',
          zIndex: '2147483646',
          pointerEvents: 'none',
        });
        document.documentElement.append(ring);
        ring.animate(
          [
            { opacity: 1, transform: 'scale(0.5)' },
            { opacity: 0, transform: 'scale(1.4)' },
          ],
          500,
        );
        setTimeout(() => ring.remove(), 520);
      },
      true,
    );
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', install);
  else install();
}

interface Frame {
  /** When the frame was shown, from the start of the recording. */
  readonly atMs: number;
  readonly jpegBase64: string;
}

/** Keeps every frame Chromium's screencast sends of the stage page while it is filmed. */
async function collectFrames(stage: Page, frames: Frame[], startedAt: () => number): Promise<CDPSession> {
  const session = await stage.context().newCDPSession(stage);
  session.on('Page.screencastFrame', (event: { data: string; sessionId: number }) => {
    frames.push({ atMs: Date.now() - startedAt(), jpegBase64: event.data });
    void session.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => undefined);
  });
  await session.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 92,
    maxWidth: VIDEO_SIZE.width,
    maxHeight: VIDEO_SIZE.height,
    everyNthFrame: 1,
  });
  return session;
}

interface EncodedChunk {
  readonly key: boolean;
  readonly timestampUs: number;
  readonly durationUs: number;
  readonly dataBase64: string;
}

interface EncodedVideo {
  readonly chunks: readonly EncodedChunk[];
  readonly codec: string;
  readonly descriptionBase64: string;
}

/**
 * Encodes the frames as H.264 with the browser's WebCodecs, at a steady frame rate: each frame is repeated until the
 * next one came. WebCodecs needs a secure context, so the encoding page is served from this machine's loopback.
 */
async function encode(browser: Browser, frames: readonly Frame[], durationMs: number): Promise<EncodedVideo> {
  const host = createServer((_request, response) => {
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>Encoder</title>');
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const { port } = host.address() as AddressInfo;
  const page = await browser.newPage();
  try {
    await page.goto(`http://localhost:${port}/`);
    await page.evaluate(
      async ({ width, height, bitrate, fps, codec }) => {
        const chunks: unknown[] = [];
        const state = window as unknown as Record<string, unknown>;
        let description = '';
        let failure: Error | null = null;
        const toBase64 = (bytes: Uint8Array) => {
          let binary = '';
          for (let start = 0; start < bytes.length; start += 0x8000) {
            binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
          }
          return btoa(binary);
        };
        const encoder = new VideoEncoder({
          output: (chunk, meta) => {
            const data = new Uint8Array(chunk.byteLength);
            chunk.copyTo(data);
            const config = meta?.decoderConfig?.description;
            if (config) description = toBase64(new Uint8Array(config as ArrayBuffer));
            chunks.push({
              key: chunk.type === 'key',
              timestampUs: chunk.timestamp,
              durationUs: chunk.duration ?? Math.round(1e6 / fps),
              dataBase64: toBase64(data),
            });
          },
          error: (error) => {
            failure = error;
          },
        });
        encoder.configure({ codec, width, height, bitrate, framerate: fps, avc: { format: 'avc' } });
        state.encodeFrame = async (jpegBase64: string, slots: number[]) => {
          if (failure) throw failure;
          const bytes = Uint8Array.from(atob(jpegBase64), (char) => char.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
          for (const slot of slots) {
            const frame = new VideoFrame(bitmap, {
              timestamp: Math.round((slot * 1e6) / fps),
              duration: Math.round(1e6 / fps),
            });
            // A key frame every two seconds, so a viewer can jump anywhere in the video.
            encoder.encode(frame, { keyFrame: slot % (fps * 2) === 0 });
            frame.close();
            if (encoder.encodeQueueSize > 8) {
              await new Promise((resolve) => encoder.addEventListener('dequeue', resolve, { once: true }));
            }
          }
          bitmap.close();
        };
        state.finishEncoding = async () => {
          await encoder.flush();
          if (failure) throw failure;
          return { chunks, codec, descriptionBase64: description };
        };
      },
      { ...VIDEO_SIZE, bitrate: BITS_PER_SECOND, fps: FRAMES_PER_SECOND, codec: H264_CODEC },
    );
    const slotCount = Math.ceil((durationMs * FRAMES_PER_SECOND) / 1000);
    const slotOf = (ms: number) => Math.max(0, Math.floor((ms * FRAMES_PER_SECOND) / 1000));
    for (const [index, frame] of frames.entries()) {
      const first = index === 0 ? 0 : slotOf(frame.atMs);
      const next = index + 1 < frames.length ? slotOf(frames[index + 1]!.atMs) : slotCount;
      const slots = Array.from({ length: Math.max(0, next - first) }, (_, offset) => first + offset);
      if (slots.length === 0) continue;
      await page.evaluate(
        ({ data, at }) =>
          (window as unknown as { encodeFrame(d: string, s: number[]): Promise<void> }).encodeFrame(data, at),
        { data: frame.jpegBase64, at: slots },
      );
    }
    return await page.evaluate(() =>
      (window as unknown as { finishEncoding(): Promise<EncodedVideo> }).finishEncoding(),
    );
  } finally {
    await page.close();
    host.close();
  }
}

/** Puts the encoded video in an MP4 file whose index is at the start, so it plays while it downloads. */
async function mp4File(video: EncodedVideo): Promise<Buffer> {
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() });
  const source = new EncodedVideoPacketSource('avc');
  output.addVideoTrack(source, { frameRate: FRAMES_PER_SECOND });
  await output.start();
  for (const [index, chunk] of video.chunks.entries()) {
    const packet = new EncodedPacket(
      Buffer.from(chunk.dataBase64, 'base64'),
      chunk.key ? 'key' : 'delta',
      chunk.timestampUs / 1e6,
      chunk.durationUs / 1e6,
    );
    await source.add(
      packet,
      index === 0
        ? {
            decoderConfig: {
              codec: video.codec,
              codedWidth: VIDEO_SIZE.width,
              codedHeight: VIDEO_SIZE.height,
              description: Buffer.from(video.descriptionBase64, 'base64'),
            },
          }
        : undefined,
    );
  }
  await output.finalize();
  return Buffer.from(output.target.buffer!);
}

export interface Step {
  /** What the viewer reads while the step plays: the caption, and a line of the transcript. */
  readonly caption: string;
  /** What happens on screen; the caption stays up at least long enough to read it. */
  readonly act?: (stage: Stage) => Promise<void>;
  /** This step's screen, once acted, is the video's poster. */
  readonly poster?: boolean;
}

function readingMs(caption: string): number {
  return Math.max(MIN_CAPTION_MS, caption.split(/\s+/).length * MS_PER_WORD + 1_000);
}

/**
 * Films `steps` on a page of `context` that `prepare` has already brought to the first screen (signed in, say),
 * so the video starts where the story starts.
 */
export async function record(
  browser: Browser,
  context: BrowserContext,
  prepare: (stage: Stage) => Promise<void>,
  steps: readonly Step[],
): Promise<Recording> {
  for (const step of steps) {
    if (step.caption.length > CAPTION_MAX_CHARS) {
      throw new Error(`A caption is longer than ${CAPTION_MAX_CHARS} characters: “${step.caption}”`);
    }
  }
  await context.addInitScript(drawPointer);
  const stage = new Stage(await context.newPage());
  await prepare(stage);

  const frames: Frame[] = [];
  let startedAt = Date.now();
  const session = await collectFrames(stage.page, frames, () => startedAt);
  // The screencast sends a frame only when the page changes: nudge it so the first frame is there.
  await stage.page.mouse.move(VIDEO_SIZE.width / 2 + 1, VIDEO_SIZE.height / 2);
  await stage.pause(500);
  startedAt = Date.now();
  frames.splice(0, frames.length - 1);

  const starts: number[] = [];
  let poster: Buffer | null = null;
  for (const step of steps) {
    const stepStart = Date.now();
    starts.push(stepStart - startedAt);
    try {
      await step.act?.(stage);
    } catch (error) {
      await stage.page.screenshot({ path: FAILURE_SCREENSHOT }).catch(() => undefined);
      throw new Error(`The step “${step.caption}” failed; the screen is in ${FAILURE_SCREENSHOT}`, { cause: error });
    }
    if (step.poster) {
      poster = await stage.page.screenshot({
        type: 'jpeg',
        quality: 72,
        style: '#video-pointer, .video-pointer-ring { display: none }',
      });
    }
    const left = readingMs(step.caption) - (Date.now() - stepStart);
    if (left > 0) await stage.pause(left);
  }
  await stage.pause(800);
  const durationMs = Date.now() - startedAt;
  await session.send('Page.stopScreencast');
  await stage.page.close();
  if (frames.length === 0) throw new Error('The screencast sent no frames');
  const encoded = await encode(browser, frames, durationMs);
  const mp4 = await mp4File(encoded);
  if (!poster) throw new Error('No step of the script is marked as the poster');
  const cues = steps.map((step, index) => ({
    startMs: starts[index]!,
    endMs: index + 1 < steps.length ? starts[index + 1]! : durationMs,
    text: step.caption,
  }));
  return { mp4, durationMs, cues, poster };
}

function timestamp(ms: number): string {
  const whole = Math.max(0, Math.round(ms));
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor((whole % 3_600_000) / 60_000);
  const seconds = Math.floor((whole % 60_000) / 1000);
  const millis = whole % 1000;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(millis, 3)}`;
}

/** The captions as a WebVTT file, each cue ending a moment before the next begins. */
export function webVtt(cues: readonly Cue[]): string {
  const body = cues.map(
    (cue, index) => `${index + 1}\n${timestamp(cue.startMs)} --> ${timestamp(cue.endMs - 40)}\n${cue.text}\n`,
  );
  return ['WEBVTT', '', ...body.flatMap((cue) => [cue])].join('\n');
}

/** "1:05" for a transcript's time marks. */
export function clockTime(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
