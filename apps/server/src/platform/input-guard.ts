import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Refuses, in one place for every route, input no field may hold: the NUL character (U+0000), which no text
 * column can store, in the query string, the path's parameters or a parsed body (keys as well as values). It
 * answers 400 through each area's own error handler (`validation_failed` for /auth/v1, `bad_request` for the API),
 * before any route sees the input.
 */
export class BadInputError extends Error {
  override readonly name = 'BadInputError';
  readonly statusCode = 400;
}

const NUL = '\u0000';

/** Where the first NUL character sits in a value (`body.data.name`), or null when there is none. */
export function nulCharacterAt(value: unknown, where: string): string | null {
  const stack: [unknown, string][] = [[value, where]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, `${path}.${index}`]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      // Only data: a multipart upload's body is a stream the route reads itself.
      if (typeof (current as { pipe?: unknown }).pipe === 'function') continue;
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return path;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}

function refuseNul(request: FastifyRequest, parts: readonly ('query' | 'params' | 'body')[]): void {
  for (const part of parts) {
    const at = nulCharacterAt(request[part], part);
    if (at !== null) throw new BadInputError(`${at}: must not contain the NUL character (\\u0000)`);
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes a file's text and tells the person itself what is wrong with a file that is not text (a
     * spreadsheet saved in its own format holds NUL characters): the guard leaves its body to it.
     */
    readonly checksFileText?: boolean;
  }
}

/** Registers the check on the whole server (every scope inherits it). */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // A route that judges a file's text itself still has its query and path checked here.
    refuseNul(request, request.routeOptions.config.checksFileText ? ['query', 'params'] : ['query', 'params', 'body']);
  });
}
