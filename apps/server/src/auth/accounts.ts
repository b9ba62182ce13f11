import { validationFailed } from './errors.ts';
import type { UserRow } from './repository.ts';

/** Rules about accounts that sign-up, sign-in, e-mail links, account changes and the admin API all apply. */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(raw: string | undefined | null): string {
  const email = (raw ?? '').trim();
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255 || !EMAIL_PATTERN.test(email))
    throw validationFailed('Unable to validate email address: invalid format');
  return email;
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
