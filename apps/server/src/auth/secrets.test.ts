import { describe, expect, it } from 'vitest';
import { openWithToken, randomToken, sealWithToken, secretsEqual } from './secrets.ts';

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
