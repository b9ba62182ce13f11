import { type DatabaseHandle, DatabaseLockedError, DatabaseOpenError, openDatabase } from '@tedi/db';
import { type Config, ConfigError, loadConfig } from '../../platform/config.ts';

/**
 * Config and an up-to-date database for a command, or a plain message and exit code 1. The embedded database is
 * refused while the server (or another command) has it open: the message names that process.
 */
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
    if (error instanceof DatabaseLockedError) {
      console.error(`${error.message}\nStop the server, run this command, then start the server again.`);
      process.exit(1);
    }
    if (error instanceof DatabaseOpenError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  return { config, database };
}
