/**
 * A name a person recognises for the browser behind a session ("Chrome on Windows", "Safari on iPhone"), read from
 * its user agent. Only the common browsers and systems are told apart; anything else is named by what is known.
 */

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'Chromebook'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** Order matters: Edge, Opera and Samsung's browser also say Chrome; Chrome also says Safari. */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

export function deviceName(userAgent: string | null | undefined): string {
  const agent = userAgent ?? '';
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return 'Unknown device';
}

/** When a session was last used, in words: "Active now", "Last active 3 hours ago", "Last active on 2 March 2026". */
export function lastActiveLabel(lastActiveAt: string, now: Date = new Date()): string {
  const at = new Date(lastActiveAt);
  if (Number.isNaN(at.getTime())) return 'Last active: not known';
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 2) return 'Active now';
  const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
  if (minutes < 60) return `Last active ${relative.format(-minutes, 'minute')}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Last active ${relative.format(-hours, 'hour')}`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `Last active ${relative.format(-days, 'day')}`;
  return `Last active on ${at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}`;
}
