import type { EndpointTable } from '../endpoint-table.ts';
import { FAMILY_API_PREFIX } from './routes.ts';

const MEMBERS = { kind: 'family-members' } as const;

/** Every route of the family capability and who may call it. */
export const FAMILY_ENDPOINTS: EndpointTable = [
  { method: 'GET', path: `${FAMILY_API_PREFIX}/invitations`, access: MEMBERS },
  {
    method: 'POST',
    path: `${FAMILY_API_PREFIX}/invitations`,
    body: { email: 'someone.else@example.com', grants: [] },
    access: MEMBERS,
  },
  // The token in the link is the key: whoever holds it may see who invited them, so the route itself is public.
  { method: 'GET', path: `${FAMILY_API_PREFIX}/invitations/preview`, query: 'token=guess', access: { kind: 'public' } },
  // Accepting needs the token sent to the caller's own address: each signed-in caller only ever joins for themselves.
  {
    method: 'POST',
    path: `${FAMILY_API_PREFIX}/invitations/accept`,
    body: { token: 'a-guessed-invitation-token' },
    access: { kind: 'own' },
  },
  { method: 'POST', path: `${FAMILY_API_PREFIX}/invitations/:invitationId/revoke`, access: MEMBERS },
  { method: 'GET', path: `${FAMILY_API_PREFIX}/members`, access: MEMBERS },
  {
    method: 'PUT',
    path: `${FAMILY_API_PREFIX}/members/:userId/grants`,
    body: { grants: [] },
    access: MEMBERS,
  },
  { method: 'DELETE', path: `${FAMILY_API_PREFIX}/members/:userId`, access: MEMBERS },
  { method: 'GET', path: `${FAMILY_API_PREFIX}/shared-children`, access: { kind: 'shared-with-member' } },
];
