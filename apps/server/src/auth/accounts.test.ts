import { describe, expect, it } from 'vitest';
import { mergeMetadata, normaliseEmail } from './accounts.ts';

describe('mergeMetadata', () => {
  it('adds and replaces keys and removes those set to null', () => {
    expect(mergeMetadata({ a: 1, b: 2 }, { b: 3, c: 4, a: null })).toEqual({ b: 3, c: 4 });
  });
});

describe('normaliseEmail', () => {
  it('trims and checks the shape', () => {
    expect(normaliseEmail('  Maya@Example.com ')).toBe('Maya@Example.com');
    expect(() => normaliseEmail('maya')).toThrow('Unable to validate email address: invalid format');
    expect(() => normaliseEmail(null)).toThrow('An email address is required');
  });
});
