import { accountDeletionRequestSchema } from '@tedi/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app.ts';
import type { Actor } from '../../auth/actor.ts';
import { AppError, validationFailed } from '../../platform/errors.ts';
import type { AccountDeletionService } from './service.ts';

export const ACCOUNT_DELETION_PATH = '/api/v1/me/deletion';

/** The caller, or null when no token was sent (the service answers 401); an invalid token is refused here. */
async function signedInActor(app: App, request: FastifyRequest): Promise<Actor | null> {
  const resolution = await app.resolveActor(request);
  if ('actor' in resolution) return resolution.actor;
  if (resolution.failure === 'no_authorization') return null;
  throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
}

/** The signed-in user's own account deletion: its state, asking for it, and cancelling it. */
export function registerAccountDeletionRoutes(app: App, service: AccountDeletionService): void {
  app.get(ACCOUNT_DELETION_PATH, async (request, reply) => {
    const actor = await signedInActor(app, request);
    return reply.header('Cache-Control', 'private, no-store').send(await service.state(actor));
  });

  // The body is optional (a fresh session needs no password), so it is checked here rather than by a route schema.
  app.post(ACCOUNT_DELETION_PATH, async (request, reply) => {
    const actor = await signedInActor(app, request);
    const body = accountDeletionRequestSchema.safeParse(request.body ?? {});
    if (!body.success) {
      throw validationFailed(
        body.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message })),
      );
    }
    return reply.header('Cache-Control', 'private, no-store').send(await service.request(actor, body.data.password));
  });

  app.delete(ACCOUNT_DELETION_PATH, async (request, reply) => {
    const actor = await signedInActor(app, request);
    return reply.header('Cache-Control', 'private, no-store').send(await service.cancel(actor));
  });
}
