import { describe, expect, it } from 'vitest';
import { AuthApiError } from '../errors.ts';
import { challengeExpiresAt, describeFactor, normalisePhone, smsCodeText, smsResendWaitSeconds } from './mfa.ts';

describe('normalisePhone', () => {
  it('keeps E.164 numbers with their +, dropping the spaces, dashes and brackets people type', () => {
    expect(normalisePhone('+44 7700 900123')).toBe('+447700900123');
    expect(normalisePhone('+1 (415) 555-0100')).toBe('+14155550100');
    expect(normalisePhone('447700900123')).toBe('+447700900123');
  });

  it('refuses what is not a phone number with 400 validation_failed', () => {
    for (const raw of ['', '   ', '07700 900123', '+44 77', 'call me', '+4477009001234567']) {
      expect(() => normalisePhone(raw)).toThrow(AuthApiError);
    }
    try {
      normalisePhone('call me');
    } catch (error) {
      expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    }
  });
});

describe('describeFactor', () => {
  it('names a factor as a sentence would, never showing a whole phone number', () => {
    expect(describeFactor({ factorType: 'totp', friendlyName: 'Kitchen phone', phone: null })).toBe(
      'an authenticator app (“Kitchen phone”)',
    );
    expect(describeFactor({ factorType: 'totp', friendlyName: null, phone: null })).toBe('an authenticator app');
    expect(describeFactor({ factorType: 'phone', friendlyName: null, phone: '+447700900123' })).toBe(
      'text messages to the phone number ending 23',
    );
  });
});

describe('phone codes', () => {
  it('are sent at most once a minute per factor', () => {
    const sentAt = new Date('2026-05-12T09:00:00Z');
    expect(smsResendWaitSeconds(null, sentAt)).toBe(0);
    expect(smsResendWaitSeconds(sentAt, new Date('2026-05-12T09:00:00.500Z'))).toBe(60);
    expect(smsResendWaitSeconds(sentAt, new Date('2026-05-12T09:00:45Z'))).toBe(15);
    expect(smsResendWaitSeconds(sentAt, new Date('2026-05-12T09:01:00Z'))).toBe(0);
  });

  it('say how long they work and warn against sharing them', () => {
    expect(smsCodeText('042917', 300)).toBe(
      'Your Tedi code is 042917. It works for 5 minutes. Never share it: Tedi will never ask you for it.',
    );
  });

  it('belong to challenges that expire after 300 seconds', () => {
    expect(challengeExpiresAt(new Date('2026-05-12T09:00:00Z')).toISOString()).toBe('2026-05-12T09:05:00.000Z');
  });
});
