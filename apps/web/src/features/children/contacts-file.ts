import { CONTACTS_IMPORT_LIMITS, CONTACTS_IMPORT_MESSAGES } from '@tedi/contracts';

/** What reading a chosen file gave: its text, or why it cannot be imported. */
export type ContactsFileText = { readonly text: string } | { readonly error: string };

/**
 * The text of a contacts file as bytes arrived. UTF-8 (with or without a byte order mark) is read as it is. Excel's
 * "Unicode text" (UTF-16 with its byte order mark) is read too. A file with NUL bytes is not text (a saved
 * spreadsheet, a PDF, a picture) and is refused. Bytes that are not UTF-8 come from Excel's and Outlook's older
 * "CSV" saves on Windows, which use the Windows Western European code page; they are read in it, so a name such as
 * "Siân" or "Zoë" arrives intact. The preview shows every name before anything is added.
 */
export function decodeContactsFile(bytes: Uint8Array): ContactsFileText {
  if (bytes.length === 0) return { error: CONTACTS_IMPORT_MESSAGES.empty };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes) };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes) };
  if (bytes.includes(0)) return { error: CONTACTS_IMPORT_MESSAGES.notText };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes) };
  }
}

/** Reads a chosen file in the browser, refusing at once one too big to import without sending it. */
export async function readContactsFile(file: Blob): Promise<ContactsFileText> {
  if (file.size > CONTACTS_IMPORT_LIMITS.maxBytes) return { error: CONTACTS_IMPORT_MESSAGES.tooLarge };
  return decodeContactsFile(new Uint8Array(await file.arrayBuffer()));
}
