import multipart from '@fastify/multipart';
import {
  allergyCreateSchema,
  allergyUpdateSchema,
  appointmentCreateSchema,
  appointmentUpdateSchema,
  doseLogCreateSchema,
  growthCreateSchema,
  growthUpdateSchema,
  HEALTH_LIMITS,
  type HealthDocumentListResponse,
  healthDocumentSearchSchema,
  healthDocumentUpdateSchema,
  healthEventCreateSchema,
  healthEventUpdateSchema,
  healthTimelineQuerySchema,
  immunisationCreateSchema,
  immunisationUpdateSchema,
  medicationCreateSchema,
  medicationUpdateSchema,
  professionalCreateSchema,
  professionalUpdateSchema,
} from '@tedi/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import { AppError } from '../../platform/errors.ts';
import type { EntryKind } from './repository.ts';
import type { DocumentUpload, HealthService } from './service.ts';

export const HEALTH_PREFIX = '/api/v1/children/:childId/health';
export const APPOINTMENT_CALENDAR_PATH = `${HEALTH_PREFIX}/appointments/:appointmentId/ics`;
export const HEALTH_DOCUMENT_UPLOAD_PATH = '/storage/v1/children/:childId/health-documents';

/** Each kind of entry: its path under the hub, and the name of its id in the path. */
export const HEALTH_ENTRY_PATHS: Readonly<Record<EntryKind, { readonly path: string; readonly id: string }>> = {
  allergies: { path: 'allergies', id: 'allergyId' },
  professionals: { path: 'professionals', id: 'professionalId' },
  medications: { path: 'medications', id: 'medicationId' },
  appointments: { path: 'appointments', id: 'appointmentId' },
  growth: { path: 'growth', id: 'growthId' },
  events: { path: 'events', id: 'eventId' },
  immunisations: { path: 'immunisations', id: 'immunisationId' },
};

const childId = z.uuid({ error: 'must be a child id' });
const childParams = z.object({ childId });
const entryParams = z.object({ childId, id: z.uuid({ error: 'must be an entry id' }) });
const medicationParams = z.object({ childId, medicationId: z.uuid({ error: 'must be a medicine id' }) });
const doseParams = z.object({ childId, doseId: z.uuid({ error: 'must be a dose id' }) });
const documentParams = z.object({ childId, documentId: z.uuid({ error: 'must be a document id' }) });
const changesQuery = z.object({
  professionalId: z.uuid({ error: 'Please choose the professional from the list' }),
});

/** Health data is private and changes: never kept by a shared cache, always checked with the server. */
const PRIVATE = 'private, no-store';

const DOCUMENT_LIMIT_MB = Math.round(HEALTH_LIMITS.documentMaxBytes / (1024 * 1024));

/**
 * The create and change of one kind of entry: what the service offers for it. The body reaches the service as the
 * route's schema let it through (`never` here, so each handler takes its own input type); the service checks it
 * again against the same schema.
 */
interface EntryHandlers {
  readonly create: z.ZodType;
  readonly update: z.ZodType;
  add(
    service: HealthService,
    actor: Parameters<HealthService['hub']>[0],
    childId: string,
    body: never,
  ): Promise<unknown>;
  change(
    service: HealthService,
    actor: Parameters<HealthService['hub']>[0],
    childId: string,
    id: string,
    body: never,
  ): Promise<unknown>;
}

const ENTRY_HANDLERS: Readonly<Record<EntryKind, EntryHandlers>> = {
  allergies: {
    create: allergyCreateSchema,
    update: allergyUpdateSchema,
    add: (service, actor, child, body) => service.addAllergy(actor, child, body),
    change: (service, actor, child, id, body) => service.updateAllergy(actor, child, id, body),
  },
  professionals: {
    create: professionalCreateSchema,
    update: professionalUpdateSchema,
    add: (service, actor, child, body) => service.addProfessional(actor, child, body),
    change: (service, actor, child, id, body) => service.updateProfessional(actor, child, id, body),
  },
  medications: {
    create: medicationCreateSchema,
    update: medicationUpdateSchema,
    add: (service, actor, child, body) => service.addMedication(actor, child, body),
    change: (service, actor, child, id, body) => service.updateMedication(actor, child, id, body),
  },
  appointments: {
    create: appointmentCreateSchema,
    update: appointmentUpdateSchema,
    add: (service, actor, child, body) => service.addAppointment(actor, child, body),
    change: (service, actor, child, id, body) => service.updateAppointment(actor, child, id, body),
  },
  growth: {
    create: growthCreateSchema,
    update: growthUpdateSchema,
    add: (service, actor, child, body) => service.addGrowth(actor, child, body),
    change: (service, actor, child, id, body) => service.updateGrowth(actor, child, id, body),
  },
  events: {
    create: healthEventCreateSchema,
    update: healthEventUpdateSchema,
    add: (service, actor, child, body) => service.addEvent(actor, child, body),
    change: (service, actor, child, id, body) => service.updateEvent(actor, child, id, body),
  },
  immunisations: {
    create: immunisationCreateSchema,
    update: immunisationUpdateSchema,
    add: (service, actor, child, body) => service.addImmunisation(actor, child, body),
    change: (service, actor, child, id, body) => service.updateImmunisation(actor, child, id, body),
  },
};

