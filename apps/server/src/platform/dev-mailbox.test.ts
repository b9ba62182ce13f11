import { describe, expect, it } from 'vitest';
import { isLoopback } from './dev-mailbox.ts';

describe('isLoopback', () => {
  it('accepts only addresses of this computer', () => {
    for (const address of ['127.0.0.1', '127.4.5.6', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(address), address).toBe(true);
    for (const address of ['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', '2001:db8::1', '', undefined]) {
      expect(isLoopback(address), String(address)).toBe(false);
    }
  });
});
