import {
  childConditionCreateSchema,
  childConditionUpdateSchema,
  childContactCreateSchema,
  childContactUpdateSchema,
  childCreateSchema,
  childListQuerySchema,
  childUpdateSchema,
  contactsImportRequestSchema,
} from '@tedi/contracts';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import type { ChildrenService } from './service.ts';

export const CHILDREN_API_PREFIX = '/api/v1/children';
export const FAMILY_EXPORT_PATH = '/api/v1/family/export';

const childParams = z.object({ childId: z.uuid({ error: 'must be a child id' }) });
const conditionParams = childParams.extend({ conditionId: z.uuid({ error: 'must be a condition id' }) });
const contactParams = childParams.extend({ contactId: z.uuid({ error: 'must be a contact id' }) });

const exportQuery = z.object({
  format: z.enum(['json', 'zip'], { error: 'must be json or zip' }).optional(),
});

/** Child data is private and changes: never kept by a shared cache, always checked with the server. */
const PRIVATE = 'private, no-store';

/** The children API: profiles, their conditions and contacts, and the family's export. */
export function registerChildrenRoutes(app: App, service: ChildrenService): void {
  app.get(CHILDREN_API_PREFIX, { schema: { querystring: childListQuerySchema } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.list(actor, request.query));
  });

  app.post(CHILDREN_API_PREFIX, { schema: { body: childCreateSchema } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply
      .status(201)
      .header('Cache-Control', PRIVATE)
      .send(await service.create(actor, request.body));
  });

  app.get(`${CHILDREN_API_PREFIX}/:childId`, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.get(actor, request.params.childId));
  });

  app.patch(
    `${CHILDREN_API_PREFIX}/:childId`,
    { schema: { params: childParams, body: childUpdateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const child = await service.update(actor, request.params.childId, request.body);
      return reply.header('Cache-Control', PRIVATE).send(child);
    },
  );

  app.post(`${CHILDREN_API_PREFIX}/:childId/archive`, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const child = await service.setArchived(actor, request.params.childId, true);
    return reply.header('Cache-Control', PRIVATE).send(child);
  });

  app.post(`${CHILDREN_API_PREFIX}/:childId/restore`, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const child = await service.setArchived(actor, request.params.childId, false);
    return reply.header('Cache-Control', PRIVATE).send(child);
  });

  app.delete(`${CHILDREN_API_PREFIX}/:childId/photo`, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const child = await service.removePhoto(actor, request.params.childId);
    return reply.header('Cache-Control', PRIVATE).send(child);
  });

  app.post(
    `${CHILDREN_API_PREFIX}/:childId/conditions`,
    { schema: { params: childParams, body: childConditionCreateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const condition = await service.addCondition(actor, request.params.childId, request.body);
      return reply.status(201).header('Cache-Control', PRIVATE).send(condition);
    },
  );

  app.patch(
    `${CHILDREN_API_PREFIX}/:childId/conditions/:conditionId`,
    { schema: { params: conditionParams, body: childConditionUpdateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const { childId, conditionId } = request.params;
      const condition = await service.updateCondition(actor, childId, conditionId, request.body);
      return reply.header('Cache-Control', PRIVATE).send(condition);
    },
  );

  app.delete(
    `${CHILDREN_API_PREFIX}/:childId/conditions/:conditionId`,
    { schema: { params: conditionParams } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      await service.removeCondition(actor, request.params.childId, request.params.conditionId);
      return reply.status(204).send();
    },
  );

  app.post(
    `${CHILDREN_API_PREFIX}/:childId/contacts`,
    { schema: { params: childParams, body: childContactCreateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const contact = await service.addContact(actor, request.params.childId, request.body);
      return reply.status(201).header('Cache-Control', PRIVATE).send(contact);
    },
  );

  // A preview (`dryRun: true`) or an import of contacts from a CSV file's text; both answer row by row.
  app.post(
    `${CHILDREN_API_PREFIX}/:childId/contacts/import`,
    { schema: { params: childParams, body: contactsImportRequestSchema }, config: { checksFileText: true } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const result = await service.importContacts(actor, request.params.childId, request.body);
      return reply
        .status(result.dryRun ? 200 : 201)
        .header('Cache-Control', PRIVATE)
        .send(result);
    },
  );

  app.patch(
    `${CHILDREN_API_PREFIX}/:childId/contacts/:contactId`,
    { schema: { params: contactParams, body: childContactUpdateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const { childId, contactId } = request.params;
      const contact = await service.updateContact(actor, childId, contactId, request.body);
      return reply.header('Cache-Control', PRIVATE).send(contact);
    },
  );

  app.delete(
    `${CHILDREN_API_PREFIX}/:childId/contacts/:contactId`,
    { schema: { params: contactParams } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      await service.removeContact(actor, request.params.childId, request.params.contactId);
      return reply.status(204).send();
    },
  );

  app.get(FAMILY_EXPORT_PATH, { schema: { querystring: exportQuery } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    if (request.query.format === 'zip') {
      const zip = await service.exportFamilyZip(actor);
      return reply
        .header('Cache-Control', PRIVATE)
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="tedi-family-export-${zip.exportedAt.slice(0, 10)}.zip"`)
        .send(zip.stream);
    }
    const exported = await service.exportFamily(actor);
    return reply
      .header('Cache-Control', PRIVATE)
      .header(
        'Content-Disposition',
        `attachment; filename="tedi-family-export-${exported.exportedAt.slice(0, 10)}.json"`,
      )
      .send(exported);
  });
}
