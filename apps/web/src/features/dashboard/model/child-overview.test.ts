import { describe, expect, it } from 'vitest';

import { timeAgo } from './child-overview.ts';

describe('timeAgo', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');
  it('says how long ago in words', () => {
    expect(timeAgo('2026-11-22T11:59:40.000Z', now)).toBe('just now');
    expect(timeAgo('2026-11-22T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-21T12:00:00.000Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-10T12:00:00.000Z', now)).toBe('2 weeks ago');
  });
});
