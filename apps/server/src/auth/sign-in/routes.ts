import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../platform/config.ts';
import { AuthApiError, toAuthApiError } from '../errors.ts';
import { logAuthError, metadata, pkceFields, redirectQuery, requestContext, securityFields } from '../requests.ts';
import type { Sessions } from '../sessions/sessions.ts';
import type { SignIn } from './sign-in.ts';
import type { SignUp } from './sign-up.ts';

export interface SignInRouteDependencies {
  readonly config: Config;
  readonly signUp: SignUp;
  readonly signIn: SignIn;
  readonly sessions: Sessions;
  /** Per-address limits of the contract, one per group of endpoints. */
  readonly limits: {
    readonly token: onRequestHookHandler;
    readonly signupAndRecover: onRequestHookHandler;
  };
}

/** GET /settings (how one may sign in here), POST /signup, and POST /token with its three grants. */
export function registerSignInRoutes(scope: FastifyInstance, deps: SignInRouteDependencies): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { signUp, signIn, sessions, config, limits } = deps;

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
      signUp.signUp(
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
          return signIn.passwordGrant(body, ctx);
        case 'refresh_token':
          return sessions.refreshGrant(body.refresh_token, ctx);
        case 'pkce':
          return signIn.pkceGrant(body.auth_code, body.code_verifier, ctx);
        default:
          throw new AuthApiError(400, 'unsupported_grant_type', 'unsupported_grant_type');
      }
    },
  );
}
