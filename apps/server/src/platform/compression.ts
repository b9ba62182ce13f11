import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Below this, compressing saves less than the work costs and may not shorten the answer at all. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Pages, JSON, plain text and other text formats; never a stream of events, which must reach the browser as sent. */
const COMPRESSIBLE_TYPE = /^(?:text\/(?!event-stream)|application\/(?:[a-z0-9.+-]+\+)?(?:json|xml)|image\/svg\+xml)/i;

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses answers the server builds in memory (pages rendered or prerendered, JSON) above a small size, with
 * Brotli or gzip as the browser accepts, in a hook every answer passes through, the not-found handler's pages
 * included. Streams are left alone: the web app's files come precompressed from the build (see web-app.ts), and
 * stored files (photos, documents, exports) keep their length and byte ranges.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!shouldCompress(reply)) return payload;
    const size = Buffer.byteLength(payload);
    if (size < COMPRESSION_THRESHOLD_BYTES) return payload;
    const encoding = encodings.negotiate(acceptEncoding(request.headers['accept-encoding']));
    // Whichever way it goes, a cache must keep the answers for different Accept-Encoding headers apart.
    varyOnAcceptEncoding(reply);
    if (encoding === null) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(payload, {
            params: {
              // A middle quality: near the best for text this size, at a fraction of the highest level's time.
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : await gzipAsync(payload, { level: 6 });
    reply.header('Content-Encoding', encoding);
    reply.header('Content-Length', compressed.length);
    return compressed;
  });
}

function shouldCompress(reply: FastifyReply): boolean {
  if (reply.hasHeader('Content-Encoding') || reply.hasHeader('Content-Range')) return false;
  if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) return false;
  const cacheControl = String(reply.getHeader('Cache-Control') ?? '');
  if (/\bno-transform\b/i.test(cacheControl)) return false;
  const type = reply.getHeader('Content-Type');
  return typeof type === 'string' && COMPRESSIBLE_TYPE.test(type);
}

function acceptEncoding(header: string | string[] | undefined): string {
  return Array.isArray(header) ? header.join(', ') : (header ?? '');
}

function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('Vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.includes('*') || values.some((value) => value.toLowerCase() === 'accept-encoding')) return;
  reply.header('Vary', [...values, 'Accept-Encoding'].join(', '));
}
