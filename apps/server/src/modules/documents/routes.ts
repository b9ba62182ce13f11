import multipart from '@fastify/multipart';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_TOO_LARGE_MESSAGE,
  documentSearchSchema,
  documentUpdateSchema,
} from '@tedi/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import { AppError } from '../../platform/errors.ts';
import { contentDisposition } from '../../platform/storage.ts';
import type { DocumentsService } from './service.ts';

export const DOCUMENTS_PREFIX = '/api/v1/children/:childId/documents';
export const DOCUMENT_PATH = `${DOCUMENTS_PREFIX}/:documentId`;
export const DOCUMENT_FILE_PATH = `${DOCUMENT_PATH}/versions/:versionId/files/:fileId`;
export const DOCUMENT_UPLOAD_PATH = '/storage/v1/children/:childId/documents';
export const DOCUMENT_VERSION_UPLOAD_PATH = `${DOCUMENT_UPLOAD_PATH}/:documentId/versions`;

const childId = z.uuid({ error: 'must be a child id' });
const documentId = z.uuid({ error: 'must be a document id' });
const childParams = z.object({ childId });
const documentParams = z.object({ childId, documentId });
const fileParams = z.object({
  childId,
  documentId,
  versionId: z.uuid({ error: 'must be a version id' }),
  fileId: z.uuid({ error: 'must be a file id' }),
});

/** A child's documents are private and change: never kept by a shared cache. */
const PRIVATE = 'private, no-store';

function send(reply: FastifyReply, body: unknown, status = 200) {
  return reply.status(status).header('Cache-Control', PRIVATE).send(body);
}

/** One file and the text fields of a multipart form, read only when the service asks (after its access check). */
async function readForm(
  request: FastifyRequest,
): Promise<{ file: { bytes: Buffer; fileName: string }; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Please send the document as a file upload (multipart/form-data).');
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
      throw new AppError('payload_too_large', DOCUMENT_TOO_LARGE_MESSAGE, { limitBytes: DOCUMENT_LIMITS.fileMaxBytes });
    }
    throw error;
  }
  if (!file) throw new AppError('bad_request', 'Please choose a file to upload.');
  return { file, fields };
}

/** The library's API under /api/v1/children/:childId/documents, and its uploads under /storage/v1. */
export async function registerDocumentsRoutes(app: App, service: DocumentsService): Promise<void> {
  app.get(
    DOCUMENTS_PREFIX,
    { schema: { params: childParams, querystring: documentSearchSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      return send(reply, await service.list(actor, request.params.childId, request.query));
    },
  );

  app.get(DOCUMENT_PATH, { schema: { params: documentParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return send(reply, await service.get(actor, request.params.childId, request.params.documentId));
  });

  app.patch(
    DOCUMENT_PATH,
    { schema: { params: documentParams, body: documentUpdateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      return send(reply, await service.update(actor, request.params.childId, request.params.documentId, request.body));
    },
  );

  app.delete(DOCUMENT_PATH, { schema: { params: documentParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return send(reply, await service.remove(actor, request.params.childId, request.params.documentId));
  });

  app.post(`${DOCUMENT_PATH}/restore`, { schema: { params: documentParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return send(reply, await service.restore(actor, request.params.childId, request.params.documentId));
  });

  app.get(DOCUMENT_FILE_PATH, { schema: { params: fileParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const { childId: child, ...ids } = request.params;
    const file = await service.download(actor, child, ids);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', contentDisposition('attachment', file.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', PRIVATE)
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(file.bytes);
  });

  await app.register(async (scope) => {
    const storage = scope.withTypeProvider<ZodTypeProvider>();
    // Scoped here, so multipart bodies are accepted by these routes only: one file and a few text fields.
    await storage.register(multipart, {
      limits: { fileSize: DOCUMENT_LIMITS.fileMaxBytes, files: 1, fields: 5, parts: 6, fieldSize: 4096 },
    });
    storage.post(DOCUMENT_UPLOAD_PATH, { schema: { params: childParams } }, async (request, reply) => {
      const actor = await app.apiActor(request);
      const document = await service.upload(actor, request.params.childId, async () => {
        const { file, fields } = await readForm(request);
        return { ...file, title: fields['title'], tags: fields['tags'], note: fields['note'] };
      });
      return send(reply, document, 201);
    });
    storage.post(DOCUMENT_VERSION_UPLOAD_PATH, { schema: { params: documentParams } }, async (request, reply) => {
      const actor = await app.apiActor(request);
      const { childId: child, documentId: id } = request.params;
      const document = await service.addVersion(actor, child, id, async () => {
        const { file, fields } = await readForm(request);
        return { ...file, note: fields['note'] };
      });
      return send(reply, document, 201);
    });
  });
}
