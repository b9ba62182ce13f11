import { SECURITY_EVENTS } from '@tedi/contracts';
import { beforeEach, describe, expect, it } from 'vitest';

import { createSecurityLog, sanitiseDetails } from './security-log.ts';

const JWT =
  'eyJhbGciOiJFUzI1NiIsImtpZCI6ImsxIn0.eyJzdWIiOiJ1c2VyLTEiLCJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.c2lnbmF0dXJlLWJ5dGVz';

let storage: Storage;
beforeEach(() => {
  storage = window.localStorage;
  storage.clear();
});

function log(now = new Date('2026-11-22T09:00:00.000Z')) {
  return createSecurityLog({ storage: () => storage, now: () => now });
}

describe('the security event log (spec section 3)', () => {
  it('writes {type, userId, details, timestamp} under security_events', () => {
    log().record('LOGIN_ATTEMPT', 'user-1', { method: 'password', outcome: 'signed_in' });
    const stored = JSON.parse(storage.getItem('security_events') ?? '[]');
    expect(stored).toEqual([
      {
        type: 'LOGIN_ATTEMPT',
        userId: 'user-1',
        details: { method: 'password', outcome: 'signed_in' },
        timestamp: '2026-11-22T09:00:00.000Z',
      },
    ]);
  });

  it('keeps the latest 100 entries, dropping the oldest', () => {
    const events = log();
    for (let index = 0; index < 130; index += 1) events.record('SUSPICIOUS_ACTIVITY', null, { attempt: index });
    const kept = events.read();
    expect(kept).toHaveLength(SECURITY_EVENTS.maxEntries);
    expect(kept[0]?.details).toEqual({ attempt: 30 });
    expect(kept.at(-1)?.details).toEqual({ attempt: 129 });
  });

  it('never stores a password, token, code or key, whatever a caller passes', () => {
    log().record('LOGIN_ATTEMPT', 'user-1', {
      password: 'correct horse battery staple',
      access_token: JWT,
      refreshToken: 'r3fr3sh',
      code: '123456',
      apikey: 'sb_publishable_abc',
      note: JWT,
      other: 'sb_secret_abcdef',
      reason: 'invalid_credentials',
      nested: { password: 'x' },
    });
    const raw = storage.getItem('security_events') ?? '';
    for (const secret of ['correct horse', JWT, 'r3fr3sh', '123456', 'sb_publishable_abc', 'sb_secret_abcdef', '"x"']) {
      expect(raw).not.toContain(secret);
    }
    expect(log().read()[0]?.details).toEqual({ reason: 'invalid_credentials' });
  });

  it('starts afresh from a damaged store and ignores entries of the wrong shape', () => {
    storage.setItem('security_events', '{not json');
    expect(log().read()).toEqual([]);
    storage.setItem('security_events', JSON.stringify([{ type: 'SOMETHING_ELSE' }, 42]));
    log().record('LOGOUT', 'user-1');
    expect(
      log()
        .read()
        .map((event) => event.type),
    ).toEqual(['LOGOUT']);
  });

  it('carries on when storage refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => createSecurityLog({ storage: () => full }).record('LOGOUT', null)).not.toThrow();
  });

  it('shortens long details', () => {
    expect(sanitiseDetails({ reason: 'x'.repeat(500) })['reason']).toHaveLength(200);
  });
});
