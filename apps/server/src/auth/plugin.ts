import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { Database, DatabaseHandle } from '@tedi/db';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Config } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import type { Mailer } from '../platform/mailer.ts';
import type { Notifications } from '../platform/notifications.ts';
import { OutboxSmsSender, type SmsSender } from '../platform/sms.ts';
import { AccountRemoval } from './user/account-removal.ts';
import { type Actor, type ActorResolution, ActorResolver } from './actor.ts';
import { type AdminCaller, registerAdminRoutes } from './admin/routes.ts';
import { type ApiKeySetup, setUpApiKeys } from './tokens/api-keys.ts';
import { EmailBudget } from './mail/email-budget.ts';
import { setUpEncryptionKeys } from './mfa/encryption-keys.ts';
import { AuthApiError, overRequestRateLimit, toAuthApiError } from './errors.ts';
import type { Clock } from '../platform/clock.ts';
import { MfaService } from './mfa/mfa.ts';
import { registerMfaRoutes } from './mfa/routes.ts';
import { registerOAuthRoutes } from './providers/routes.ts';
import { OidcProviders } from './providers/oidc-providers.ts';
import { ProviderSignIn } from './providers/provider-sign-in.ts';
import { findUserById, hasVerifiedFactor } from './repository.ts';
import { ACTOR_FAILURES, logAuthError, registerAuthRoutes } from './routes.ts';
import { AuthService } from './service.ts';
import { SessionLiveness } from './sessions/session-liveness.ts';
import { SIGNING_KEYS_CHANGED_CHANNEL, SigningKeys } from './tokens/signing-keys.ts';

export const AUTH_PREFIX = '/auth/v1';
/** The API version the client library asks for; echoed so that it reads our error codes. */
const API_VERSION = '2024-01-01';
/** Said to someone whose account has two-step verification and who has signed in with their password only. */
const SECOND_FACTOR_PENDING_MESSAGE =
  'Please enter the code from your authenticator app first: your account has two-step verification.';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The actor of a request: its bearer access token verified (once per distinct token) and its session alive
     * (known in memory). Never throws; says why there is no actor.
     */
    resolveActor(request: FastifyRequest): Promise<ActorResolution>;
    /**
     * The caller of the product API: null when no token was sent (each service answers that with 401 or treats it
     * as a visitor), 401 for a token that is no longer valid, and 403 for someone who has given their password but
     * not yet their second factor, unless `pendingSecondFactor` says to treat them as a visitor (public reading).
     */
    apiActor(request: FastifyRequest, options?: { readonly pendingSecondFactor: 'visitor' }): Promise<Actor | null>;
  }
}

export interface AuthDependencies {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly notifications: Notifications;
  readonly mailer: Mailer;
  /** By default the outbox, where the developer mailbox shows text messages. */
  readonly sms?: SmsSender;
  /** By default the system clock. */
  readonly clock?: Clock;
}

export interface AuthSetup {
  readonly apiKeys: ApiKeySetup;
  /** For capabilities that act on a whole account (its deletion). */
  readonly accounts: AccountRemoval;
}

const ALLOWED_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'X-Client-Info',
  'X-Supabase-Api-Version',
  'apikey',
];

/**
 * The GoTrue-compatible auth service at /auth/v1, the `apiActor` decorator every API module uses (and
 * `resolveActor` beneath it), and GET /api/v1/client-config, where the web app finds its publishable key.
 */
