import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ActorResolver } from '../actor.ts';
import { presentUser } from '../presenter.ts';
import { metadata, pkceFields, redirectQuery, requestContext, tokenActor } from '../requests.ts';
import type { UserChanges } from './user-changes.ts';

export interface UserRouteDependencies {
  readonly users: UserChanges;
  readonly actors: ActorResolver;
  /** The per-address limit that changes to the account share with sign-up and recovery. */
  readonly limit: onRequestHookHandler;
}

/** GET /user and PUT /user: the signed-in user's own account; GET /reauthenticate before a password change. */
export function registerUserRoutes(scope: FastifyInstance, deps: UserRouteDependencies): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { users, actors, limit } = deps;

  app.get('/user', async (request) => presentUser(await users.currentUser(await tokenActor(actors, request))));

  // A code by e-mail that confirms it is the person before they change their password (PUT /user with `nonce`).
  app.get('/reauthenticate', { onRequest: limit }, async (request) => {
    await users.reauthenticate(await tokenActor(actors, request), requestContext(request));
    return {};
  });

  app.put(
    '/user',
    {
      onRequest: limit,
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
      const actor = await tokenActor(actors, request);
      return users.updateUser(
        actor,
        {
          email: request.body.email,
          password: request.body.password,
          currentPassword: request.body.current_password,
          nonce: request.body.nonce,
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
}
