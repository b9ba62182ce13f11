/**
 * A small reader of WebVTT, the captions format of the web's <track> element (https://www.w3.org/TR/webvtt1/), strict
 * enough that captions an editor saves will show in every browser, and explaining each problem in an editor's words
 * ("Caption 3 ends before it starts (00:00:12.000 --> 00:00:10.000)") rather than a parser's.
 *
 * What it accepts: the line `WEBVTT` first (after an optional byte order mark), optionally followed by a space and a
 * title, then header lines up to a blank line; then blocks separated by blank lines. A block is a comment (`NOTE`),
 * a style or region definition before the first caption (`STYLE`, `REGION`), or a caption: an optional identifier
 * line, a timing line `00:00:01.000 --> 00:00:04.000` (hours may be left out: `00:01.000`) with optional cue
 * settings after it, and one or more lines of words. Captions follow one another in the order they start.
 */

export interface WebVttCue {
  /** The caption's identifier line, when it has one. */
  readonly id: string | null;
  /** When the caption appears and disappears, in seconds from the start of the video. */
  readonly start: number;
  readonly end: number;
  /** Its words, lines joined with a line break, as written (WebVTT's own tags such as <i> kept). */
  readonly text: string;
}

export type WebVttResult =
  | { readonly ok: true; readonly cues: readonly WebVttCue[] }
  | { readonly ok: false; readonly problems: readonly string[] };

export const WEBVTT_LIMITS = {
  /** The most a captions file may weigh, in bytes of UTF-8: about an hour of captions. */
  maxBytes: 100_000,
  /** Problems reported at once; an editor fixes the first few and tries again. */
  maxProblems: 10,
} as const;

/** The way times must be written, shown in messages. */
const TIMING_EXAMPLE = '00:00:01.000 --> 00:00:04.000';

/** hh:mm:ss.ttt (hours two digits or more) or mm:ss.ttt; minutes and seconds below 60. */
const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const TIMING_LINE = /^(\S+)[ \t]*-->[ \t]*(\S+)(?:[ \t]+.*)?$/;

function milliseconds(timestamp: string): number | null {
  const match = TIMESTAMP.exec(timestamp);
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(millis);
}

/** Bytes of the text in UTF-8 (contracts run in the browser and on the server, so no Buffer or TextEncoder here). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const point = character.codePointAt(0)!;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function isBlank(line: string): boolean {
  return line.trim() === '';
}

/** A line that begins a block of the given keyword: the word alone, or followed by a space, tab or nothing. */
function startsBlock(line: string, keyword: 'NOTE' | 'STYLE' | 'REGION'): boolean {
  return line === keyword || line.startsWith(`${keyword} `) || line.startsWith(`${keyword}\t`);
}

/** A timing line, or a line meant as one (a time and an arrow of the wrong length), so the message can say so. */
function looksLikeTiming(line: string): boolean {
  return line.includes('-->') || /^\s*\d[\d:.,]*\s*-{1,3}>/.test(line);
}

function quote(text: string): string {
  const shortened = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return `“${shortened}”`;
}

