import {
  DLA_LIMITS,
  dlaAnswerSaveSchema,
  dlaClaimUpdateSchema,
  dlaDiaryEntryCreateSchema,
  dlaDiaryEntryUpdateSchema,
  dlaEvidenceCreateSchema,
  dlaEvidenceUpdateSchema,
  FONT_FAMILIES,
} from '@tedi/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import type { DlaService } from './service.ts';

export const DLA_PREFIX = '/api/v1/children/:childId/dla';
export const DLA_CLAIM_PATH = `${DLA_PREFIX}/claim`;
export const DLA_ANSWER_PATH = `${DLA_PREFIX}/answers/:questionKey`;
export const DLA_PDF_PATH = `${DLA_PREFIX}/answers.pdf`;
export const DLA_DIARY_PATH = `${DLA_PREFIX}/diary`;
export const DLA_DIARY_ENTRY_PATH = `${DLA_DIARY_PATH}/:entryId`;
export const DLA_EVIDENCE_PATH = `${DLA_PREFIX}/evidence`;
export const DLA_EVIDENCE_ITEM_PATH = `${DLA_EVIDENCE_PATH}/:evidenceId`;

const childId = z.uuid({ error: 'must be a child id' });
const childParams = z.object({ childId });
// The question's key is checked by the service after the access check, so a refusal is never a validation error.
const answerParams = z.object({ childId, questionKey: z.string().max(DLA_LIMITS.referenceMax) });
const diaryParams = z.object({ childId, entryId: z.uuid({ error: 'must be a diary entry id' }) });
const evidenceParams = z.object({ childId, evidenceId: z.uuid({ error: 'must be a checklist item id' }) });
const documentQuery = z.object({
  font: z.enum(FONT_FAMILIES, { error: `font must be one of ${FONT_FAMILIES.join(', ')}` }).optional(),
});

/** A child's claim is private and changes: never kept by a shared cache. */
const PRIVATE = 'private, no-store';

/** The DLA helper's API under /api/v1/children/:childId/dla. */
export function registerDlaRoutes(app: App, service: DlaService): void {
  const send = (reply: FastifyReply, body: unknown, status = 200) =>
    reply.status(status).header('Cache-Control', PRIVATE).send(body);

  app.get(DLA_PREFIX, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return send(reply, await service.overview(actor, request.params.childId));
  });

  app.put(DLA_CLAIM_PATH, { schema: { params: childParams, body: dlaClaimUpdateSchema } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return send(reply, await service.saveClaim(actor, request.params.childId, request.body));
  });

  app.put(DLA_ANSWER_PATH, { schema: { params: answerParams, body: dlaAnswerSaveSchema } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const { childId: child, questionKey } = request.params;
    return send(reply, await service.saveAnswer(actor, child, questionKey, request.body));
  });

  app.get(DLA_PDF_PATH, { schema: { params: childParams, querystring: documentQuery } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const { pdf, fileName } = await service.answersPdf(
      actor,
      request.params.childId,
      request.query.font ?? 'system-ui',
    );
    return reply
      .header('Cache-Control', PRIVATE)
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .send(pdf);
  });

  app.post(
    DLA_DIARY_PATH,
    { schema: { params: childParams, body: dlaDiaryEntryCreateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      return send(reply, await service.addDiaryEntry(actor, request.params.childId, request.body), 201);
    },
  );
  app.patch(
    DLA_DIARY_ENTRY_PATH,
    { schema: { params: diaryParams, body: dlaDiaryEntryUpdateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const { childId: child, entryId } = request.params;
      return send(reply, await service.updateDiaryEntry(actor, child, entryId, request.body));
    },
  );
  app.delete(DLA_DIARY_ENTRY_PATH, { schema: { params: diaryParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    await service.removeDiaryEntry(actor, request.params.childId, request.params.entryId);
    return reply.status(204).send();
  });

  app.post(
    DLA_EVIDENCE_PATH,
    { schema: { params: childParams, body: dlaEvidenceCreateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      return send(reply, await service.addEvidence(actor, request.params.childId, request.body), 201);
    },
  );
  app.patch(
    DLA_EVIDENCE_ITEM_PATH,
    { schema: { params: evidenceParams, body: dlaEvidenceUpdateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const { childId: child, evidenceId } = request.params;
      return send(reply, await service.updateEvidence(actor, child, evidenceId, request.body));
    },
  );
  app.delete(DLA_EVIDENCE_ITEM_PATH, { schema: { params: evidenceParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    await service.removeEvidence(actor, request.params.childId, request.params.evidenceId);
    return reply.status(204).send();
  });
}
