import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { openWithKey, openWithToken, randomToken, sealWithKey, sealWithToken, secretsEqual } from './secrets.ts';

describe('refresh-token successors sealed with the used token', () => {
  it('open with the token they were sealed with, and with no other', () => {
    const used = randomToken();
    const successor = randomToken();
    const sealed = sealWithToken(used, successor);
    expect(sealed).not.toContain(successor);
    expect(openWithToken(used, sealed)).toBe(successor);
    expect(openWithToken(randomToken(), sealed)).toBeNull();
    expect(openWithToken(used, `${sealed.slice(0, -2)}AA`)).toBeNull();
  });
});

describe('randomToken and secretsEqual', () => {
  it('makes 256-bit URL-safe tokens and compares secrets exactly', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secretsEqual(token, token)).toBe(true);
    expect(secretsEqual(token, `${token}x`)).toBe(false);
  });
});

describe('secrets sealed at rest with a key', () => {
  it('open with the key and the context they were sealed for, and with no other', () => {
    const key = randomBytes(32);
    const sealed = sealWithKey(key, 'JBSWY3DPEHPK3PXP', 'factor-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealWithKey(key, 'JBSWY3DPEHPK3PXP', 'factor-1')).not.toBe(sealed);
    expect(openWithKey(key, sealed, 'factor-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(openWithKey(key, sealed, 'factor-2')).toBeNull();
    expect(openWithKey(randomBytes(32), sealed, 'factor-1')).toBeNull();
    expect(openWithKey(key, `${sealed.slice(0, -2)}AA`, 'factor-1')).toBeNull();
  });
});