/** Reads WebVTT text into its captions, or says everything wrong with it (up to WEBVTT_LIMITS.maxProblems). */
export function parseWebVtt(text: string): WebVttResult {
  const bytes = utf8Length(text);
  if (bytes > WEBVTT_LIMITS.maxBytes) {
    return {
      ok: false,
      problems: [
        `The captions are ${Math.ceil(bytes / 1000)} KB; they can be at most ${WEBVTT_LIMITS.maxBytes / 1000} KB.`,
      ],
    };
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) {
    return { ok: false, problems: ['The captions must start with the line WEBVTT.'] };
  }

  const problems: string[] = [];
  const cues: WebVttCue[] = [];
  let index = 1;
  // The header: lines after WEBVTT up to the first blank line. A timing line there means the blank line is missing.
  while (index < lines.length && !isBlank(lines[index]!)) {
    if (lines[index]!.includes('-->')) {
      problems.push(`Line ${index + 1}: leave a blank line between WEBVTT and the first caption.`);
      break;
    }
    index += 1;
  }

  let previousStart: { ms: number; written: string; number: number } | null = null;
  let captionCount = 0;
  while (index < lines.length) {
    if (isBlank(lines[index]!)) {
      index += 1;
      continue;
    }
    const blockStart = index;
    const first = lines[index]!;
    if (startsBlock(first, 'NOTE') || startsBlock(first, 'STYLE') || startsBlock(first, 'REGION')) {
      if (!startsBlock(first, 'NOTE') && cues.length > 0) {
        problems.push(`Line ${blockStart + 1}: a ${first.split(/[ \t]/)[0]} block must come before the first caption.`);
      }
      while (index < lines.length && !isBlank(lines[index]!)) index += 1;
      continue;
    }

    // A caption: an optional identifier, then its timing line.
    let id: string | null = null;
    if (!looksLikeTiming(first)) {
      const second = lines[index + 1];
      if (second === undefined || isBlank(second) || !looksLikeTiming(second)) {
        problems.push(
          `Line ${blockStart + 1}: ${quote(first)} is not part of a caption. Each caption needs a timing line such as ${TIMING_EXAMPLE}, and a blank line before it.`,
        );
        while (index < lines.length && !isBlank(lines[index]!)) index += 1;
        continue;
      }
      id = first;
      index += 1;
    }

    captionCount += 1;
    const number = captionCount;
    const timingLine = lines[index]!.trim();
    const timingLineNumber = index + 1;
    index += 1;
    const words: string[] = [];
    while (index < lines.length && !isBlank(lines[index]!)) {
      if (lines[index]!.includes('-->')) {
        problems.push(`Line ${index + 1} looks like the timing of another caption: leave a blank line before it.`);
        break;
      }
      words.push(lines[index]!);
      index += 1;
    }

    const timing = TIMING_LINE.exec(timingLine);
    const start = timing ? milliseconds(timing[1]!) : null;
    const end = timing ? milliseconds(timing[2]!) : null;
    if (!timing || start === null || end === null) {
      problems.push(
        `Caption ${number} (line ${timingLineNumber}) has a timing the player cannot read: ${quote(timingLine)}. Write it as ${TIMING_EXAMPLE} (hours:minutes:seconds.thousandths).`,
      );
      continue;
    }
    const written = `${timing[1]} --> ${timing[2]}`;
    const before = problems.length;
    if (end < start) problems.push(`Caption ${number} ends before it starts (${written}).`);
    else if (end === start) problems.push(`Caption ${number} ends as soon as it starts (${written}).`);
    if (previousStart !== null && start < previousStart.ms) {
      problems.push(
        `Caption ${number} starts before caption ${previousStart.number} (${timing[1]} is before ${previousStart.written}): put the captions in the order they appear.`,
      );
    }
    if (words.every(isBlank)) problems.push(`Caption ${number} (${written}) has no words.`);
    previousStart = { ms: start, written: timing[1]!, number };
    if (problems.length === before) cues.push({ id, start: start / 1000, end: end / 1000, text: words.join('\n') });
  }

  if (problems.length === 0 && cues.length === 0) {
    problems.push(`There are no captions yet: add at least one, with a timing line such as ${TIMING_EXAMPLE}.`);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, WEBVTT_LIMITS.maxProblems);
    const more = problems.length - shown.length;
    return { ok: false, problems: more > 0 ? [...shown, `...and ${more} more.`] : shown };
  }
  return { ok: true, cues };
}

/** 74.5 seconds as 00:01:14.500. */
export function formatTimestamp(seconds: number): string {
  const totalMs = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(totalMs / 3_600_000);
  const minutes = Math.floor(totalMs / 60_000) % 60;
  const secs = Math.floor(totalMs / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(totalMs % 1000, 3)}`;
}
