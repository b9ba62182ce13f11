import type { DestinationStream } from 'pino';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** Query parameters whose values are secrets; their values never reach a log line. */
const SECRET_QUERY_PARAMETERS = new Set([
  'token',
  'token_hash',
  'code',
  'code_verifier',
  'access_token',
  'refresh_token',
  'password',
  'apikey',
  'api_key',
  'key',
  'secret',
  'state',
]);

/** The request path with every secret query value replaced, so logs never hold a token or a code. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...params.keys()]) {
    if (SECRET_QUERY_PARAMETERS.has(name.toLowerCase())) params.set(name, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** Paths redacted wherever they appear in a logged object: credentials, tokens, cookies. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.apikey',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.current_password',
  '*.encrypted_password',
  '*.access_token',
  '*.refresh_token',
  '*.token',
  '*.secret',
  'password',
  'access_token',
  'refresh_token',
  'token',
];

/** `destination` lets tests read what would be logged; by default logs go to stdout. */
export function loggerOptions(config: Config, destination?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(destination ? { stream: destination } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Method, path (secrets removed) and client address; never headers or bodies.
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        id: request.id,
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
