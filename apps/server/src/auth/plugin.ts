import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { DatabaseHandle } from '@tedi/db';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Config } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import { acceptEmptyJsonBody } from '../platform/json-body.ts';
import type { Mailer } from '../platform/mailer.ts';
import type { Notifications } from '../platform/notifications.ts';
import { OutboxSmsSender, type SmsSender } from '../platform/sms.ts';
import { type Clock, systemClock } from '../platform/clock.ts';
import { type Actor, type ActorResolution, ActorResolver } from './actor.ts';
import { type AdminCaller, adminSessionRole, notAdmin } from './admin/admin-callers.ts';
import { AdminLinks } from './admin/admin-links.ts';
import { AdminUsers } from './admin/admin-users.ts';
import { registerAdminRoutes } from './admin/routes.ts';
import { type AuthContext, authIssuer } from './context.ts';
import { EmailLinks } from './email-links/email-links.ts';
import { Recovery } from './email-links/recovery.ts';
import { registerEmailLinkRoutes } from './email-links/routes.ts';
import { OneTimeCodes } from './email-links/one-time-codes.ts';
import { LinkVerification } from './email-links/verification.ts';
import { AuthApiError, overRequestRateLimit, toAuthApiError } from './errors.ts';
import { EmailBudget } from './email-budget.ts';
import { AttemptGuard } from './guard/attempt-guard.ts';
import { setUpEncryptionKeys } from './mfa/encryption-keys.ts';
import { MfaService } from './mfa/mfa.ts';
import { registerMfaRoutes } from './mfa/routes.ts';
import { OidcProviders } from './providers/oidc-providers.ts';
import { ProviderSignIn } from './providers/provider-sign-in.ts';
import { registerOAuthRoutes } from './providers/routes.ts';
import { hasVerifiedFactor } from './repository.ts';
import { logAuthError } from './requests.ts';
import { registerSessionRoutes } from './sessions/routes.ts';
import { SessionLiveness } from './sessions/session-liveness.ts';
import { ChildAccounts } from './user/child-accounts.ts';
import { Sessions } from './sessions/sessions.ts';
import { registerSignInRoutes } from './sign-in/routes.ts';
import { SignIn } from './sign-in/sign-in.ts';
import { SignUp } from './sign-in/sign-up.ts';
import { type ApiKeySetup, setUpApiKeys } from './tokens/api-keys.ts';
import { registerJwksRoute } from './tokens/routes.ts';
import { SIGNING_KEYS_CHANGED_CHANNEL, SigningKeys } from './tokens/signing-keys.ts';
import { AccountRemoval } from './user/account-removal.ts';
import { registerUserRoutes } from './user/routes.ts';
import { UserChanges } from './user/user-changes.ts';
import type { WebClientConfig } from '../platform/web-app.ts';

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

  /**
   * Which key a route wants in `apikey`: none (links opened from an e-mail, public keys), the publishable one, the
   * secret one (the admin API), or either (sign-out, which a server may do for a person with their access token).
   */
  interface FastifyContextConfig {
    apiKey?: 'none' | 'publishable' | 'secret' | 'any';
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
  /** The e-mail budgets, for capabilities that send e-mails someone asked for (invitations). */
  readonly emailBudget: EmailBudget;
  /** Children's own accounts and sessions, for the child area's sign-in. */
  readonly childAccounts: ChildAccounts;
  /** What the web app needs to reach the auth service, as GET /api/v1/client-config answers it. */
  readonly clientConfig: WebClientConfig;
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

  const clock = deps.clock ?? systemClock;
  const emailBudget = new EmailBudget(
    db,
    {
      perKindPerHour: config.auth.rateLimits.emailsPerHour,
      perRecipientPerHour: config.auth.emailBudgets.perRecipientPerHour,
      perSenderPerHour: config.auth.emailBudgets.perSenderPerHour,
    },
    clock,
  );
  const context: AuthContext = {
    db,
    config,
    keys: signingKeys,
    issuer: authIssuer(config),
    liveness,
    mailer,
    emailBudget,
    guard: new AttemptGuard({ db, config, mailer, emailBudget, log: app.log, clock }),
    log: app.log,
  };
  const sessions = new Sessions(context);
  const emailLinks = new EmailLinks(context);
  const signUp = new SignUp(context, sessions, emailLinks);
  const signIn = new SignIn(context, sessions);
  const recovery = new Recovery(context, emailLinks);
  const verification = new LinkVerification(context, sessions);
  const userChanges = new UserChanges(context, emailLinks);
  const adminUsers = new AdminUsers(context);
  const adminLinks = new AdminLinks(context, emailLinks);
  const oneTimeCodes = new OneTimeCodes(context, emailLinks);
  const encryption = await setUpEncryptionKeys(db, config.auth.encryptionKey);
  if (config.env === 'production' && !encryption.fromEnvironment) {
    app.log.warn('AUTH_ENCRYPTION_KEY is not set: MFA secrets are sealed with a key kept in the same database');
  }
  const mfa = new MfaService({
    ...context,
    sms: deps.sms ?? new OutboxSmsSender(db),
    encryption: encryption.keys,
    clock,
  });
  const actors = new ActorResolver({
    keys: signingKeys,
    liveness,
    issuer: context.issuer,
    hasVerifiedFactor: (userId) => hasVerifiedFactor(db, userId),
  });
  const providerSignIn = new ProviderSignIn({
    db,
    config,
    providers: new OidcProviders(config.auth.oidcProviders),
    sessions,
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

  // The auth service's path on this server, not an address: the web app calls whatever origin it was opened at
  // (http://127.0.0.1:3000 as well as the printed http://localhost:3000), which its `connect-src 'self'` allows.
  const clientConfig: WebClientConfig = { authUrl: AUTH_PREFIX, publishableKey: apiKeys.publishableKey };
  app.get('/api/v1/client-config', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(clientConfig),
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
      acceptEmptyJsonBody(scope);

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
      // Each budget is shared by every route of its group, wherever the route is registered.
      const limits = {
        token: limiter(config.auth.rateLimits.token),
        verify: limiter(config.auth.rateLimits.verify),
        signupAndRecover: limiter(config.auth.rateLimits.signupAndRecover),
      };
      registerSignInRoutes(scope, { config, signUp, signIn, sessions, limits });
      registerJwksRoute(scope, signingKeys);
      registerSessionRoutes(scope, { sessions, actors, limit: limits.signupAndRecover });
      registerUserRoutes(scope, { users: userChanges, actors, limit: limits.signupAndRecover });
      registerEmailLinkRoutes(scope, { config, recovery, oneTimeCodes, verification, limits });
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
      registerAdminRoutes(scope, adminUsers, adminLinks, (request) => adminCallers.get(request) ?? 'secret_key');
    },
    { prefix: AUTH_PREFIX },
  );

  return {
    apiKeys: setup,
    clientConfig,
    accounts: new AccountRemoval(db, liveness, context.guard),
    emailBudget,
    childAccounts: new ChildAccounts(db, sessions, liveness),
  };
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
