import { decodeJwtPayload, isJwtShaped } from './jwt.ts';

/**
 * What kind of key the web app was given (spec section 5): the browser may only ever hold a publishable key.
 * - publishable: `sb_publishable_...`, the expected kind;
 * - legacy-jwt: an older JWT-style anonymous key, accepted;
 * - secret: `sb_secret_...` or a JWT whose role is service_role: full access, must never reach a browser;
 * - unknown: anything else, accepted with a warning.
 */
export type ApiKeyKind = 'publishable' | 'legacy-jwt' | 'secret' | 'unknown';

export function classifyApiKey(key: string): ApiKeyKind {
  const trimmed = key.trim();
  if (trimmed.startsWith('sb_secret_')) return 'secret';
  if (trimmed.startsWith('sb_publishable_')) return 'publishable';
  if (isJwtShaped(trimmed)) {
    return decodeJwtPayload(trimmed)?.['role'] === 'service_role' ? 'secret' : 'legacy-jwt';
  }
  return 'unknown';
}
