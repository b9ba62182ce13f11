import multipart from '@fastify/multipart';
import { CHILD_LIMITS } from '@tedi/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import { AppError } from '../../platform/errors.ts';
import { contentDisposition } from '../../platform/storage.ts';
import type { PhotoUpload, ChildrenService } from './service.ts';

export const STORAGE_PREFIX = '/storage/v1';

const childParams = z.object({ childId: z.uuid({ error: 'must be a child id' }) });
const fileParams = z.object({ fileId: z.uuid({ error: 'must be a file id' }) });

const PHOTO_LIMIT_MB = Math.round(CHILD_LIMITS.photoMaxBytes / (1024 * 1024));

/**
 * The storage service at /storage/v1: a child's photo is uploaded as multipart form data (one file), and any
 * stored file is downloaded by its id, each authorised per child by the children policy.
 */
export async function registerFileRoutes(app: App, service: ChildrenService): Promise<void> {
  await app.register(async (scope) => {
    const storage = scope.withTypeProvider<ZodTypeProvider>();
    // Scoped here, so multipart bodies are accepted by these routes only.
    await storage.register(multipart, {
      limits: { fileSize: CHILD_LIMITS.photoMaxBytes, files: 1, fields: 5, parts: 6 },
    });

    storage.post(
      `${STORAGE_PREFIX}/children/:childId/photo`,
      { schema: { params: childParams } },
      async (request, reply) => {
        const actor = await app.apiActor(request);
        const child = await service.uploadPhoto(actor, request.params.childId, async (): Promise<PhotoUpload> => {
          if (!request.isMultipart()) {
            throw new AppError(
              'unsupported_media_type',
              'Please send the photo as a file upload (multipart/form-data).',
            );
          }
          const part = await request.file();
          if (!part) throw new AppError('bad_request', 'Please choose a photo to upload.');
          try {
            return { bytes: await part.toBuffer(), fileName: part.filename };
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
              throw new AppError(
                'payload_too_large',
                `This photo is too large. Please choose one of ${PHOTO_LIMIT_MB} MB or less.`,
                { limitBytes: CHILD_LIMITS.photoMaxBytes },
              );
            }
            throw error;
          }
        });
        return reply.status(201).header('Cache-Control', 'private, no-store').send(child);
      },
    );

    storage.get(`${STORAGE_PREFIX}/object/:fileId`, { schema: { params: fileParams } }, async (request, reply) => {
      const actor = await app.apiActor(request);
      const file = await service.download(actor, request.params.fileId);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', contentDisposition('inline', file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(file.bytes);
    });
  });
}
