import { FONT_FAMILIES, GENERATOR_FORMATS } from '@tedi/contracts';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import type { DocumentGeneratorService } from './service.ts';

/** The document generator of one child, beside the rest of their record. */
export const GENERATOR_PATH = '/api/v1/children/:childId/document-generator';
export const GENERATOR_DRAFT_PATH = `${GENERATOR_PATH}/drafts/:templateId`;
export const GENERATOR_SENDER_PATH = `${GENERATOR_PATH}/sender`;
export const generatorMakePath = (format: (typeof GENERATOR_FORMATS)[number]) => `${GENERATOR_DRAFT_PATH}/${format}`;

const childParams = z.object({ childId: z.uuid({ error: 'must be a child id' }) });
const draftParams = childParams.extend({
  templateId: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: 'must be a template id' }),
});
const makeQuery = z.object({
  /** The reader's font from their reading settings, for the PDF. */
  font: z.enum(FONT_FAMILIES, { error: `font must be one of ${FONT_FAMILIES.join(', ')}` }).optional(),
});

/** Child data is private and changes: never kept by a shared cache. */
const PRIVATE = 'private, no-store';

export function registerGeneratorRoutes(app: App, service: DocumentGeneratorService): void {
  app.get(GENERATOR_PATH, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.overview(actor, request.params.childId));
  });

  app.get(GENERATOR_DRAFT_PATH, { schema: { params: draftParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const { childId, templateId } = request.params;
    return reply.header('Cache-Control', PRIVATE).send(await service.draft(actor, childId, templateId));
  });

  app.put(GENERATOR_DRAFT_PATH, { schema: { params: draftParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const { childId, templateId } = request.params;
    return reply.header('Cache-Control', PRIVATE).send(await service.save(actor, childId, templateId, request.body));
  });

  app.delete(GENERATOR_DRAFT_PATH, { schema: { params: draftParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    await service.discard(actor, request.params.childId, request.params.templateId);
    return reply.status(204).send();
  });

  app.put(GENERATOR_SENDER_PATH, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply
      .header('Cache-Control', PRIVATE)
      .send(await service.saveSender(actor, request.params.childId, request.body));
  });

  for (const format of GENERATOR_FORMATS) {
    app.post(
      generatorMakePath(format),
      { schema: { params: draftParams, querystring: makeQuery } },
      async (request, reply) => {
        const actor = await app.apiActor(request);
        const { childId, templateId } = request.params;
        const made = await service.produce(
          actor,
          childId,
          templateId,
          format,
          request.body,
          request.query.font ?? 'system-ui',
        );
        if (made.document) reply.header('X-Library-Document', made.document.url);
        return reply
          .header('Cache-Control', PRIVATE)
          .header('Content-Type', made.contentType)
          .header('Content-Disposition', `attachment; filename="${made.fileName}"`)
          .send(made.bytes);
      },
    );
  }
}
