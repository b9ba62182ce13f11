import { familyGrantsUpdateSchema, familyInvitationAcceptSchema, familyInvitationCreateSchema } from '@tedi/contracts';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import type { FamilyService } from './service.ts';

export const FAMILY_API_PREFIX = '/api/v1/family';

const invitationParams = z.object({ invitationId: z.uuid({ error: 'must be an invitation id' }) });
const memberParams = z.object({ userId: z.uuid({ error: 'must be a member id' }) });
const previewQuery = z.object({
  token: z.string({ error: 'must be the token from the invitation link' }).min(1).max(200),
});

/** Who is in a family is private: never kept by a shared cache. */
const PRIVATE = 'private, no-store';

export function registerFamilyRoutes(app: App, service: FamilyService): void {
  app.post(
    `${FAMILY_API_PREFIX}/invitations`,
    { schema: { body: familyInvitationCreateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      return reply
        .status(201)
        .header('Cache-Control', PRIVATE)
        .send(await service.invite(actor, request.body));
    },
  );

  app.get(`${FAMILY_API_PREFIX}/invitations`, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.invitations(actor));
  });

  app.get(
    `${FAMILY_API_PREFIX}/invitations/preview`,
    { schema: { querystring: previewQuery } },
    async (request, reply) => {
      return reply.header('Cache-Control', PRIVATE).send(await service.preview(request.query.token));
    },
  );

  app.post(
    `${FAMILY_API_PREFIX}/invitations/accept`,
    { schema: { body: familyInvitationAcceptSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      return reply.header('Cache-Control', PRIVATE).send(await service.accept(actor, request.body.token));
    },
  );

  app.post(
    `${FAMILY_API_PREFIX}/invitations/:invitationId/revoke`,
    { schema: { params: invitationParams } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      await service.revoke(actor, request.params.invitationId);
      return reply.status(204).send();
    },
  );

  app.get(`${FAMILY_API_PREFIX}/members`, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.members(actor));
  });

  app.put(
    `${FAMILY_API_PREFIX}/members/:userId/grants`,
    { schema: { params: memberParams, body: familyGrantsUpdateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const members = await service.updateGrants(actor, request.params.userId, request.body);
      return reply.header('Cache-Control', PRIVATE).send(members);
    },
  );

  app.delete(`${FAMILY_API_PREFIX}/members/:userId`, { schema: { params: memberParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    await service.removeMember(actor, request.params.userId);
    return reply.status(204).send();
  });

  app.get(`${FAMILY_API_PREFIX}/shared-children`, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.sharedChildren(actor));
  });
}
