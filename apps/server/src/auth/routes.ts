import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../platform/config.ts';
import type { ActorResolver } from './actor.ts';
import type { RequestContext, TokenActor } from './context.ts';
import { AuthApiError, toAuthApiError, validationFailed } from './errors.ts';
import { presentUser } from './presenter.ts';
import { type AuthService, VERIFY_TYPES, type VerifyType } from './service.ts';
import type { SigningKeys } from './tokens/signing-keys.ts';

export interface AuthRouteDependencies {
  readonly config: Config;
  readonly service: AuthService;
  readonly actors: ActorResolver;
  readonly keys: SigningKeys;
  /** Per-address limits of the contract, one per group of endpoints. */
  readonly limits: {
    readonly token: onRequestHookHandler;
    readonly verify: onRequestHookHandler;
    readonly signupAndRecover: onRequestHookHandler;
  };
}

/** Which key a route wants in `apikey`: none (links opened from an e-mail, public keys), or the publishable one. */
declare module 'fastify' {
  interface FastifyContextConfig {
    apiKey?: 'none' | 'publishable' | 'secret';
  }
}

const metadata = z.record(z.string(), z.unknown());
const securityFields = { gotrue_meta_security: z.object({ captcha_token: z.string().nullish() }).nullish() };
const pkceFields = { code_challenge: z.string().nullish(), code_challenge_method: z.string().nullish() };
const redirectQuery = z.object({ redirect_to: z.string().optional() });

export function requestContext(request: FastifyRequest): RequestContext {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null };
}

export const ACTOR_FAILURES = {
  no_authorization: () => new AuthApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  bad_jwt: () =>
    new AuthApiError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is malformed or expired'),
  session_not_found: () =>
    new AuthApiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
} as const;

