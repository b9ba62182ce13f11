import { FONT_FAMILIES, passportUpdateSchema } from '@tedi/contracts';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import type { PassportService } from './service.ts';

/** The passport of one child, beside the rest of their health record. */
export const PASSPORT_PATH = '/api/v1/children/:childId/health/passport';

const childParams = z.object({ childId: z.uuid({ error: 'must be a child id' }) });
const documentQuery = z.object({
  /** The reader's font from their reading settings, so the paper reads like the app. */
  font: z.enum(FONT_FAMILIES, { error: `font must be one of ${FONT_FAMILIES.join(', ')}` }).optional(),
});

/** Child data is private and changes: never kept by a shared cache, always checked with the server. */
const PRIVATE = 'private, no-store';

/** The passport on A4 paper, and as a card for a wallet. */
export const PASSPORT_PDF_PATH = `${PASSPORT_PATH}/pdf`;
export const PASSPORT_CARD_PATH = `${PASSPORT_PATH}/card`;

/** The health record on paper, for a consultation. */
export const HEALTH_SUMMARY_PATH = '/api/v1/children/:childId/health/summary';

/** The whole health record as FHIR R4, for a parent to take to a clinical system. */
export const FHIR_EXPORT_PATH = '/api/v1/children/:childId/health/fhir';

export function registerPassportRoutes(app: App, service: PassportService, origin: string): void {
  app.get(FHIR_EXPORT_PATH, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const { bundle, fileName } = await service.fhirBundle(actor, request.params.childId, origin);
    return reply
      .header('Cache-Control', PRIVATE)
      .header('Content-Type', 'application/fhir+json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .send(JSON.stringify(bundle, null, 2));
  });

  app.get(PASSPORT_PATH, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.get(actor, request.params.childId));
  });

  app.patch(PASSPORT_PATH, { schema: { params: childParams, body: passportUpdateSchema } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const passport = await service.update(actor, request.params.childId, request.body);
    return reply.header('Cache-Control', PRIVATE).send(passport);
  });

  for (const kind of ['passport', 'card'] as const) {
    const path = kind === 'passport' ? PASSPORT_PDF_PATH : PASSPORT_CARD_PATH;
    app.get(path, { schema: { params: childParams, querystring: documentQuery } }, async (request, reply) => {
      const actor = await app.apiActor(request);
      const font = request.query.font ?? 'system-ui';
      const { pdf, fileName } = await service.document(actor, request.params.childId, kind, font);
      return reply
        .header('Cache-Control', PRIVATE)
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    });
  }

  app.get(
    HEALTH_SUMMARY_PATH,
    { schema: { params: childParams, querystring: documentQuery } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const { pdf, fileName } = await service.summary(actor, request.params.childId, request.query.font ?? 'system-ui');
      return reply
        .header('Cache-Control', PRIVATE)
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.post(`${PASSPORT_PATH}/review`, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.markReviewed(actor, request.params.childId));
  });
}
