import { CONTACTS_IMPORT_LIMITS, CONTACTS_IMPORT_MESSAGES } from '@tedi/contracts';
import { describe, expect, it } from 'vitest';

import { decodeContactsFile, readContactsFile } from './contacts-file.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('reading a contacts file in the browser', () => {
  it('reads UTF-8, dropping a byte order mark', () => {
    expect(decodeContactsFile(utf8('Name,Role\nSiân Ellis,Aunt\n'))).toEqual({ text: 'Name,Role\nSiân Ellis,Aunt\n' });
    expect(decodeContactsFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Name\nZoë\n')]))).toEqual({
      text: 'Name\nZoë\n',
    });
  });

  it('reads an older Windows save, whose accented letters are not UTF-8', () => {
    // "Zoë" as Excel's "CSV (Comma delimited)" writes it on a UK computer.
    expect(decodeContactsFile(bytes(...utf8('Name\nZo'), 0xeb, 0x0a))).toEqual({ text: 'Name\nZoë\n' });
  });

  it('reads Excel’s Unicode text, which is UTF-16 with a byte order mark', () => {
    const text = 'Name\tRole\r\nJo\tAunt\r\n';
    const utf16 = [0xff, 0xfe, ...[...text].flatMap((character) => [character.charCodeAt(0), 0])];
    expect(decodeContactsFile(new Uint8Array(utf16))).toEqual({ text });
  });

  it('refuses a file that is not text, or is empty', () => {
    expect(decodeContactsFile(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00))).toEqual({
      error: CONTACTS_IMPORT_MESSAGES.notText,
    });
    expect(decodeContactsFile(bytes())).toEqual({ error: CONTACTS_IMPORT_MESSAGES.empty });
  });

  it('refuses a file too big to import without reading it', async () => {
    const big = new Blob([new Uint8Array(CONTACTS_IMPORT_LIMITS.maxBytes + 1).fill(0x41)]);
    expect(await readContactsFile(big)).toEqual({ error: CONTACTS_IMPORT_MESSAGES.tooLarge });
    expect(await readContactsFile(new Blob(['Name\nJo\n']))).toEqual({ text: 'Name\nJo\n' });
  });
});
