import { type DatabaseHandle, openDatabase } from '@tedi/db';
import { type Config, ConfigError, loadConfig } from '../../platform/config.ts';

/** Config and an up-to-date database for a command, or a plain message and exit code 1. */
export async function openForCommand(): Promise<{ config: Config; database: DatabaseHandle }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(config.database);
  await database.migrate();
  return { config, database };
}
