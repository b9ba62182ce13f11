import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('leaves paths without a query alone', () => {
    expect(redactUrl('/dashboard/parent')).toBe('/dashboard/parent');
  });

  it('hides the values of secret parameters and keeps the rest', () => {
    expect(redactUrl('/auth/v1/verify?token=abc123&type=signup&redirect_to=%2F')).toBe(
      '/auth/v1/verify?token=%5Bredacted%5D&type=signup&redirect_to=%2F',
    );
    expect(redactUrl('/cb?CODE=xyz&state=s1')).toBe('/cb?CODE=%5Bredacted%5D&state=%5Bredacted%5D');
  });

  it('hides an e-mail address, and a secret inside the address a redirect carries', () => {
    const redirect = encodeURIComponent('/accept-invitation?token=abc123');
    const redacted = redactUrl(`/register?redirect=${redirect}&email=gran%40example.com`);
    expect(redacted).not.toContain('abc123');
    expect(redacted).not.toContain('gran');
    expect(new URLSearchParams(redacted.split('?')[1]).get('redirect')).toBe('/accept-invitation?token=%5Bredacted%5D');
  });
});
