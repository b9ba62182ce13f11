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

/**
 * What an error may say about itself in a log: its kind, its code and where the database stopped (constraint,
 * table, column), never the data involved. Everything else an error carries (a failed query's parameters, a
 * database error's `detail` such as "Failing row contains (...)", the SQL with its values, the recipients of an
 * e-mail) may hold a child's name, a diagnosis or an address, and is left out.
 */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'status',
  'errno',
  'syscall',
  'severity',
  'constraint',
  'constraint_name',
  'table',
  'table_name',
  'column',
  'column_name',
  'schema',
  'schema_name',
  'dataType',
  'routine',
] as const;

const MAX_CAUSES = 5;
const EMAIL_ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  statement?: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

/**
 * The text of an error without values: a failed query's parameters are cut off, a value the database quotes at
 * the end of its message ('invalid input syntax for type uuid: "..."') is removed, and so is any e-mail address.
 */
function safeMessage(message: string): string {
  const paramsAt = message.search(/\nparams:/);
  const withoutParams = paramsAt === -1 ? message : message.slice(0, paramsAt);
  const statementAt = withoutParams.indexOf('Failed query: ');
  const text = statementAt === -1 ? withoutParams : `${withoutParams.slice(0, statementAt)}Failed query`;
  return text.replace(/: ".*"$/s, ': [value removed]').replace(EMAIL_ADDRESS, '[address]');
}

/** A statement's shape: its SQL with placeholders, any literal in quotes replaced, and not too long. */
function statementShape(query: string): string {
  const shape = query.replace(/'(?:[^']|'')*'/g, "'?'").replace(/\s+/g, ' ');
  return shape.length > 300 ? `${shape.slice(0, 300)}...` : shape;
}

/** Serialises an error for the logs: kind, code and statement shape, never values (see SAFE_ERROR_FIELDS). */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    const message = typeof error === 'string' ? safeMessage(error) : 'not an Error';
    return { type: typeof error, message, stack: message };
  }
  const type = error.constructor.name === 'Error' ? error.name : error.constructor.name;
  const message = safeMessage(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (typeof fields['query'] === 'string') serialized.statement = statementShape(fields['query']);
  if (error.cause !== undefined && depth < MAX_CAUSES) serialized.cause = serializeError(error.cause, depth + 1);
  if (error instanceof AggregateError && depth < MAX_CAUSES) {
    serialized['errors'] = (error.errors as unknown[]).slice(0, 3).map((inner) => serializeError(inner, depth + 1));
  }
  return serialized;
}

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
      // Errors by kind and code, never the values of a failed query (see serializeError).
      err: serializeError,
      error: serializeError,
    },
  };
}
