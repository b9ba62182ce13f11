import type { FieldIssue } from '@tedi/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, validationFailed } from './errors.ts';

/** Turns every failure into the one error shape `{ code, message, details? }` with a stable code. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: appError.code }, appError.message);
    }
    void reply.status(appError.status).send(appError.toJSON());
  });
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues: FieldIssue[] = error.validation.map((issue) => {
      const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const part = error.validationContext ?? 'body';
      return { field: where === '' ? part : where, message: issue.message ?? 'is not valid' };
    });
    return validationFailed(issues);
  }
  const status = (error as Partial<FastifyError>).statusCode;
  const code = (error as Partial<FastifyError>).code;
  if (status === 413) return new AppError('payload_too_large', 'The request is too large.');
  if (status === 415) return new AppError('unsupported_media_type', 'This kind of content is not accepted here.');
  if (status === 429) return new AppError('rate_limited', 'Too many requests. Please wait a moment and try again.');
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && status === 400)) {
    return new AppError('bad_request', 'The request body is not valid JSON.');
  }
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new AppError('bad_request', 'The request body is empty but JSON was expected.');
  }
  if (status !== undefined && status >= 400 && status < 500) {
    return new AppError('bad_request', (error as Error).message);
  }
  return new AppError('internal_error', 'Something went wrong on our side. Please try again.');
}
