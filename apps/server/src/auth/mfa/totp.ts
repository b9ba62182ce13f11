import { Secret, TOTP } from 'otpauth';

/** The contract's TOTP parameters, which every authenticator app understands. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_ALGORITHM = 'SHA1';
/** Codes one period early or late still count, for clocks that drift and people who type slowly. */
export const TOTP_SKEW_STEPS = 1;
/** 160 bits, as RFC 4226 recommends for an HMAC-SHA1 key. */
const SECRET_BYTES = 20;

/** A new shared secret, in the base32 that authenticator apps take. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totpFor(secret: string, issuer = '', accountName = ''): TOTP {
  return new TOTP({
    issuer,
    label: accountName,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The `otpauth://totp/...` URI an authenticator app reads from the QR code. */
export function totpUri(input: { secret: string; issuer: string; accountName: string }): string {
  return totpFor(input.secret, input.issuer, input.accountName).toString();
}

/** The time step (period number since the epoch) of a moment. */
export function totpTimeStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of a secret at a moment. */
export function totpCode(secret: string, atMs: number): string {
  return totpFor(secret).generate({ timestamp: atMs });
}

/**
 * The time step whose code `code` is, among the steps around `atMs` the skew allows; null when it is none of
 * them. The caller refuses a step that was used already.
 */
export function matchingTotpTimeStep(secret: string, code: string, atMs: number): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: atMs, window: TOTP_SKEW_STEPS });
  return delta === null ? null : totpTimeStep(atMs) + delta;
}

/**
 * The QR code of `text` as raw SVG markup. Colours are written as rgb(): the client library puts the markup into
 * a `data:` URL without encoding it, where a `#` would cut the image short.
 */
export async function qrCodeSvg(text: string): Promise<string> {
  // Loaded with the first code drawn, not at start: few requests draw one.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 200 });
  return svg
    .trim()
    .replace(
      /#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})\b/gi,
      (_match, red: string, green: string, blue: string) =>
        `rgb(${parseInt(red, 16)},${parseInt(green, 16)},${parseInt(blue, 16)})`,
    );
}
