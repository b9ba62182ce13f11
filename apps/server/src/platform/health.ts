import type { DatabaseHandle } from '@tedi/db';
import type { FastifyInstance } from 'fastify';

/** GET /healthz: 200 when the database answers, 503 when it does not (load balancers take the instance out). */
export function registerHealthRoute(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/healthz', async (request, reply) => {
    try {
      await database.ping();
      return reply.header('Cache-Control', 'no-store').send({ status: 'ok', database: 'ok' });
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply
        .status(503)
        .header('Cache-Control', 'no-store')
        .send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
