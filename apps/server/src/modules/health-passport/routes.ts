import { passportUpdateSchema } from '@tedi/contracts';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import type { PassportService } from './service.ts';

/** The passport of one child, beside the rest of their health record. */
export const PASSPORT_PATH = '/api/v1/children/:childId/health/passport';

const childParams = z.object({ childId: z.uuid({ error: 'must be a child id' }) });

/** Child data is private and changes: never kept by a shared cache, always checked with the server. */
const PRIVATE = 'private, no-store';

export function registerPassportRoutes(app: App, service: PassportService): void {
  app.get(PASSPORT_PATH, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.get(actor, request.params.childId));
  });

  app.patch(PASSPORT_PATH, { schema: { params: childParams, body: passportUpdateSchema } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const passport = await service.update(actor, request.params.childId, request.body);
    return reply.header('Cache-Control', PRIVATE).send(passport);
  });

  app.post(`${PASSPORT_PATH}/review`, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.markReviewed(actor, request.params.childId));
  });
}
