import { describe, expect, it } from 'vitest';
import { formatTimestamp, parseWebVtt, WEBVTT_LIMITS } from './webvtt.ts';

function problemsOf(text: string): readonly string[] {
  const result = parseWebVtt(text);
  if (result.ok) throw new Error(`expected problems, got ${result.cues.length} captions`);
  return result.problems;
}

describe('reading WebVTT captions', () => {
  it('reads the captions with their times in seconds, identifiers and lines of words', () => {
    const result = parseWebVtt(
      [
        'WEBVTT - Welcome to Tedi',
        'Kind: captions',
        '',
        'NOTE Written for the first video.',
        'Checked by the team.',
        '',
        'STYLE',
        '::cue { color: yellow }',
        '',
        'intro',
        '00:00:01.000 --> 00:00:04.500',
        'Open Tedi and choose',
        '<i>Create your account</i>.',
        '',
        '00:05.250 --> 00:07.000 line:90% align:center',
        'Type your e-mail address.',
        '',
        '01:00:00.000 --> 01:00:01.000',
        'An hour in.',
        '',
      ].join('\n'),
    );
    expect(result).toEqual({
      ok: true,
      cues: [
        { id: 'intro', start: 1, end: 4.5, text: 'Open Tedi and choose\n<i>Create your account</i>.' },
        { id: null, start: 5.25, end: 7, text: 'Type your e-mail address.' },
        { id: null, start: 3600, end: 3601, text: 'An hour in.' },
      ],
    });
  });

  it('accepts Windows and old Mac line endings and a byte order mark', () => {
    const result = parseWebVtt('\uFEFFWEBVTT\r\n\r\n00:00:01.000 --> 00:00:02.000\r\nHello\r\rNOTE end\r');
    expect(result).toEqual({ ok: true, cues: [{ id: null, start: 1, end: 2, text: 'Hello' }] });
  });

  it('asks for the WEBVTT line first', () => {
    expect(problemsOf('00:00:01.000 --> 00:00:02.000\nHello')).toEqual([
      'The captions must start with the line WEBVTT.',
    ]);
    expect(problemsOf('WEBVTTX\n\n00:00:01.000 --> 00:00:02.000\nHello')).toEqual([
      'The captions must start with the line WEBVTT.',
    ]);
    expect(problemsOf('')).toEqual(['The captions must start with the line WEBVTT.']);
  });

  it('says when a caption ends before, or as, it starts', () => {
    expect(
      problemsOf(
        [
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
          '00:00:13.000 --> 00:00:13.000',
          'Four',
        ].join('\n'),
      ),
    ).toEqual([
      'Caption 3 ends before it starts (00:00:12.000 --> 00:00:10.000).',
      'Caption 4 ends as soon as it starts (00:00:13.000 --> 00:00:13.000).',
    ]);
  });

  it('says which timing it cannot read, and how to write it', () => {
    expect(problemsOf('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne\n\n0:00:05.000 --> 00:00:07.000\nTwo')).toEqual([
      'Caption 2 (line 6) has a timing the player cannot read: “0:00:05.000 --> 00:00:07.000”. Write it as 00:00:01.000 --> 00:00:04.000 (hours:minutes:seconds.thousandths).',
    ]);
    for (const timing of [
      '00:00:01,000 --> 00:00:02.000',
      '00:00:01.000 -> 00:00:02.000',
      '00:00:01.000 --> 00:00:02.00',
      '00:61.000 --> 00:62.000',
      '00:00:01.000 -->',
    ]) {
      expect(problemsOf(`WEBVTT\n\n${timing}\nWords`), timing).toEqual([
        expect.stringMatching(/^Caption 1 \(line 3\) has a timing the player cannot read/),
      ]);
    }
  });

  it('says when a caption has no words', () => {
    expect(problemsOf('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n\n00:00:03.000 --> 00:00:04.000\nTwo')).toEqual([
      'Caption 1 (00:00:01.000 --> 00:00:02.000) has no words.',
    ]);
  });

  it('says when captions are out of order', () => {
    expect(problemsOf('WEBVTT\n\n00:00:05.000 --> 00:00:06.000\nOne\n\n00:00:01.000 --> 00:00:02.000\nTwo')).toEqual([
      'Caption 2 starts before caption 1 (00:00:01.000 is before 00:00:05.000): put the captions in the order they appear.',
    ]);
  });

  it('says where a blank line is missing', () => {
    expect(problemsOf('WEBVTT\n00:00:01.000 --> 00:00:02.000\nOne')).toEqual([
      'Line 2: leave a blank line between WEBVTT and the first caption.',
    ]);
    expect(problemsOf('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne\n00:00:03.000 --> 00:00:04.000\nTwo')).toEqual([
      'Line 5 looks like the timing of another caption: leave a blank line before it.',
    ]);
  });

  it('says which words belong to no caption', () => {
    expect(problemsOf('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne\n\nStray words\nwith no timing')).toEqual([
      'Line 6: “Stray words” is not part of a caption. Each caption needs a timing line such as 00:00:01.000 --> 00:00:04.000, and a blank line before it.',
    ]);
  });

  it('asks for at least one caption, and for STYLE blocks before the captions', () => {
    expect(problemsOf('WEBVTT\n\nNOTE nothing yet')).toEqual([
      'There are no captions yet: add at least one, with a timing line such as 00:00:01.000 --> 00:00:04.000.',
    ]);
    expect(problemsOf('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne\n\nSTYLE\n::cue { color: red }')).toEqual([
      'Line 6: a STYLE block must come before the first caption.',
    ]);
  });

  it('refuses captions over 100 KB, and lists at most ten problems', () => {
    const big = `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'a'.repeat(WEBVTT_LIMITS.maxBytes)}`;
    expect(problemsOf(big)).toEqual(['The captions are 101 KB; they can be at most 100 KB.']);
    const manyEmpty = ['WEBVTT', ''];
    for (let second = 10; second < 22; second += 1) manyEmpty.push(`00:00:${second}.000 --> 00:00:${second}.500`, '');
    const problems = problemsOf(manyEmpty.join('\n'));
    expect(problems).toHaveLength(11);
    expect(problems.at(-1)).toBe('...and 2 more.');
  });
});

describe('writing a time as WebVTT does', () => {
  it('pads hours, minutes, seconds and thousandths', () => {
    expect(formatTimestamp(74.5)).toBe('00:01:14.500');
    expect(formatTimestamp(3601.007)).toBe('01:00:01.007');
    expect(formatTimestamp(0)).toBe('00:00:00.000');
  });
});
