import type { Factor, Session, User } from '@supabase/auth-js';

import { decodeJwtPayload } from './jwt.ts';

/** The roles an account can have (spec section 6), carried in the access token's `app_metadata.role`. */
export const ACCOUNT_ROLES = ['parent', 'family_member', 'child', 'admin', 'super_admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The roles that may open parent pages; an admin may too (spec section 6). */
export const PARENT_AREA_ROLES: readonly AccountRole[] = ['parent', 'admin'];

/** The role that opens the child's area: only a child's own session (spec section 2). */
export const CHILD_AREA_ROLES: readonly AccountRole[] = ['child'];

export type AssuranceLevel = 'aal1' | 'aal2';

// Every guard and signed-in query reads the claims as it renders; the token changes only when the session is renewed.
let lastDecoded: { token: string; claims: Record<string, unknown> | null } | null = null;

function claimsOf(session: Session | null): Record<string, unknown> | null {
  if (!session) return null;
  const token = session.access_token;
  if (lastDecoded?.token !== token) lastDecoded = { token, claims: decodeJwtPayload(token) };
  return lastDecoded.claims;
}

/** The role in the session's access token, or null without a session or a known role. */
export function roleOf(session: Session | null): AccountRole | null {
  const appMetadata = claimsOf(session)?.['app_metadata'];
  const role =
    typeof appMetadata === 'object' && appMetadata !== null ? (appMetadata as { role?: unknown }).role : null;
  return ACCOUNT_ROLES.find((known) => known === role) ?? null;
}

/** The factors a person has finished setting up; only these ask for a code at sign-in. */
export function verifiedFactors(user: User | null | undefined): Factor[] {
  return (user?.factors ?? []).filter((factor) => factor.status === 'verified');
}

export interface Assurance {
  /** The level of the current session: aal2 once a code from a second factor was checked. */
  readonly currentLevel: AssuranceLevel | null;
  /** The level this person can reach: aal2 when they have a verified factor. */
  readonly nextLevel: AssuranceLevel | null;
  /** Signed in with a password, but a code from their authenticator app is still needed. */
  readonly needsCode: boolean;
}

/**
 * The same answer as the auth client's `mfa.getAuthenticatorAssuranceLevel()` for the current session, worked
 * out without waiting on the client, so guards can decide during render.
 */
export function assuranceOf(session: Session | null): Assurance {
  if (!session) return { currentLevel: null, nextLevel: null, needsCode: false };
  const aal = claimsOf(session)?.['aal'];
  const currentLevel: AssuranceLevel | null = aal === 'aal1' || aal === 'aal2' ? aal : null;
  const nextLevel: AssuranceLevel | null = verifiedFactors(session.user).length > 0 ? 'aal2' : currentLevel;
  return { currentLevel, nextLevel, needsCode: nextLevel === 'aal2' && currentLevel !== 'aal2' };
}
