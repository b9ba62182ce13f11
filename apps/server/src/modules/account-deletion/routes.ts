import { accountDeletionRequestSchema } from '@tedi/contracts';
import type { App } from '../../platform/app.ts';
import { parseInput } from '../../platform/errors.ts';
import type { AccountDeletionService } from './service.ts';

export const ACCOUNT_DELETION_PATH = '/api/v1/me/deletion';

/** The signed-in user's own account deletion: its state, asking for it, and cancelling it. */
export function registerAccountDeletionRoutes(app: App, service: AccountDeletionService): void {
  app.get(ACCOUNT_DELETION_PATH, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', 'private, no-store').send(await service.state(actor));
  });

  // The body is optional (a fresh session needs no password), so it is checked here rather than by a route schema.
  app.post(ACCOUNT_DELETION_PATH, async (request, reply) => {
    const actor = await app.apiActor(request);
    const body = parseInput(accountDeletionRequestSchema, request.body ?? {});
    return reply
      .header('Cache-Control', 'private, no-store')
      .send(await service.request(actor, body.password, request.ip));
  });

  app.delete(ACCOUNT_DELETION_PATH, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', 'private, no-store').send(await service.cancel(actor));
  });
}
