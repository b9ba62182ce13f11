import { CHILD_AUDIT_API, childAuditQuerySchema } from '@tedi/contracts';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import type { ChildAuditService } from '../../platform/child-audit.ts';

export const CHILD_AUDIT_PATH = CHILD_AUDIT_API.ofChild(':childId');

const childParams = z.object({ childId: z.uuid({ error: 'must be a child id' }) });

/** A parent reads who else read or changed what about their child. */
export function registerChildAuditRoutes(app: App, audit: ChildAuditService): void {
  app.get(
    CHILD_AUDIT_PATH,
    { schema: { params: childParams, querystring: childAuditQuerySchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const page = await audit.list(actor, request.params.childId, request.query);
      return reply.header('Cache-Control', 'private, no-store').send(page);
    },
  );
}
