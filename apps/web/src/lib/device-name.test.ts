import { describe, expect, it } from 'vitest';

import { deviceName, lastActiveLabel } from './device-name.ts';

describe('deviceName', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome on iPhone',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari on Mac',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      'A browser on iPad',
    ],
    ['curl/8.5.0', 'Unknown device'],
    [null, 'Unknown device'],
  ])('%s is "%s"', (userAgent, expected) => {
    expect(deviceName(userAgent)).toBe(expected);
  });
});

describe('lastActiveLabel', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('says now, minutes, hours or days ago, then the date', () => {
    expect(lastActiveLabel('2026-11-22T11:59:30Z', now)).toBe('Active now');
    expect(lastActiveLabel('2026-11-22T11:35:00Z', now)).toBe('Last active 25 minutes ago');
    expect(lastActiveLabel('2026-11-22T09:00:00Z', now)).toBe('Last active 3 hours ago');
    expect(lastActiveLabel('2026-11-21T09:00:00Z', now)).toBe('Last active yesterday');
    expect(lastActiveLabel('2026-10-02T09:00:00Z', now)).toBe('Last active on 2 October 2026');
    expect(lastActiveLabel('not a date', now)).toBe('Last active: not known');
  });
});
