import { boardUsageQuerySchema, boardUsageStateSchema } from '@tedi/contracts';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import { BOARD_PREFIX } from './routes.ts';
import type { BoardUsageService } from './usage-service.ts';

export const BOARD_USAGE_PATH = `${BOARD_PREFIX}/usage`;

const childParams = z.object({ childId: z.uuid({ error: 'must be a child id' }) });

/** The log says what a child says: never kept by a shared cache. */
const PRIVATE = 'private, no-store';

/** The usage log as the family reads and sets it, at /api/v1/children/:childId/board/usage. */
export function registerBoardUsageRoutes(app: App, usage: BoardUsageService): void {
  app.get(
    BOARD_USAGE_PATH,
    { schema: { params: childParams, querystring: boardUsageQuerySchema } },
    async (request, reply) => {
      const log = await usage.log(await app.apiActor(request), request.params.childId, request.query);
      return reply.header('Cache-Control', PRIVATE).send(log);
    },
  );

  app.put(
    BOARD_USAGE_PATH,
    { schema: { params: childParams, body: boardUsageStateSchema } },
    async (request, reply) => {
      const saved = await usage.setState(await app.apiActor(request), request.params.childId, request.body);
      return reply.header('Cache-Control', PRIVATE).send(saved);
    },
  );

  app.delete(BOARD_USAGE_PATH, { schema: { params: childParams } }, async (request, reply) => {
    await usage.clear(await app.apiActor(request), request.params.childId);
    return reply.status(204).send();
  });
}
