import { shareLinkCreateSchema, SHARE_LINKS_API } from '@tedi/contracts';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import type { ShareLinksService } from './service.ts';

export const SHARE_LINKS_PATH = SHARE_LINKS_API.ofChild(':childId');
export const SHARE_LINK_PATH = SHARE_LINKS_API.link(':childId', ':linkId');

const childParams = z.object({ childId: z.uuid({ error: 'must be a child id' }) });
const linkParams = childParams.extend({ linkId: z.uuid({ error: 'must be a share link id' }) });

const PRIVATE = 'private, no-store';

/** What parents do with a child's share links: make one, see them with their openings, withdraw one. */
export function registerShareLinkRoutes(app: App, service: ShareLinksService): void {
  app.get(SHARE_LINKS_PATH, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.list(actor, request.params.childId));
  });

  app.post(
    SHARE_LINKS_PATH,
    { schema: { params: childParams, body: shareLinkCreateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const created = await service.create(actor, request.params.childId, request.body);
      return reply.status(201).header('Cache-Control', PRIVATE).send(created);
    },
  );

  app.delete(SHARE_LINK_PATH, { schema: { params: linkParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const { childId, linkId } = request.params;
    return reply.header('Cache-Control', PRIVATE).send(await service.revoke(actor, childId, linkId));
  });
}
