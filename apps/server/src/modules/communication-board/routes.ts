import multipart from '@fastify/multipart';
import {
  BOARD_LIMITS,
  boardCreateSchema,
  boardDeleteQuerySchema,
  boardSettingsUpdateSchema,
  boardSymbolSearchSchema,
  type BoardSymbolSearchResponse,
  boardUpdateSchema,
} from '@tedi/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import { AppError } from '../../platform/errors.ts';
import type { BoardImporter } from './obf-import.ts';
import type { BoardExporter } from './obf-export.ts';
import type { BoardPrinter } from './pdf.ts';
import type { BoardService } from './service.ts';

export const BOARD_PREFIX = '/api/v1/children/:childId/board';
export const BOARD_PHOTO_UPLOAD_PATH = '/storage/v1/children/:childId/board-photos';
export const BOARD_IMPORT_PATH = '/storage/v1/children/:childId/board-import';
export const SYMBOLS_PREFIX = '/api/v1/board-symbols';

const childId = z.uuid({ error: 'must be a child id' });
const childParams = z.object({ childId });
const boardParams = z.object({ childId, boardId: z.uuid({ error: 'must be a board id' }) });
const symbolParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,100}\.svg$/, { error: 'must be a symbol' }) });

/** A child's board is private and changes: never kept by a shared cache. */
const PRIVATE = 'private, no-store';
/** Symbols are the same for everyone and change only with the app: kept a week, checked after. */
const SYMBOL_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

const PHOTO_LIMIT_MB = Math.round(BOARD_LIMITS.photoMaxBytes / (1024 * 1024));
const IMPORT_LIMIT_MB = Math.round(BOARD_LIMITS.importMaxBytes / (1024 * 1024));

/** The one file of a multipart upload, or a refusal in the parent's words. */
async function oneFile(
  request: FastifyRequest,
  what: { readonly noun: string; readonly limitMb: number; readonly limitBytes: number },
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) {
    throw new AppError(
      'unsupported_media_type',
      `Please send the ${what.noun} as a file upload (multipart/form-data).`,
    );
  }
  const part = await request.file();
  if (!part) throw new AppError('bad_request', `Please choose a ${what.noun} to upload.`);
  try {
    return { bytes: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        'payload_too_large',
        `This ${what.noun} is too large. Please choose one of ${what.limitMb} MB or less.`,
        { limitBytes: what.limitBytes },
      );
    }
    throw error;
  }
}

export interface BoardRouteParts {
  readonly service: BoardService;
  readonly importer: BoardImporter;
  readonly exporter: BoardExporter;
  readonly printer: BoardPrinter;
}

/** The board's API under /api/v1/children/:childId/board, its uploads under /storage/v1, and the symbols. */
export async function registerBoardRoutes(app: App, parts: BoardRouteParts): Promise<void> {
  const { service, importer, exporter, printer } = parts;
  const send = (reply: FastifyReply, body: unknown, status = 200) =>
    reply.status(status).header('Cache-Control', PRIVATE).send(body);

  app.get(BOARD_PREFIX, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return send(reply, await service.set(actor, request.params.childId));
  });

  app.put(
    `${BOARD_PREFIX}/settings`,
    { schema: { params: childParams, body: boardSettingsUpdateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      return send(reply, await service.updateSettings(actor, request.params.childId, request.body));
    },
  );

  app.post(
    `${BOARD_PREFIX}/boards`,
    { schema: { params: childParams, body: boardCreateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      return send(reply, await service.createBoard(actor, request.params.childId, request.body), 201);
    },
  );

  app.put(
    `${BOARD_PREFIX}/boards/:boardId`,
    { schema: { params: boardParams, body: boardUpdateSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const { childId: child, boardId } = request.params;
      return send(reply, await service.updateBoard(actor, child, boardId, request.body));
    },
  );

  app.delete(
    `${BOARD_PREFIX}/boards/:boardId`,
    { schema: { params: boardParams, querystring: boardDeleteQuerySchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      const { childId: child, boardId } = request.params;
      return send(reply, await service.removeBoard(actor, child, boardId, request.query.revision));
    },
  );

  app.post(`${BOARD_PREFIX}/starter`, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return send(reply, await service.addStarterBoards(actor, request.params.childId), 201);
  });

  app.get(`${BOARD_PREFIX}/boards/:boardId/pdf`, { schema: { params: boardParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const printed = await printer.print(actor, request.params.childId, request.params.boardId);
    return reply
      .header('Cache-Control', PRIVATE)
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${printed.fileName}"`)
      .send(printed.bytes);
  });

  app.get(`${BOARD_PREFIX}/boards/:boardId/obf`, { schema: { params: boardParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const exported = await exporter.board(actor, request.params.childId, request.params.boardId);
    return reply
      .header('Cache-Control', PRIVATE)
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${exported.fileName}"`)
      .send(exported.bytes);
  });

  app.get(`${BOARD_PREFIX}/obz`, { schema: { params: childParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    const exported = await exporter.set(actor, request.params.childId);
    return reply
      .header('Cache-Control', PRIVATE)
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${exported.fileName}"`)
      .send(exported.bytes);
  });

  app.get(SYMBOLS_PREFIX, { schema: { querystring: boardSymbolSearchSchema } }, async (request, reply) => {
    const found: BoardSymbolSearchResponse = {
      symbols: service.symbols.search(request.query.q, BOARD_LIMITS.symbolSearchMax),
    };
    return reply.header('Cache-Control', SYMBOL_CACHE).send(found);
  });

  app.get(`${SYMBOLS_PREFIX}/:file`, { schema: { params: symbolParams } }, async (request, reply) => {
    const svg = service.symbols.svg(request.params.file.slice(0, -'.svg'.length));
    if (svg === null) throw new AppError('not_found', 'There is no symbol with this name.');
    return reply
      .header('Cache-Control', SYMBOL_CACHE)
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(svg);
  });

  await app.register(async (scope) => {
    const storage = scope.withTypeProvider<ZodTypeProvider>();
    // Scoped here, so multipart bodies are accepted by these routes only: one file each.
    await storage.register(multipart, {
      limits: { fileSize: BOARD_LIMITS.importMaxBytes, files: 1, fields: 2, parts: 3 },
    });
    storage.post(BOARD_PHOTO_UPLOAD_PATH, { schema: { params: childParams } }, async (request, reply) => {
      const actor = await app.apiActor(request);
      const photo = await service.uploadPhoto(actor, request.params.childId, async () => {
        const file = await oneFile(request, {
          noun: 'photo',
          limitMb: PHOTO_LIMIT_MB,
          limitBytes: BOARD_LIMITS.photoMaxBytes,
        });
        if (file.bytes.byteLength > BOARD_LIMITS.photoMaxBytes) {
          throw new AppError(
            'payload_too_large',
            `This photo is too large. Please choose one of ${PHOTO_LIMIT_MB} MB or less.`,
            { limitBytes: BOARD_LIMITS.photoMaxBytes },
          );
        }
        return file;
      });
      return reply.status(201).header('Cache-Control', PRIVATE).send(photo);
    });
    storage.post(BOARD_IMPORT_PATH, { schema: { params: childParams } }, async (request, reply) => {
      const actor = await app.apiActor(request);
      const imported = await importer.import(actor, request.params.childId, () =>
        oneFile(request, { noun: 'board file', limitMb: IMPORT_LIMIT_MB, limitBytes: BOARD_LIMITS.importMaxBytes }),
      );
      return reply.status(201).header('Cache-Control', PRIVATE).send(imported);
    });
  });
}
