import {
  EHCP_SECTIONS,
  type EhcpContactListResponse,
  type EhcpResponse,
  type EhcpSectionsResponse,
  ehcpCaseSaveSchema,
  ehcpContactCreateSchema,
  ehcpContactUpdateSchema,
  ehcpSectionSaveSchema,
} from '@tedi/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import type { EhcpService } from './service.ts';

export const EHCP_PREFIX = '/api/v1/children/:childId/ehcp';

const childId = z.uuid({ error: 'must be a child id' });
const childParams = z.object({ childId });
const contactParams = z.object({ childId, contactId: z.uuid({ error: 'must be a contact log entry id' }) });
const sectionParams = z.object({ childId, section: z.enum(EHCP_SECTIONS, { error: 'must be a section, A to K' }) });

/** A child's EHCP case is private and changes: never kept by a shared cache. */
const PRIVATE = 'private, no-store';

/** The EHCP API under /api/v1/children/:childId/ehcp. */
export async function registerEhcpRoutes(app: App, service: EhcpService): Promise<void> {
  const send = (reply: FastifyReply, body: unknown, status = 200) =>
    reply.status(status).header('Cache-Control', PRIVATE).send(body);

  app.get(EHCP_PREFIX, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const body: EhcpResponse = { case: await service.case(actor, request.params.childId) };
    return send(reply, body);
  });

  app.put(EHCP_PREFIX, { schema: { params: childParams, body: ehcpCaseSaveSchema } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const body: EhcpResponse = { case: await service.save(actor, request.params.childId, request.body) };
    return send(reply, body);
  });

  app.get(`${EHCP_PREFIX}/contacts`, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const body: EhcpContactListResponse = { contacts: await service.contacts(actor, request.params.childId) };
    return send(reply, body);
  });

  app.post(
    `${EHCP_PREFIX}/contacts`,
    { schema: { params: childParams, body: ehcpContactCreateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      return send(reply, await service.addContact(actor, request.params.childId, request.body), 201);
    },
  );

  app.patch(
    `${EHCP_PREFIX}/contacts/:contactId`,
    { schema: { params: contactParams, body: ehcpContactUpdateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const { childId: child, contactId } = request.params;
      return send(reply, await service.updateContact(actor, child, contactId, request.body));
    },
  );

  app.delete(`${EHCP_PREFIX}/contacts/:contactId`, { schema: { params: contactParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    await service.removeContact(actor, request.params.childId, request.params.contactId);
    return reply.status(204).send();
  });

  app.get(`${EHCP_PREFIX}/sections`, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const body: EhcpSectionsResponse = { sections: await service.sections(actor, request.params.childId) };
    return send(reply, body);
  });

  app.put(
    `${EHCP_PREFIX}/sections/:section`,
    { schema: { params: sectionParams, body: ehcpSectionSaveSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const { childId: child, section } = request.params;
      return send(reply, await service.saveSection(actor, child, section, request.body));
    },
  );
}
