import { describe, expect, it } from 'vitest';
import { AuthApiError } from '../errors.ts';
import { parseBanDuration } from './admin-users.ts';

describe('parseBanDuration', () => {
  it('reads Go durations as GoTrue does', () => {
    expect(parseBanDuration('24h')).toBe(86_400_000);
    expect(parseBanDuration('1h30m')).toBe(5_400_000);
    expect(parseBanDuration('90s')).toBe(90_000);
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'forever', '24', '1d', '1h junk'])
      expect(() => parseBanDuration(bad), bad).toThrow(AuthApiError);
  });
});
