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

/** Query parameters that carry a person's details (an invitation fills in the address on the sign-up form). */
const PERSONAL_QUERY_PARAMETERS = new Set(['email']);

/** Query parameters holding another address, whose own query may carry a secret (an invitation link's token). */
const NESTED_URL_PARAMETERS = new Set(['redirect', 'redirect_to']);

/**
 * The request path with every secret or personal query value replaced, so logs never hold a token, a code or an
 * e-mail address, not even inside the address a `redirect` parameter carries.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const [name, value] of [...params.entries()]) {
    const key = name.toLowerCase();
    if (SECRET_QUERY_PARAMETERS.has(key) || PERSONAL_QUERY_PARAMETERS.has(key)) params.set(name, '[redacted]');
    else if (NESTED_URL_PARAMETERS.has(key)) params.set(name, redactUrl(value));
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
