import { describe, expect, it } from 'vitest';
import { coarseAddress } from './presenter.ts';

describe('coarseAddress', () => {
  it('keeps the /24 network of an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(coarseAddress('203.0.113.42')).toBe('203.0.113.x');
    expect(coarseAddress('::ffff:198.51.100.7')).toBe('198.51.100.x');
  });

  it('keeps the /48 network of an IPv6 address, however it is abbreviated', () => {
    expect(coarseAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:x');
    expect(coarseAddress('2001:0db8::1')).toBe('2001:db8:0:x');
    expect(coarseAddress('::1')).toBe('0:0:0:x');
  });

  it('gives nothing for a missing or unreadable address', () => {
    expect(coarseAddress(null)).toBeNull();
    expect(coarseAddress('somewhere')).toBeNull();
  });
});
