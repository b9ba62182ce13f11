import {
  CHILD_SIGN_IN_LIMITS,
  type ChildAllowances,
  type ChildSessionMinutes,
  type ChildSignInMethod,
} from '@tedi/contracts';

import { ApiRequestError } from '../api-client.ts';
import { apiFieldErrors } from '../forms/api-field-errors.ts';

/** The words of a child's own sign-in, as a parent reads them on the child's profile. */

export const SESSION_LABELS: Record<ChildSessionMinutes, string> = {
  30: '30 minutes',
  60: '1 hour',
  120: '2 hours',
  240: '4 hours',
};

export const METHOD_LABELS: Record<ChildSignInMethod, string> = {
  pictures: 'Picture password',
  pin: 'PIN',
};

export const ALLOWANCES: readonly { readonly key: keyof ChildAllowances; readonly label: string }[] = [
  { key: 'sounds', label: 'Sounds on or off' },
  { key: 'theme', label: 'Colours' },
  { key: 'voice', label: 'Voice' },
];

/** "Sounds on or off and Colours", or null when the child may change nothing. */
export function allowancesText(allowances: ChildAllowances): string | null {
  const allowed = ALLOWANCES.filter((allowance) => allowances[allowance.key]).map((allowance) => allowance.label);
  if (allowed.length === 0) return null;
  return allowed.length === 1 ? allowed[0]! : `${allowed.slice(0, -1).join(', ')} and ${allowed.at(-1)!}`;
}

export const PIN_HINT = `${CHILD_SIGN_IN_LIMITS.pinMinLength} to ${CHILD_SIGN_IN_LIMITS.pinMaxLength} numbers.`;

/**
 * A refusal of a sign-in form, split into messages per field (by the first part of the API's dotted path, so
 * `allowances.voice` is about the allowances) and one for the form. The API names fields as a list of issues, or,
 * when the secret is missing, as `{ fields: { pictures: '…' } }`; both are read.
 */
export function signInRefusal<Field extends string>(
  error: unknown,
  known: readonly Field[],
): { fields: Partial<Record<Field, string>>; form: string | undefined } {
  const refused = apiFieldErrors(error);
  const named =
    error instanceof ApiRequestError && typeof error.details === 'object' && error.details !== null
      ? (error.details as { fields?: unknown }).fields
      : undefined;
  const messages: Record<string, string> = { ...refused.fields };
  if (typeof named === 'object' && named !== null) {
    for (const [field, message] of Object.entries(named)) {
      if (typeof message === 'string') messages[field] ??= message;
    }
  }
  const fields: Partial<Record<Field, string>> = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(messages)) {
    const field = known.find((candidate) => candidate === path.split('.')[0]);
    if (field) fields[field] ??= message;
    else unplaced.push(message);
  }
  const anyField = Object.keys(fields).length > 0;
  return { fields, form: unplaced[0] ?? (anyField ? undefined : refused.form) };
}
