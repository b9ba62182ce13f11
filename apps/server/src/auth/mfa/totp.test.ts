import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchingTotpTimeStep, newTotpSecret, qrCodeSvg, totpCode, totpTimeStep, totpUri } from './totp.ts';

/** RFC 6238's SHA-1 test key ("12345678901234567890") and a moment from its table of test vectors. */
const RFC_SECRET = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer }).base32;
const RFC_MOMENT_MS = 1_111_111_109_000;

describe('TOTP codes', () => {
  it('match RFC 6238 with six digits, SHA-1 and 30-second steps', () => {
    // The RFC's 8-digit code is 07081804; authenticator apps show its last six digits.
    expect(totpCode(RFC_SECRET, RFC_MOMENT_MS)).toBe('081804');
    expect(totpTimeStep(RFC_MOMENT_MS)).toBe(37_037_036);
  });

  it('accept the code of the step before or after, and say which step the code belongs to', () => {
    const step = totpTimeStep(RFC_MOMENT_MS);
    expect(matchingTotpTimeStep(RFC_SECRET, totpCode(RFC_SECRET, RFC_MOMENT_MS), RFC_MOMENT_MS)).toBe(step);
    expect(matchingTotpTimeStep(RFC_SECRET, totpCode(RFC_SECRET, RFC_MOMENT_MS - 30_000), RFC_MOMENT_MS)).toBe(
      step - 1,
    );
    expect(matchingTotpTimeStep(RFC_SECRET, totpCode(RFC_SECRET, RFC_MOMENT_MS + 30_000), RFC_MOMENT_MS)).toBe(
      step + 1,
    );
    expect(matchingTotpTimeStep(RFC_SECRET, totpCode(RFC_SECRET, RFC_MOMENT_MS - 60_000), RFC_MOMENT_MS)).toBeNull();
  });

  it('refuse anything that is not six digits', () => {
    const code = totpCode(RFC_SECRET, RFC_MOMENT_MS);
    expect(matchingTotpTimeStep(RFC_SECRET, `${code}0`, RFC_MOMENT_MS)).toBeNull();
    expect(matchingTotpTimeStep(RFC_SECRET, code.slice(1), RFC_MOMENT_MS)).toBeNull();
    expect(matchingTotpTimeStep(RFC_SECRET, 'abcdef', RFC_MOMENT_MS)).toBeNull();
  });
});

describe('new TOTP factors', () => {
  it('get a 160-bit base32 secret and a URI that authenticator apps read back to the same parameters', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = totpUri({ secret, issuer: 'Tedi', accountName: 'ana@example.com' });
    expect(uri).toMatch(/^otpauth:\/\/totp\/Tedi:ana%40example\.com\?/);
    const parsed = URI.parse(uri);
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed).toMatchObject({ issuer: 'Tedi', label: 'ana@example.com', algorithm: 'SHA1', digits: 6 });
    expect(parsed.secret.base32).toBe(secret);
  });

  it('get a QR code as raw SVG markup without a "#", which would end the data: URL the client makes of it', async () => {
    const svg = await qrCodeSvg('otpauth://totp/Tedi:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Tedi');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/<\/svg>$/);
    expect(svg).not.toContain('#');
    expect(svg).toContain('rgb(0,0,0)');
    expect(svg).toContain('width="200"');
  });
});
