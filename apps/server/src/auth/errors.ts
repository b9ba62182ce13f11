import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The `error` field of an OAuth-style answer, by HTTP status (as GoTrue sends in redirects). */
const OAUTH_ERROR_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/**
 * An error of the auth service, answered as GoTrue does: `{ code, message }` with the error code the client
 * switches on, plus `error` / `error_description` where the contract has OAuth-style answers.
 */
export class AuthApiError extends Error {
  override readonly name = 'AuthApiError';
  readonly status: number;
  readonly code: string;
  /** Fields added to the body, e.g. `weak_password`. */
  readonly extra: Readonly<Record<string, unknown>>;

  constructor(status: number, code: string, message: string, extra: Readonly<Record<string, unknown>> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }

  get oauthError(): string {
    return OAUTH_ERROR_BY_STATUS[this.status] ?? 'invalid_request';
  }

  toJSON(): Record<string, unknown> {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

export const badRequest = (code: string, message: string) => new AuthApiError(400, code, message);
export const validationFailed = (message: string) => new AuthApiError(400, 'validation_failed', message);
export const unprocessable = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AuthApiError(422, code, message, extra);

export const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');
export const overRequestRateLimit = () =>
  new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached');
export const overEmailSendRateLimit = () =>
  new AuthApiError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
export const otpExpired = (message = 'Email link is invalid or has expired') =>
  new AuthApiError(403, 'otp_expired', message);

/** Any failure inside /auth/v1, as the auth error the client understands. */
export function toAuthApiError(error: unknown): AuthApiError {
  if (error instanceof AuthApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    return validationFailed(
      field === '' ? (first?.message ?? 'Invalid request') : `${field}: ${first?.message ?? 'is not valid'}`,
    );
  }
  const { statusCode: status, code } = error as Partial<FastifyError>;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && status === 400)) {
    return badRequest('bad_json', 'Could not parse request body as JSON');
  }
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return badRequest('bad_json', 'Request body is empty but JSON was expected');
  if (status === 413) return new AuthApiError(413, 'request_too_large', 'Request body too large');
  if (status === 415) return new AuthApiError(415, 'bad_json', 'Content-Type must be application/json');
  if (status === 429) return overRequestRateLimit();
  if (status !== undefined && status >= 400 && status < 500)
    return new AuthApiError(status, 'validation_failed', (error as Error).message);
  return new AuthApiError(500, 'unexpected_failure', 'Something went wrong on our side. Please try again.');
}
