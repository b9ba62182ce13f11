import type { DatabaseHandle } from '@tedi/db';
import type { DestinationStream } from 'pino';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './platform/config.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { registerHealthRoute } from './platform/health.ts';
import { loggerOptions } from './platform/logger.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerWebApp, webAppIsBuilt } from './platform/web-app.ts';

export interface AppDependencies {
  readonly config: Config;
  readonly database: DatabaseHandle;
  /** Where logs go instead of stdout (tests read them). */
  readonly logDestination?: DestinationStream;
}

export type App = FastifyInstance;

/** Builds the whole server. `main.ts` listens with it; tests call `inject()` on it. */
export async function buildApp({ config, database, logDestination }: AppDependencies): Promise<App> {
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
  await registerSecurityHeaders(app, config);

  registerHealthRoute(app, database);
  await registerWebApp(app, webAppIsBuilt(config.webDistDir) ? config.webDistDir : null);

  return app;
}
