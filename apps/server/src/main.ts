import {
  type DatabaseHandle,
  DatabaseOpenError,
  DEMO_CHILD_SIGN_IN,
  type DemoLogin,
  openDatabase,
  seedDemoFamily,
} from '@tedi/db';
import { matchAppRoute, PATHS } from '@tedi/contracts';
import { buildApp } from './app.ts';
import type { ApiKeySetup } from './auth/tokens/api-keys.ts';
import { hashPassword } from './auth/passwords/passwords.ts';
import { seedContent } from './modules/content/seed.ts';
import { type Config, ConfigError, loadConfig } from './platform/config.ts';
import { makeDemoPdf } from './platform/documents/demo-pdf.ts';
import { releaseStartMemory } from './platform/start-memory.ts';
import { createStorageDriver, newStorageKey } from './platform/storage.ts';
import { webAppIsBuilt } from './platform/web-app.ts';

/** Stops the boot with a message a person can act on, and a non-zero exit: never a half-started server. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function openAndMigrate(config: Config): Promise<DatabaseHandle> {
  const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.database.dataDir;
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DatabaseOpenError) fail(`Tedi cannot start: ${error.message}`);
    throw error;
  }
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => {});
    fail(`Tedi cannot start: the database at ${where} could not be brought up to date: ${(error as Error).message}`);
  }
  return database;
}

function printWelcome(url: string, logins: readonly DemoLogin[], apiKeys: ApiKeySetup, config: Config): void {
  const lines = [`Tedi is running at ${url}`];
  if (apiKeys.newSecretKey) {
    lines.push(
      '',
      config.env === 'production'
        ? 'A secret API key was made and stored (hashed). To call the admin API, set AUTH_SECRET_KEY to a key of your own.'
        : `Secret API key for server-to-server calls (shown this once; set AUTH_SECRET_KEY to choose your own):\n  ${apiKeys.newSecretKey}`,
    );
  }
  if (logins.length > 0) {
    lines.push('', 'Demo family (for trying Tedi on this computer only):');
    for (const login of logins) {
      lines.push(
        `  ${login.name.padEnd(12)} ${login.role.padEnd(14)} ${login.email.padEnd(26)} password: ${login.password}`,
      );
    }
    if (matchAppRoute(PATHS.signIn)?.live) lines.push(`Sign in at ${new URL(PATHS.signIn, url).href}`);
    if (matchAppRoute(PATHS.childSignIn)?.live) {
      const { name, words } = DEMO_CHILD_SIGN_IN;
      lines.push(
        `  ${name.padEnd(12)} child          picture password: ${words.join(', ')} (in that order)`,
        `  ${name} signs in at ${new URL(PATHS.childSignIn, url).href} once a parent has trusted the browser there.`,
      );
    }
  }
  if (config.env !== 'production' && matchAppRoute('/register')?.live) {
    lines.push('', `Your own family: create an account at ${new URL('/register', url).href}`);
    // Without an e-mail server the confirmation e-mail waits in the outbox, which the mailbox shows on this computer.
    if (!config.mail.smtpUrl && config.devMailbox) {
      lines.push(`  and open the link in its confirmation e-mail at ${new URL('/dev/mailbox', url).href}`);
    }
  }
  console.log(`\n${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const config = readConfig();
  if (!webAppIsBuilt(config.webDistDir)) {
    fail(`Tedi cannot start: the web app has not been built (no ${config.webDistDir}/index.html). Run: npm run build`);
  }
  const database = await openAndMigrate(config);
  // The site's guides and articles are product content: every deployment has them, whatever SEED_DEMO says.
  await seedContent(database.db);
  const storage = await createStorageDriver(config.storage);
  const storeFile = async (bytes: Uint8Array) => {
    const key = newStorageKey();
    await storage.put(key, bytes);
    return key;
  };
  const logins = config.seedDemo
    ? await seedDemoFamily(database.db, { hashPassword, storeFile, makePdf: makeDemoPdf })
    : [];

  const app = await buildApp({ config, database, storage });
  // The database closes once every part of the app has closed: as an onClose hook it could close first, and a part
  // still stopping its listeners (session liveness, signing keys) then wrote to a closed connection, so a rolling
  // restart on PostgreSQL sometimes ended with "shutdown failed" and exit code 1.
  const closeApp = async () => {
    try {
      await app.close();
    } finally {
      await database.close();
    }
  };

  let shuttingDown = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    closeApp().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);

  try {
    await app.ready();
    releaseStartMemory();
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await closeApp().catch(() => {});
    fail(`Tedi cannot start: could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const url =
    config.publicUrl.port === String(config.port) || config.port === 0
      ? `http://localhost:${port}`
      : config.publicUrl.origin;
  printWelcome(url, logins, app.apiKeys, config);
}

await main();
