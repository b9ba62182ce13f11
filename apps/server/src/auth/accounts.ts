import { validationFailed } from './errors.ts';
import type { UserRow } from './repository.ts';

/** Rules about accounts that sign-up, sign-in, e-mail links, account changes and the admin API all apply. */

/**
 * The shape of an address GoTrue accepts: HTML's "valid e-mail address" (a local part of letters, digits and
 * `.!#$%&'*+/=?^_\`{|}~-`, then labels of letters, digits and inner hyphens, each at most 63 characters).
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const MAX_EMAIL_LENGTH = 255;

/**
 * An address as every route of /auth/v1 takes it, checked before anything else is done with the request: GoTrue's
 * rules and messages (400 `validation_failed`), and lower-cased, as GoTrue stores it. Surrounding spaces, which a
 * form may add, are dropped first.
 */
export function normaliseEmail(raw: string | undefined | null): string {
  const email = (raw ?? '').trim();
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > MAX_EMAIL_LENGTH) throw validationFailed('An email address is too long');
  if (!EMAIL_PATTERN.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

/** user_metadata updates merge key by key; a null value removes the key, as GoTrue does. */
export function mergeMetadata(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export function isBanned(user: UserRow, now: Date): boolean {
  return user.bannedUntil !== null && user.bannedUntil > now;
}
