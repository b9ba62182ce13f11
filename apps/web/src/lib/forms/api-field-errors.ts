import type { FieldIssue } from '@tedi/contracts';

import { ApiRequestError } from '../api-client.ts';

/** Said when the server could not be reached or answered in a way the app did not expect. */
export const NOT_SAVED_MESSAGE = 'We couldn’t save that just now. Please check your connection and try again.';

/**
 * Splits a refusal from the API into messages per field (by the field's dotted path, e.g. `school.name`) and one
 * for the form as a whole, so each message can be shown beside what it is about.
 */
export function apiFieldErrors(error: unknown): { fields: Record<string, string>; form: string | undefined } {
  if (!(error instanceof ApiRequestError) || error.code === 'unexpected_response') {
    return { fields: {}, form: NOT_SAVED_MESSAGE };
  }
  if (error.code !== 'validation_failed' || !Array.isArray(error.details)) {
    return { fields: {}, form: error.message };
  }
  const fields: Record<string, string> = {};
  for (const issue of error.details as FieldIssue[]) {
    if (typeof issue.field === 'string' && typeof issue.message === 'string') fields[issue.field] ??= issue.message;
  }
  return { fields, form: Object.keys(fields).length === 0 ? error.message : undefined };
}
