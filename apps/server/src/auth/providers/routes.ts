import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ActorResolver } from '../actor.ts';
import { readCookie, stateCookieName } from './provider-profile.ts';
import {
  PROVIDER_ROUND_TRIP_SECONDS,
  type ProviderSignIn,
  type StartedFlow,
  type StartInput,
} from './provider-sign-in.ts';
import { logAuthError, requestContext, tokenActor } from '../requests.ts';

export interface OAuthRouteDependencies {
  readonly signIn: ProviderSignIn;
  readonly actors: ActorResolver;
  /** Whether the site is served over HTTPS, so cookies can be marked Secure. */
  readonly secureCookies: boolean;
  /** Per-address limit shared by the routes that start or finish a provider sign-in. */
  readonly limit: onRequestHookHandler;
}

const startQuery = z.object({
  provider: z.string().optional(),
  redirect_to: z.string().optional(),
  scopes: z.string().optional(),
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(),
  skip_http_redirect: z.string().optional(),
  prompt: z.string().max(100).optional(),
  login_hint: z.string().max(255).optional(),
});

function startInput(query: z.infer<typeof startQuery>): StartInput {
  return {
    provider: query.provider,
    redirectTo: query.redirect_to,
    scopes: query.scopes,
    codeChallenge: query.code_challenge,
    codeChallengeMethod: query.code_challenge_method,
    forwarded: { prompt: query.prompt, login_hint: query.login_hint },
  };
}

/**
 * Sign-in through OpenID providers and identity linking: GET /authorize, GET and POST /callback (the redirect URI
 * registered with every provider), GET /user/identities/authorize and DELETE /user/identities/{identity_id}.
 * Registered inside the /auth/v1 scope.
 */
export function registerOAuthRoutes(scope: FastifyInstance, deps: OAuthRouteDependencies): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { signIn, actors, limit } = deps;
  const callbackPath = new URL(signIn.callbackUrl).pathname;

  /**
   * Ties the flow to this browser. A provider posting its answer (form_post) is a cross-site POST, which carries
   * only SameSite=None cookies, and those need HTTPS.
   */
  function stateCookie(started: StartedFlow): string {
    const crossSitePost = started.responseMode === 'form_post' && deps.secureCookies;
    return [
      `${stateCookieName(started.state)}=${started.state}`,
      `Path=${callbackPath}`,
      `Max-Age=${PROVIDER_ROUND_TRIP_SECONDS}`,
      'HttpOnly',
      `SameSite=${crossSitePost ? 'None' : 'Lax'}`,
      ...(deps.secureCookies ? ['Secure'] : []),
    ].join('; ');
  }

  function answerStart(reply: FastifyReply, started: StartedFlow, skipHttpRedirect: string | undefined) {
    void reply.header('Set-Cookie', stateCookie(started)).header('Cache-Control', 'no-store');
    return skipHttpRedirect === 'true' ? reply.send({ url: started.url }) : reply.redirect(started.url, 302);
  }

  app.get(
    '/authorize',
    // A HEAD request (a link checker, a prefetch) must not start a flow.
    { onRequest: limit, config: { apiKey: 'none' }, exposeHeadRoute: false, schema: { querystring: startQuery } },
    async (request, reply) =>
      answerStart(reply, await signIn.start(startInput(request.query), null), request.query.skip_http_redirect),
  );

  app.get(
    '/user/identities/authorize',
    { onRequest: limit, schema: { querystring: startQuery } },
    async (request, reply) => {
      const actor = await tokenActor(actors, request);
      return answerStart(reply, await signIn.start(startInput(request.query), actor), request.query.skip_http_redirect);
    },
  );

  app.delete(
    '/user/identities/:identity_id',
    { schema: { params: z.object({ identity_id: z.string() }) } },
    async (request) => {
      await signIn.unlink(await tokenActor(actors, request), request.params.identity_id, requestContext(request));
      return {};
    },
  );

  async function finish(request: FastifyRequest, reply: FastifyReply, response: URLSearchParams) {
    const state = response.get('state');
    const cookieName = state ? stateCookieName(state) : null;
    const outcome = await signIn.finish(
      response,
      cookieName ? readCookie(request.headers.cookie, cookieName) : undefined,
      requestContext(request),
    );
    if (outcome.failure) logAuthError(request, outcome.failure.error, outcome.failure.cause);
    if (cookieName) void reply.header('Set-Cookie', `${cookieName}=; Path=${callbackPath}; Max-Age=0; HttpOnly`);
    return reply.header('Cache-Control', 'no-store').redirect(outcome.location, 303);
  }

  // The provider's answer comes as a query (GET) or, with response_mode=form_post, as a posted form.
  void scope.register(async (callbackScope) => {
    callbackScope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, new URLSearchParams(body.toString())),
    );
    // A HEAD request must not spend the state of a sign-in in progress.
    const callbackOptions = { onRequest: limit, config: { apiKey: 'none' as const }, exposeHeadRoute: false };
    callbackScope.get('/callback', callbackOptions, async (request, reply) =>
      finish(request, reply, new URL(request.url, 'http://callback.invalid').searchParams),
    );
    callbackScope.post('/callback', callbackOptions, async (request, reply) =>
      finish(request, reply, request.body instanceof URLSearchParams ? request.body : new URLSearchParams()),
    );
  });
}