/** The health hub's API under /api/v1/children/:childId/health, and its document upload under /storage/v1. */
export async function registerHealthRoutes(app: App, service: HealthService): Promise<void> {
  const send = (reply: FastifyReply, body: unknown, status = 200) =>
    reply.status(status).header('Cache-Control', PRIVATE).send(body);

  app.get(HEALTH_PREFIX, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return send(reply, await service.hub(actor, request.params.childId));
  });

  // One appointment as a calendar file: a phone offers to add it to its calendar.
  app.get(
    APPOINTMENT_CALENDAR_PATH,
    { schema: { params: z.object({ childId, appointmentId: z.uuid({ error: 'must be an appointment id' }) }) } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const file = await service.appointmentFile(actor, request.params.childId, request.params.appointmentId);
      return reply
        .header('Cache-Control', PRIVATE)
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="appointment.ics"')
        .send(file);
    },
  );

  for (const [kind, { path, id }] of Object.entries(HEALTH_ENTRY_PATHS) as [
    EntryKind,
    (typeof HEALTH_ENTRY_PATHS)[EntryKind],
  ][]) {
    const handlers = ENTRY_HANDLERS[kind];
    app.post(
      `${HEALTH_PREFIX}/${path}`,
      { schema: { params: childParams, body: handlers.create } },
      async (request, reply) => {
        const actor = await app.apiActor(request);
        return send(reply, await handlers.add(service, actor, request.params.childId, request.body as never), 201);
      },
    );
    const itemPath = `${HEALTH_PREFIX}/${path}/:${id}`;
    const paramsOf = (request: FastifyRequest) => {
      const params = request.params as Record<string, string>;
      return entryParams.parse({ childId: params['childId'], id: params[id] });
    };
    const itemParams = z.object({ childId, [id]: z.uuid({ error: 'must be an entry id' }) });
    app.patch(itemPath, { schema: { params: itemParams, body: handlers.update } }, async (request, reply) => {
      const actor = await app.apiActor(request);
      const params = paramsOf(request);
      return send(reply, await handlers.change(service, actor, params.childId, params.id, request.body as never));
    });
    app.delete(itemPath, { schema: { params: itemParams } }, async (request, reply) => {
      const actor = await app.apiActor(request);
      const params = paramsOf(request);
      await service.remove(actor, params.childId, kind, params.id);
      return reply.status(204).send();
    });
  }

  app.post(
    `${HEALTH_PREFIX}/medications/:medicationId/doses`,
    { schema: { params: medicationParams, body: doseLogCreateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const { childId: child, medicationId } = request.params;
      return send(reply, await service.logDose(actor, child, medicationId, request.body), 201);
    },
  );

  app.delete(`${HEALTH_PREFIX}/doses/:doseId`, { schema: { params: doseParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    await service.removeDose(actor, request.params.childId, request.params.doseId);
    return reply.status(204).send();
  });

  app.get(
    `${HEALTH_PREFIX}/timeline`,
    { schema: { params: childParams, querystring: healthTimelineQuerySchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      return send(reply, await service.timeline(actor, request.params.childId, request.query));
    },
  );

  app.get(
    `${HEALTH_PREFIX}/changes`,
    { schema: { params: childParams, querystring: changesQuery } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      return send(reply, await service.changesSince(actor, request.params.childId, request.query.professionalId));
    },
  );

  app.get(
    `${HEALTH_PREFIX}/documents`,
    { schema: { params: childParams, querystring: healthDocumentSearchSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const found: HealthDocumentListResponse = {
        documents: await service.documents(actor, request.params.childId, request.query),
      };
      return send(reply, found);
    },
  );

  app.patch(
    `${HEALTH_PREFIX}/documents/:documentId`,
    { schema: { params: documentParams, body: healthDocumentUpdateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const { childId: child, documentId } = request.params;
      return send(reply, await service.updateDocument(actor, child, documentId, request.body));
    },
  );

  app.delete(
    `${HEALTH_PREFIX}/documents/:documentId`,
    { schema: { params: documentParams } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      await service.removeDocument(actor, request.params.childId, request.params.documentId);
      return reply.status(204).send();
    },
  );

  await app.register(async (scope) => {
    const storage = scope.withTypeProvider<ZodTypeProvider>();
    // Scoped here, so multipart bodies are accepted by this route only: one file and its title, tags and date.
    await storage.register(multipart, {
      limits: { fileSize: HEALTH_LIMITS.documentMaxBytes, files: 1, fields: 6, parts: 7, fieldSize: 4096 },
    });
    storage.post(HEALTH_DOCUMENT_UPLOAD_PATH, { schema: { params: childParams } }, async (request, reply) => {
      const actor = await app.apiActor(request);
      const document = await service.uploadDocument(
        actor,
        request.params.childId,
        async (): Promise<DocumentUpload> => {
          if (!request.isMultipart()) {
            throw new AppError(
              'unsupported_media_type',
              'Please send the document as a file upload (multipart/form-data).',
            );
          }
          const fields: Record<string, string> = {};
          let file: { bytes: Buffer; fileName: string } | null = null;
          try {
            for await (const part of request.parts()) {
              if (part.type === 'file') {
                file = { bytes: await part.toBuffer(), fileName: part.filename };
              } else if (typeof part.value === 'string') {
                fields[part.fieldname] = part.value;
              }
            }
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
              throw new AppError(
                'payload_too_large',
                `This document is too large. Please choose one of ${DOCUMENT_LIMIT_MB} MB or less.`,
                { limitBytes: HEALTH_LIMITS.documentMaxBytes },
              );
            }
            throw error;
          }
          if (!file) throw new AppError('bad_request', 'Please choose a document to upload.');
          // Without a title, the file's own name (less its extension) is a title the parent will recognise.
          const title = fields['title'] ?? file.fileName.replace(/\.[^.]*$/, '');
          return {
            bytes: file.bytes,
            fileName: file.fileName,
            title,
            tags: fields['tags'],
            documentDate: fields['documentDate'],
          };
        },
      );
      return reply.status(201).header('Cache-Control', PRIVATE).send(document);
    });
  });
}
