import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ActorResolver } from './actor.ts';
import type { RequestContext, TokenActor } from './context.ts';
import { AuthApiError } from './errors.ts';
import { metadataProblem } from './metadata-limits.ts';

/** Request fields that several routes of /auth/v1 accept. */
export const metadata = z.record(z.string(), z.unknown()).superRefine((value, context) => {
  const problem = metadataProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
export const securityFields = { gotrue_meta_security: z.object({ captcha_token: z.string().nullish() }).nullish() };
export const pkceFields = { code_challenge: z.string().nullish(), code_challenge_method: z.string().nullish() };
export const redirectQuery = z.object({ redirect_to: z.string().optional() });

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

/** The signed-in caller of a route, or the error that says why there is none. */
export async function tokenActor(actors: ActorResolver, request: FastifyRequest): Promise<TokenActor> {
  const resolution = await actors.resolve(request);
  if ('failure' in resolution) throw ACTOR_FAILURES[resolution.failure]();
  return { userId: resolution.actor.userId, sessionId: resolution.actor.sessionId, claims: resolution.actor.claims };
}

export function logAuthError(request: FastifyRequest, authError: AuthApiError, original: unknown): void {
  if (authError.status >= 500) request.log.error({ err: original }, 'auth request failed');
  else request.log.info({ code: authError.code }, authError.message);
}
