/** Debian's Chromium: browsers cannot be downloaded on these machines, so Playwright's own builds are never used. */
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium';

/** No sandbox (runs as root in CI), no GPU, and nothing that calls home: the machines' network is closed. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
