import type { ProfileRole } from '@tedi/db';

/**
 * The one rule of every administrator's action (content editing and publishing, contact messages, licence batches,
 * grants, and the admin user API at /auth/v1/admin, which applies it to its own callers): the role as the database
 * says now, never as an access token still says it, so a demoted administrator is refused at once; and a second
 * factor proved in this session (aal2), so a stolen password alone never reaches the administrators' tools.
 */
export interface AdminAsker {
  /** From the asker's profile now; null for a visitor or someone without a profile. */
  readonly role: ProfileRole | null;
  /** The assurance level of the asker's session. */
  readonly aal: 'aal1' | 'aal2';
}

export const ADMIN_ROLES: ReadonlySet<ProfileRole> = new Set(['admin', 'super_admin']);

/** Whether the role is an administrator's, whatever the session has proved. */
export function isAdministrator(role: ProfileRole | null): boolean {
  return role !== null && ADMIN_ROLES.has(role);
}

/** Whether the asker may act as an administrator now. */
export function mayAdminister(asker: AdminAsker | null): boolean {
  return asker !== null && isAdministrator(asker.role) && asker.aal === 'aal2';
}

/** What an administrator at aal1 is told: the refusal is about their session, not their role. */
export const SECOND_FACTOR_FOR_ADMIN =
  'Please confirm it is you with your second sign-in step (two-step verification) before using the administrators’ tools.';
