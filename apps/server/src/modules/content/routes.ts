import {
  CONTENT_KINDS,
  contentCreateSchema,
  contentListQuerySchema,
  contentPublishSchema,
  contentSlugSchema,
  contentUpdateSchema,
  videoCaptionsPath,
} from '@tedi/contracts';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../auth/actor.ts';
import type { ChildAccessService } from '../../policies/child-access.ts';
import type { ContentActor, ContentService } from './service.ts';

export const CONTENT_API_PREFIX = '/api/v1/content';

const idParams = z.object({ id: z.uuid({ error: 'must be a content item id' }) });
const slugParams = z.object({ kind: z.enum(CONTENT_KINDS), slug: contentSlugSchema });
const videoParams = z.object({ slug: contentSlugSchema });

/** The content API: public reading, and editing for the site's editors. */
/**
 * Who is asking, with the role the database gives them now (an editor who has been demoted is refused at once,
 * whatever their access token still says) and their session's level, which every editor's action needs at aal2.
 */
export async function contentAsker(access: ChildAccessService, actor: Actor | null): Promise<ContentActor> {
  if (actor === null) return null;
  const { role } = await access.member(actor);
  return { userId: actor.userId, role, aal: actor.aal };
}

export function registerContentRoutes(app: App, service: ContentService, access: ChildAccessService): void {
  app.get(CONTENT_API_PREFIX, { schema: { querystring: contentListQuerySchema } }, async (request, reply) => {
    const actor = await contentAsker(access, await app.apiActor(request, { pendingSecondFactor: 'visitor' }));
    return reply.header('Cache-Control', 'no-cache').send(await service.list(actor, request.query));
  });

  app.get(`${CONTENT_API_PREFIX}/:kind/:slug`, { schema: { params: slugParams } }, async (request, reply) => {
    const actor = await contentAsker(access, await app.apiActor(request, { pendingSecondFactor: 'visitor' }));
    const { kind, slug } = request.params;
    const lookup = await service.get(actor, kind, slug);
    if (lookup === null) throw new AppError('not_found', `There is no ${kind} at “${slug}”.`);
    if ('movedTo' in lookup) {
      // A renamed item's old address stays valid for good: a permanent redirect to where it lives now.
      return reply.redirect(`${CONTENT_API_PREFIX}/${kind}/${lookup.movedTo}`, 301);
    }
    return reply.header('Cache-Control', 'no-cache').send(lookup.found);
  });

  // A video's captions, for its <track> element: to whoever may see the video, as `get` above.
  app.get(
    `${CONTENT_API_PREFIX}/video/:slug/captions.vtt`,
    { schema: { params: videoParams } },
    async (request, reply) => {
      const actor = await contentAsker(access, await app.apiActor(request, { pendingSecondFactor: 'visitor' }));
      const { slug } = request.params;
      const lookup = await service.captions(actor, slug);
      if (lookup === null) throw new AppError('not_found', `There is no video at “${slug}”.`);
      if ('movedTo' in lookup) return reply.redirect(videoCaptionsPath(lookup.movedTo), 301);
      return reply.type('text/vtt; charset=utf-8').header('Cache-Control', 'no-cache').send(lookup.captions);
    },
  );

  app.post(CONTENT_API_PREFIX, { schema: { body: contentCreateSchema } }, async (request, reply) => {
    const actor = await contentAsker(access, await app.apiActor(request));
    return reply.status(201).send(await service.create(actor, request.body));
  });

  app.patch(`${CONTENT_API_PREFIX}/:id`, { schema: { params: idParams, body: contentUpdateSchema } }, async (request) =>
    service.update(await contentAsker(access, await app.apiActor(request)), request.params.id, request.body),
  );

  app.post(
    `${CONTENT_API_PREFIX}/:id/publish`,
    { schema: { params: idParams, body: contentPublishSchema.optional() } },
    async (request) =>
      service.publish(await contentAsker(access, await app.apiActor(request)), request.params.id, request.body ?? {}),
  );

  app.post(`${CONTENT_API_PREFIX}/:id/unpublish`, { schema: { params: idParams } }, async (request) =>
    service.unpublish(await contentAsker(access, await app.apiActor(request)), request.params.id),
  );
}
