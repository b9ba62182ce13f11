import { preferencesUpdateSchema } from '@tedi/contracts';
import type { App } from '../../platform/app.ts';
import type { PreferencesService } from './service.ts';

export const PREFERENCES_PATH = '/api/v1/me/preferences';

/** The signed-in user's preferences: read, and changed in part. */
export function registerPreferencesRoutes(app: App, service: PreferencesService): void {
  app.get(PREFERENCES_PATH, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', 'private, no-store').send(await service.get(actor));
  });

  app.put(PREFERENCES_PATH, { schema: { body: preferencesUpdateSchema } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', 'private, no-store').send(await service.update(actor, request.body));
  });
}
