import type { ErrorCode, FieldIssue } from '@tedi/contracts';
import type { z } from 'zod';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  dose_over_limit: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};

/** The one error type of the product: a stable code, its HTTP status, a message a person can act on. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.details = details;
  }

  toJSON(): { code: ErrorCode; message: string; details?: unknown } {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

export function validationFailed(issues: FieldIssue[]): AppError {
  const fields = [...new Set(issues.map((issue) => issue.field))];
  const message =
    fields.length === 1
      ? `Please check ${fields[0]}: ${issues[0]?.message ?? 'it is not valid'}.`
      : `Please check these fields: ${fields.join(', ')}.`;
  return new AppError('validation_failed', message, issues);
}

/**
 * Input checked against a contracts schema, or a 400 naming each field and what is wrong with it. Services check
 * again what routes have checked, as they are called by more than the routes (the seed, other capabilities);
 * `within` names where a checked part sits in the body (`video.captions`).
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  within?: string,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationFailed(
    result.error.issues.map((issue) => ({
      field: [...(within ? [within] : []), ...issue.path.map(String)].join('.') || 'body',
      message: issue.message,
    })),
  );
}
