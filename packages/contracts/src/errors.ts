import { z as zod } from 'zod';

/** Stable error codes of the product's API. Clients switch on `code`, never on `message`. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  /** A dose over an as-needed medicine's limits, refused until the person confirms (HTTP 409, `DoseOverLimitDetails`). */
  'dose_over_limit',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error shape every API answers with. */
export const apiErrorSchema = zod.object({
  code: zod.enum(ERROR_CODES),
  message: zod.string(),
  details: zod.unknown().optional(),
});

export type ApiError = zod.infer<typeof apiErrorSchema>;

/** One problem with one field of a request, as `details` lists them for `validation_failed`. */
export interface FieldIssue {
  /** Dotted path of the field, e.g. `child.dateOfBirth`. */
  field: string;
  message: string;
}