/** The routes of /auth/v1 that the client library calls. Registered inside the /auth/v1 scope. */
export function registerAuthRoutes(scope: FastifyInstance, deps: AuthRouteDependencies): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { service, actors, config, limits } = deps;

  async function tokenActor(request: FastifyRequest): Promise<TokenActor> {
    const resolution = await actors.resolve(request);
    if ('failure' in resolution) throw ACTOR_FAILURES[resolution.failure]();
    return { userId: resolution.actor.userId, sessionId: resolution.actor.sessionId, claims: resolution.actor.claims };
  }

  app.get('/settings', async () => ({
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      email: true,
      google: false,
      phone: false,
      // Every configured OpenID provider, by the name `GET /authorize?provider=` takes.
      ...Object.fromEntries(config.auth.oidcProviders.map((provider) => [provider.name, true])),
    },
    disable_signup: config.auth.disableSignup,
    mailer_autoconfirm: config.auth.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  app.get('/.well-known/jwks.json', { config: { apiKey: 'none' } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=600').send(deps.keys.jwks()),
  );

  app.post(
    '/signup',
    {
      onRequest: limits.signupAndRecover,
      schema: {
        querystring: redirectQuery,
        body: z.object({
          email: z.string().nullish(),
          phone: z.string().nullish(),
          password: z.string().nullish(),
          data: metadata.nullish(),
          ...pkceFields,
          ...securityFields,
        }),
      },
    },
    async (request) =>
      service.signUp(
        {
          email: request.body.email,
          phone: request.body.phone,
          password: request.body.password,
          data: request.body.data,
          codeChallenge: request.body.code_challenge,
          codeChallengeMethod: request.body.code_challenge_method,
          redirectTo: request.query.redirect_to,
        },
        requestContext(request),
      ),
  );

  app.post(
    '/token',
    {
      onRequest: limits.token,
      schema: {
        querystring: z.object({ grant_type: z.string().optional() }),
        body: z.object({
          email: z.string().nullish(),
          phone: z.string().nullish(),
          password: z.string().nullish(),
          refresh_token: z.string().nullish(),
          auth_code: z.string().nullish(),
          code_verifier: z.string().nullish(),
          ...securityFields,
        }),
      },
      // OAuth clients read `error` and `error_description`; the library reads `code`. Grant errors carry both.
      errorHandler: (error, request, reply) => {
        const authError = toAuthApiError(error);
        logAuthError(request, authError, error);
        void reply
          .status(authError.status)
          .send({ ...authError.toJSON(), error: authError.oauthError, error_description: authError.message });
      },
    },
    async (request) => {
      const ctx = requestContext(request);
      const body = request.body;
      switch (request.query.grant_type) {
        case 'password':
          return service.passwordGrant(body, ctx);
        case 'refresh_token':
          return service.refreshGrant(body.refresh_token, ctx);
        case 'pkce':
          return service.pkceGrant(body.auth_code, body.code_verifier, ctx);
        default:
          throw new AuthApiError(400, 'unsupported_grant_type', 'unsupported_grant_type');
      }
    },
  );

  app.post(
    '/logout',
    { schema: { querystring: z.object({ scope: z.string().optional() }) } },
    async (request, reply) => {
      const scopeName = request.query.scope ?? 'global';
      if (scopeName !== 'global' && scopeName !== 'local' && scopeName !== 'others') {
        throw validationFailed('Unsupported logout scope');
      }
      await service.logout(await tokenActor(request), scopeName, requestContext(request));
      return reply.status(204).send();
    },
  );

  app.get('/user', async (request) => presentUser(await service.currentUser(await tokenActor(request))));

  // The person's signed-in devices (sessions). Not in GoTrue: the settings page calls these itself.
  app.get('/user/sessions', { onRequest: limits.signupAndRecover }, async (request) =>
    service.signedInSessions(await tokenActor(request)),
  );

  app.delete(
    '/user/sessions/:id',
    { onRequest: limits.signupAndRecover, schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      await service.endSignedInSession(await tokenActor(request), request.params.id, requestContext(request));
      return reply.status(204).send();
    },
  );

  app.put(
    '/user',
    {
      onRequest: limits.signupAndRecover,
      schema: {
        querystring: redirectQuery,
        body: z.object({
          email: z.string().nullish(),
          password: z.string().nullish(),
          current_password: z.string().nullish(),
          nonce: z.string().nullish(),
          data: metadata.nullish(),
          phone: z.string().nullish(),
          channel: z.string().nullish(),
          ...pkceFields,
        }),
      },
    },
    async (request) => {
      const actor = await tokenActor(request);
      if (request.body.nonce)
        throw new AuthApiError(
          400,
          'reauthentication_not_valid',
          'Reauthentication nonces are not used here: send current_password',
        );
      return service.updateUser(
        actor,
        {
          email: request.body.email,
          password: request.body.password,
          currentPassword: request.body.current_password,
          data: request.body.data,
          phone: request.body.phone,
          codeChallenge: request.body.code_challenge,
          codeChallengeMethod: request.body.code_challenge_method,
          redirectTo: request.query.redirect_to,
        },
        requestContext(request),
      );
    },
  );

  app.post(
    '/recover',
    {
      onRequest: limits.signupAndRecover,
      schema: {
        querystring: redirectQuery,
        body: z.object({ email: z.string().nullish(), ...pkceFields, ...securityFields }),
      },
    },
    async (request) => {
      await service.recover(
        {
          email: request.body.email,
          codeChallenge: request.body.code_challenge,
          codeChallengeMethod: request.body.code_challenge_method,
          redirectTo: request.query.redirect_to,
        },
        requestContext(request),
      );
      return {};
    },
  );

  app.post(
    '/verify',
    {
      onRequest: limits.verify,
      schema: {
        body: z.object({
          type: z.string().nullish(),
          token: z.string().nullish(),
          token_hash: z.string().nullish(),
          email: z.string().nullish(),
          phone: z.string().nullish(),
          redirect_to: z.string().nullish(),
          ...securityFields,
        }),
      },
    },
    async (request) => {
      const { type, token, token_hash: tokenHash, email, phone } = request.body;
      const verifyType = parseVerifyType(type);
      if ((token && tokenHash) || (!token && !tokenHash))
        throw validationFailed('Verify requires either a token or a token hash');
      if (phone) throw new AuthApiError(422, 'phone_provider_disabled', 'Phone verification is disabled');
      const by = tokenHash ? { tokenHash } : email ? { email: email.trim(), code: token! } : null;
      if (!by) throw validationFailed('Only an email address or phone number should be provided on verify');
      const outcome = await service.verify(verifyType, by, requestContext(request), 'session');
      if (outcome.kind !== 'session')
        throw new AuthApiError(500, 'unexpected_failure', 'Verification did not start a session');
      return outcome.body;
    },
  );

  app.get(
    '/verify',
    {
      onRequest: limits.verify,
      config: { apiKey: 'none' },
      schema: {
        querystring: z.object({
          token: z.string().optional(),
          type: z.string().optional(),
          redirect_to: z.string().optional(),
        }),
      },
    },
    async (request, reply) => verifyLink(request, request.query, reply, service),
  );
}

function parseVerifyType(type: string | null | undefined): VerifyType {
  if (!type) throw validationFailed('Verify requires a verification type');
  if (!(VERIFY_TYPES as readonly string[]).includes(type)) throw validationFailed('Unsupported verification type');
  return type as VerifyType;
}

/**
 * An e-mail link: always answers with a redirect (303) to where the person was going, carrying the session in
 * the fragment (implicit flow), an authorization code in the query (PKCE), or the error, as GoTrue does.
 */
async function verifyLink(
  request: FastifyRequest,
  query: { token?: string; type?: string; redirect_to?: string },
  reply: FastifyReply,
  service: AuthService,
): Promise<FastifyReply> {
  const { token, type, redirect_to: requested } = query;
  const target = new URL(service.redirectOrDefault(requested, type === 'recovery' ? '/reset-password' : '/'));
  const isPkce = token?.startsWith('pkce_') ?? false;
  try {
    const verifyType = parseVerifyType(type);
    if (!token) throw validationFailed('Verify requires a token or a token hash');
    const outcome = await service.verify(verifyType, { tokenHash: token }, requestContext(request), 'session-or-code');
    if (outcome.kind === 'code') {
      target.searchParams.set('code', outcome.authCode);
    } else {
      const fragment = new URLSearchParams({
        access_token: outcome.session.accessToken,
        expires_at: String(outcome.session.expiresAt),
        expires_in: String(outcome.session.expiresIn),
        refresh_token: outcome.session.refreshToken,
        token_type: 'bearer',
        type: verifyType,
        sb: '',
      });
      target.hash = fragment.toString();
    }
  } catch (error) {
    const authError = toAuthApiError(error);
    logAuthError(request, authError, error);
    const details = { error: authError.oauthError, error_code: authError.code, error_description: authError.message };
    if (isPkce) for (const [name, value] of Object.entries(details)) target.searchParams.set(name, value);
    target.hash = new URLSearchParams({ ...details, sb: '' }).toString();
  }
  return reply.header('Cache-Control', 'no-store').redirect(target.href, 303);
}

export function logAuthError(request: FastifyRequest, authError: AuthApiError, original: unknown): void {
  if (authError.status >= 500) request.log.error({ err: original }, 'auth request failed');
  else request.log.info({ code: authError.code }, authError.message);
}
