import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EncryptionKeys } from './encryption-keys.ts';

describe('EncryptionKeys', () => {
  it('name the key a value was sealed with, so values sealed with an earlier key still open', () => {
    const earlier = { id: 'database', bytes: randomBytes(32) };
    const current = { id: 'env-0123456789ab', bytes: randomBytes(32) };
    const before = new EncryptionKeys(earlier);
    const sealedEarlier = before.seal('JBSWY3DPEHPK3PXP', 'factor-1');
    expect(sealedEarlier).toMatch(/^database\./);

    const after = new EncryptionKeys(current, [earlier]);
    expect(after.open(sealedEarlier, 'factor-1')).toBe('JBSWY3DPEHPK3PXP');
    const sealedNow = after.seal('JBSWY3DPEHPK3PXP', 'factor-1');
    expect(sealedNow).toMatch(/^env-0123456789ab\./);
    expect(before.open(sealedNow, 'factor-1')).toBeNull();
    expect(after.open('no separator', 'factor-1')).toBeNull();
  });

  it('digest codes with the key, so a stored digest is no use without it', () => {
    const keys = new EncryptionKeys({ id: 'database', bytes: randomBytes(32) });
    const digest = keys.codeDigest('042917', 'challenge-1');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.codeDigest('042917', 'challenge-1')).toBe(digest);
    expect(keys.codeDigest('042917', 'challenge-2')).not.toBe(digest);
    expect(new EncryptionKeys({ id: 'database', bytes: randomBytes(32) }).codeDigest('042917', 'challenge-1')).not.toBe(
      digest,
    );
  });
});
