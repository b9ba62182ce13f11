import { describe, expect, it } from 'vitest';
import { mergeMetadata, normaliseEmail } from './accounts.ts';

describe('mergeMetadata', () => {
  it('adds and replaces keys and removes those set to null', () => {
    expect(mergeMetadata({ a: 1, b: 2 }, { b: 3, c: 4, a: null })).toEqual({ b: 3, c: 4 });
  });
});

describe('normaliseEmail', () => {
  it('trims, lower-cases and checks the shape as GoTrue does', () => {
    expect(normaliseEmail('  Maya@Example.com ')).toBe('maya@example.com');
    expect(normaliseEmail("o'brien+tedi@mail.example.co.uk")).toBe("o'brien+tedi@mail.example.co.uk");
    expect(normaliseEmail('admin@localhost')).toBe('admin@localhost');
    for (const invalid of [
      'maya',
      'xx:;x@x.x',
      'a b@example.com',
      'maya@-example.com',
      'maya@example..com',
      'ç@example.com',
    ]) {
      expect(() => normaliseEmail(invalid), invalid).toThrow('Unable to validate email address: invalid format');
    }
    expect(() => normaliseEmail(`${'a'.repeat(250)}@x.com`)).toThrow('An email address is too long');
    expect(() => normaliseEmail(null)).toThrow('An email address is required');
  });
});
