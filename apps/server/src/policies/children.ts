import type { ProfileRole } from '@tedi/db';
import { type GrantAreas, mayEditArea, mayViewArea } from './family.ts';

/** Everything that can be done with a child's profile and the files kept about the child. */
export const CHILD_ACTIONS = [
  /** Read the profile, its conditions and contacts. */
  'view',
  /** Add a child to the family (asked about the family, not about an existing child). */
  'create',
  /** Change the profile, its conditions and contacts. */
  'update',
  /** Archive the child, and bring them back. */
  'archive',
  'upload_photo',
  'download_file',
] as const;
export type ChildAction = (typeof CHILD_ACTIONS)[number];

/**
 * How the asker stands towards a child: their role (null when signed out or without a profile) and whether they
 * belong to the family that owns the child.
 */
export interface ChildRelation {
  readonly role: ProfileRole | null;
  readonly sameFamily: boolean;
  /** A family member's grant on this child, when they have one; ignored for any other role. */
  readonly grant?: GrantAreas | null;
}

const isFamilyParent = ({ role, sameFamily }: ChildRelation) => role === 'parent' && sameFamily;

/** A family member of the child's family whose grant on this child allows this in the profile area. */
const isMemberWithProfile =
  (allowed: (grant: GrantAreas | null | undefined) => boolean) =>
  ({ role, sameFamily, grant }: ChildRelation) =>
    role === 'family_member' && sameFamily && allowed(grant);

const mayReadProfile = (relation: ChildRelation) =>
  isFamilyParent(relation) || isMemberWithProfile((grant) => mayViewArea(grant, 'profile'))(relation);
const mayChangeProfile = (relation: ChildRelation) =>
  isFamilyParent(relation) || isMemberWithProfile((grant) => mayEditArea(grant, 'profile'))(relation);

/**
 * Who may do what. The family owns its children and a parent of that family may do everything. An invited family
 * member reads a child's profile only with a profile grant on that child (view or edit), and changes it only with
 * an edit grant; adding, archiving, photos and files stay with the parents. Children (their own narrow rights) and
 * a documented support flow for admins come with later capabilities; until then they are refused like anyone
 * else. Anything not listed is refused.
 */
const ALLOWED: Readonly<Record<ChildAction, (relation: ChildRelation) => boolean>> = {
  view: mayReadProfile,
  create: isFamilyParent,
  update: mayChangeProfile,
  archive: isFamilyParent,
  upload_photo: isFamilyParent,
  download_file: isFamilyParent,
};

export function mayChild(relation: ChildRelation, action: ChildAction): boolean {
  const rule = ALLOWED[action] as ((relation: ChildRelation) => boolean) | undefined;
  return rule ? rule(relation) : false;
}