export async function registerAuth(app: FastifyInstance, deps: AuthDependencies): Promise<AuthSetup> {
  const { config, database, notifications, mailer } = deps;
  const db = database.db;

  const { keys: apiKeys, setup } = await setUpApiKeys(db, config.auth);
  const signingKeys = new SigningKeys(db, config.auth.accessTokenTtlSeconds);
  await signingKeys.load();
  const keysChanged = await notifications.subscribe(
    SIGNING_KEYS_CHANGED_CHANNEL,
    () => {
      signingKeys.load().catch((error: unknown) => app.log.error({ err: error }, 'could not reload signing keys'));
    },
    () => {},
  );
  const liveness = new SessionLiveness(db, notifications, app.log, {
    accessTokenTtlSeconds: config.auth.accessTokenTtlSeconds,
  });
  await liveness.start();
  app.addHook('onClose', async () => {
    await keysChanged.close();
    await liveness.close();
  });

  const emailBudget = new EmailBudget(config.auth.rateLimits.emailsPerHour);
  const service = new AuthService({
    db,
    config,
    keys: signingKeys,
    liveness,
    mailer,
    emailBudget,
    log: app.log,
  });
  const encryption = await setUpEncryptionKeys(db, config.auth.encryptionKey);
  if (config.env === 'production' && !encryption.fromEnvironment) {
    app.log.warn('AUTH_ENCRYPTION_KEY is not set: MFA secrets are sealed with a key kept in the same database');
  }
  const mfa = new MfaService({
    db,
    config,
    keys: signingKeys,
    issuer: service.issuer,
    liveness,
    mailer,
    emailBudget,
    sms: deps.sms ?? new OutboxSmsSender(db),
    encryption: encryption.keys,
    clock: deps.clock ?? (() => new Date()),
    log: app.log,
  });
  const actors = new ActorResolver({
    keys: signingKeys,
    liveness,
    issuer: service.issuer,
    hasVerifiedFactor: (userId) => hasVerifiedFactor(db, userId),
  });
  const providerSignIn = new ProviderSignIn({
    db,
    config,
    providers: new OidcProviders(config.auth.oidcProviders),
    service,
    log: app.log,
  });

  app.decorate('resolveActor', (request: FastifyRequest) => actors.resolve(request));
  const apiActor = async (
    request: FastifyRequest,
    options?: { readonly pendingSecondFactor: 'visitor' },
  ): Promise<Actor | null> => {
    const resolution = await actors.resolve(request);
    if ('failure' in resolution) {
      if (resolution.failure === 'no_authorization') return null;
      throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
    }
    if (resolution.actor.secondFactorPending) {
      if (options?.pendingSecondFactor === 'visitor') return null;
      throw new AppError('forbidden', SECOND_FACTOR_PENDING_MESSAGE);
    }
    return resolution.actor;
  };
  app.decorate('apiActor', apiActor);

  app.get('/api/v1/client-config', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send({
      authUrl: new URL(AUTH_PREFIX, config.publicUrl).href,
      publishableKey: apiKeys.publishableKey,
    }),
  );

  await app.register(
    async (scope) => {
      scope.setErrorHandler((error, request, reply) => {
        const authError = toAuthApiError(error);
        logAuthError(request, authError, error);
        void reply.status(authError.status).send(authError.toJSON());
      });
      scope.addHook('onSend', async (_request, reply) => {
        void reply.header('X-Supabase-Api-Version', API_VERSION);
      });
      // The client sends `Content-Type: application/json` with no body on sign-out, as GoTrue accepts.
      const parseJson = scope.getDefaultJsonParser('error', 'error');
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        const text = body.toString();
        if (text === '') done(null, {});
        else void parseJson(request, text, done);
      });

      await scope.register(cors, {
        origin: [config.publicUrl.origin, ...config.auth.redirectOrigins],
        methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
        allowedHeaders: ALLOWED_HEADERS,
        exposedHeaders: ['X-Supabase-Api-Version'],
        maxAge: 600,
      });

      const adminCallers = new WeakMap<FastifyRequest, AdminCaller>();
      scope.addHook('onRequest', async (request) => {
        if (request.method === 'OPTIONS') return;
        const wanted = request.routeOptions.config.apiKey ?? 'publishable';
        if (wanted === 'none') return;
        const presented = presentedApiKey(request, wanted === 'secret');
        if (!presented) throw new AuthApiError(401, 'no_api_key', 'No API key found in request');
        const kind = apiKeys.identify(presented);
        if (kind === null) throw new AuthApiError(401, 'invalid_api_key', 'Invalid API key');
        if (wanted === 'secret' && kind === 'secret') adminCallers.set(request, 'secret_key');
        if (wanted === 'secret' && kind !== 'secret') {
          if (ActorResolver.bearerToken(request) === null) throw notAdmin();
          adminCallers.set(request, await adminSessionRole(request, actors, db));
        }
        if (wanted === 'publishable' && kind === 'secret') {
          // A secret key outside server-to-server calls is probably leaking: refuse it so the mistake shows.
          throw new AuthApiError(
            401,
            'secret_api_key_not_allowed',
            'The secret API key cannot be used here. Use the publishable key.',
          );
        }
      });

      await scope.register(rateLimit, { global: false });
      const windowMs = config.auth.rateLimits.windowSeconds * 1000;
      const limiter = (max: number, timeWindow = windowMs): onRequestHookHandler =>
        scope.rateLimit({ max, timeWindow, errorResponseBuilder: () => overRequestRateLimit() });
      registerAuthRoutes(scope, {
        config,
        service,
        actors,
        keys: signingKeys,
        limits: {
          token: limiter(config.auth.rateLimits.token),
          verify: limiter(config.auth.rateLimits.verify),
          signupAndRecover: limiter(config.auth.rateLimits.signupAndRecover),
        },
      });
      registerMfaRoutes(scope, {
        mfa,
        actors,
        challengeAndVerifyLimit: limiter(config.auth.rateLimits.mfaPerMinute, 60_000),
      });
      registerOAuthRoutes(scope, {
        signIn: providerSignIn,
        actors,
        secureCookies: config.publicUrl.protocol === 'https:',
        limit: limiter(config.auth.rateLimits.token),
      });
      registerAdminRoutes(scope, service, (request) => adminCallers.get(request) ?? 'secret_key');
    },
    { prefix: AUTH_PREFIX },
  );

  return { apiKeys: setup, accounts: new AccountRemoval(db, liveness) };
}

const notAdmin = () => new AuthApiError(403, 'not_admin', 'User not allowed');

/**
 * An administrator calling the admin API from their own session (the publishable key and their access token): the
 * role must be admin or super_admin both in the token and in the account now (a demotion counts at once), and the
 * session must have proved a second factor.
 */
async function adminSessionRole(request: FastifyRequest, actors: ActorResolver, db: Database): Promise<AdminCaller> {
  const resolution = await actors.resolve(request);
  if ('failure' in resolution) throw ACTOR_FAILURES[resolution.failure]();
  const { actor } = resolution;
  if (actor.role !== 'admin' && actor.role !== 'super_admin') throw notAdmin();
  const user = await findUserById(db, actor.userId);
  if (user?.appMetadata.role !== actor.role) throw notAdmin();
  if (actor.aal !== 'aal2') {
    throw new AuthApiError(
      403,
      'insufficient_aal',
      'The admin API needs a session verified with a second factor (AAL2).',
    );
  }
  return actor.role;
}

/** The key in `apikey`; admin calls may send the secret key as a bearer token instead, as the admin client does. */
function presentedApiKey(request: FastifyRequest, bearerAllowed: boolean): string | null {
  const header = request.headers.apikey;
  if (typeof header === 'string' && header !== '') return header;
  if (bearerAllowed) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (match?.[1]) return match[1];
  }
  return null;
}
