import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ActorResolver } from '../actor.ts';
import type { MfaService } from './mfa.ts';
import { requestContext, tokenActor } from '../requests.ts';

export interface MfaRouteDependencies {
  readonly mfa: MfaService;
  readonly actors: ActorResolver;
  /** The contract's per-address limit shared by challenges and verifications. */
  readonly challengeAndVerifyLimit: onRequestHookHandler;
}

const factorParams = z.object({ factorId: z.string() });

/** POST /factors, POST /factors/{id}/challenge, POST /factors/{id}/verify, DELETE /factors/{id}. */
export function registerMfaRoutes(scope: FastifyInstance, deps: MfaRouteDependencies): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { mfa, actors, challengeAndVerifyLimit } = deps;

  app.post(
    '/factors',
    {
      schema: {
        body: z.object({
          factor_type: z.string().nullish(),
          friendly_name: z.string().nullish(),
          issuer: z.string().nullish(),
          phone: z.string().nullish(),
        }),
      },
    },
    async (request) =>
      mfa.enroll(
        await tokenActor(actors, request),
        {
          factorType: request.body.factor_type,
          friendlyName: request.body.friendly_name,
          issuer: request.body.issuer,
          phone: request.body.phone,
        },
        requestContext(request),
      ),
  );

  app.post(
    '/factors/:factorId/challenge',
    {
      onRequest: challengeAndVerifyLimit,
      // The client sends its whole argument (`factorId` too); only `channel` matters here.
      schema: { params: factorParams, body: z.object({ channel: z.string().nullish() }).nullish() },
    },
    async (request) =>
      mfa.challenge(
        await tokenActor(actors, request),
        request.params.factorId,
        request.body?.channel,
        requestContext(request),
      ),
  );

  app.post(
    '/factors/:factorId/verify',
    {
      onRequest: challengeAndVerifyLimit,
      schema: {
        params: factorParams,
        body: z.object({ challenge_id: z.string().nullish(), code: z.string().nullish() }),
      },
    },
    async (request) =>
      mfa.verify(
        await tokenActor(actors, request),
        request.params.factorId,
        { challengeId: request.body.challenge_id, code: request.body.code },
        requestContext(request),
      ),
  );

  app.delete('/factors/:factorId', { schema: { params: factorParams } }, async (request) =>
    mfa.unenroll(await tokenActor(actors, request), request.params.factorId, requestContext(request)),
  );
}
