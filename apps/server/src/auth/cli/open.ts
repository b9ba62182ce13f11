import { type DatabaseHandle, DatabaseOpenError, openDatabase } from '@tedi/db';
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
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DatabaseOpenError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  return { config, database };
}
