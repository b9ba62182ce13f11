import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ActorResolver } from '../actor.ts';
import { validationFailed } from '../errors.ts';
import { requestContext, tokenActor } from '../requests.ts';
import type { Sessions } from './sessions.ts';

export interface SessionRouteDependencies {
  readonly sessions: Sessions;
  readonly actors: ActorResolver;
  /** The per-address limit the signed-in devices share with sign-up and recovery. */
  readonly limit: onRequestHookHandler;
}

/** POST /logout, and the signed-in devices: GET /user/sessions, DELETE /user/sessions/{id}. */
export function registerSessionRoutes(scope: FastifyInstance, deps: SessionRouteDependencies): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { sessions, actors, limit } = deps;

  // Either key: a server signs a person out with the secret key and their access token (the admin client's
  // `signOut(jwt)`), as GoTrue behind Supabase's gateway allows.
  app.post(
    '/logout',
    { config: { apiKey: 'any' }, schema: { querystring: z.object({ scope: z.string().optional() }) } },
    async (request, reply) => {
      const scopeName = request.query.scope ?? 'global';
      if (scopeName !== 'global' && scopeName !== 'local' && scopeName !== 'others') {
        throw validationFailed(`Unsupported logout scope "${scopeName}"`);
      }
      await sessions.logout(await tokenActor(actors, request), scopeName, requestContext(request));
      return reply.status(204).send();
    },
  );

  // The person's signed-in devices (sessions). Not in GoTrue: the settings page calls these itself.
  app.get('/user/sessions', { onRequest: limit }, async (request) =>
    sessions.signedInSessions(await tokenActor(actors, request)),
  );

  app.delete(
    '/user/sessions/:id',
    { onRequest: limit, schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      await sessions.endSignedInSession(await tokenActor(actors, request), request.params.id, requestContext(request));
      return reply.status(204).send();
    },
  );
}
