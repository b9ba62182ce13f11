import type { DatabaseHandle } from '@tedi/db';
import type { DestinationStream } from 'pino';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiKeySetup } from './auth/tokens/api-keys.ts';
import { registerAuth } from './auth/plugin.ts';
import type { AccountDeletionService } from './modules/account-deletion/service.ts';
import { type CapabilityContext, type RegisteredServices, serviceOf } from './modules/capability.ts';
import { CAPABILITIES } from './modules/index.ts';
import { CachedAccessFacts } from './platform/access-cache.ts';
import { AccessRepository } from './platform/access-repository.ts';
import { ChildAccessService } from './policies/child-access.ts';
import { ChildAuditService } from './platform/child-audit.ts';
import type { App } from './platform/app.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { registerCompression } from './platform/compression.ts';
import type { Config } from './platform/config.ts';
import { registerDevMailbox } from './platform/dev-mailbox.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { registerHealthRoute } from './platform/health.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { JobQueue } from './platform/job-queue.ts';
import { startIntervalJob } from './platform/jobs.ts';
import { loggerOptions } from './platform/logger.ts';
import { createMailer, type Mailer } from './platform/mailer.ts';
import { createNotifications, type Notifications } from './platform/notifications.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { createStorageDriver } from './platform/storage.ts';
import type { StorageDriver } from './platform/storage-driver.ts';
import { registerWebApp, webAppIsBuilt } from './platform/web-app.ts';

export interface AppDependencies {
  readonly config: Config;
  readonly database: DatabaseHandle;
  /** Where logs go instead of stdout (tests read them). */
  readonly logDestination?: DestinationStream;
  /** Messages between instances; by default PostgreSQL's LISTEN/NOTIFY, or in-process on the embedded database. */
  readonly notifications?: Notifications;
  /** By default SMTP when configured, else the outbox table. */
  readonly mailer?: Mailer;
  /** The clock of the MFA checks (challenge expiry, TOTP time steps) and account deletions; by default the system clock. */
  readonly clock?: Clock;
  /** Where file bytes are kept; by default as the configuration says (the local disk under DATA_DIR/files). */
  readonly storage?: StorageDriver;
}

/** A route as a capability registered it. */
export interface RegisteredRoute {
  readonly method: string;
  readonly path: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The API keys in use; `newSecretKey` is set only on the start that made it. */
    readonly apiKeys: ApiKeySetup;
    /** Account deletions; tests carry due ones out directly. */
    readonly accountDeletions: AccountDeletionService;
    /** The services capabilities offer one another, for tests (e.g. a calendar source or reminder of their own). */
    readonly services: RegisteredServices;
    /** The scheduled jobs (reminders, deadlines); tests run due ones directly, at the time their clock says. */
    readonly jobs: JobQueue;
    /** Each capability's routes as it registered them, which the unauthorised-access suite checks against its table. */
    readonly capabilityRoutes: ReadonlyMap<string, readonly RegisteredRoute[]>;
  }
}

/** How often each instance looks for due scheduled jobs: a reminder goes within a minute of its time. */
const JOB_WORKER_INTERVAL_MS = 60_000;

/** Builds the whole server. `main.ts` listens with it; tests call `inject()` on it. */
export async function buildApp({
  config,
  database,
  logDestination,
  notifications,
  mailer,
  clock,
  storage,
}: AppDependencies): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, logDestination),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Keep-alive sockets that are idle are closed at shutdown; requests in flight are allowed to finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // Answers finished during shutdown close their connection, so a keep-alive client can't hold the process open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('Connection', 'close');
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerSecurityHeaders(app, config);
  registerCompression(app);

  registerHealthRoute(app, database);
  const appMailer = mailer ?? createMailer(config.mail, database.db);
  app.addHook('onClose', async () => {
    await appMailer.close();
  });
  const appNotifications = notifications ?? createNotifications(database, app.log);
  const auth = await registerAuth(app, {
    config,
    database,
    notifications: appNotifications,
    mailer: appMailer,
    ...(clock ? { clock } : {}),
  });
  app.decorate('apiKeys', auth.apiKeys);
  const accessFacts = new CachedAccessFacts(new AccessRepository(database.db), appNotifications, app.log);
  await accessFacts.start();
  app.addHook('onClose', async () => accessFacts.close());
  accessFacts.registerRequestHooks(app);
  const access = new ChildAccessService(accessFacts);
  const appClock = clock ?? systemClock;
  const jobs = new JobQueue(database.db, appClock);
  const audit = new ChildAuditService(database.db, access, appClock, app.log);
  audit.start();
  // Before the database closes (its own onClose hook may run first); requests still in flight then write as they read.
  app.addHook('preClose', async () => audit.close());
  const context: CapabilityContext = {
    app,
    config,
    database,
    mailer: appMailer,
    emailBudget: auth.emailBudget,
    storage: storage ?? (await createStorageDriver(config.storage)),
    clock: appClock,
    jobs,
    access,
    audit,
    accounts: auth.accounts,
    childAccounts: auth.childAccounts,
  };
  const routesByCapability = new Map<string, RegisteredRoute[]>();
  let registering: RegisteredRoute[] | null = null;
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registering?.push({ method, path: route.url });
    }
  });
  let services: RegisteredServices = {};
  for (const capability of CAPABILITIES) {
    registering = [];
    routesByCapability.set(capability.name, registering);
    services = { ...services, ...(await capability.register(context, services)) };
  }
  registering = null;
  app.decorate('capabilityRoutes', routesByCapability);
  app.decorate('accountDeletions', serviceOf(services, 'accountDeletions', 'server'));
  app.decorate('jobs', jobs);
  app.decorate('services', services);
  // Tests run due jobs themselves; every instance runs the worker, and SKIP LOCKED keeps them apart.
  if (config.env !== 'test') {
    const worker = startIntervalJob('scheduled jobs', JOB_WORKER_INTERVAL_MS, () => jobs.runDue(), app.log);
    app.addHook('onClose', async () => worker.stop());
  }
  if (config.devMailbox && config.env !== 'production') registerDevMailbox(app, database.db);
  await registerWebApp(app, {
    distDir: webAppIsBuilt(config.webDistDir) ? config.webDistDir : null,
    publicOrigin: config.publicUrl.origin,
    clientConfig: auth.clientConfig,
  });

  return app;
}
