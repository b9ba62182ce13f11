import type { Database } from '@tedi/db';
import type { FastifyRequest } from 'fastify';
import type { ActorResolver } from '../actor.ts';
import { mayAdminister } from '../../policies/admin.ts';
import { AuthApiError } from '../errors.ts';
import { findUserById } from '../repository.ts';
import { ACTOR_FAILURES } from '../requests.ts';

/** Who calls the admin API: a server with the secret key, or an administrator's own aal2 session. */
export type AdminCaller = 'secret_key' | 'admin' | 'super_admin';

export const notAdmin = () => new AuthApiError(403, 'not_admin', 'User not allowed');

/**
 * An administrator calling the admin API from their own session (the publishable key and their access token): the
 * role must be admin or super_admin both in the token and in the account now (a demotion counts at once), and the
 * session must have proved a second factor.
 */
export async function adminSessionRole(
  request: FastifyRequest,
  actors: ActorResolver,
  db: Database,
): Promise<AdminCaller> {
  const resolution = await actors.resolve(request);
  if ('failure' in resolution) throw ACTOR_FAILURES[resolution.failure]();
  const { actor } = resolution;
  if (actor.role !== 'admin' && actor.role !== 'super_admin') throw notAdmin();
  const user = await findUserById(db, actor.userId);
  if (user?.appMetadata.role !== actor.role) throw notAdmin();
  // The one admin rule (policies/admin.ts), answered in GoTrue's words.
  if (!mayAdminister({ role: actor.role, aal: actor.aal })) {
    throw new AuthApiError(
      403,
      'insufficient_aal',
      'The admin API needs a session verified with a second factor (AAL2).',
    );
  }
  return actor.role;
}
