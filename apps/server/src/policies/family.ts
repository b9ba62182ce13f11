import type { ProfileRole } from '@tedi/db';

/** Everything that can be done about a family's members and their invitations. */
export const FAMILY_ACTIONS = [
  /** Invite someone, see and revoke the pending invitations. */
  'manage_invitations',
  /** See the members and what each may do; change or remove their grants. */
  'manage_members',
  /** See the children shared with oneself. */
  'view_shared_children',
  /** Accept an invitation into a family. */
  'accept_invitation',
] as const;
export type FamilyAction = (typeof FAMILY_ACTIONS)[number];

/** How the asker stands: their role (null when signed out) and whether they already belong to a family. */
export interface FamilyRelation {
  readonly role: ProfileRole | null;
  readonly hasFamily: boolean;
}

/**
 * Who may do what. Only a parent manages the family's members; only a family member has children shared with
 * them. An invitation may be accepted by any signed-in account that is not already someone's family: a parent
 * without a family yet (a new sign-up), or a family member (moving to the inviting family). Anything not listed
 * is refused.
 */
const ALLOWED: Readonly<Record<FamilyAction, (relation: FamilyRelation) => boolean>> = {
  manage_invitations: ({ role }) => role === 'parent',
  manage_members: ({ role }) => role === 'parent',
  view_shared_children: ({ role }) => role === 'family_member',
  accept_invitation: ({ role, hasFamily }) => (role === 'parent' && !hasFamily) || role === 'family_member',
};

export function mayFamily(relation: FamilyRelation, action: FamilyAction): boolean {
  const rule = ALLOWED[action] as ((relation: FamilyRelation) => boolean) | undefined;
  return rule ? rule(relation) : false;
}
