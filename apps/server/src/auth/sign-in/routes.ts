import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../platform/config.ts';
import { AuthApiError, badRequest, toAuthApiError, unprocessable, validationFailed } from '../errors.ts';
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
          id_token: z.string().nullish(),
          provider: z.string().nullish(),
          client_id: z.string().nullish(),
          issuer: z.string().nullish(),
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
        case 'id_token':
          throw idTokenGrantRefusal(body, config);
        case 'web3':
          throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled');
        default:
          throw new AuthApiError(400, 'invalid_credentials', 'unsupported_grant_type');
      }
    },
  );

  // Single sign-on through SAML, which Tedi does not offer: answered as GoTrue does with SAML turned off.
  app.post('/sso', async () => {
    throw new AuthApiError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  });
}

/** The issuers GoTrue knows its ID-token providers by, for the message that says one is not enabled. */
const ID_TOKEN_PROVIDER_ISSUERS: Readonly<Record<string, string>> = {
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  google: 'https://accounts.google.com',
  kakao: 'https://kauth.kakao.com',
  keycloak: '',
  snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
  vercel_marketplace: 'https://marketplace.vercel.com',
};

/**
 * POST /token?grant_type=id_token (an ID token the app obtained from a provider itself). Tedi signs people in with
 * a provider only through the browser flow (`GET /authorize`), so every ID token is refused with GoTrue's own
 * answer for a provider that is not enabled for it, after GoTrue's checks of the request.
 */
function idTokenGrantRefusal(
  body: { id_token?: string | null; provider?: string | null; client_id?: string | null; issuer?: string | null },
  config: Config,
): AuthApiError {
  if (!body.id_token) return validationFailed('id_token required');
  const provider = body.provider ?? '';
  if (provider === '' && (!body.client_id || !body.issuer))
    return validationFailed('provider or client_id and issuer required');
  if (provider.startsWith('custom:')) return validationFailed('Custom OAuth providers are disabled');
  const configured = config.auth.oidcProviders.find((candidate) => candidate.name === provider);
  if (configured) {
    return badRequest(
      'provider_disabled',
      `Provider (issuer "${configured.issuer.href.replace(/\/$/, '')}") is not enabled for ID token sign-in: sign in through GET /authorize`,
    );
  }
  const knownIssuer = ID_TOKEN_PROVIDER_ISSUERS[provider];
  if (knownIssuer === undefined) return validationFailed(`Custom OIDC provider "${provider}" not allowed`);
  // GoTrue reads the issuer from the token itself only for the providers with several (Apple, Microsoft).
  const issuer = (provider === 'apple' || provider === 'azure' ? issuerOf(body.id_token) : null) ?? knownIssuer;
  return badRequest('provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
}

/** The `iss` an ID token claims, unverified: only to name the provider in a refusal. */
function issuerOf(idToken: string): string | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const issuer = (payload as { iss?: unknown } | null)?.iss;
    return typeof issuer === 'string' && issuer.length <= 255 ? issuer : null;
  } catch {
    return null;
  }
}
