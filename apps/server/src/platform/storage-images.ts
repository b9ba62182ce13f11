import { detectFileType } from './file-type.ts';

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

const ACCEPTED: ReadonlySet<string> = new Set<PhotoType>(['image/jpeg', 'image/png', 'image/webp']);

/** Longest side a stored photo keeps; larger photos are scaled down. */
const MAX_SIDE = 2048;

export type PhotoResult =
  | { readonly ok: true; readonly bytes: Buffer; readonly contentType: PhotoType; readonly extension: string }
  | { readonly ok: false; readonly reason: 'not_a_photo' };

/**
 * Checks that bytes are a photo we accept by what they are (their first bytes), not by their name or the type the
 * browser claimed, then re-encodes them: turned upright, scaled to at most 2048 pixels, and written again without
 * any metadata, so EXIF, GPS location and camera details never reach storage.
 */
export async function reencodePhoto(bytes: Uint8Array): Promise<PhotoResult> {
  const detected = await detectFileType(bytes);
  if (!detected || !ACCEPTED.has(detected.mime)) return { ok: false, reason: 'not_a_photo' };
  const contentType = detected.mime as PhotoType;
  // Loaded with the first photo, not at start: the image library is several MB of memory most requests never use.
  const { default: sharp } = await import('sharp');
  try {
    // sharp writes no metadata unless asked to (withMetadata), so the output carries pixels only.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const output =
      contentType === 'image/jpeg'
        ? await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : contentType === 'image/png'
          ? await image.png().toBuffer()
          : await image.webp({ quality: 85 }).toBuffer();
    return { ok: true, bytes: output, contentType, extension: detected.ext };
  } catch {
    // Bytes that start like an image but do not decode are not a photo we can use.
    return { ok: false, reason: 'not_a_photo' };
  }
}
