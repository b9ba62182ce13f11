import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

/** Installs Debian's Chromium when it is missing (as root, where apt-get is), for the journeys and the benchmarks. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_EXECUTABLE)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      `The browser journeys need Chromium at ${CHROMIUM_EXECUTABLE}, and it is not installed.\n` +
        'Install it with: sudo apt-get update && sudo apt-get install -y chromium',
    );
  }
  console.error(`Chromium is missing at ${CHROMIUM_EXECUTABLE}; installing the Debian package "chromium".`);
  const environment = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], environment);
  run('apt-get', ['install', '-y', 'chromium'], environment);
  if (!existsSync(CHROMIUM_EXECUTABLE)) {
    throw new Error(`apt-get installed "chromium" but ${CHROMIUM_EXECUTABLE} still does not exist.`);
  }
}

function run(command: string, args: readonly string[], environment: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { env: environment, stdio: 'inherit' });
  if (result.error) throw new Error(`${command} ${args.join(' ')} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit code ${result.status}).`);
}
