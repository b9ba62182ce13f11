import type { FileTypeResult } from 'file-type';

/**
 * What bytes are by their first bytes, not by their name or the type a browser claimed. The detector is loaded
 * with the first file checked rather than at start, so a server that is sent no file does not hold it in memory.
 */
export async function detectFileType(bytes: Uint8Array): Promise<FileTypeResult | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(bytes);
}
