import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from './support/chromium.ts';
import { startServerHarness } from './support/server-harness.ts';
import { prepareStartingData, startFrom } from './support/server-modes.ts';
import { ensureAppBuilt } from './support/app-build.ts';

/**
 * Before the journeys: Chromium present, the web app built, the data every server starts from (a migrated
 * database, and one with the demo family), and the server harness that starts each server mode once for the whole
 * run, when a file first asks for it (support/servers.ts). The production server, which most files use, is
 * started now. After the journeys: every server stopped and its data removed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  ensureAppBuilt();
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
