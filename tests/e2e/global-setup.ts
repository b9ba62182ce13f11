import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_EXECUTABLE } from './support/chromium.ts';
import { startServerHarness } from './support/server-harness.ts';
import { prepareStartingData, startFrom } from './support/server-modes.ts';
import { REPOSITORY_ROOT } from './support/server-process.ts';
import { ensureWebAppBuilt } from './support/web-build.ts';

/**
 * Before the journeys: Chromium present, the web app built, the data every server starts from (a migrated
 * database, and one with the demo family), and the server harness that starts each server mode once for the whole
 * run, when a file first asks for it (support/servers.ts). The production server, which most files use, is
 * started now. After the journeys: every server stopped and its data removed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  ensureWebAppBuilt();
  const dataRoot = await mkdtemp(path.join(tmpdir(), 'tedi-e2e-data-'));
  const removeData = () => rm(dataRoot, { recursive: true, force: true });
  let startingData;
  try {
    startingData = await prepareStartingData(dataRoot);
  } catch (error) {
    await removeData();
    throw error;
  }
  startFrom(startingData);
  project.provide('startingData', startingData);
  const harness = await startServerHarness();
  try {
    project.provide('productionServer', (await harness.server('production')).shared);
  } catch (error) {
    await harness.close();
    await removeData();
    throw error;
  }
  project.provide('serverHarnessUrl', harness.url);
  return async () => {
    await harness.close();
    await removeData();
  };
}

function ensureChromium(): void {
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
  const result = spawnSync(command, args, { cwd: REPOSITORY_ROOT, env: environment, stdio: 'inherit' });
  if (result.error) throw new Error(`${command} ${args.join(' ')} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit code ${result.status}).`);
}
