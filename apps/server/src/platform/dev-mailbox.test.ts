import { describe, expect, it } from 'vitest';
import { isDirectFromThisComputer, isLoopback } from './dev-mailbox.ts';

describe('isLoopback', () => {
  it('accepts only addresses of this computer', () => {
    for (const address of ['127.0.0.1', '127.4.5.6', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(address), address).toBe(true);
    for (const address of ['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', '2001:db8::1', '', undefined]) {
      expect(isLoopback(address), String(address)).toBe(false);
    }
  });
});

describe('isDirectFromThisComputer', () => {
  const direct = { host: 'localhost:3000' };

  it('accepts a request from this computer, addressed to one of its names, through no proxy', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'tedi.localhost', 'LOCALHOST']) {
      expect(isDirectFromThisComputer({ headers: { host }, socketAddress: '127.0.0.1' }), host).toBe(true);
    }
  });

  it('refuses anything a proxy forwarded, even a proxy on this computer saying the client is local', () => {
    for (const [name, value] of [
      ['x-forwarded-for', '127.0.0.1'],
      ['forwarded', 'for=127.0.0.1'],
      ['x-real-ip', '127.0.0.1'],
      ['x-forwarded-host', 'localhost'],
      ['x-forwarded-proto', 'https'],
      ['via', '1.1 proxy'],
    ] as const) {
      expect(
        isDirectFromThisComputer({ headers: { ...direct, [name]: value }, socketAddress: '127.0.0.1' }),
        name,
      ).toBe(false);
    }
  });

  it('refuses another computer, and a page of another site whose name was rebound to this computer', () => {
    expect(isDirectFromThisComputer({ headers: direct, socketAddress: '192.168.1.20' })).toBe(false);
    for (const host of ['evil.example', 'evil.example:3000', '127.0.0.1.evil.example', undefined]) {
      expect(isDirectFromThisComputer({ headers: { host }, socketAddress: '127.0.0.1' }), String(host)).toBe(false);
    }
  });
});
