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
});
